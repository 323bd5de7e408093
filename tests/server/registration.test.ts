import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxis, users } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { AUTH, bearer, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const park = (overrides: Record<string, unknown> = {}) => ({
  park_name: 'Такси Восток',
  country_code: 3,
  name: 'Ахметов Руслан Бауыржанович',
  login: 'vostok-owner',
  email: 'owner@vostok-taxi.kz',
  phone: '+77019876543',
  password: 'vostok-password-1',
  ...overrides,
});

describe('park registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (payload: object) => t.app.inject({ method: 'POST', url: `${AUTH}/registration`, payload });
  const parkCount = async () => (await t.db.select({ value: count() }).from(taxis))[0]?.value ?? 0;

  it('creates the park and its owner in group 1, who can then sign in', async () => {
    const response = await register(park());
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({ user_id: expect.any(Number), taxis_id: expect.any(Number) });

    const session = await signIn(t, 'vostok-owner', { password: 'vostok-password-1' });
    expect(session.userId).toBe(data.user_id);
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${data.user_id}`, headers: bearer(session.token) });
    expect(me.json()).toMatchObject({
      login: 'vostok-owner',
      name: 'Ахметов Руслан Бауыржанович',
      taxis_id: data.taxis_id,
      group_id: 1,
      country_code: 3,
      owner: true,
    });
    const taxi = await t.app.inject({ method: 'GET', url: `/api/taxis/${data.taxis_id}`, headers: bearer(session.token) });
    expect(taxi.json()).toMatchObject({ id: data.taxis_id, name: 'Такси Восток', country_code: 3, phone: '+77019876543' });
    // The registering account is the park's owner (issue 20): changed only by itself.
    const owners = await t.db.select({ id: users.id }).from(users).where(eq(users.parkOwner, true));
    expect(owners.map((row) => row.id)).toContain(data.user_id);
    const staff = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(session.token) });
    expect(staff.json()).toEqual([expect.objectContaining({ id: data.user_id, park_owner: true })]);
  });

  it('refuses a login that is taken, whatever its case', async () => {
    const before = await parkCount();
    const response = await register(park({ login: 'DEMO1', email: 'other@vostok-taxi.kz' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'conflict',
      error_msg: text('registration.loginTaken'),
      data: { login: text('registration.loginTaken') },
    });
    expect(await parkCount()).toBe(before);
  });

  it('creates nothing for the loser of two registrations racing for one login', async () => {
    const before = await parkCount();
    const responses = await Promise.all([
      register(park({ login: 'race-owner', park_name: 'Парк А' })),
      register(park({ login: 'race-owner', park_name: 'Парк Б' })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await parkCount()).toBe(before + 1);
  });

  it('answers invalid fields with their messages in data', async () => {
    const response = await register({
      park_name: ' ',
      country_code: 2,
      name: 'Иванов',
      login: 'a b',
      email: 'not-an-email',
      phone: '8916',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_error',
      error_msg: text('errors.validation'),
      data: {
        park_name: text('registration.required'),
        login: text('registration.loginFormat'),
        email: text('recovery.emailInvalid'),
        phone: text('recovery.phoneInvalid'),
        password: text('registration.passwordWeak'),
      },
    });
  });
});
