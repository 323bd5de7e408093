/**
 * The auth guard keeps a token's session and rules checks (server/modules/auth/access-cache.ts):
 * a second request of the same token runs no statement for them. Every change that ends a
 * session or narrows a user must still apply at the very next request of the kept token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { STATEMENTS_HEADER } from '../../server/plugins/statement-count';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('kept access checks', () => {
  let t: TestApp;
  let demo1: SignedIn;

  const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, as: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as.token), payload });
  const statements = async (url: string, as: SignedIn) => {
    const response = await send('GET', url, as);
    expect(response.statusCode).toBe(200);
    return Number(response.headers[STATEMENTS_HEADER]);
  };
  /** Signs in and makes sure the token's checks are kept: its second request reads them no more. */
  const keptSignIn = async (login: string, device: string) => {
    const user = await signIn(t, login, { device });
    const first = await statements('/api/alert', user);
    expect(await statements('/api/alert', user)).toBe(first - 1);
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
  });

  afterAll(async () => {
    await t.close();
  });

  it('a kept token is refused at its next request once its sessions are ended', async () => {
    const victim = await keptSignIn('demo5', 'cache-device-0001');
    expect((await send('DELETE', `/api/users/${victim.userId}/sessions`, demo1)).statusCode).toBe(200);
    expect((await send('GET', '/api/alert', victim)).statusCode).toBe(401);
  });

  it('a kept token is refused at its next request after the user signs out', async () => {
    const user = await keptSignIn('demo3', 'cache-device-0002');
    const logout = await t.app.inject({ method: 'PUT', url: '/auth-api/auth/token/logout', payload: { AUTH_USER: 'demo3' }, cookies: user.cookies });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await send('GET', '/api/alert', user)).statusCode).toBe(401);
  });

  it('a kept token is refused at its next request once the user is moved to another group', async () => {
    const user = await keptSignIn('demo4', 'cache-device-0003');
    expect((await send('GET', '/api/drivers/v2/list', user)).statusCode).toBe(200);
    const moved = await send('PUT', `/api/users/${user.userId}`, demo1, { group_id: 3 });
    expect(moved.statusCode).toBe(200);
    expect((await send('GET', '/api/drivers/v2/list', user)).statusCode).toBe(401);
  });

  it('a kept token is refused at its next request once the user is blocked', async () => {
    const user = await keptSignIn('demo2', 'cache-device-0004');
    expect((await send('PUT', `/api/users/${user.userId}`, demo1, { disabled: true })).statusCode).toBe(200);
    expect((await send('GET', '/api/alert', user)).statusCode).toBe(401);
    expect((await send('PUT', `/api/users/${user.userId}`, demo1, { disabled: false })).statusCode).toBe(200);
  });

  it('a kept token meets the user’s new rules at its next request, and their removal at the one after', async () => {
    // demo2 was blocked just before: past the time a changed user is read through, kept again.
    t.clock.advance(31_000);
    const user = await keptSignIn('demo2', 'cache-device-0005');
    expect((await send('GET', '/api/drivers/v2/list', user)).statusCode).toBe(200);
    const rules = `/api/users/${user.userId}/rules/2`;
    expect((await send('PUT', rules, demo1, { denied_paths: ['/drivers/list'] })).statusCode).toBe(200);
    expect((await send('GET', '/api/drivers/v2/list', user)).statusCode).toBe(403);
    expect((await send('PUT', rules, demo1, { denied_paths: [] })).statusCode).toBe(200);
    expect((await send('GET', '/api/drivers/v2/list', user)).statusCode).toBe(200);
  });

  it('keeps nothing for another token: a second sign-in of the same user reads its own checks', async () => {
    const one = await keptSignIn('demo1', 'cache-device-0006');
    const other = await signIn(t, 'demo1', { device: 'cache-device-0007' });
    const first = await statements('/api/alert', other);
    expect(await statements('/api/alert', one)).toBe(first - 1);
  });
});
