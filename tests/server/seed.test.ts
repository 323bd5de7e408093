import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxis, users } from '../../server/db/schema';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../../server/db/seed';
import { AUTH, loginBody, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const counts = async () => ({
    parks: (await t.db.select({ value: count() }).from(taxis))[0]?.value,
    users: (await t.db.select({ value: count() }).from(users))[0]?.value,
  });

  it('creates three parks, one user per group in the Russian one, and is idempotent', async () => {
    expect(await seedDemo(t.db)).toEqual({ created: true });
    expect(await counts()).toEqual({ parks: 3, users: 7 });
    expect(await seedDemo(t.db)).toEqual({ created: false });
    expect(await counts()).toEqual({ parks: 3, users: 7 });

    const rows = await t.db
      .select({ login: users.login, group: users.groupId, email: users.email, country: taxis.countryCode })
      .from(users)
      .innerJoin(taxis, eq(taxis.id, users.taxisId))
      .orderBy(asc(users.id));
    expect(rows.map((row) => [row.login, row.group, row.country])).toEqual([
      ['demo1', 1, 2],
      ['demo2', 2, 2],
      ['demo3', 3, 2],
      ['demo4', 4, 2],
      ['demo5', 5, 2],
      ['kz-demo', 1, 3],
      ['by-demo', 1, 4],
    ]);
    expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
  });

  it('accepts the demo password for every demo login', async () => {
    for (const login of DEMO_LOGINS) {
      const response = await t.app.inject({ method: 'POST', url: AUTH, payload: loginBody(login) });
      expect(response.statusCode, login).toBe(200);
    }
    expect(DEMO_PASSWORD).toBe('demo12345');
  });

  it('re-creates the demo parks on force, even after they were used', async () => {
    await signIn(t, 'demo1');
    expect(await seedDemo(t.db, { force: true })).toEqual({ created: true });
    expect(await counts()).toEqual({ parks: 3, users: 7 });
    // Devices confirmed before are gone with the old users: the SMS step comes back.
    const response = await t.app.inject({ method: 'POST', url: AUTH, payload: loginBody('demo1') });
    expect(response.json().data.sms_key).toEqual(expect.any(String));
  });
});
