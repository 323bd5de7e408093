import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_DRIVERS_GROUP,
  CarsResponseSchema,
  DriverAppSchema,
  DriverCardsResponseSchema,
  DriverChangesResponseSchema,
  DriverGroupsResponseSchema,
  DriverSchema,
  type Driver,
  type DriverInput,
} from '../../schemas/drivers';
import { driverAccessRequests, driverCards, driverGroups } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { isUniqueViolation } from '../../server/modules/drivers/drivers.repository';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addCar, addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
const invalid = (data: Record<string, string>) => ({ error: 'validation_error', error_msg: text('errors.validation'), data });

describe('one driver: create, read, edit, history, cards, app', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;
  let car: number;
  let otherCar: number;
  let kzCar: number;
  let group: number;
  let kzGroup: number;
  let kzDriver: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    car = await addCar(t.db, park, { number: 'А123ВС77', brand: 'Hyundai', model: 'Solaris', color: 'Серый' });
    otherCar = await addCar(t.db, park, { number: 'В777ОР199', brand: 'Skoda', model: 'Octavia' });
    kzCar = await addCar(t.db, kzPark, { number: '123ABC02' });
    const [own, kzOwn] = await t.db
      .insert(driverGroups)
      .values([
        { taxisId: park, name: 'Дневная смена' },
        { taxisId: kzPark, name: 'Алматы' },
      ])
      .returning();
    if (!own || !kzOwn) throw new Error('groups were not written');
    group = own.id;
    kzGroup = kzOwn.id;
    await t.db.insert(driverGroups).values({ taxisId: park, name: 'Аэропорт' });
    kzDriver = await addDriver(t.db, kzPark, { lastName: 'Серикбаев', firstName: 'Нуржан', phone: '+77019998877' });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, as: SignedIn = demo1, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as.token), ...(payload ? { payload } : {}) });
  const input = (overrides: Partial<DriverInput> = {}): DriverInput => ({
    last_name: 'Егоров',
    first_name: 'Артём',
    middle_name: 'Сергеевич',
    phone: '+7 (916) 555-12-34',
    email: 'egorov@example.ru',
    birth_date: '1990-05-17',
    tax_identification_number: '771234567890',
    licence_number: '77 ав 765432',
    licence_country: 'rus',
    licence_issue_date: '2015-06-01',
    licence_expiration_date: '2025-06-01',
    employment_type: 'selfemployed',
    car_id: car,
    group_id: group,
    balance_limit: '-1000',
    hire_date: '2026-11-01',
    comment: 'Переведён из другого парка',
    ...overrides,
  });
  const create = async (overrides: Partial<DriverInput> = {}): Promise<Driver> => {
    const response = await send('POST', '/api/drivers', demo1, input(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return DriverSchema.strict().parse(response.json());
  };
  const history = async (id: number, query = '') => {
    const response = await send('GET', `/api/drivers/${id}/changes${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return DriverChangesResponseSchema.strict().parse(response.json());
  };
  const search = async (term: string) => {
    const response = await send('GET', `/api/drivers/v2/list?search=${encodeURIComponent(term)}`);
    return response.json<{ driver_profiles: { id: number }[] }>().driver_profiles.map((driver) => driver.id);
  };

  it('creates a driver with normalized phone and licence, and says who added them', async () => {
    const driver = await create();
    expect(driver).toMatchObject({
      full_name: 'Егоров Артём Сергеевич',
      phone: '+79165551234',
      licence_number: '77АВ765432',
      licence_country: 'rus',
      work_status: 'working',
      employment_type: 'selfemployed',
      balance: '0.00',
      balance_limit: '-1000.00',
      blocked_balance: '0.00',
      car: { id: car, number: 'А123ВС77', brand: 'Hyundai', model: 'Solaris', color: 'Серый' },
      group: { id: group, subname: 'Дневная смена' },
      birth_date: '1990-05-17',
      hire_date: '2026-11-01',
      links: [],
      self_state: 'none',
      period_trips: 0,
      period_income: '0.00',
      has_targets: false,
      app_access: true,
      created_at: t.clock.now().toISOString(),
      updated_at: null,
    });
    expect((await send('GET', `/api/drivers/${driver.id}`)).json()).toEqual(driver);
    expect(await search('егоров артём')).toEqual([driver.id]);
    expect(await search('916 555')).toEqual([driver.id]);
    expect(await search('а123вс')).toEqual([driver.id]);

    const { changes, total, pages } = await history(driver.id);
    expect({ total, pages }).toEqual({ total: 1, pages: 1 });
    expect(changes[0]).toMatchObject({ user_name: 'Смирнов Алексей Викторович', source: 'cabinet', created_at: t.clock.now().toISOString() });
    expect(changes[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'last_name', from: null, to: 'Егоров' },
        { field: 'phone', from: null, to: '+79165551234' },
        { field: 'balance_limit', from: null, to: '-1000.00' },
        { field: 'car', from: null, to: 'А123ВС77' },
        { field: 'group', from: null, to: 'Дневная смена' },
      ]),
    );
    // Nothing that was left empty is in the history, and the fields come in the form's order.
    const fields = changes[0]?.changes.map((change) => change.field) ?? [];
    expect(fields).not.toContain('address');
    expect(fields.indexOf('last_name')).toBeLessThan(fields.indexOf('phone'));
  });

  it('answers a bad phone in the spec’s shape with the form’s text', async () => {
    const response = await send('POST', '/api/drivers', demo1, input({ phone: '8 916 555' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid({ phone: text('fleet.validation.phone') }));
    const nameless = await send('POST', '/api/drivers', demo1, input({ last_name: '', phone: '+79160000001' }));
    expect(nameless.json()).toEqual(invalid({ last_name: text('fleet.validation.lastName') }));
  });

  it('wants a driver of 18 on the park’s today', async () => {
    const underage = await send('POST', '/api/drivers', demo1, input({ birth_date: '2008-11-22', phone: '+79160000002' }));
    expect(underage.statusCode).toBe(400);
    expect(underage.json()).toEqual(invalid({ birth_date: text('fleet.validation.birthDate') }));
    const adultToday = await create({ birth_date: '2008-11-21', phone: '+79160000003' });
    expect(adultToday.birth_date).toBe('2008-11-21');
  });

  it('keeps one driver per phone in a park, and the park’s own car and group', async () => {
    const taken = await send('POST', '/api/drivers', demo1, input({ phone: '+7 916 555 12 34', licence_number: '99АА000001' }));
    expect(taken.json()).toEqual(invalid({ phone: text('fleet.validation.phoneTaken') }));
    const foreign = await send('POST', '/api/drivers', demo1, input({ phone: '+79160000004', car_id: kzCar, group_id: kzGroup }));
    expect(foreign.json()).toEqual(
      invalid({ car_id: text('fleet.validation.carNotFound'), group_id: text('fleet.validation.groupNotFound') }),
    );
    const unknown = await send('POST', '/api/drivers', demo1, input({ phone: '+79160000005', car_id: 2_000_000_000, group_id: 2_000_000_000 }));
    expect(unknown.json()).toEqual(
      invalid({ car_id: text('fleet.validation.carNotFound'), group_id: text('fleet.validation.groupNotFound') }),
    );
    // Past the database's integer no row can exist: refused by the schema, in Russian, before any query.
    const impossible = await send('POST', '/api/drivers', demo1, input({ phone: '+79160000005', car_id: 99_999_999_999, group_id: 99_999_999_999 }));
    expect(impossible.json()).toEqual(invalid({ car_id: text('fleet.validation.noSuchRow'), group_id: text('fleet.validation.noSuchRow') }));
    const everything = await send('POST', '/api/drivers', demo1, input({ birth_date: '2010-01-01', car_id: 999_999 }));
    expect(everything.json()).toEqual(
      invalid({
        birth_date: text('fleet.validation.birthDate'),
        phone: text('fleet.validation.phoneTaken'),
        car_id: text('fleet.validation.carNotFound'),
      }),
    );
    // The same phone in another park is another person's business.
    const elsewhere = await send('POST', '/api/drivers', kz, input({ car_id: kzCar, group_id: kzGroup }));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json()).toMatchObject({ phone: '+79165551234', car: { number: '123ABC02' }, group: { subname: 'Алматы' } });
  });

  it('records only the fields an edit changed, under their wire names', async () => {
    const driver = await create({ phone: '+79160000010' });
    const before = (await history(driver.id)).total;

    const same = await send('PUT', `/api/drivers/${driver.id}`, demo1, input({ phone: '+79160000010' }));
    expect(same.statusCode, same.body).toBe(200);
    expect((await history(driver.id)).total).toBe(before);
    expect(same.json().updated_at).toBeNull();

    t.clock.advance(60_000);
    const edited = await send(
      'PUT',
      `/api/drivers/${driver.id}`,
      demo1,
      input({ phone: '+375 29 123-45-67', work_status: 'not_working', car_id: null, balance_limit: '-2500.50', comment: '' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(DriverSchema.strict().parse(edited.json())).toMatchObject({
      phone: '+375291234567',
      work_status: 'not_working',
      car: null,
      balance_limit: '-2500.50',
      comment: null,
      updated_at: t.clock.now().toISOString(),
    });
    const { changes, total } = await history(driver.id);
    expect(total).toBe(before + 1);
    expect(changes[0]).toMatchObject({ user_name: 'Смирнов Алексей Викторович', created_at: t.clock.now().toISOString() });
    expect(changes[0]?.changes).toEqual([
      { field: 'phone', from: '+79160000010', to: '+375291234567' },
      { field: 'work_status', from: 'working', to: 'not_working' },
      { field: 'balance_limit', from: '-1000.00', to: '-2500.50' },
      { field: 'comment', from: 'Переведён из другого парка', to: null },
      { field: 'car', from: 'А123ВС77', to: null },
    ]);
    // The search text follows: the old phone and plate no longer find the driver.
    expect(await search('375 29 123')).toEqual([driver.id]);
    expect(await search('9160000010')).toEqual([]);

    const moved = await send('PUT', `/api/drivers/${driver.id}`, demo1, input({ phone: '+375291234567', car_id: otherCar }));
    expect(moved.json()).toMatchObject({ car: { number: 'В777ОР199' } });
    expect((await history(driver.id)).changes[0]?.changes).toEqual(
      expect.arrayContaining([{ field: 'car', from: null, to: 'В777ОР199' }]),
    );
    expect(await search('в777ор')).toEqual([driver.id]);
  });

  it('knows a phone taken by a write that slipped in between check and insert', async () => {
    const duplicate = () => addDriver(t.db, park, { phone: '+79165551234' });
    const error = await duplicate().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, 'drivers_park_phone')).toBe(true);
    expect(isUniqueViolation(error, 'cars_park_number')).toBe(false);
    expect(isUniqueViolation(new Error('drivers_park_phone'), 'drivers_park_phone')).toBe(false);
  });

  it('refuses an edit to another driver’s phone but keeps the driver’s own', async () => {
    const first = await create({ phone: '+79160000020' });
    const second = await create({ phone: '+79160000021' });
    const clash = await send('PUT', `/api/drivers/${second.id}`, demo1, input({ phone: '+79160000020' }));
    expect(clash.json()).toEqual(invalid({ phone: text('fleet.validation.phoneTaken') }));
    const own = await send('PUT', `/api/drivers/${first.id}`, demo1, input({ phone: '+79160000020', last_name: 'Ершов' }));
    expect(own.statusCode).toBe(200);
    expect(own.json().full_name).toBe('Ершов Артём Сергеевич');
  });

  it('pages the history newest first', async () => {
    const driver = await create({ phone: '+79160000030' });
    for (const lastName of ['Жуков', 'Зайцев']) {
      t.clock.advance(1000);
      await send('PUT', `/api/drivers/${driver.id}`, demo1, input({ phone: '+79160000030', last_name: lastName }));
    }
    const first = await history(driver.id, '?page=1&countperpage=2');
    expect({ total: first.total, pages: first.pages }).toEqual({ total: 3, pages: 2 });
    expect(first.changes.map((change) => change.changes[0])).toEqual([
      { field: 'last_name', from: 'Жуков', to: 'Зайцев' },
      { field: 'last_name', from: 'Егоров', to: 'Жуков' },
    ]);
    const second = await history(driver.id, '?page=2&countperpage=2');
    expect(second.changes).toHaveLength(1);
    expect(second.changes[0]?.changes).toEqual(expect.arrayContaining([{ field: 'last_name', from: null, to: 'Егоров' }]));
  });

  it('shows cards by their last four digits only', async () => {
    const driver = await create({ phone: '+79160000040' });
    await t.db.insert(driverCards).values([
      { taxisId: park, driverId: driver.id, last4: '4242', brand: 'Visa', bank: 'Т-Банк', expMonth: 12, expYear: 2028, providerToken: 'tok_secret_1', active: false },
      { taxisId: park, driverId: driver.id, last4: '1881', brand: 'МИР', bank: null, expMonth: 3, expYear: 2029, providerToken: 'tok_secret_2' },
    ]);
    const response = await send('GET', `/api/drivers/${driver.id}/cards`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('tok_secret');
    const { cards } = DriverCardsResponseSchema.parse(response.json());
    expect(cards.map((card) => [card.last4, card.active])).toEqual([
      ['1881', true],
      ['4242', false],
    ]);
    for (const card of response.json<{ cards: object[] }>().cards) expect(Object.keys(card)).not.toContain('provider_token');
    expect((await send('GET', `/api/drivers/${kzDriver}/cards`)).json()).toEqual(notFound);
    expect((await send('GET', `/api/drivers/${driver.id}/cards`, kz)).json()).toEqual(notFound);
    expect((await send('GET', '/api/drivers/999999/cards')).json()).toEqual(notFound);
  });

  it('gives the app tab with the newest pending app request, and records access changes', async () => {
    const driver = await create({ phone: '+79160000050' });
    const app = async () => DriverAppSchema.strict().parse((await send('GET', `/api/drivers/${driver.id}/app`)).json());
    expect(await app()).toEqual({
      app_installed: false,
      app_version: null,
      app_platform: null,
      app_last_seen_at: null,
      app_access: true,
      pending_request: null,
    });
    const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
    const [, newer] = await t.db
      .insert(driverAccessRequests)
      .values([
        { taxisId: park, driverId: driver.id, kind: 'app', createdAt: at(1) },
        { taxisId: park, driverId: driver.id, kind: 'app', createdAt: at(2) },
        { taxisId: park, driverId: driver.id, kind: 'market', createdAt: at(3) },
        { taxisId: park, driverId: driver.id, kind: 'app', status: 'rejected', createdAt: at(4) },
      ])
      .returning();
    expect((await app()).pending_request).toEqual({ id: newer?.id, created_at: at(2).toISOString() });

    const before = (await history(driver.id)).total;
    const closed = await send('PUT', `/api/drivers/${driver.id}/app`, demo1, { app_access: false });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().app_access).toBe(false);
    expect((await history(driver.id)).changes[0]?.changes).toEqual([{ field: 'app_access', from: true, to: false }]);
    await send('PUT', `/api/drivers/${driver.id}/app`, demo1, { app_access: false });
    expect((await history(driver.id)).total).toBe(before + 1);
    expect((await send('PUT', `/api/drivers/${driver.id}/app`, demo1, { app_access: 'no' })).statusCode).toBe(400);
  });

  it('answers 404 for another park’s driver everywhere', async () => {
    for (const url of [`/api/drivers/${kzDriver}`, `/api/drivers/${kzDriver}/changes`, `/api/drivers/${kzDriver}/app`, '/api/drivers/424242']) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFound);
    }
    const edit = await send('PUT', `/api/drivers/${kzDriver}`, demo1, input({ phone: '+79160000060' }));
    expect(edit.json()).toEqual(notFound);
    expect((await send('PUT', `/api/drivers/${kzDriver}/app`, demo1, { app_access: false })).json()).toEqual(notFound);
    expect((await send('GET', `/api/drivers/${kzDriver}`, kz)).json()).toMatchObject({ id: kzDriver, full_name: 'Серикбаев Нуржан Иванович' });
  });

  it('lets only the groups of /drivers/new create', async () => {
    const demo3 = await signIn(t, 'demo3');
    expect((await send('POST', '/api/drivers', demo3, input({ phone: '+79160000070' }))).statusCode).toBe(403);
    expect((await send('GET', `/api/drivers/${kzDriver}`, demo3)).statusCode).toBe(403);
  });

  it('picks cars by plate, brand or model, and the park’s groups after “Все водители”', async () => {
    const cars = async (query: string, as: SignedIn = demo1) => {
      const response = await send('GET', `/api/cars${query}`, as);
      expect(response.statusCode, response.body).toBe(200);
      return CarsResponseSchema.strict().parse(response.json());
    };
    expect((await cars('')).cars.map((found) => found.number)).toEqual(['А123ВС77', 'В777ОР199']);
    expect((await cars('?search=вс77')).cars.map((found) => found.id)).toEqual([car]);
    expect((await cars('?search=OCTA')).cars.map((found) => found.id)).toEqual([otherCar]);
    expect((await cars('?search=%25')).cars).toEqual([]);
    expect(await cars('?countperpage=1&page=2')).toMatchObject({ total: 2, pages: 2, cars: [{ id: otherCar }] });
    expect((await cars('', kz)).cars.map((found) => found.id)).toEqual([kzCar]);

    const groups = async (as: SignedIn) => DriverGroupsResponseSchema.strict().parse((await send('GET', '/api/aggregators/groups', as)).json()).groups;
    expect(await groups(demo1)).toEqual([ALL_DRIVERS_GROUP, { id: expect.any(Number), subname: 'Аэропорт' }, { id: group, subname: 'Дневная смена' }]);
    expect(await groups(kz)).toEqual([ALL_DRIVERS_GROUP, { id: kzGroup, subname: 'Алматы' }]);
  });
});
