import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkedAccountsResponseSchema } from '../../schemas/auth';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const BASE = '/api/auth/multiuser';
const alreadyAdded = { error: 'conflict', error_msg: text('accounts.alreadyAdded') };
const reauth = { error: 'bad_request', error_msg: text('accounts.reauth') };

describe('linked accounts', () => {
  let t: TestApp;
  let owner: SignedIn;
  let kz: SignedIn;
  let by: SignedIn;
  let demo2: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    owner = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    by = await signIn(t, 'by-demo');
    demo2 = await signIn(t, 'demo2');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as.token), ...(payload ? { payload } : {}) });
  const list = async (as: SignedIn) => {
    const response = await call('GET', `${BASE}/list`, as);
    expect(response.statusCode).toBe(200);
    return LinkedAccountsResponseSchema.parse(response.json()).data;
  };
  const ownerFlag = async (as: SignedIn) => (await call('GET', `/api/users/${as.userId}`, as)).json().owner;

  it('starts with the caller as the owner', async () => {
    expect(await list(owner)).toEqual([{ login: 'demo1', userId: owner.userId, owner: true, deleted: false }]);
  });

  it('adds an account of another park with that account\'s own token', async () => {
    const response = await call('POST', `${BASE}/${kz.userId}`, owner, { token: kz.token, login: 'kz-demo' });
    expect(response.statusCode).toBe(200);
    const expected = [
      { login: 'demo1', userId: owner.userId, owner: true, deleted: false },
      { login: 'kz-demo', userId: kz.userId, owner: false, deleted: false },
    ];
    expect(response.json().data).toEqual(expected);
    expect(await list(owner)).toEqual(expected);
    expect(await ownerFlag(kz)).toBe(false);
    expect(await ownerFlag(owner)).toBe(true);
  });

  it('refuses to add the same account twice, or the caller itself', async () => {
    const again = await call('POST', `${BASE}/${kz.userId}`, owner, { token: kz.token, login: 'kz-demo' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(alreadyAdded);
    const self = await call('POST', `${BASE}/${owner.userId}`, owner, { token: owner.token, login: 'demo1' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual(alreadyAdded);
  });

  it('asks for proof of signing in as the account', async () => {
    const foreignToken = await call('POST', `${BASE}/${by.userId}`, owner, { token: kz.token, login: 'by-demo' });
    expect(foreignToken.statusCode).toBe(400);
    expect(foreignToken.json()).toEqual(reauth);
    const wrongLogin = await call('POST', `${BASE}/${by.userId}`, owner, { token: by.token, login: 'kz-demo' });
    expect(wrongLogin.json()).toEqual(reauth);
    const garbage = await call('POST', `${BASE}/${by.userId}`, owner, { token: 'garbage', login: 'by-demo' });
    expect(garbage.json()).toEqual(reauth);
    expect((await list(owner)).map((account) => account.login)).toEqual(['demo1', 'kz-demo']);
  });

  it('updates an existing link without complaint', async () => {
    const response = await call('PUT', `${BASE}/${kz.userId}`, owner, { token: kz.token, login: 'kz-demo' });
    expect(response.statusCode).toBe(200);
    const self = await call('PUT', `${BASE}/${owner.userId}`, owner, { token: owner.token, login: 'demo1' });
    expect(self.statusCode).toBe(200);
    expect(await list(owner)).toHaveLength(2);
  });

  it('lets the owner remove a link, and bring it back', async () => {
    const removed = await call('DELETE', `${BASE}/${kz.userId}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data[1]).toEqual({ login: 'kz-demo', userId: kz.userId, owner: false, deleted: true });
    expect(await ownerFlag(kz)).toBe(true);
    expect((await call('DELETE', `${BASE}/${kz.userId}`, owner)).statusCode).toBe(200);

    const restored = await call('PUT', `${BASE}/${kz.userId}`, owner, { token: kz.token, login: 'kz-demo' });
    expect(restored.json().data[1].deleted).toBe(false);
    await call('DELETE', `${BASE}/${kz.userId}`, owner);
    const added = await call('POST', `${BASE}/${kz.userId}`, owner, { token: kz.token, login: 'KZ-DEMO' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data[1].deleted).toBe(false);
  });

  it('lets a sub-account leave; others cannot touch the link', async () => {
    expect((await call('DELETE', `${BASE}/${kz.userId}`, demo2)).json()).toEqual({
      error: 'not_found',
      error_msg: text('errors.notFound'),
    });
    expect((await call('DELETE', `${BASE}/${by.userId}`, owner)).statusCode).toBe(404);
    const left = await call('DELETE', `${BASE}/${kz.userId}`, kz);
    expect(left.statusCode).toBe(200);
    expect((await list(owner))[1]).toEqual({ login: 'kz-demo', userId: kz.userId, owner: false, deleted: true });
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list` })).statusCode).toBe(401);
  });

  it('refuses an expired token of the account with a 400, not with token_expired', async () => {
    t.clock.advance(15 * 60 * 1000 + 1000);
    const fresh = await signIn(t, 'demo1');
    const response = await call('POST', `${BASE}/${by.userId}`, fresh, { token: by.token, login: 'by-demo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(reauth);
  });
});
