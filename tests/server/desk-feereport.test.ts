/**
 * The commission report: sums per driver over park-local days equal the crafted trips; totals
 * cover every row whatever the page; groups 1, 2, 5 only; another park sees nothing.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeereportDriverResponseSchema, FeereportResponseSchema } from '../../schemas/desk';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, addTrip, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const REPORT = '/api/drivers/feereport';

describe('feereport: commissions per driver', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let abramov: number;
  let borisov: number;
  let kzDriver: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    const park = await parkIdOf(t.db, 'demo1');
    const yandex = await addAggregator(t.db, park, 'yandex', { feeBasisPoints: 2000, parkCommissionBasisPoints: 300 });
    abramov = await addDriver(t.db, park, { lastName: 'Абрамов', firstName: 'Пётр' });
    borisov = await addDriver(t.db, park, { lastName: 'Борисов', firstName: 'Олег' });
    const idle = await addDriver(t.db, park, { lastName: 'Васильев' });
    const base = { taxisId: park, aggregatorId: yandex };
    // Today in Moscow is 2026-11-21 (12:00); the default period is 2026-11-15..2026-11-21.
    await addTrip(t.db, { ...base, driverId: abramov, bookedAt: new Date('2026-11-20T10:00:00Z') });
    await addTrip(t.db, { ...base, driverId: abramov, bookedAt: new Date('2026-11-18T10:00:00Z') });
    // 00:30 on 2026-11-15 in Moscow: inside the period although the UTC day is the 14th.
    await addTrip(t.db, { ...base, driverId: abramov, bookedAt: new Date('2026-11-14T21:30:00Z') });
    // 23:30 on 2026-11-14 in Moscow: outside.
    await addTrip(t.db, { ...base, driverId: abramov, bookedAt: new Date('2026-11-14T20:30:00Z') });
    await addTrip(t.db, { ...base, driverId: abramov, bookedAt: new Date('2026-11-19T10:00:00Z'), status: 'cancelled' });
    await addTrip(t.db, { ...base, driverId: borisov, bookedAt: new Date('2026-11-21T08:00:00Z'), priceKop: 100_000, paymentMethod: 'cash' });
    await addTrip(t.db, { ...base, driverId: idle, bookedAt: new Date('2026-10-01T08:00:00Z') });
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    const kzAggregator = await addAggregator(t.db, kzPark, 'yandex');
    kzDriver = await addDriver(t.db, kzPark, { lastName: 'Ахметов' });
    await addTrip(t.db, { taxisId: kzPark, aggregatorId: kzAggregator, driverId: kzDriver, bookedAt: new Date('2026-11-20T10:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn = demo1) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });

  it('sums complete trips of the park-local period per driver, biggest commission first', async () => {
    const response = await get(REPORT);
    expect(response.statusCode).toBe(200);
    expect(FeereportResponseSchema.strict().parse(response.json())).toEqual({
      date_from: '2026-11-15',
      date_to: '2026-11-21',
      drivers: [
        {
          driver_id: abramov,
          full_name: 'Абрамов Пётр Иванович',
          phone: expect.any(String),
          trips: 3,
          revenue: '1500.00',
          park_commission: '45.00',
          aggregator_commission: '300.00',
        },
        {
          driver_id: borisov,
          full_name: 'Борисов Олег Иванович',
          phone: expect.any(String),
          trips: 1,
          revenue: '1000.00',
          park_commission: '30.00',
          aggregator_commission: '200.00',
        },
      ],
      totals: { trips: 4, revenue: '2500.00', park_commission: '75.00', aggregator_commission: '500.00' },
      total: 2,
      pages: 1,
    });
  });

  it('takes a period, sorts, searches and pages with totals over every row', async () => {
    const october = (await get(`${REPORT}?date_from=2026-10-01&date_to=2026-10-01`)).json();
    expect(october.drivers.map((row: { full_name: string }) => row.full_name)).toEqual(['Васильев Иван Иванович']);
    const byTrips = (await get(`${REPORT}?sortcolumn=trips&sort=asc`)).json();
    expect(byTrips.drivers.map((row: { driver_id: number }) => row.driver_id)).toEqual([borisov, abramov]);
    const byName = (await get(`${REPORT}?sortcolumn=full_name&sort=desc`)).json();
    expect(byName.drivers.map((row: { driver_id: number }) => row.driver_id)).toEqual([borisov, abramov]);
    const searched = (await get(`${REPORT}?search=${encodeURIComponent('борис')}`)).json();
    expect(searched.drivers.map((row: { driver_id: number }) => row.driver_id)).toEqual([borisov]);
    expect(searched.totals).toEqual({ trips: 1, revenue: '1000.00', park_commission: '30.00', aggregator_commission: '200.00' });
    const second = (await get(`${REPORT}?countperpage=1&page=2`)).json();
    expect(second.drivers.map((row: { driver_id: number }) => row.driver_id)).toEqual([borisov]);
    expect(second).toMatchObject({ total: 2, pages: 2, totals: { trips: 4, revenue: '2500.00' } });
    const past = (await get(`${REPORT}?countperpage=1&page=3`)).json();
    expect(past).toMatchObject({ drivers: [], total: 2, pages: 2, totals: { trips: 4, park_commission: '75.00' } });
  });

  it("gives one driver's counted trips, newest first, with totals", async () => {
    const response = await get(`${REPORT}/drivers/${abramov}?countperpage=2`);
    expect(response.statusCode).toBe(200);
    const body = FeereportDriverResponseSchema.strict().parse(response.json());
    expect(body.driver).toEqual({ id: abramov, full_name: 'Абрамов Пётр Иванович', phone: expect.any(String) });
    expect(body.transfers.map((trip) => trip.booked_at)).toEqual(['2026-11-20T10:00:00.000Z', '2026-11-18T10:00:00.000Z']);
    expect(body.transfers[0]).toMatchObject({ status: 'complete', price: '500.00', park_commission: '15.00', car: null });
    expect(body).toMatchObject({
      total: 3,
      pages: 2,
      totals: { trips: 3, revenue: '1500.00', park_commission: '45.00', aggregator_commission: '300.00' },
    });
    const page2 = (await get(`${REPORT}/drivers/${abramov}?countperpage=2&page=2`)).json();
    expect(page2.transfers.map((trip: { booked_at: string }) => trip.booked_at)).toEqual(['2026-11-14T21:30:00.000Z']);
  });

  it('exports the filter to xlsx', async () => {
    const response = await get(`${REPORT}/export?sortcolumn=full_name&sort=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('Комиссии 21-11-2026 12-00-00.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]?.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      [text('fleet.fields.id'), text('fleet.fields.full_name'), text('fleet.fields.phone'), text('fleet.fields.period_trips'), text('fleet.fields.price'), text('fleet.fields.park_commission'), text('fleet.fields.aggregator_commission')],
      [abramov, 'Абрамов Пётр Иванович', expect.any(String), 3, 1500, 45, 300],
      [borisov, 'Борисов Олег Иванович', expect.any(String), 1, 1000, 30, 200],
    ]);
  });

  it("keeps parks apart: another park's report is its own, its driver is not found", async () => {
    const kzReport = (await get(REPORT, kz)).json();
    expect(kzReport.drivers.map((row: { driver_id: number }) => row.driver_id)).toEqual([kzDriver]);
    const foreign = await get(`${REPORT}/drivers/${abramov}`, kz);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found', error_msg: text('errors.notFound') });
    expect((await get(`${REPORT}/drivers/${kzDriver}`)).statusCode).toBe(404);
  });

  it('answers validation errors in the spec shape', async () => {
    const response = await get(`${REPORT}?date_from=2026-13-45&sortcolumn=phone`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      error_msg: text('errors.validation'),
      data: { date_from: text('fleet.validation.day'), sortcolumn: expect.any(String) },
    });
  });

  it('admits groups 1, 2 and 5 under policy a', async () => {
    for (const [login, status] of [['demo2', 200], ['demo3', 403], ['demo4', 403], ['demo5', 200]] as const) {
      const response = await get(REPORT, await signIn(t, login));
      expect({ login, status: response.statusCode }).toEqual({ login, status });
    }
  });
});

describe('feereport under policy b', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ accessPolicy: 'b' });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('admits groups 1 and 2 only (the drivers section of b narrowed by the report rule)', async () => {
    for (const [login, status] of [['demo1', 200], ['demo2', 200], ['demo3', 403], ['demo4', 403], ['demo5', 403]] as const) {
      const { token } = await signIn(t, login);
      const response = await t.app.inject({ method: 'GET', url: REPORT, headers: bearer(token) });
      expect({ login, status: response.statusCode }).toEqual({ login, status });
    }
  });
});
