/**
 * Issue 20 §3: password guessing was limited per IP only. Now each login backs off on its own:
 * the SMS step after SMS_STEP_AFTER failures even on a confirmed device, growing waits from
 * DELAY_AFTER failures (capped, and not for a device its user confirmed), one answer whether the
 * login exists or not, and the token refresh on a budget of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../schemas/errors';
import { seedDemo } from '../../server/db/seed';
import { DELAY_AFTER, MAX_DELAY_MS, SMS_STEP_AFTER, delayAfter, waitText } from '../../server/modules/auth/login-backoff.service';
import { t as text } from '../../texts/t';
import { AUTH, lastCode, loginBody, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const delayed = (ms: number) => ({ error: ERROR_CODES.tooManyRequests, error_msg: text('errors.loginDelayed', { wait: waitText(ms) }) });

describe('the per-login back-off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  let ip = 0;
  /** Each try from another address: the per-IP limit is not what is tested here. */
  const attempt = (login: string, password: string, device = 'attacker-device') =>
    t.app.inject({ method: 'POST', url: AUTH, payload: loginBody(login, { password, device }), remoteAddress: `10.9.${Math.floor((ip += 1) / 250)}.${ip % 250}` });

  it('delays a login after repeated failures, refusing even the right password during the wait', async () => {
    for (let failure = 1; failure <= DELAY_AFTER; failure += 1) {
      const wrong = await attempt('demo2', `wrong-${failure}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe(ERROR_CODES.invalidCredentials);
    }
    const right = await attempt('demo2', 'demo12345');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(delayed(delayAfter(DELAY_AFTER)));
    expect(right.json().error_msg).toBe('Слишком много неудачных попыток входа. Повторите попытку через 15 с');
    expect(right.headers['cache-control']).toBe('no-store');
    expect(right.headers['retry-after']).toBe('15');
  });

  it('answers a login that does not exist exactly as one that does', async () => {
    const answers = async (login: string) => {
      const seen: unknown[] = [];
      for (let failure = 1; failure <= DELAY_AFTER; failure += 1) {
        const response = await attempt(login, 'wrong');
        seen.push([response.statusCode, response.json()]);
      }
      const next = await attempt(login, 'wrong');
      seen.push([next.statusCode, next.json()]);
      return seen;
    };
    expect(await answers('no-such-login-anywhere')).toEqual(await answers('demo4'));
  });

  it('counts tries sent all at once: only those before the wait are heard', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt('by-demo', 'wrong')));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(DELAY_AFTER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - DELAY_AFTER);
  });

  it('grows the wait with each failure and caps it, so the owner is never locked out for good', async () => {
    const waits: string[] = [];
    for (let failure = 1; failure < DELAY_AFTER; failure += 1) expect((await attempt('kz-demo', 'wrong')).statusCode).toBe(401);
    for (let failure = DELAY_AFTER; failure < DELAY_AFTER + 8; failure += 1) {
      expect((await attempt('kz-demo', 'wrong')).statusCode).toBe(401);
      const refused = await attempt('kz-demo', 'wrong');
      expect(refused.statusCode).toBe(429);
      waits.push(refused.json().error_msg.replace(/.*через /, ''));
      // Once the wait is over, the next try is heard (and fails again).
      t.clock.advance(delayAfter(failure));
    }
    expect(waits.slice(0, 7)).toEqual(['15 с', '30 с', '1 мин', '2 мин', '4 мин', '8 мин', '15 мин']);
    expect(waits.at(-1)).toBe('15 мин');
    expect(delayAfter(1000)).toBe(MAX_DELAY_MS);
  });

  it('asks for the SMS code after failures even on a confirmed device; the password with the code clears them', async () => {
    const owner = 'demo1';
    await signIn(t, owner, { device: 'owner-laptop' });
    const known = () => attempt(owner, 'demo12345', 'owner-laptop');
    expect((await known()).json().data.token).toEqual(expect.any(String));
    for (let failure = 1; failure <= SMS_STEP_AFTER; failure += 1) expect((await attempt(owner, 'wrong')).statusCode).toBe(401);
    const step = await known();
    expect(step.statusCode).toBe(200);
    expect(step.json().data.token).toBeUndefined();
    const smsKey = step.json().data.sms_key as string;
    expect(smsKey).toEqual(expect.any(String));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sms`,
      payload: { ...loginBody(owner, { device: 'owner-laptop' }), sms_key: smsKey, sms_code: lastCode(t, owner) },
    });
    expect(confirmed.json().data.token).toEqual(expect.any(String));
    // Forgiven: the confirmed device signs in with the password alone again.
    expect((await known()).json().data.token).toEqual(expect.any(String));
  });

  it('does not make a device its user confirmed wait while a guesser does', async () => {
    const owner = 'demo3';
    await signIn(t, owner, { device: 'operator-pc' });
    for (let failure = 1; failure <= DELAY_AFTER; failure += 1) await attempt(owner, 'wrong');
    expect((await attempt(owner, 'demo12345')).statusCode).toBe(429);
    const step = await attempt(owner, 'demo12345', 'operator-pc');
    expect(step.statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/sms`,
      payload: { ...loginBody(owner, { device: 'operator-pc' }), sms_key: step.json().data.sms_key, sms_code: lastCode(t, owner) },
    });
    expect(confirmed.json().data.token).toEqual(expect.any(String));
    // The wait was cleared with the count: a wrong password is just wrong again.
    expect((await attempt(owner, 'wrong')).statusCode).toBe(401);
  });
});

describe('the per-IP budgets of the auth host', () => {
  const LIMIT = 6;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { authPerMinute: LIMIT, smsPerLoginPerHour: 1_000, smsPerIpPerHour: 10_000 } });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the password on /auth and /auth/sms as one budget, and leaves the token refresh its own', async () => {
    const ip = '10.8.0.1';
    const session = await signIn(t, 'demo1', { ip: '10.8.0.2' });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const url = i % 2 === 0 ? AUTH : `${AUTH}/sms`;
      const payload = { ...loginBody(`guess-${i}`, { password: 'wrong' }), ...(url === AUTH ? {} : { sms_key: 'k'.repeat(20), sms_code: '12345' }) };
      statuses.push((await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip })).statusCode);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const over = await t.app.inject({ method: 'POST', url: `${AUTH}/sms`, payload: { ...loginBody('guess-x', { password: 'wrong' }), sms_key: 'k'.repeat(20), sms_code: '12345' }, remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: ERROR_CODES.tooManyRequests, error_msg: text('errors.tooManyRequests') });
    const refresh = await t.app.inject({ method: 'PUT', url: `${AUTH}/token/refresh`, payload: { AUTH_USER: 'demo1' }, cookies: session.cookies, remoteAddress: ip });
    expect(refresh.statusCode, refresh.body).toBe(200);
  });
});
