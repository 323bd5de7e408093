import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserSchema, TaxiSchema } from '../../schemas/auth';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, addPayout } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const notFound = { error: 'not_found', error_msg: text('errors.notFound') };

describe('users and parks: each park sees only itself', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo2: SignedIn;
  let demo3: SignedIn;
  let kz: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    demo2 = await signIn(t, 'demo2');
    demo3 = await signIn(t, 'demo3');
    kz = await signIn(t, 'kz-demo');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });

  it('gives the current user of spec 3', async () => {
    const response = await get(`/api/users/${demo1.userId}`, demo1);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(CurrentUserSchema.strict().parse(user)).toEqual({
      id: demo1.userId,
      login: 'demo1',
      name: 'Смирнов Алексей Викторович',
      taxis_id: expect.any(Number),
      group_id: 1,
      country_code: 2,
      owner: true,
      first_login: t.clock.now().toISOString(),
      denied_paths: [],
    });
    expect((await get(`/api/users/${kz.userId}`, kz)).json()).toMatchObject({ login: 'kz-demo', country_code: 3 });
  });

  it('lets groups 1 and 2 read the users of their own park, and nobody else', async () => {
    expect((await get(`/api/users/${demo3.userId}`, demo1)).json().login).toBe('demo3');
    expect((await get(`/api/users/${demo3.userId}`, demo2)).json().login).toBe('demo3');
    const byGroup3 = await get(`/api/users/${demo1.userId}`, demo3);
    expect(byGroup3.statusCode).toBe(404);
    expect(byGroup3.json()).toEqual(notFound);
    expect((await get(`/api/users/${demo3.userId}`, demo3)).statusCode).toBe(200);
  });

  it('answers 404 for a user of another park, or none at all', async () => {
    expect((await get(`/api/users/${kz.userId}`, demo1)).json()).toEqual(notFound);
    expect((await get(`/api/users/${demo1.userId}`, kz)).json()).toEqual(notFound);
    expect((await get('/api/users/999999', demo1)).json()).toEqual(notFound);
    expect((await get('/api/users/abc', demo1)).statusCode).toBe(400);
  });

  it('gives the own park with its flags and, with no account read yet, a zero balance read at no time', async () => {
    const taxisId = (await get(`/api/users/${demo1.userId}`, demo1)).json().taxis_id;
    const response = await get(`/api/taxis/${taxisId}`, demo3);
    expect(response.statusCode).toBe(200);
    expect(TaxiSchema.strict().parse(response.json())).toEqual({
      id: taxisId,
      name: 'Демо-парк',
      country_code: 2,
      // Spec 3: a park has a balance; before any account is read it is zero, and says so by balance_at.
      balance: '0.00',
      balance_at: null,
      bankAllowed: false,
      alfabankAllowed: false,
      tbankAllowed: false,
      hand_aggregator: false,
      qiwi_login: null,
      qiwi_flag: false,
      phone: '+74951234567',
      first_transaction_date: null,
      timezone: 'Europe/Moscow',
      // The park card (/users/taxi) reads the same answer: the zone's city and the park's start.
      timezone_city: 'moscow',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("dates the park's first money movement once, from its first ledger entry", async () => {
    const taxisId = (await get(`/api/users/${demo1.userId}`, demo1)).json().taxis_id as number;
    const driverId = await addDriver(t.db, taxisId);
    const first = new Date('2026-11-02T08:00:00Z');
    await addPayout(t.db, taxisId, driverId, 1_000, first);
    await addPayout(t.db, taxisId, driverId, 2_000, new Date('2026-11-10T08:00:00Z'));
    const park = TaxiSchema.parse((await get(`/api/taxis/${taxisId}`, demo1)).json());
    expect(park.first_transaction_date).toBe(first.toISOString());
  });

  it('answers 404 for another park', async () => {
    const kzPark = (await get(`/api/users/${kz.userId}`, kz)).json().taxis_id;
    expect((await get(`/api/taxis/${kzPark}`, demo1)).json()).toEqual(notFound);
    expect((await get(`/api/taxis/${kzPark}`, kz)).statusCode).toBe(200);
  });

  it('asks for a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/taxis/1` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', error_msg: text('errors.unauthorized') });
  });
});
