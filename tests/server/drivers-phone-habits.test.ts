/**
 * Russian phone habits at the drivers API (issue 9, defect 5): a driver's phone typed with the home
 * 8 (or 80 in Belarus) is stored as +7…/+375…, and the list's search finds «8915411» as it finds
 * «+7 (915) 411».
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriverSchema, DriversListResponseSchema, type DriverInput } from '../../schemas/drivers';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('phones typed as people in Russia, Kazakhstan and Belarus type them', () => {
  let t: TestApp;
  let demo1: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(demo1.token), ...(payload ? { payload } : {}) });
  const input = (phone: string, licence: string): DriverInput => ({
    last_name: 'Жуков',
    first_name: 'Тимур',
    phone,
    birth_date: '1988-03-02',
    licence_number: licence,
    licence_country: 'rus',
    employment_type: 'selfemployed',
    balance_limit: '0',
    hire_date: '2026-11-01',
  });
  const search = async (term: string): Promise<number[]> => {
    const response = await send('GET', `/api/drivers/v2/list?countperpage=500&search=${encodeURIComponent(term)}`);
    expect(response.statusCode, response.body).toBe(200);
    return DriversListResponseSchema.parse(response.json()).driver_profiles.map((driver) => driver.id);
  };

  it('stores a driver created and edited with «8 916 123-45-67» as +79161234567', async () => {
    const created = await send('POST', '/api/drivers', input('8 916 123-45-67', '99ЖТ000001'));
    expect(created.statusCode, created.body).toBe(201);
    const driver = DriverSchema.parse(created.json());
    expect(driver.phone).toBe('+79161234567');

    const edited = await send('PUT', `/api/drivers/${driver.id}`, input('8(916)7654321', '99ЖТ000001'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(DriverSchema.parse(edited.json()).phone).toBe('+79167654321');
    const read = await send('GET', `/api/drivers/${driver.id}`);
    expect(DriverSchema.parse(read.json()).phone).toBe('+79167654321');

    // The same number in another habit is the same phone: the park keeps one driver per phone.
    const again = await send('POST', '/api/drivers', input('+7 916 765 43 21', '99ЖТ000002'));
    expect(again.json()).toEqual({ error: 'validation_error', error_msg: text('errors.validation'), data: { phone: text('fleet.validation.phoneTaken') } });

    const belarusian = await send('PUT', `/api/drivers/${driver.id}`, input('80 29 765-43-21', '99ЖТ000001'));
    expect(DriverSchema.parse(belarusian.json()).phone).toBe('+375297654321');

    const short = await send('POST', '/api/drivers', input('8 916 123', '99ЖТ000003'));
    expect(short.json()).toEqual({ error: 'validation_error', error_msg: text('errors.validation'), data: { phone: text('fleet.validation.phone') } });
  });

  it('finds a driver by «8915411» as by «+7 (915) 411»', async () => {
    const created = await send('POST', '/api/drivers', input('+7 915 411-22-33', '99ЖТ000004'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = DriverSchema.parse(created.json());

    expect(await search('+7 (915) 411')).toEqual([id]);
    expect(await search('8915411')).toEqual([id]);
    expect(await search('8 (915) 411-22')).toEqual([id]);
    expect(await search('915411')).toEqual([id]);
    // A piece that is no driver's number still finds nobody.
    expect(await search('8915412')).toEqual([]);
  });

  it('finds a Belarusian number by «80 29 …» as by «+375 29 …»', async () => {
    const created = await send('POST', '/api/drivers', input('+375 33 987-65-43', '99ЖТ000005'));
    const { id } = DriverSchema.parse(created.json());
    expect(await search('+375 33 987')).toEqual([id]);
    expect(await search('80 33 987')).toEqual([id]);
  });
});
