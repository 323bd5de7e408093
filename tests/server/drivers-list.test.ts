import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRIVER_SORT_COLUMNS,
  DriversListResponseSchema,
  type DriverListItem,
  type DriverSortColumn,
  type DriversListResponse,
} from '../../schemas/drivers';
import { driverGroups, goalParticipants, goals } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { postEntry } from '../../server/modules/ledger/ledger.writer';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addCar, addDriver, addTrip, linkDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The clock stands at 2026-11-21 12:00 in Moscow (the demo parks' zone): the default period is
 * 2026-11-15..2026-11-21, park-local days.
 */
const DAY = 86_400_000;

describe('GET /api/drivers/v2/list', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;
  let yandex: number;
  let uber: number;
  const id: Record<'abramov' | 'borisova' | 'vasiliev' | 'grigoriev' | 'dmitriev', number> = {
    abramov: 0,
    borisova: 0,
    vasiliev: 0,
    grigoriev: 0,
    dmitriev: 0,
  };
  let kzDriver: number;

  const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
  const credit = (driverId: number, amountKop: number) =>
    t.db.transaction((tx) =>
      postEntry(tx, { taxisId: park, driverId, kind: 'correction', amountKop, description: 'Начальный баланс', createdBy: 'dispatcher' }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    yandex = await addAggregator(t.db, park, 'yandex');
    uber = await addAggregator(t.db, park, 'uber');
    const car = await addCar(t.db, park, { number: 'А123ВС77', brand: 'Hyundai', model: 'Solaris' });
    const [group] = await t.db.insert(driverGroups).values({ taxisId: park, name: 'Ночная смена' }).returning();
    if (!group) throw new Error('group was not written');

    id.abramov = await addDriver(
      t.db,
      park,
      {
        lastName: 'Абрамов',
        firstName: 'Павел',
        middleName: 'Олегович',
        phone: '+79161234567',
        licenceNumber: '77АВ123456',
        carId: car,
        groupId: group.id,
        appInstalled: true,
        offerSentAt: ago(3),
        hireDate: '2024-01-10',
        balanceLimitKop: -50_000,
      },
      'А123ВС77',
    );
    id.borisova = await addDriver(t.db, park, {
      lastName: 'Борисова',
      firstName: 'Анна',
      middleName: null,
      phone: '+79169876543',
      licenceNumber: '50ЕК654321',
      workStatus: 'not_working',
      isBlocked: true,
      hireDate: '2025-03-01',
    });
    id.vasiliev = await addDriver(t.db, park, {
      lastName: 'Васильев',
      firstName: 'Иван',
      middleName: 'Петрович',
      phone: '+79031112233',
      workStatus: 'fired',
      employmentType: 'park_employee',
    });
    id.grigoriev = await addDriver(t.db, park, {
      lastName: 'Григорьев',
      firstName: 'Олег',
      middleName: 'Ильич',
      phone: '+79034445566',
      hireDate: '2025-03-01',
      balanceLimitKop: -50_000,
    });
    id.dmitriev = await addDriver(t.db, park, {
      lastName: 'Дмитриев',
      firstName: 'Олег',
      middleName: null,
      phone: '+79037778899',
      hireDate: '2023-05-20',
      balanceLimitKop: -100_000,
    });
    const kzAggregator = await addAggregator(t.db, kzPark, 'yandex');
    kzDriver = await addDriver(t.db, kzPark, { lastName: 'Абрамов', firstName: 'Павел', phone: '+77011112233' });
    await linkDriver(t.db, kzPark, kzDriver, kzAggregator, { isSelfemployed: true });

    await linkDriver(t.db, park, id.abramov, yandex, { isSelfemployed: true });
    await linkDriver(t.db, park, id.borisova, uber, { hasContractIssue: true });
    await linkDriver(t.db, park, id.grigoriev, yandex, { hasContractIssue: true, status: 'disconnected' });
    await linkDriver(t.db, park, id.dmitriev, uber, { isSelfemployed: true, hasContractIssue: false });

    // Абрамов: two completed trips inside the period (one at 00:30 Moscow on its first day), one
    // at 23:30 Moscow the day before it, and a cancelled one that counts nowhere.
    await addTrip(t.db, { taxisId: park, aggregatorId: yandex, driverId: id.abramov, bookedAt: ago(1), priceKop: 70_000 });
    await addTrip(t.db, {
      taxisId: park,
      aggregatorId: yandex,
      driverId: id.abramov,
      bookedAt: new Date('2026-11-14T21:30:00Z'),
      priceKop: 30_000,
    });
    await addTrip(t.db, {
      taxisId: park,
      aggregatorId: yandex,
      driverId: id.abramov,
      bookedAt: new Date('2026-11-14T20:30:00Z'),
      priceKop: 45_000,
    });
    await addTrip(t.db, {
      taxisId: park,
      aggregatorId: yandex,
      driverId: id.abramov,
      bookedAt: ago(2),
      status: 'cancelled',
      priceKop: 99_000,
    });
    await addTrip(t.db, { taxisId: park, aggregatorId: uber, driverId: id.borisova, bookedAt: ago(10) });
    await addTrip(t.db, { taxisId: park, aggregatorId: yandex, driverId: id.grigoriev, bookedAt: ago(20) });
    await addTrip(t.db, { taxisId: park, aggregatorId: uber, driverId: id.dmitriev, bookedAt: ago(40) });
    await credit(id.vasiliev, 12_345);
    await credit(id.dmitriev, -30_000);

    // Goals: one in force today (Васильев), one switched off (Абрамов), one over (Борисова).
    const [inForce, off, over] = await t.db
      .insert(goals)
      .values([
        { taxisId: park, title: 'Ноябрь', dateFrom: '2026-11-01', dateTo: '2026-11-30', targetTrips: 100, rewardKop: 500_000 },
        { taxisId: park, title: 'Выключена', dateFrom: '2026-11-01', dateTo: '2026-11-30', targetTrips: 50, rewardKop: 100_000, active: false },
        { taxisId: park, title: 'Октябрь', dateFrom: '2026-10-01', dateTo: '2026-10-31', targetTrips: 100, rewardKop: 500_000 },
      ])
      .returning();
    if (!inForce || !off || !over) throw new Error('goals were not written');
    await t.db.insert(goalParticipants).values([
      { goalId: inForce.id, driverId: id.vasiliev, taxisId: park },
      { goalId: off.id, driverId: id.abramov, taxisId: park },
      { goalId: over.id, driverId: id.borisova, taxisId: park },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: Record<string, string | number> = {}, as: SignedIn = demo1): Promise<DriversListResponse> => {
    const search = new URLSearchParams(Object.entries({ countperpage: 500, ...query }).map(([key, value]) => [key, String(value)]));
    const response = await t.app.inject({ method: 'GET', url: `/api/drivers/v2/list?${search}`, headers: bearer(as.token) });
    expect(response.statusCode, response.body).toBe(200);
    return DriversListResponseSchema.strict().parse(response.json());
  };
  const ids = async (query: Record<string, string | number> = {}) => (await list(query)).driver_profiles.map((driver) => driver.id);
  const names = (...keys: (keyof typeof id)[]) => keys.map((key) => id[key]).sort((a, b) => a - b);
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const everyone = () => names('abramov', 'borisova', 'vasiliev', 'grigoriev', 'dmitriev');

  it('answers the park’s drivers with their car, group, accounts and figures', async () => {
    const response = await list();
    expect(response.total).toBe(5);
    expect(response.drivers_total).toBe(5);
    expect(response.pages).toBe(1);
    const abramov = response.driver_profiles.find((driver) => driver.id === id.abramov);
    expect(abramov).toMatchObject({
      full_name: 'Абрамов Павел Олегович',
      phone: '+79161234567',
      licence_number: '77АВ123456',
      work_status: 'working',
      employment_type: 'selfemployed',
      is_blocked: false,
      car: { number: 'А123ВС77', brand: 'Hyundai', model: 'Solaris', year: 2021, color: 'Белый' },
      group: { subname: 'Ночная смена' },
      app_installed: true,
      has_sent_offer: true,
      has_targets: false,
      hire_date: '2024-01-10',
      balance_limit: '-500.00',
      last_trip_at: ago(1).toISOString(),
      self_state: 'success',
      links: [
        {
          aggregator_id: yandex,
          aggregator_code: 'yandex',
          aggregator_name: 'Яндекс Go',
          external_id: `ext-${yandex}-${id.abramov}`,
          status: 'active',
          is_selfemployed: true,
          has_contract_issue: false,
        },
      ],
    });
    // Three completed trips at 20% + 3% commission: 3 × price − 23%.
    expect(abramov?.balance).toBe('1116.50');
  });

  it('derives self_state from the connected accounts: warning, then success, then none', async () => {
    const byId = new Map((await list()).driver_profiles.map((driver) => [driver.id, driver]));
    expect(byId.get(id.abramov)?.self_state).toBe('success');
    expect(byId.get(id.borisova)?.self_state).toBe('warning');
    expect(byId.get(id.vasiliev)?.self_state).toBe('none');
    // A disconnected account with a contract issue no longer counts, nor is it listed.
    expect(byId.get(id.grigoriev)?.self_state).toBe('none');
    expect(byId.get(id.grigoriev)?.links).toEqual([]);
    expect(byId.get(id.dmitriev)?.self_state).toBe('success');
  });

  it('counts completed trips and their price over park-local days of the period', async () => {
    const figures = async (query: Record<string, string> = {}) =>
      (await list(query)).driver_profiles.find((driver) => driver.id === id.abramov);
    expect(await figures()).toMatchObject({ period_trips: 2, period_income: '1000.00' });
    expect(await figures({ date_from: '2026-11-14', date_to: '2026-11-14' })).toMatchObject({
      period_trips: 1,
      period_income: '450.00',
    });
    expect(await figures({ date_from: '2026-11-14' })).toMatchObject({ period_trips: 3, period_income: '1450.00' });
    // date_to alone: the 7 days up to it.
    expect(await figures({ date_to: '2026-11-14' })).toMatchObject({ period_trips: 1 });
    const borisova = (await list({ date_from: '2026-11-01' })).driver_profiles.find((driver) => driver.id === id.borisova);
    expect(borisova).toMatchObject({ period_trips: 1, period_income: '500.00' });
  });

  it('filters by work status', async () => {
    expect(await ids({ status: 'working' })).toEqual(sorted(names('abramov', 'grigoriev', 'dmitriev')));
    expect(await ids({ status: 'not_working' })).toEqual([id.borisova]);
    expect(await ids({ status: 'fired' })).toEqual([id.vasiliev]);
  });

  it('exclude_inactive=1 keeps drivers whose last trip is not before date_from', async () => {
    expect(await ids({ exclude_inactive: 1, sortcolumn: 'id' })).toEqual([id.abramov]);
    expect(await ids({ exclude_inactive: 1, date_from: '2026-11-05', sortcolumn: 'id' })).toEqual(names('abramov', 'borisova'));
    expect(await ids({ exclude_inactive: 0, sortcolumn: 'id' })).toEqual(everyone());
  });

  it('exclude_blocked=1 leaves out the blacklisted', async () => {
    expect(await ids({ exclude_blocked: 1, sortcolumn: 'id' })).toEqual(everyone().filter((driver) => driver !== id.borisova));
    expect(await ids({ exclude_blocked: 0, sortcolumn: 'id' })).toEqual(everyone());
  });

  it('has_contract_issue: a connected account with a contract issue, or none', async () => {
    expect(await ids({ has_contract_issue: 1, sortcolumn: 'id' })).toEqual([id.borisova]);
    expect(await ids({ has_contract_issue: 0, sortcolumn: 'id' })).toEqual(everyone().filter((driver) => driver !== id.borisova));
  });

  it('is_selfemployed: a connected self-employed account, or none', async () => {
    expect(await ids({ is_selfemployed: 'true', sortcolumn: 'id' })).toEqual(names('abramov', 'dmitriev'));
    expect(await ids({ is_selfemployed: 'false', sortcolumn: 'id' })).toEqual(names('borisova', 'vasiliev', 'grigoriev'));
  });

  it('has_targets: taking part in a goal that is active and runs today', async () => {
    expect(await ids({ has_targets: 1, sortcolumn: 'id' })).toEqual([id.vasiliev]);
    expect(await ids({ has_targets: 0, sortcolumn: 'id' })).toEqual(everyone().filter((driver) => driver !== id.vasiliev));
    const byId = new Map((await list()).driver_profiles.map((driver) => [driver.id, driver.has_targets]));
    expect(byId.get(id.vasiliev)).toBe(true);
    expect(byId.get(id.abramov)).toBe(false);
    expect(byId.get(id.borisova)).toBe(false);
  });

  it('taxis_aggregators: connected to at least one of the aggregators', async () => {
    expect(await ids({ taxis_aggregators: String(yandex), sortcolumn: 'id' })).toEqual([id.abramov]);
    expect(await ids({ taxis_aggregators: `${yandex},${uber}`, sortcolumn: 'id' })).toEqual(names('abramov', 'borisova', 'dmitriev'));
    expect(await ids({ taxis_aggregators: `${uber},${uber}`, status: 'working' })).toEqual([id.dmitriev]);
    expect(await ids({ taxis_aggregators: '99999999999' })).toEqual([]);
    expect(await ids({ taxis_aggregators: `99999999999,${yandex}` })).toEqual([id.abramov]);
  });

  it('have_app and have_sent_offer: 1 and 0', async () => {
    expect(await ids({ have_app: 1 })).toEqual([id.abramov]);
    expect(await ids({ have_app: 0, sortcolumn: 'id' })).toEqual(everyone().filter((driver) => driver !== id.abramov));
    expect(await ids({ have_sent_offer: 1 })).toEqual([id.abramov]);
    expect(await ids({ have_sent_offer: 0, sortcolumn: 'id' })).toEqual(everyone().filter((driver) => driver !== id.abramov));
  });

  it('more_7, more_14, more_30: no trip for that long, or never', async () => {
    expect(await ids({ more_7: 1, sortcolumn: 'id' })).toEqual(names('borisova', 'vasiliev', 'grigoriev', 'dmitriev'));
    expect(await ids({ more_14: 1, sortcolumn: 'id' })).toEqual(names('vasiliev', 'grigoriev', 'dmitriev'));
    expect(await ids({ more_30: 1, sortcolumn: 'id' })).toEqual(names('vasiliev', 'dmitriev'));
    expect(await ids({ more_7: 1, more_30: 1, sortcolumn: 'id' })).toEqual(names('vasiliev', 'dmitriev'));
    expect(await ids({ more_7: 0, sortcolumn: 'id' })).toEqual(everyone());
  });

  it('finds a driver by any part of the name, phone digits, licence or plate', async () => {
    expect(await ids({ search: 'Абрам' })).toEqual([id.abramov]);
    expect(await ids({ search: 'ПАВЕЛ олег' })).toEqual([id.abramov]);
    expect(await ids({ search: 'олег', sortcolumn: 'id' })).toEqual(names('abramov', 'grigoriev', 'dmitriev'));
    expect(await ids({ search: '916 12' })).toEqual([id.abramov]);
    expect(await ids({ search: '+7 (916) 987' })).toEqual([id.borisova]);
    expect(await ids({ search: '903', sortcolumn: 'id' })).toEqual(names('vasiliev', 'grigoriev', 'dmitriev'));
    expect(await ids({ search: '50ек654' })).toEqual([id.borisova]);
    expect(await ids({ search: 'а123вс' })).toEqual([id.abramov]);
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ search: '_' })).toEqual([]);
    expect(await ids({ search: '   ', sortcolumn: 'id' })).toEqual(everyone());
    expect(await ids({ search: '903', sortcolumn: 'last_trip_at', sort: 'desc' })).toEqual([id.grigoriev, id.dmitriev, id.vasiliev]);
    for (const page of [1, 2]) {
      const paged = await list({ search: '903', sortcolumn: 'last_trip_at', sort: 'desc', countperpage: 2, page });
      expect(paged.driver_profiles.map((driver) => driver.id)).toEqual(page === 1 ? [id.grigoriev, id.dmitriev] : [id.vasiliev]);
    }
    expect(await ids({ search: 'олег', sortcolumn: 'balance', sort: 'desc' })).toEqual([id.abramov, id.grigoriev, id.dmitriev]);
    const found = await list({ search: 'олег', countperpage: 1 });
    expect(found).toMatchObject({ total: 3, drivers_total: 5, pages: 3 });
  });

  it('pages: total matches the filters, drivers_total is the whole park', async () => {
    const first = await list({ countperpage: 2, page: 1, sortcolumn: 'id' });
    expect(first).toMatchObject({ total: 5, drivers_total: 5, pages: 3 });
    expect(first.driver_profiles.map((driver) => driver.id)).toEqual(everyone().slice(0, 2));
    expect((await list({ countperpage: 2, page: 3, sortcolumn: 'id' })).driver_profiles.map((driver) => driver.id)).toEqual(
      everyone().slice(4),
    );
    expect((await list({ countperpage: 2, page: 4 })).driver_profiles).toEqual([]);
    const filtered = await list({ countperpage: 2, status: 'working' });
    expect(filtered).toMatchObject({ total: 3, drivers_total: 5, pages: 2 });
    expect(filtered.driver_profiles).toHaveLength(2);
    const none = await list({ search: 'нет такого' });
    expect(none).toMatchObject({ total: 0, drivers_total: 5, pages: 0, driver_profiles: [] });
  });

  describe('sorts on every column, both ways, id breaking ties and nulls last', () => {
    const keyOf: Record<DriverSortColumn, (driver: DriverListItem) => (string | number | null)[]> = {
      id: () => [],
      full_name: (driver) => [driver.last_name, driver.first_name, driver.middle_name],
      balance: (driver) => [Number(driver.balance)],
      balance_limit: (driver) => [Number(driver.balance_limit)],
      last_trip_at: (driver) => [driver.last_trip_at],
      hire_date: (driver) => [driver.hire_date],
      work_status: (driver) => [driver.work_status],
    };
    const compare = (column: DriverSortColumn, order: 'asc' | 'desc') => (a: DriverListItem, b: DriverListItem) => {
      const sign = order === 'asc' ? 1 : -1;
      const left = keyOf[column](a);
      const right = keyOf[column](b);
      for (let index = 0; index < left.length; index += 1) {
        const x = left[index] ?? null;
        const y = right[index] ?? null;
        if (x === y) continue;
        if (x === null) return 1;
        if (y === null) return -1;
        return x < y ? -sign : sign;
      }
      return (a.id - b.id) * sign;
    };

    for (const column of DRIVER_SORT_COLUMNS) {
      for (const order of ['asc', 'desc'] as const) {
        it(`${column} ${order}`, async () => {
          const rows = (await list({ sortcolumn: column, sort: order })).driver_profiles;
          expect(rows.map((driver) => driver.id)).toEqual([...rows].sort(compare(column, order)).map((driver) => driver.id));
          expect(rows).toHaveLength(5);
        });
      }
    }

    it('pages a descending sort with its nulls last the same way as the whole list', async () => {
      for (const sortcolumn of ['last_trip_at', 'hire_date']) {
        const whole = await ids({ sortcolumn, sort: 'desc' });
        for (const countperpage of [1, 2, 3]) {
          const paged: number[] = [];
          for (let page = 1; page <= 6; page += 1) {
            paged.push(...(await list({ sortcolumn, sort: 'desc', countperpage, page })).driver_profiles.map((driver) => driver.id));
          }
          expect(paged, `${sortcolumn} by ${countperpage}`).toEqual(whole);
        }
      }
    });

    it('puts the expected drivers first', async () => {
      expect((await ids({ sortcolumn: 'balance', sort: 'desc' }))[0]).toBe(id.abramov);
      expect((await ids({ sortcolumn: 'balance', sort: 'asc' }))[0]).toBe(id.dmitriev);
      expect(await ids({ sortcolumn: 'full_name' })).toEqual([id.abramov, id.borisova, id.vasiliev, id.grigoriev, id.dmitriev]);
      expect(await ids({ sortcolumn: 'last_trip_at', sort: 'desc' })).toEqual([
        id.abramov,
        id.borisova,
        id.grigoriev,
        id.dmitriev,
        id.vasiliev,
      ]);
      expect(await ids({ sortcolumn: 'last_trip_at', sort: 'asc' })).toEqual([
        id.dmitriev,
        id.grigoriev,
        id.borisova,
        id.abramov,
        id.vasiliev,
      ]);
      // Ties on hire date go by id; the driver without one is last either way.
      const byHire = await ids({ sortcolumn: 'hire_date', sort: 'desc' });
      expect(byHire).toEqual([...sorted(names('borisova', 'grigoriev')).reverse(), id.abramov, id.dmitriev, id.vasiliev]);
      expect(await ids({ sortcolumn: 'work_status' })).toEqual([id.vasiliev, id.borisova, ...sorted(names('abramov', 'grigoriev', 'dmitriev'))]);
    });
  });

  it('keeps each park to itself', async () => {
    const own = await list({}, kz);
    expect(own.driver_profiles.map((driver) => driver.id)).toEqual([kzDriver]);
    expect(own).toMatchObject({ total: 1, drivers_total: 1 });
    expect((await list({ search: 'Абрамов' }, kz)).driver_profiles.map((driver) => driver.id)).toEqual([kzDriver]);
    expect(await ids({ taxis_id: park })).toHaveLength(5);
    const other = await t.app.inject({ method: 'GET', url: `/api/drivers/v2/list?taxis_id=${kzPark}`, headers: bearer(demo1.token) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'not_found', error_msg: text('errors.notFound') });
  });

  it('rejects parameters outside their meaning', async () => {
    for (const query of ['status=busy', 'have_app=2', 'sortcolumn=phone', 'sort=up', 'taxis_aggregators=1;2', 'countperpage=501', 'date_from=21.11.2026']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/drivers/v2/list?${query}`, headers: bearer(demo1.token) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe('validation_error');
    }
  });

  it('is for the groups of the drivers section only', async () => {
    const demo3 = await signIn(t, 'demo3');
    expect((await t.app.inject({ method: 'GET', url: '/api/drivers/v2/list', headers: bearer(demo3.token) })).statusCode).toBe(403);
    const demo4 = await signIn(t, 'demo4');
    expect((await t.app.inject({ method: 'GET', url: '/api/drivers/v2/list', headers: bearer(demo4.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/drivers/v2/list' })).statusCode).toBe(401);
  });
});
