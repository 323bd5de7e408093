/**
 * Issue 20 §1, the recovery channels: a changed e-mail or phone signs the user out everywhere,
 * tells them at the confirmed address and phone, and waits for a code sent to the new channel;
 * until then the recovery mail, the recovery SMS and the sign-in SMS keep to the confirmed ones.
 * The probe's chain (someone changes the owner's channels, then resets the password and signs in)
 * must end at the old channels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PendingChannelsSchema } from '../../schemas/recovery-channels';
import { seedDemo } from '../../server/db/seed';
import {
  CHANNEL_CODE_MAX_ATTEMPTS,
  CHANNEL_CODE_TTL_SECONDS,
  CHANNEL_RESEND_COOLDOWN_SECONDS,
} from '../../server/modules/users/recovery-channels.service';
import { UsersRepository } from '../../server/modules/users/users.repository';
import { t as text } from '../../texts/t';
import { AUTH, bearer, DEVICE, loginBody, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ATTACKER = { email: 'attacker@evil.example', phone: '+79990000001' };

describe('recovery channels', () => {
  let t: TestApp;
  let demo1: SignedIn;

  beforeAll(async () => {
    // Codes live 10 minutes and the tests move past that: access tokens outlive it.
    t = await createTestApp({ accessTokenTtlSeconds: 15 * 60 });
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, as: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as.token), payload });
  const channelsOf = async (as: SignedIn) => {
    const response = await send('GET', `/api/users/${as.userId}/channels`, as);
    expect(response.statusCode).toBe(200);
    return PendingChannelsSchema.parse(response.json()).pending;
  };
  const confirm = (as: SignedIn, channel: 'email' | 'phone', code: string) =>
    send('POST', `/api/users/${as.userId}/channels/${channel}/confirm`, as, { code });
  /** The newest code the sandbox sent to a phone. */
  const smsCodeTo = (phone: string) => t.sms.list().find((entry) => entry.phone === phone && entry.code !== '')?.code ?? '';
  const mailCodeTo = (email: string) => /: (\d{6})\n/.exec(t.email.list(email)[0]?.text ?? '')?.[1] ?? '';
  /** A sign-in from a device the user never confirmed: it asks for the SMS code; where did it go? */
  const signInAsksAt = async (login: string, device: string) => {
    const response = await t.app.inject({ method: 'POST', url: AUTH, payload: loginBody(login, { device }) });
    const { data } = response.json<{ data: { sms_key: string; phone_mask: string } }>();
    return { mask: data.phone_mask, phone: t.sms.list(login).find((entry) => entry.sms_key === data.sms_key)?.phone };
  };
  const recoveryCodeSent = async (email: string, phone: string) => {
    const before = t.sms.list().length;
    const response = await t.app.inject({ method: 'POST', url: `${AUTH}/resetpwd/sms`, payload: { EMAIL: email, PHONE: phone, country_code: 2 } });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    return t.sms.list().length > before;
  };

  it('the probe’s chain ends at the old channels: reset mail, recovery SMS and sign-in SMS', async () => {
    const victim = await signIn(t, 'demo4');
    const other = await signIn(t, 'demo4', { device: 'test-device-0002' });
    const changed = await send('PUT', `/api/users/${victim.userId}`, demo1, ATTACKER);
    expect(changed.statusCode).toBe(200);

    // Signed out everywhere: access tokens stop, refresh tokens are refused.
    for (const session of [victim, other]) {
      expect((await send('GET', `/api/users/${session.userId}`, session)).statusCode).toBe(401);
      const refresh = await t.app.inject({ method: 'PUT', url: `${AUTH}/token/refresh`, payload: { AUTH_USER: 'demo4' }, cookies: session.cookies });
      expect(refresh.statusCode).toBe(401);
    }

    // Told at the old address and the old phone; nothing of the new values in the notices.
    const [notice] = t.email.list('demo4@demo-park.ru');
    expect(notice?.subject).toBe(text('channels.notice.emailSubject'));
    expect(notice?.text).toContain(text('channels.notice.both'));
    expect(notice?.text).not.toContain(ATTACKER.email);
    const [sms] = t.sms.list('demo4').filter((entry) => entry.phone === '+79161234504');
    expect(sms?.code).toBe('');

    // The codes went to the new channels.
    expect(t.email.list(ATTACKER.email)[0]?.subject).toBe(text('channels.code.emailSubject'));
    expect(smsCodeTo(ATTACKER.phone)).toMatch(/^\d{6}$/);

    // The manager's «Сбросить пароль» mails the old, confirmed address.
    const attackerMails = t.email.list(ATTACKER.email).length;
    const reset = await send('POST', `/api/users/${victim.userId}/reset-password`, demo1);
    expect(reset.json()).toEqual({ email: 'demo4@demo-park.ru' });
    expect(t.email.list('demo4@demo-park.ru')[0]?.subject).toBe(text('recovery.emailSubject'));
    expect(t.email.list(ATTACKER.email)).toHaveLength(attackerMails);

    // Every device asks for the SMS code again, the one signed in before too; it goes to the old phone, and says so.
    expect(await signInAsksAt('demo4', DEVICE)).toEqual({ mask: '+7 *** ***-**-04', phone: '+79161234504' });

    // Recovery knows the account by its confirmed channels only.
    expect(await recoveryCodeSent(ATTACKER.email, ATTACKER.phone)).toBe(false);
    expect(await recoveryCodeSent('demo4@demo-park.ru', '+79161234504')).toBe(true);
    const users = new UsersRepository(t.db);
    expect(await users.findForRecovery(ATTACKER.email, ATTACKER.phone)).toEqual([]);
    expect((await users.findForRecovery('DEMO4@demo-park.ru', '+79161234504')).map((account) => [account.login, account.email])).toEqual([
      ['demo4', 'demo4@demo-park.ru'],
    ]);
  });

  it('only the user reads and confirms their own channels', async () => {
    const demo4 = await signIn(t, 'demo4');
    expect((await send('GET', `/api/users/${demo4.userId}/channels`, demo1)).statusCode).toBe(404);
    expect((await confirm(demo4, 'email', '000000')).statusCode).toBe(400);
    const byManager = await send('POST', `/api/users/${demo4.userId}/channels/email/confirm`, demo1, { code: mailCodeTo(ATTACKER.email) });
    expect(byManager.statusCode).toBe(404);
    expect((await channelsOf(demo4)).map((pending) => pending.channel)).toEqual(['email', 'phone']);
  });

  it('confirms a new phone with its code: wrong, expired, resent, right; then sign-in and recovery use it', async () => {
    const demo5 = await signIn(t, 'demo5');
    const phone = '+79990000055';
    expect((await send('PUT', `/api/users/${demo5.userId}`, demo5, { phone })).statusCode).toBe(200);
    // The session that made the change ends too: confirming takes the password again.
    expect((await send('GET', `/api/users/${demo5.userId}/channels`, demo5)).statusCode).toBe(401);
    const again = await signIn(t, 'demo5');
    expect(await channelsOf(again)).toEqual([{ channel: 'phone', sent_to: '+7 *** ***-**-55', code_expires_at: expect.any(String) }]);
    const first = smsCodeTo(phone);

    const wrong = await confirm(again, 'phone', first === '000000' ? '000001' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toEqual({ code: text('sms.codeInvalid', { left: CHANNEL_CODE_MAX_ATTEMPTS - 1 }) });

    t.clock.advance(CHANNEL_CODE_TTL_SECONDS * 1000);
    expect((await confirm(again, 'phone', first)).json().data).toEqual({ code: text('sms.codeExpired') });
    demo1 = await signIn(t, 'demo1');

    expect((await send('POST', `/api/users/${again.userId}/channels/phone/resend`, again)).statusCode).toBe(200);
    const soon = await send('POST', `/api/users/${again.userId}/channels/phone/resend`, again);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error_msg).toBe(text('channels.errors.resendSoon'));
    const second = smsCodeTo(phone);
    if (second !== first) expect((await confirm(again, 'phone', first)).statusCode).toBe(400);
    expect(await signInAsksAt('demo5', 'test-device-0004')).toMatchObject({ phone: '+79161234505' });

    const right = await confirm(again, 'phone', second);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ pending: [] });
    expect((await confirm(again, 'phone', second)).json().data).toEqual({ code: text('channels.errors.nothingPending') });
    expect(await signInAsksAt('demo5', 'test-device-0005')).toEqual({ mask: '+7 *** ***-**-55', phone });
    expect(await recoveryCodeSent('demo5@demo-park.ru', phone)).toBe(true);
    expect(await recoveryCodeSent('demo5@demo-park.ru', '+79161234505')).toBe(false);
  });

  it('burns a code after 5 wrong tries: the right one no longer works', async () => {
    const demo2 = await signIn(t, 'demo2');
    const email = 'marina@new.example';
    await send('PUT', `/api/users/${demo2.userId}`, demo1, { email });
    const again = await signIn(t, 'demo2');
    const code = mailCodeTo(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt < CHANNEL_CODE_MAX_ATTEMPTS; attempt += 1) await confirm(again, 'email', wrong);
    expect((await confirm(again, 'email', wrong)).json().data).toEqual({ code: text('sms.codeBurned') });
    expect((await confirm(again, 'email', code)).json().data).toEqual({ code: text('sms.codeBurned') });
    expect(await recoveryCodeSent(email, '+79161234502')).toBe(false);
    t.clock.advance(CHANNEL_RESEND_COOLDOWN_SECONDS * 1000);
    await send('POST', `/api/users/${again.userId}/channels/email/resend`, again);
    expect((await confirm(again, 'email', mailCodeTo(email))).statusCode).toBe(200);
    expect(await recoveryCodeSent(email, '+79161234502')).toBe(true);
  });

  it('a later change supersedes the pending one; changing back to the confirmed value ends it', async () => {
    const demo3 = await signIn(t, 'demo3');
    const userId = demo3.userId;
    await send('PUT', `/api/users/${userId}`, demo1, { phone: '+79990000031' });
    const firstCode = smsCodeTo('+79990000031');
    await send('PUT', `/api/users/${userId}`, demo1, { phone: '+79990000032' });
    const session = await signIn(t, 'demo3');
    expect((await channelsOf(session)).map((pending) => pending.sent_to)).toEqual(['+7 *** ***-**-32']);
    if (firstCode !== smsCodeTo('+79990000032')) expect((await confirm(session, 'phone', firstCode)).statusCode).toBe(400);
    // The notice of the second change went to the confirmed phone, not to the first new one.
    expect(t.sms.list('demo3').filter((entry) => entry.code === '').map((entry) => entry.phone)).toEqual(['+79161234503', '+79161234503']);

    const back = await send('PUT', `/api/users/${userId}`, demo1, { phone: '+79161234503' });
    expect(back.statusCode).toBe(200);
    // Nothing left to confirm, nobody told again, and the session is not ended for it.
    expect(await channelsOf(session)).toEqual([]);
    expect(t.sms.list('demo3').filter((entry) => entry.code === '')).toHaveLength(2);
    expect(await signInAsksAt('demo3', 'test-device-0006')).toMatchObject({ phone: '+79161234503' });
    expect(await recoveryCodeSent('demo3@demo-park.ru', '+79161234503')).toBe(true);
  });

  it('a write that leaves the channels alone changes nothing of them', async () => {
    const demo3 = await signIn(t, 'demo3');
    const sent = t.email.list().length + t.sms.list().length;
    expect((await send('PUT', `/api/users/${demo3.userId}`, demo1, { name: 'Попов Игорь' })).statusCode).toBe(200);
    expect((await send('GET', `/api/users/${demo3.userId}`, demo3)).statusCode).toBe(200);
    expect(t.email.list().length + t.sms.list().length).toBe(sent);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths['/api/users/{id}/channels'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/users/{id}/channels/{channel}/confirm'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/users/{id}/channels/{channel}/resend'] ?? {})).toEqual(['post']);
  });
});

describe('recovery channels in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('never carry a code or the new values, through a change, a wrong code and the right one', async () => {
    const demo1 = await signIn(t, 'demo1');
    const demo4 = await signIn(t, 'demo4');
    const headers = (as: SignedIn) => bearer(as.token);
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${demo4.userId}`, headers: headers(demo1), payload: ATTACKER })).statusCode).toBe(200);
    const again = await signIn(t, 'demo4');
    const emailCode = /: (\d{6})\n/.exec(t.email.list(ATTACKER.email)[0]?.text ?? '')?.[1] ?? '';
    const phoneCode = t.sms.list().find((entry) => entry.phone === ATTACKER.phone)?.code ?? '';
    const confirmUrl = (channel: string) => `/api/users/${again.userId}/channels/${channel}/confirm`;
    const wrong = emailCode === '000000' ? '000001' : '000000';
    expect((await t.app.inject({ method: 'POST', url: confirmUrl('email'), headers: headers(again), payload: { code: wrong } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: confirmUrl('email'), headers: headers(again), payload: { code: emailCode } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: confirmUrl('phone'), headers: headers(again), payload: { code: phoneCode } })).statusCode).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('\n');
    // A code is looked for as a number of its own: response times carry long runs of digits.
    for (const code of [emailCode, phoneCode, wrong]) expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    for (const value of [ATTACKER.email, ATTACKER.phone]) expect(log).not.toContain(value);
  });
});
