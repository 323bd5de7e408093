/**
 * The blacklist (a generated resource with the section's hooks): a driver or a person by
 * phone/licence, blocking every park driver it names; removing an entry unblocks only drivers no
 * other entry names. Each park has its own list.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlacklistEntrySchema } from '../../resources/drivers/blacklist/resource';
import { driverChanges, drivers } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const BLACKLIST = '/api/drivers/blacklist';
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };

describe('blacklist', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let ivanov: number;
  let twin: number;
  let bystander: number;
  let kzDriver: number;
  let byDriver: number;
  let byPerson: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    const park = await parkIdOf(t.db, 'demo1');
    ivanov = await addDriver(t.db, park, { lastName: 'Иванов', firstName: 'Олег', phone: '+79161234567', licenceNumber: '77АВ111111' });
    // The same licence as the person added by phone and licence below.
    twin = await addDriver(t.db, park, { lastName: 'Двойников', phone: '+79169998877', licenceNumber: '77АВ222222' });
    bystander = await addDriver(t.db, park, { lastName: 'Посторонний', phone: '+79160001122', licenceNumber: '77АВ333333' });
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    kzDriver = await addDriver(t.db, kzPark, { lastName: 'Ахметов', phone: '+77011234567', licenceNumber: '77АВ222222' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn = demo1) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });
  const post = (payload: unknown, as: SignedIn = demo1) =>
    t.app.inject({ method: 'POST', url: BLACKLIST, payload: payload as object, headers: bearer(as.token) });
  const remove = (id: number, as: SignedIn = demo1) => t.app.inject({ method: 'DELETE', url: `${BLACKLIST}/${id}`, headers: bearer(as.token) });
  const blocked = async (id: number) =>
    (await t.db.select({ isBlocked: drivers.isBlocked }).from(drivers).where(eq(drivers.id, id)))[0]?.isBlocked;

  it("blacklists a park driver with the driver's own details and blocks them", async () => {
    const response = await post({ driver_id: ivanov, full_name: 'не то имя', reason: 'Пьяный за рулём' });
    expect(response.statusCode).toBe(200);
    const entry = BlacklistEntrySchema.strict().parse(response.json());
    byDriver = entry.id;
    expect(entry).toEqual({
      id: byDriver,
      driver_id: ivanov,
      full_name: 'Иванов Олег Иванович',
      phone: '+79161234567',
      licence_number: '77АВ111111',
      reason: 'Пьяный за рулём',
      created_by: 'Смирнов Алексей Викторович',
      created_at: t.clock.now().toISOString(),
    });
    expect((await get(`/api/drivers/${ivanov}`)).json()).toMatchObject({ is_blocked: true });
    const history = await t.db
      .select({ changes: driverChanges.changes, userName: driverChanges.userName })
      .from(driverChanges)
      .where(and(eq(driverChanges.driverId, ivanov)));
    expect(history).toContainEqual({ changes: { is_blocked: { from: false, to: true } }, userName: 'Смирнов Алексей Викторович' });
  });

  it('blacklists a person by phone and licence, normalised, blocking park drivers that match', async () => {
    const response = await post({ full_name: 'Неизвестный Пётр', phone: '+7 (916) 000-77-66', licence_number: '77 ав 222222', reason: 'Угон' });
    expect(response.statusCode).toBe(200);
    byPerson = response.json().id;
    expect(response.json()).toMatchObject({ driver_id: null, phone: '+79160007766', licence_number: '77АВ222222' });
    expect(await blocked(twin)).toBe(true);
    expect(await blocked(bystander)).toBe(false);
    expect(await blocked(kzDriver)).toBe(false);
  });

  it('lists newest first and finds by name, phone digits or licence', async () => {
    const response = await get(BLACKLIST);
    expect(response.statusCode).toBe(200);
    const body = BlacklistEntrySchema.strict().array().parse(response.json());
    expect(body.map((entry) => entry.id)).toEqual([byPerson, byDriver]);
    expect(response.headers['content-range']).toBe('drivers/blacklist 0-1/2');
    const found = async (search: string) =>
      (await get(`${BLACKLIST}?filter=${encodeURIComponent(JSON.stringify({ q: search }))}`)).json().map((entry: { id: number }) => entry.id);
    expect(await found('неизвестн')).toEqual([byPerson]);
    expect(await found('(916) 123')).toEqual([byDriver]);
    expect(await found('77ав2222')).toEqual([byPerson]);
    expect(await found('никто')).toEqual([]);
  });

  it('unblocks a driver only when no entry names them any more', async () => {
    const second = (await post({ driver_id: twin, reason: 'Повторно' })).json();
    expect((await remove(byPerson)).statusCode).toBe(200);
    expect(await blocked(twin)).toBe(true);
    expect((await remove(second.id)).json()).toMatchObject({ id: second.id, driver_id: twin });
    expect(await blocked(twin)).toBe(false);
    expect((await remove(second.id)).json()).toEqual(notFound);
    expect(await blocked(ivanov)).toBe(true);
  });

  it('answers validation errors in the spec shape', async () => {
    const empty = await post({ reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'validation_error',
      error_msg: text('errors.validation'),
      data: { reason: text('fleet.validation.required'), full_name: text('fleet.validation.required'), phone: text('fleet.validation.required') },
    });
    expect((await post({ full_name: 'Кто-то', phone: '12345', licence_number: '!', reason: 'x' })).json()).toEqual({
      error: 'validation_error',
      error_msg: text('errors.validation'),
      data: { phone: text('fleet.validation.phone'), licence_number: text('fleet.validation.licenceNumber') },
    });
    expect((await post({ driver_id: kzDriver, reason: 'Чужой' })).json()).toMatchObject({
      error: 'validation_error',
      data: { driver_id: text('fleet.validation.driverNotFound') },
    });
  });

  it("keeps parks apart: another park's list is its own", async () => {
    expect((await get(BLACKLIST, kz)).json()).toEqual([]);
    expect((await remove(byDriver, kz)).json()).toEqual(notFound);
    const kzEntry = await post({ full_name: 'Казахстанский', licence_number: '77АВ111111', reason: 'Своё' }, kz);
    expect(kzEntry.statusCode).toBe(200);
    expect(await blocked(kzDriver)).toBe(false);
    expect((await get(BLACKLIST)).json().map((entry: { id: number }) => entry.id)).toEqual([byDriver]);
    expect(await blocked(ivanov)).toBe(true);
  });

  it('admits the groups of the drivers section', async () => {
    expect((await get(BLACKLIST, await signIn(t, 'demo3'))).statusCode).toBe(403);
    expect((await get(BLACKLIST, await signIn(t, 'demo4'))).statusCode).toBe(200);
  });
});
