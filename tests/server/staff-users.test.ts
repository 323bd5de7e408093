/**
 * /users/users on the generator: GET /users lists the park's staff users; groups 1 and 2 create,
 * edit and block them; a login stays unique; nobody locks themselves out; blocking ends the
 * blocked user's sessions; every change lands in the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffUserSchema } from '../../resources/users/staff-users/resource';
import { seedDemo } from '../../server/db/seed';
import { scanResources } from '../../server/modules/generated';
import { resourceDeclarations } from '../../schemas/resources';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const USERS = '/api/users';
const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])).toString();

describe('staff users', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let created: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, as: SignedIn = demo1, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as.token), payload });

  it('mounts every declared resource on the server', async () => {
    expect((await scanResources()).map((resource) => resource.declaration)).toEqual(resourceDeclarations);
  });

  it('lists only the park’s own users with a Content-Range total', async () => {
    const response = await send('GET', `${USERS}?${q({ sort: ['login', 'ASC'], range: [0, 9] })}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json<unknown[]>().map((row) => StaffUserSchema.strict().parse(row));
    expect(rows.map((row) => row.login)).toEqual(['demo1', 'demo2', 'demo3', 'demo4', 'demo5']);
    expect(response.headers['content-range']).toBe('users 0-4/5');
    const groups = await send('GET', `${USERS}?${q({ filter: { group_id: 4 } })}`);
    expect(groups.json<{ login: string }[]>().map((row) => row.login)).toEqual(['demo4']);
  });

  it('creates a user who can sign in with the given password, never answering the hash', async () => {
    const response = await send('POST', USERS, demo1, {
      login: 'dispatcher7',
      name: 'Орлова Анна',
      email: 'anna@demo-park.ru',
      phone: '+79160007777',
      group_id: 3,
      password: 'secret-pass-7',
    });
    expect(response.statusCode).toBe(200);
    const user = StaffUserSchema.strict().parse(response.json());
    created = user.id;
    expect(user).toMatchObject({ login: 'dispatcher7', group_id: 3, disabled: false, first_login: null });
    const signedIn = await signIn(t, 'dispatcher7', { password: 'secret-pass-7' });
    expect(signedIn.userId).toBe(created);
  });

  it('refuses a taken login, whatever its case, at the field', async () => {
    const response = await send('POST', USERS, demo1, {
      login: 'DEMO2',
      name: 'Дубль',
      email: 'dup@demo-park.ru',
      phone: '+79160007778',
      group_id: 3,
      password: 'secret-pass-8',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { login: text('generated.staffUsers.validation.loginTaken') } });
  });

  it("refuses a login another park's user holds: logins are unique across the installation", async () => {
    const response = await send('POST', USERS, demo1, {
      login: 'KZ-demo',
      name: 'Тёзка',
      email: 'namesake@demo-park.ru',
      phone: '+79160007779',
      group_id: 3,
      password: 'secret-pass-8',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ data: { login: text('generated.staffUsers.validation.loginTaken') } });
  });

  it('blocking a user ends their sessions and is kept in the history', async () => {
    const session = await signIn(t, 'dispatcher7', { password: 'secret-pass-7' });
    expect((await send('GET', `/api/users/${created}`, session)).statusCode).toBe(200);
    const response = await send('PUT', `${USERS}/${created}`, demo1, { disabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ disabled: true });
    expect((await send('GET', `/api/users/${created}`, session)).statusCode).toBe(401);
    const history = (await send('GET', `${USERS}/${created}/changes`)).json<{ changes: { action: string; changes: unknown[] }[] }>();
    expect(history.changes[0]).toMatchObject({ action: 'update', changes: [{ field: 'disabled', from: false, to: true }] });
  });

  it('does not let a user block themselves or change their own group', async () => {
    const response = await send('PUT', `${USERS}/${demo1.userId}`, demo1, { group_id: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { disabled: text('generated.staffUsers.validation.self') } });
  });

  it('keeps another park’s users out of reach', async () => {
    expect((await send('PUT', `${USERS}/${created}`, kz, { name: 'Чужой' })).statusCode).toBe(404);
    const list = await send('GET', USERS, kz);
    expect(list.json<{ login: string }[]>().map((row) => row.login)).toEqual(['kz-demo']);
  });
});
