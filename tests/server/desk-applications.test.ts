/**
 * Approved applications: the unread badge, accepting (a driver with car and aggregator account,
 * decided once, nothing left behind when it fails), declining, the blacklist, and each park
 * seeing only its own applications.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationSchema, ApplicationsResponseSchema } from '../../schemas/desk';
import { cars, driverApplications, drivers } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addCar, addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const APPROVE = '/api/drivers/approve';
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
const alreadyDecided = { error: 'bad_request', error_msg: text('fleet.validation.alreadyDecided') };

type ApplicationInsert = typeof driverApplications.$inferInsert;

describe('approved applications', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let yandex: number;
  let existingCar: number;
  const ids: Record<'petrov' | 'sidorov' | 'read' | 'declined' | 'listed' | 'taken' | 'plate' | 'kz', number> = {
    petrov: 0,
    sidorov: 0,
    read: 0,
    declined: 0,
    listed: 0,
    taken: 0,
    plate: 0,
    kz: 0,
  };

  const addApplication = async (values: Omit<ApplicationInsert, 'licenceCountry'> & Partial<ApplicationInsert>) => {
    const [row] = await t.db
      .insert(driverApplications)
      .values({ licenceCountry: 'rus', ...values })
      .returning({ id: driverApplications.id });
    if (!row) throw new Error('application was not written');
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    yandex = await addAggregator(t.db, park, 'yandex');
    existingCar = await addCar(t.db, park, { number: 'В777ОР77', brand: 'Skoda', model: 'Octavia' });
    await addDriver(t.db, park, { phone: '+79160000001', lastName: 'Занятый' });
    const person = (lastName: string, phone: string, licenceNumber: string, createdAt: string) => ({
      taxisId: park,
      lastName,
      firstName: 'Сергей',
      middleName: null,
      phone,
      licenceNumber,
      createdAt: new Date(createdAt),
    });
    ids.petrov = await addApplication({
      ...person('Петров', '+7 (916) 111-22-33', '77 ав 123456', '2026-11-20T10:00:00Z'),
      aggregatorId: yandex,
      carBrand: 'Kia',
      carModel: 'Rio',
      carYear: 2020,
      carColor: 'Белый',
      carNumber: 'а123вс 777',
    });
    ids.sidorov = await addApplication(person('Сидоров', '+79161112244', '77АВ654321', '2026-11-20T11:00:00Z'));
    ids.read = await addApplication({ ...person('Прочитанный', '+79161112255', '77АВ000001', '2026-11-19T11:00:00Z'), readAt: new Date('2026-11-19T12:00:00Z') });
    ids.declined = await addApplication({ ...person('Отказанный', '+79161112266', '77АВ000002', '2026-11-18T11:00:00Z'), status: 'declined' });
    ids.listed = await addApplication({
      ...person('Чёрный', '+79165550000', '77АВ000003', '2026-11-17T11:00:00Z'),
      carBrand: 'Lada',
      carModel: 'Vesta',
      carYear: 2019,
      carColor: 'Серый',
      carNumber: 'Е555ЕЕ55',
    });
    ids.taken = await addApplication({
      ...person('Повтор', '+79160000001', '77АВ000004', '2026-11-16T11:00:00Z'),
      aggregatorId: yandex,
      carBrand: 'Lada',
      carModel: 'Granta',
      carYear: 2018,
      carColor: 'Синий',
      carNumber: 'К111КК11',
    });
    ids.plate = await addApplication({ ...person('Октавин', '+79161112277', '77АВ000005', '2026-11-15T11:00:00Z'), carNumber: 'в 777 ор 77' });
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    ids.kz = await addApplication({ ...person('Ахметов', '+77011112233', '01KZ123456', '2026-11-20T10:00:00Z'), taxisId: kzPark, licenceCountry: 'kaz' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn = demo1) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });
  const post = (url: string, payload: unknown = {}, as: SignedIn = demo1) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(as.token) });
  const platesCount = async (number: string) => (await t.db.select({ id: cars.id }).from(cars).where(eq(cars.number, number))).length;

  it('lists approved applications newest first, others by status', async () => {
    const response = await get(`${APPROVE}/list`);
    expect(response.statusCode).toBe(200);
    const body = ApplicationsResponseSchema.strict().parse(response.json());
    expect(body.applications.map((row) => row.id)).toEqual([ids.sidorov, ids.petrov, ids.read, ids.listed, ids.taken, ids.plate]);
    expect(body).toMatchObject({ total: 6, pages: 1 });
    expect(body.applications[1]).toEqual({
      id: ids.petrov,
      aggregator: { id: yandex, code: 'yandex', name: 'Яндекс Go' },
      full_name: 'Петров Сергей',
      last_name: 'Петров',
      first_name: 'Сергей',
      middle_name: null,
      phone: '+7 (916) 111-22-33',
      licence_number: '77 ав 123456',
      licence_country: 'rus',
      car: { brand: 'Kia', model: 'Rio', number: 'а123вс 777', color: 'Белый', year: 2020 },
      status: 'approved',
      read: false,
      created_at: '2026-11-20T10:00:00.000Z',
      decided_at: null,
      decline_reason: null,
      driver_id: null,
    });
    expect(body.applications[0]?.car).toBeNull();
    const declined = (await get(`${APPROVE}/list?status=declined`)).json();
    expect(declined.applications.map((row: { id: number }) => row.id)).toEqual([ids.declined]);
    expect((await get(`${APPROVE}/list?countperpage=2&page=3`)).json()).toMatchObject({ total: 6, pages: 3 });
  });

  it('counts unread approved applications and marks them read', async () => {
    expect((await get(`${APPROVE}/read`)).json()).toEqual({ count: 5 });
    expect((await post(`${APPROVE}/read`, { ids: [ids.sidorov, ids.declined, ids.kz] })).json()).toEqual({ count: 4 });
    expect((await get(`${APPROVE}/list`)).json().applications[0]).toMatchObject({ id: ids.sidorov, read: true });
    expect((await get(`${APPROVE}/read`, kz)).json()).toEqual({ count: 1 });
    expect((await post(`${APPROVE}/read`, {}, kz)).json()).toEqual({ count: 0 });
    expect((await get(`${APPROVE}/read`)).json()).toEqual({ count: 4 });
  });

  it('accepts: a driver with the car and the aggregator account; a second accept is refused', async () => {
    const response = await post(`${APPROVE}/${ids.petrov}/accept`);
    expect(response.statusCode).toBe(200);
    const { driver_id: driverId } = response.json();
    const driver = (await get(`/api/drivers/${driverId}`)).json();
    expect(driver).toMatchObject({
      id: driverId,
      full_name: 'Петров Сергей',
      phone: '+79161112233',
      licence_number: '77АВ123456',
      work_status: 'working',
      hire_date: '2026-11-21',
      car: { brand: 'Kia', model: 'Rio', year: 2020, color: 'Белый', number: 'А123ВС777' },
      links: [expect.objectContaining({ aggregator_id: yandex, external_id: String(ids.petrov), status: 'active' })],
    });
    const accepted = (await get(`${APPROVE}/list?status=accepted`)).json().applications;
    expect(accepted).toEqual([
      expect.objectContaining({ id: ids.petrov, status: 'accepted', read: true, driver_id: driverId, decided_at: t.clock.now().toISOString() }),
    ]);
    expect((await get(`${APPROVE}/read`)).json()).toEqual({ count: 3 });

    const again = await post(`${APPROVE}/${ids.petrov}/accept`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(alreadyDecided);
    expect((await t.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.phone, '+79161112233'))).length).toBe(1);
  });

  it("gives the driver the park's car with that plate", async () => {
    const response = await post(`${APPROVE}/${ids.plate}/accept`);
    expect(response.statusCode).toBe(200);
    const driver = (await get(`/api/drivers/${response.json().driver_id}`)).json();
    expect(driver.car).toMatchObject({ id: existingCar, number: 'В777ОР77' });
    expect(driver.links).toEqual([]);
    expect(await platesCount('В777ОР77')).toBe(1);
  });

  it('leaves nothing behind when the driver cannot be created', async () => {
    const response = await post(`${APPROVE}/${ids.taken}/accept`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_error', error_msg: text('errors.validation'), data: { phone: text('fleet.validation.phoneTaken') } });
    expect(await platesCount('К111КК11')).toBe(0);
    expect((await get(`${APPROVE}/list`)).json().applications).toContainEqual(
      expect.objectContaining({ id: ids.taken, status: 'approved', driver_id: null, decided_at: null }),
    );
  });

  it('refuses a person on the blacklist', async () => {
    const listed = await post('/api/drivers/blacklist', { full_name: 'Чёрный Сергей', phone: '+7 916 555-00-00', reason: 'Мошенничество' });
    expect(listed.statusCode).toBe(200);
    const response = await post(`${APPROVE}/${ids.listed}/accept`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_error',
      error_msg: text('fleet.validation.blacklisted'),
      data: { phone: text('fleet.validation.blacklisted') },
    });
    expect((await t.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.phone, '+79165550000'))).length).toBe(0);
    expect(await platesCount('Е555ЕЕ55')).toBe(0);
    await post('/api/drivers/blacklist', { full_name: 'Чёрный Сергей', licence_number: '77ав000003', reason: 'Поддельное ВУ' });
    expect((await post(`${APPROVE}/${ids.listed}/accept`)).json().data).toEqual({
      phone: text('fleet.validation.blacklisted'),
      licence_number: text('fleet.validation.blacklisted'),
    });
  });

  it('declines with a reason, once', async () => {
    const response = await post(`${APPROVE}/${ids.sidorov}/decline`, { reason: '  Нет стажа ' });
    expect(response.statusCode).toBe(200);
    expect(ApplicationSchema.strict().parse(response.json())).toMatchObject({
      id: ids.sidorov,
      status: 'declined',
      decline_reason: 'Нет стажа',
      decided_at: t.clock.now().toISOString(),
      driver_id: null,
    });
    expect((await post(`${APPROVE}/${ids.sidorov}/decline`, { reason: 'Ещё раз' })).json()).toEqual(alreadyDecided);
    expect((await post(`${APPROVE}/${ids.sidorov}/accept`)).json()).toEqual(alreadyDecided);
  });

  it('answers validation errors in the spec shape', async () => {
    const blank = await post(`${APPROVE}/${ids.read}/decline`, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'validation_error', error_msg: text('errors.validation'), data: { reason: text('fleet.validation.required') } });
    expect((await get(`${APPROVE}/list?status=maybe`)).json()).toMatchObject({ error: 'validation_error', data: { status: expect.any(String) } });
    expect((await post(`${APPROVE}/read`, { ids: ['x'] })).statusCode).toBe(400);
  });

  it("keeps parks apart: another park's applications are not found", async () => {
    const kzList = (await get(`${APPROVE}/list`, kz)).json();
    expect(kzList.applications.map((row: { id: number }) => row.id)).toEqual([ids.kz]);
    expect((await post(`${APPROVE}/${ids.read}/accept`, {}, kz)).json()).toEqual(notFound);
    expect((await post(`${APPROVE}/${ids.read}/decline`, { reason: 'Чужая' }, kz)).json()).toEqual(notFound);
    expect((await post(`${APPROVE}/${ids.kz}/accept`)).json()).toEqual(notFound);
    expect((await get(`${APPROVE}/list?status=accepted`, kz)).json()).toMatchObject({ applications: [], total: 0 });
  });

  it('admits the groups of the drivers section', async () => {
    expect((await get(`${APPROVE}/read`, await signIn(t, 'demo3'))).statusCode).toBe(403);
    expect((await get(`${APPROVE}/read`, await signIn(t, 'demo5'))).statusCode).toBe(200);
  });
});
