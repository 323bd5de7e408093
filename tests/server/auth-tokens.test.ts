import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { AUTH, bearer, signedInFrom, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const REFRESH_TTL_SECONDS = 3600;
const unauthorized = { error: 'unauthorized', error_msg: text('errors.unauthorized') };

function sidOf(token: string): string {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')).sid;
}

describe('access and refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ refreshTokenTtlSeconds: REFRESH_TTL_SECONDS });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const refresh = (login: string, cookies: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `${AUTH}/token/refresh`, payload: { AUTH_USER: login }, cookies });
  const logout = (login: string, cookies: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `${AUTH}/token/logout`, payload: { AUTH_USER: login }, cookies });
  const me = (session: SignedIn, token = session.token) =>
    t.app.inject({ method: 'GET', url: `/api/users/${session.userId}`, headers: bearer(token) });

  it('rotates the refresh token; the used one is refused afterwards', async () => {
    const session = await signIn(t, 'demo1');
    const response = await refresh('demo1', session.cookies);
    expect(response.statusCode).toBe(200);
    const next = signedInFrom(response);
    expect(Object.keys(response.json().data).sort()).toEqual(['expires_in', 'server', 'token', 'user_id']);
    expect(next.userId).toBe(session.userId);
    expect(next.cookies).not.toEqual(session.cookies);
    expect(sidOf(next.token)).toBe(sidOf(session.token));
    expect((await me(next)).statusCode).toBe(200);

    const reused = await refresh('demo1', session.cookies);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ error: 'unauthorized', error_msg: text('errors.sessionRevoked') });
  });

  it('revokes the whole chain when a used refresh token comes back', async () => {
    const session = await signIn(t, 'demo2');
    const successor = signedInFrom(await refresh('demo2', session.cookies));
    expect((await refresh('demo2', session.cookies)).statusCode).toBe(401);
    // The successor and every access token of that sign-in stop working.
    const afterReuse = await refresh('demo2', successor.cookies);
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json().error_msg).toBe(text('errors.sessionRevoked'));
    expect((await me(successor)).json()).toEqual(unauthorized);
    expect((await me(session)).statusCode).toBe(401);
    // Another sign-in of the same user is untouched.
    const other = await signIn(t, 'demo2', { device: 'test-device-0002' });
    expect((await me(other)).statusCode).toBe(200);
  });

  it('lets exactly one of parallel refreshes with the same token through, and treats the rest as reuse', async () => {
    const session = await signIn(t, 'demo3');
    const responses = await Promise.all([1, 2, 3].map(() => refresh('demo3', session.cookies)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401]);
    for (const loser of responses.filter((response) => response.statusCode === 401)) {
      expect(loser.json().error_msg).toBe(text('errors.sessionRevoked'));
    }
    const winner = responses.find((response) => response.statusCode === 200);
    if (!winner) throw new Error('no refresh succeeded');
    expect((await refresh('demo3', signedInFrom(winner).cookies)).statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie, with a foreign or unknown one', async () => {
    const session = await signIn(t, 'demo4');
    expect((await refresh('demo4', {})).json()).toEqual(unauthorized);
    expect((await refresh('demo4', { [`fc_rt_${session.userId}`]: 'made-up' })).json()).toEqual(unauthorized);
    // demo4's cookie presented for demo5 is not demo5's cookie.
    const demo5 = await signIn(t, 'demo5');
    const foreign = await refresh('demo5', { [`fc_rt_${demo5.userId}`]: Object.values(session.cookies)[0] ?? '' });
    expect(foreign.json()).toEqual(unauthorized);
    expect((await refresh('demo4', session.cookies)).statusCode).toBe(200);
  });

  it('logs out: the access token and the refresh cookie stop working; logout repeats harmlessly', async () => {
    const session = await signIn(t, 'demo5', { device: 'test-device-0003' });
    const response = await logout('demo5', session.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });
    const cleared = response.cookies.find((cookie) => cookie.name === `fc_rt_${session.userId}`);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/auth-api/auth/token');
    expect((await me(session)).json()).toEqual(unauthorized);
    expect((await refresh('demo5', session.cookies)).statusCode).toBe(401);
    expect((await logout('demo5', session.cookies)).json()).toEqual({ data: {} });
    expect((await logout('nobody-at-all', {})).json()).toEqual({ data: {} });
  });

  it('tells an expired access token from a bad one', async () => {
    const session = await signIn(t, 'kz-demo');
    expect((await me(session, 'not-a-jwt')).json()).toEqual(unauthorized);
    const noBearer = await t.app.inject({ method: 'GET', url: `/api/users/${session.userId}` });
    expect(noBearer.json()).toEqual(unauthorized);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const expired = await me(session);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: 'token_expired', error_msg: 'token_expired' });
    // The refresh cookie outlives the access token and gives a fresh one.
    const renewed = signedInFrom(await refresh('kz-demo', session.cookies));
    expect((await me(renewed)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const session = await signIn(t, 'by-demo');
    t.clock.advance(REFRESH_TTL_SECONDS * 1000 + 1000);
    expect((await refresh('by-demo', session.cookies)).json()).toEqual(unauthorized);
  });
});
