import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { AUTH, loginBody } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOUR_MS = 3600 * 1000;
const sendLimit = { error: 'sms_send_limit', error_msg: text('sms.sendLimit') };

describe('SMS send caps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { authPerMinute: 10_000, smsPerLoginPerHour: 2, smsPerIpPerHour: 4 } });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  let device = 0;
  const askCode = (login: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: AUTH,
      payload: loginBody(login, { device: `capped-device-${(device += 1)}` }),
      remoteAddress: ip,
    });
  const askReset = (email: string, phone: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `${AUTH}/resetpwd/sms`,
      payload: { EMAIL: email, PHONE: phone, country_code: 2 },
      remoteAddress: ip,
    });

  it('caps codes per login per hour', async () => {
    expect((await askCode('demo1', '10.0.0.1')).statusCode).toBe(200);
    expect((await askCode('demo1', '10.0.0.2')).statusCode).toBe(200);
    const third = await askCode('DEMO1', '10.0.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(sendLimit);
    expect(t.sms.list('demo1')).toHaveLength(2);
    // The password is still checked first: a wrong one is not told about the cap.
    const wrong = await t.app.inject({
      method: 'POST',
      url: AUTH,
      payload: loginBody('demo1', { password: 'wrong-password', device: 'capped-device-x' }),
      remoteAddress: '10.0.0.3',
    });
    expect(wrong.json().error).toBe('invalid_credentials');
  });

  it('caps codes per IP per hour, whoever asks', async () => {
    const ip = '10.0.1.1';
    expect((await askCode('demo2', ip)).statusCode).toBe(200);
    expect((await askCode('demo3', ip)).statusCode).toBe(200);
    expect((await askCode('demo4', ip)).statusCode).toBe(200);
    expect((await askReset('nobody@example.ru', '+79990000000', ip)).statusCode).toBe(200);
    const fifth = await askCode('demo5', ip);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(sendLimit);
    expect((await askCode('demo5', '10.0.1.2')).statusCode).toBe(200);
  });

  it('caps recovery codes per e-mail the same way, account or not', async () => {
    for (const email of ['demo2@demo-park.ru', 'nobody2@example.ru']) {
      const phone = email.startsWith('demo2') ? '+79161234502' : '+79990000002';
      expect((await askReset(email, phone, '10.0.2.1')).statusCode).toBe(200);
      expect((await askReset(email, phone, '10.0.2.2')).statusCode).toBe(200);
      const third = await askReset(email, phone, '10.0.2.3');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(sendLimit);
    }
  });

  it('lets codes be sent again an hour later', async () => {
    t.clock.advance(HOUR_MS + 1000);
    expect((await askCode('demo1', '10.0.0.1')).statusCode).toBe(200);
    expect((await askCode('demo5', '10.0.1.1')).statusCode).toBe(200);
  });
});

describe('auth host request limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { authPerMinute: 3, smsPerLoginPerHour: 100, smsPerIpPerHour: 100 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 in the spec shape once an IP exceeds its per-minute budget', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: AUTH,
        payload: loginBody('nobody', { password: 'guess' }),
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'too_many_requests', error_msg: text('errors.tooManyRequests') });
    const otherIp = await t.app.inject({
      method: 'POST',
      url: AUTH,
      payload: loginBody('nobody', { password: 'guess' }),
      remoteAddress: '10.9.9.10',
    });
    expect(otherIp.statusCode).toBe(401);
  });

  it('limits every auth-host route', async () => {
    const routes: { method: 'POST' | 'PUT'; url: string }[] = [
      { method: 'POST', url: `${AUTH}/sms` },
      { method: 'PUT', url: `${AUTH}/token/refresh` },
      { method: 'PUT', url: `${AUTH}/token/logout` },
      { method: 'POST', url: `${AUTH}/resetpwd/email` },
      { method: 'POST', url: `${AUTH}/resetpwd/sms` },
      { method: 'POST', url: `${AUTH}/resetpwd/smsconfirm` },
      { method: 'POST', url: `${AUTH}/resetpwd/taxischange` },
      { method: 'POST', url: `${AUTH}/registration` },
    ];
    for (const route of routes) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await t.app.inject({ ...route, payload: {}, remoteAddress: '10.8.8.8' });
        statuses.push(response.statusCode);
      }
      expect(statuses, route.url).toEqual([400, 400, 400, 429]);
    }
  });
});
