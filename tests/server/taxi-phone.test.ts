/**
 * PUT /taxis/{id}/phone (notification 1): the park's contact phone in its country's format, for
 * the caller's own park only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MASKS, TaxiSchema } from '../../schemas/auth';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
const russianFormat = `${text('validation.phone')}: ${PHONE_MASKS[2].prefix} ${PHONE_MASKS[2].mask}`;
const belarusianFormat = `${text('validation.phone')}: ${PHONE_MASKS[4].prefix} ${PHONE_MASKS[4].mask}`;

describe('park contact phone', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let by: SignedIn;
  let park: number;
  let kzPark: number;
  let byPark: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    by = await signIn(t, 'by-demo');
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    byPark = await parkIdOf(t.db, 'by-demo');
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (id: number, phone: unknown, as: SignedIn) =>
    t.app.inject({ method: 'PUT', url: `/api/taxis/${id}/phone`, payload: { phone }, headers: bearer(as.token) });

  it('stores a Russian number typed with the mask and answers the park', async () => {
    const response = await put(park, '+7 (916) 555-44-33', demo1);
    expect(response.statusCode, response.body).toBe(200);
    const taxi = TaxiSchema.strict().parse(response.json());
    expect(taxi).toMatchObject({ id: park, name: 'Демо-парк', country_code: 2, phone: '+79165554433' });
    const read = await t.app.inject({ method: 'GET', url: `/api/taxis/${park}`, headers: bearer(demo1.token) });
    expect(read.json().phone).toBe('+79165554433');
  });

  it('checks the number against the park\'s country, with the message at phone', async () => {
    for (const phone of ['+7 916 555', '+7 (916) 555-44-331', '8 916 555-44-3', '+375291234567', '80 29 123-45-67', '+7abc1234567']) {
      const response = await put(park, phone, demo1);
      expect(response.statusCode, phone).toBe(400);
      expect(response.json(), phone).toEqual({ error: 'validation_error', error_msg: text('errors.validation'), data: { phone: russianFormat } });
    }
    expect((await put(park, '', demo1)).json().data).toEqual({ phone: text('validation.required') });
    expect((await put(park, 42, demo1)).statusCode).toBe(400);
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/taxis/${park}`, headers: bearer(demo1.token) });
    expect(unchanged.json().phone).toBe('+79165554433');
  });

  it('takes a Russian number typed with the home 8 (issue 9)', async () => {
    for (const [typed, stored] of [
      ['8 916 123-45-67', '+79161234567'],
      ['8(916)1234500', '+79161234500'],
      ['+7 916 555 44 33', '+79165554433'],
    ] as const) {
      const response = await put(park, typed, demo1);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().phone, typed).toBe(stored);
    }
  });

  it('takes «8 7xx» in Kazakhstan and «80 29» in Belarus (issue 9)', async () => {
    expect((await put(kzPark, '8 701 765-43-21', kz)).json().phone).toBe('+77017654321');
    expect((await put(byPark, '80 29 123-45-67', by)).json().phone).toBe('+375291234567');
    expect((await put(byPark, '8 916 123-45-67', by)).json().data).toEqual({ phone: belarusianFormat });
  });

  it('takes +7 and 10 digits in Kazakhstan, +375 and 9 digits in Belarus', async () => {
    expect((await put(kzPark, '+7 701 123 45 67', kz)).json().phone).toBe('+77011234567');
    expect((await put(byPark, '+375 29 765-43-21', by)).json().phone).toBe('+375297654321');
    const russianInBelarus = await put(byPark, '+79165554433', by);
    expect(russianInBelarus.json().data).toEqual({ phone: belarusianFormat });
    expect((await put(byPark, '+375 29 765-43-2', by)).statusCode).toBe(400);
  });

  it('answers 404 for another park, which keeps its phone', async () => {
    expect((await put(kzPark, '+77000000000', demo1)).json()).toEqual(notFound);
    expect((await put(999999, '+79160000000', demo1)).json()).toEqual(notFound);
    const kzRead = await t.app.inject({ method: 'GET', url: `/api/taxis/${kzPark}`, headers: bearer(kz.token) });
    expect(kzRead.json().phone).toBe('+77011234567');
  });

  it('is for the park card\'s writers, groups 1 and 2 (issue 20), and keeps the phone otherwise', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/taxis/${park}`, headers: bearer(demo1.token) })).json().phone;
    for (const login of ['demo3', 'demo4', 'demo5']) {
      const refused = await put(park, '+79160000001', await signIn(t, login));
      expect(refused.statusCode, login).toBe(403);
      expect(refused.json().error, login).toBe('forbidden');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/taxis/${park}`, headers: bearer(demo1.token) })).json().phone).toBe(before);
    expect((await put(park, '+79165554433', await signIn(t, 'demo2'))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/taxis/${park}/phone`, payload: { phone: '+79165554433' } })).statusCode).toBe(401);
  });
});
