import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed';
import { t as textOf } from '../../texts/t';
import { AUTH, lastCode, loginBody } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const RESET = `${AUTH}/resetpwd`;
const KNOWN = { EMAIL: 'demo2@demo-park.ru', PHONE: '+79161234502', country_code: 2 };
const UNKNOWN = { EMAIL: 'stranger@example.ru', PHONE: '+79990001122', country_code: 2 };

/** The line of the recovery e-mail that carries the password, found from the template itself. */
function passwordFrom(text: string): string {
  const template = textOf('recovery.emailText').split('\n').find((line) => line.includes('%{password}')) ?? '';
  const [prefix = '', suffix = ''] = template.split('%{password}');
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  if (!line) throw new Error('no password in the e-mail');
  return line.slice(prefix.length, line.length - suffix.length);
}

describe('password recovery', () => {
  let t: TestApp;
  let secondParkId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    // The same person (e-mail and phone of demo2) also owns a second park.
    const registered = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/registration`,
      payload: {
        park_name: 'Второй парк',
        country_code: 2,
        name: 'Кузнецова Марина Сергеевна',
        login: 'second-owner',
        email: 'Demo2@Demo-Park.ru',
        phone: '+79161234502',
        password: 'second-owner-password',
      },
    });
    secondParkId = registered.json().data.taxis_id;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (step: string, payload: object) => t.app.inject({ method: 'POST', url: `${RESET}/${step}`, payload });
  const loginStatus = async (login: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: AUTH, payload: loginBody(login, { password }) })).statusCode;

  it('answers every step the same whether or not the account exists', async () => {
    const emailKnown = await post('email', { EMAIL: KNOWN.EMAIL });
    const emailUnknown = await post('email', { EMAIL: UNKNOWN.EMAIL });
    expect(emailKnown.statusCode).toBe(200);
    expect(emailKnown.json()).toEqual({ data: {} });
    expect(emailUnknown.statusCode).toBe(200);
    expect(emailUnknown.json()).toEqual({ data: {} });

    const smsBefore = t.sms.list().length;
    const smsKnown = await post('sms', KNOWN);
    const smsUnknown = await post('sms', UNKNOWN);
    for (const response of [smsKnown, smsUnknown]) {
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().data).sort()).toEqual(['sms_key', 'taxis_list']);
      expect(response.json().data.taxis_list).toEqual([]);
    }
    expect(smsKnown.json().data.sms_key).toHaveLength(smsUnknown.json().data.sms_key.length);
    // Only the real account's phone gets a message; the outbox is addressed by e-mail.
    expect(t.sms.list().length).toBe(smsBefore + 1);
    expect(t.sms.list(KNOWN.EMAIL)[0]?.phone).toBe(KNOWN.PHONE);

    const knownCode = lastCode(t, KNOWN.EMAIL);
    const wrong = knownCode === '00000' ? '11111' : '00000';
    const confirmKnown = await post('smsconfirm', { ...KNOWN, sms_key: smsKnown.json().data.sms_key, sms_code: wrong });
    const confirmUnknown = await post('smsconfirm', {
      ...UNKNOWN,
      sms_key: smsUnknown.json().data.sms_key,
      sms_code: knownCode,
    });
    expect(confirmKnown.statusCode).toBe(400);
    expect(confirmUnknown.statusCode).toBe(400);
    expect(confirmKnown.json()).toEqual(confirmUnknown.json());
    expect(confirmKnown.json().error_msg).toBe(textOf('sms.codeInvalid', { left: 4 }));

    const changeKnown = await post('taxischange', {
      ...KNOWN,
      sms_key: smsKnown.json().data.sms_key,
      sms_code: knownCode,
      taxis_id: secondParkId,
      server_id: 'main',
    });
    const changeUnknown = await post('taxischange', {
      ...UNKNOWN,
      sms_key: smsUnknown.json().data.sms_key,
      sms_code: knownCode,
      taxis_id: secondParkId,
      server_id: 'main',
    });
    expect(changeKnown.statusCode).toBe(400);
    expect(changeKnown.json()).toEqual(changeUnknown.json());
    expect(changeKnown.json().error).toBe('sms_code_expired');
  });

  it('burns a code of an unknown account after 5 tries, like any other', async () => {
    const { sms_key } = (await post('sms', UNKNOWN)).json().data;
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await post('smsconfirm', { ...UNKNOWN, sms_key, sms_code: String(10000 + i) })).json().error);
    }
    expect(answers).toEqual([
      'sms_code_invalid',
      'sms_code_invalid',
      'sms_code_invalid',
      'sms_code_invalid',
      'sms_code_burned',
      'sms_code_burned',
    ]);
  });

  it('refuses a key used with another e-mail or phone', async () => {
    const { sms_key } = (await post('sms', KNOWN)).json().data;
    const code = lastCode(t, KNOWN.EMAIL);
    const response = await post('smsconfirm', { ...KNOWN, PHONE: '+79161234599', sms_key, sms_code: code });
    expect(response.json().error).toBe('sms_code_expired');
  });

  it('runs the whole flow: code, park choice, new password active 5 minutes later', async () => {
    const { sms_key } = (await post('sms', KNOWN)).json().data;
    const sms_code = lastCode(t, KNOWN.EMAIL);
    const confirmed = await post('smsconfirm', { ...KNOWN, sms_key, sms_code });
    expect(confirmed.statusCode).toBe(200);
    const parks = confirmed.json().data.taxis_list;
    expect(parks).toHaveLength(2);
    expect(parks).toEqual(
      expect.arrayContaining([
        { taxis_id: expect.any(Number), name: 'Демо-парк', server_id: 'main' },
        { taxis_id: secondParkId, name: 'Второй парк', server_id: 'main' },
      ]),
    );

    const wrongPark = await post('taxischange', { ...KNOWN, sms_key, sms_code, taxis_id: 999_999, server_id: 'main' });
    expect(wrongPark.statusCode).toBe(404);

    const changed = await post('taxischange', { ...KNOWN, sms_key, sms_code, taxis_id: secondParkId, server_id: 'main' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ data: { message: textOf('recovery.success') } });
    const again = await post('taxischange', { ...KNOWN, sms_key, sms_code, taxis_id: secondParkId, server_id: 'main' });
    expect(again.json().error).toBe('sms_code_expired');

    const [mail] = t.email.list(KNOWN.EMAIL);
    expect(mail?.subject).toBe(textOf('recovery.emailSubject'));
    expect(mail?.text).toContain('Второй парк');
    const password = passwordFrom(mail?.text ?? '');
    expect(password.length).toBeGreaterThanOrEqual(10);

    // For 5 minutes the old password still works and the new one does not.
    expect(await loginStatus('second-owner', 'second-owner-password')).toBe(200);
    expect(await loginStatus('second-owner', password)).toBe(401);
    t.clock.advance(5 * 60 * 1000);
    expect(await loginStatus('second-owner', password)).toBe(200);
    expect(await loginStatus('second-owner', 'second-owner-password')).toBe(401);
    // The other park's account of the same person keeps its password.
    expect(await loginStatus('demo2', DEMO_PASSWORD)).toBe(200);
  });

  it('keeps a recovered password that is in force when another recovery starts', async () => {
    const recover = async () => {
      const { sms_key } = (await post('sms', KNOWN)).json().data;
      const sms_code = lastCode(t, KNOWN.EMAIL);
      await post('smsconfirm', { ...KNOWN, sms_key, sms_code });
      await post('taxischange', { ...KNOWN, sms_key, sms_code, taxis_id: secondParkId, server_id: 'main' });
      return passwordFrom(t.email.list(KNOWN.EMAIL)[0]?.text ?? '');
    };
    const first = await recover();
    t.clock.advance(5 * 60 * 1000);
    // Nobody has signed in with `first` yet, but it is the password now.
    const second = await recover();
    expect(second).not.toBe(first);
    expect(await loginStatus('second-owner', first)).toBe(200);
    t.clock.advance(5 * 60 * 1000);
    expect(await loginStatus('second-owner', second)).toBe(200);
    expect(await loginStatus('second-owner', first)).toBe(401);
  });

  it('validates the steps with the shared schemas', async () => {
    const response = await post('sms', { EMAIL: 'not-an-email', PHONE: '123', country_code: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({
      EMAIL: textOf('recovery.emailInvalid'),
      PHONE: textOf('recovery.phoneInvalid'),
    });
    expect(response.json().data.country_code).toEqual(expect.any(String));
  });
});
