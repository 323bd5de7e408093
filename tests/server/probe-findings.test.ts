/**
 * Issue 11 §0: what an outside probe (schemathesis and hand probes) found. Each case answered 500
 * (or passed what it should refuse) before its fix; each answer must now be a 4xx in the spec's
 * shape with a Russian message, and nothing may be written by a refused request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, refusalOf } from '../../server/config';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, loginBody, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NUL = 'a\u0000b';
const CYRILLIC = /[А-Яа-яЁё]/;

describe('issue 11 §0: the outside probe findings', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let driverId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    driverId = await addDriver(t.db, await parkIdOf(t.db, 'demo1'), { lastName: 'Пробов', firstName: 'Проба' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...bearer(demo1.token), ...headers }, ...(payload === undefined ? {} : { payload }) });

  /** A refused request: a 4xx in the spec's shape with a Russian message. */
  function expectRefused(response: { statusCode: number; body: string; json: () => unknown }, status = 400) {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { error: unknown; error_msg: unknown };
    expect(typeof body.error).toBe('string');
    expect(String(body.error_msg)).toMatch(CYRILLIC);
  }

  describe('1. a NUL byte in text', () => {
    it.each([
      ['drivers list search', 'GET', `/api/drivers/v2/list?search=${encodeURIComponent(NUL)}`],
      ['drivers export search', 'GET', `/api/drivers/v2/list/export?search=${encodeURIComponent(NUL)}`],
      ['trips search', 'GET', `/api/transfersp?search=${encodeURIComponent(NUL)}`],
      ['corrections export search', 'GET', `/api/transfers/corrections/export?search=${encodeURIComponent(NUL)}`],
    ] as const)('%s answers 400', async (_name, method, url) => {
      expectRefused(await call(method, url));
    });

    it("a correction's reason answers 400 at the field and posts nothing", async () => {
      const before = await call('GET', `/api/drivers/${driverId}/balance`);
      const response = await call('POST', `/api/drivers/${driverId}/corrections`, { amount: '10', reason: NUL }, { 'idempotency-key': 'nul-1' });
      expectRefused(response);
      expect((response.json() as { data?: Record<string, string> }).data).toHaveProperty('reason');
      expect((await call('GET', `/api/drivers/${driverId}/balance`)).body).toBe(before.body);
    });

    it("the blacklist's full_name answers 400", async () => {
      expectRefused(await call('POST', '/api/drivers/blacklist', { full_name: NUL, phone: '+79990000001', reason: 'Проба' }));
    });

    it('AUTH_USER on the sign-in route, with no account, answers 400', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/auth-api/auth', payload: loginBody(NUL) });
      expectRefused(response);
    });
  });

  describe('2. impossible dates', () => {
    it.each([
      ['trips', '/api/transfersp?date_from=2026-02-30&date_to=2026-03-01'],
      ['drivers list', '/api/drivers/v2/list?date_from=2026-02-30&date_to=2026-03-01'],
      ['drivers list from year 0', '/api/drivers/v2/list?date_from=0000-01-01&date_to=2026-03-01'],
      ['drivers list over ten millennia', '/api/drivers/v2/list?date_from=0001-01-01&date_to=9999-12-31'],
      ['trips over ten millennia', '/api/transfersp?date_from=0001-01-01&date_to=9999-12-31'],
    ])('%s: %s answers 400 at the date', async (_name, url) => {
      const response = await call('GET', url);
      expectRefused(response);
      expect(JSON.stringify((response.json() as { data?: object }).data)).toContain(text('fleet.validation.day'));
    });

    it('a report ordered for 30 February answers 400', async () => {
      expectRefused(await call('POST', '/api/reports', { type: 'drivers', date_from: '2026-02-30', date_to: '2026-03-01' }));
    });

    it('a goal from 0001-01-01 is refused and no reward is paid', async () => {
      const response = await call('POST', '/api/drivers/goals', { title: 'Вечность', date_from: '0001-01-01', date_to: '2026-11-01', target_trips: 1, reward: 1 });
      expectRefused(response);
      const goals = await call('GET', '/api/drivers/goals');
      expect(goals.body).not.toContain('Вечность');
    });

    it('a charge starting on 30 February or in year 1 is refused and nothing is posted', async () => {
      const before = await call('GET', `/api/drivers/${driverId}/balance`);
      for (const starts_on of ['2026-02-30', '0001-01-01']) {
        const response = await call(
          'POST',
          `/api/drivers/${driverId}/charges`,
          { kind: 'fine', amount: '100', description: 'Проба', starts_on },
          { 'idempotency-key': `date-${starts_on}` },
        );
        expectRefused(response);
        expect((response.json() as { data?: Record<string, string> }).data).toHaveProperty('starts_on');
      }
      expect((await call('GET', `/api/drivers/${driverId}/balance`)).body).toBe(before.body);
    });
  });

  describe('2. every working day within its own window', () => {
    it('a goal reaching back more than a year or ahead more than a year is refused at the date', async () => {
      const past = await call('POST', '/api/drivers/goals', { title: 'Давно', date_from: '2024-01-01', date_to: '2024-01-31', target_trips: 1, reward: 1 });
      expectRefused(past);
      expect((past.json() as { data?: Record<string, string> }).data).toHaveProperty('date_from');
      const far = await call('POST', '/api/drivers/goals', { title: 'Нескоро', date_from: '2026-12-01', date_to: '2099-12-31', target_trips: 1, reward: 1 });
      expect((far.json() as { data?: Record<string, string> }).data).toHaveProperty('date_to');
    });

    it('a charge starting in 2000 is refused with the window it may start in, and nothing is posted', async () => {
      const before = await call('GET', `/api/drivers/${driverId}/balance`);
      const response = await call(
        'POST',
        `/api/drivers/${driverId}/charges`,
        { kind: 'rent', amount: '100', description: 'Аренда', period: 'daily', starts_on: '2000-01-01', times: 365 },
        { 'idempotency-key': 'date-2000' },
      );
      expectRefused(response);
      expect((response.json() as { data?: Record<string, string> }).data?.starts_on).toMatch(/^Начало — не раньше \d{2}\.\d{2}\.\d{4}/);
      expect((await call('GET', `/api/drivers/${driverId}/balance`)).body).toBe(before.body);
    });
  });

  describe('3. ids above 2³¹−1', () => {
    it.each([
      ['alert_id', 'POST', '/api/alert', { alert_id: 2 ** 31 }],
      ['news_id', 'POST', '/api/news', { news_id: 2 ** 31 }],
      ['banner_id', 'POST', '/api/banner/event', { banner_id: 2 ** 31, event_type: 1 }],
      ['driver id in the path', 'GET', `/api/drivers/${2 ** 31}`, undefined],
    ] as const)('%s answers 4xx, not 500', async (_name, method, url, payload) => {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    });
  });

  describe('5. the sandbox outboxes', () => {
    it('answer the machine itself, and tell anyone else there is no such page', async () => {
      const local = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?login=demo1' });
      expect(local.statusCode).toBe(200);
      for (const url of ['/dev/sms-outbox?login=demo1', '/dev/email-outbox']) {
        const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
        expectRefused(remote, 404);
      }
    });

    it('stay out of the public OpenAPI document', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: object };
      expect(Object.keys(document.paths).filter((path) => path.startsWith('/dev/'))).toEqual([]);
    });

    it('a production start refuses the sandbox unless it is switched on by name', () => {
      const production = { NODE_ENV: 'production' };
      expect(refusalOf(loadConfig(production))).toBe(text('app.sandboxInProduction'));
      expect(refusalOf(loadConfig({ DATABASE_URL: 'postgres://cabinet@db/cabinet' }))).toBe(text('app.sandboxInProduction'));
      expect(refusalOf(loadConfig({ ...production, CABINET_SANDBOX: '1' }))).toBe(text('app.sandboxInProduction'));
      expect(refusalOf(loadConfig({ ...production, CABINET_SANDBOX: 'sms,emial,payouts' }))).toBe(text('app.sandboxInProduction'));
      // The payout rails are sandboxes too: named apart, so switching on the codes' outbox never
      // lets drivers' payouts go to a bank that does not exist.
      expect(refusalOf(loadConfig({ ...production, CABINET_SANDBOX: 'sms,email' }))).toBe(text('app.payoutSandboxInProduction'));
      expect(refusalOf(loadConfig({ ...production, CABINET_SANDBOX: 'payouts, email ,sms' }))).toBeNull();
      expect(refusalOf(loadConfig({}))).toBeNull();
    });
  });

  describe('6. logout with the bearer token but no refresh cookie', () => {
    it('ends the session: the token is refused afterwards', async () => {
      const session = await signIn(t, 'demo2');
      const before = await t.app.inject({ method: 'GET', url: `/api/users/${session.userId}`, headers: bearer(session.token) });
      expect(before.statusCode).toBe(200);
      const logout = await t.app.inject({
        method: 'PUT',
        url: '/auth-api/auth/token/logout',
        headers: bearer(session.token),
        payload: { AUTH_USER: 'demo2' },
      });
      expect(logout.statusCode, logout.body).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: `/api/users/${session.userId}`, headers: bearer(session.token) });
      expectRefused(after, 401);
      const refresh = await t.app.inject({ method: 'PUT', url: '/auth-api/auth/token/refresh', cookies: session.cookies, payload: { AUTH_USER: 'demo2' } });
      expect(refresh.statusCode).toBe(401);
    });

    it("another user's bearer token ends nobody's session", async () => {
      const owner = await signIn(t, 'demo4');
      const other = await signIn(t, 'demo5');
      await t.app.inject({ method: 'PUT', url: '/auth-api/auth/token/logout', headers: bearer(other.token), payload: { AUTH_USER: 'demo4' } });
      const still = await t.app.inject({ method: 'GET', url: `/api/users/${owner.userId}`, headers: bearer(owner.token) });
      expect(still.statusCode).toBe(200);
      const otherStill = await t.app.inject({ method: 'GET', url: `/api/users/${other.userId}`, headers: bearer(other.token) });
      expect(otherStill.statusCode).toBe(200);
    });
  });

  describe('7. every answer declared; 405 and 415', () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: { required?: string[] } }> }> };

    it('every operation of the document declares its errors in the spec shape, not only 200', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      const lacking: string[] = [];
      let operations = 0;
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          operations += 1;
          const responses = operation.responses ?? {};
          const wanted = ['400', ...(method !== 'get' ? ['404', '409'] : []), ...(['post', 'put', 'patch'].includes(method) ? ['413', '415'] : [])];
          for (const status of wanted) {
            const required = responses[status]?.content?.['application/json']?.schema?.required ?? [];
            if (!required.includes('error') || !required.includes('error_msg')) lacking.push(`${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
      expect(operations).toBeGreaterThan(80);
      expect(lacking).toEqual([]);
    });

    it('a guarded operation declares 401 and 403, the sign-in its 429', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      expect(Object.keys(document.paths['/api/drivers/v2/list']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
      expect(Object.keys(document.paths['/auth-api/auth']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['400', '429']));
    });

    it('an unknown method on a known path answers 405 with Allow, an unknown path 404', async () => {
      const response = await call('PATCH', '/api/drivers/v2/list');
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toContain('GET');
      expectRefused(response, 405);
      expectRefused(await call('GET', '/api/no-such-thing'), 404);
    });

    it('a body of another content type answers 415 in the spec shape', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/drivers/${driverId}/corrections`,
        headers: { ...bearer(demo1.token), 'content-type': 'text/xml', 'idempotency-key': 'xml-1' },
        payload: '<amount>10</amount>',
      });
      expectRefused(response, 415);
    });
  });

  describe('8. a sum over the cap', () => {
    it('"99999999999999.99" gets the cap message, not the two-decimals one', async () => {
      const response = await call('POST', `/api/drivers/${driverId}/corrections`, { amount: '99999999999999.99', reason: 'Проба' }, { 'idempotency-key': 'cap-1' });
      expectRefused(response);
      const message = (response.json() as { data?: Record<string, string> }).data?.amount ?? '';
      expect(message).not.toBe('');
      expect(message).toMatch(/10 000 000|10\u00a0000\u00a0000/);
    });
  });
});
