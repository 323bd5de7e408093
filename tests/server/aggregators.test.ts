import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AggregatorFiguresSchema, ParkAggregatorsResponseSchema } from '../../schemas/transfers';
import { aggregators } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, addTrip, linkDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
const DAY = 86_400_000;
/** No credentials: the aggregator stays in the sandbox («Тестовый режим»). */
const sandbox = { mode: 'sandbox', credentials: null, import: null };

/** The clock stands at 2026-11-21 12:00 Moscow: the default period is 2026-11-15..2026-11-21. */
describe('a park’s aggregators and their figures', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;
  let yandex: number;
  let uber: number;
  let citymobil: number;
  let kzYandex: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    yandex = await addAggregator(t.db, park, 'yandex');
    uber = await addAggregator(t.db, park, 'uber', { inactiveInterval: 30 });
    citymobil = await addAggregator(t.db, park, 'citymobil');
    await t.db.update(aggregators).set({ active: false }).where(eq(aggregators.id, citymobil));
    kzYandex = await addAggregator(t.db, kzPark, 'yandex');

    const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
    const driver = async (aggregatorId: number, status: 'active' | 'disconnected' = 'active') => {
      const id = await addDriver(t.db, park);
      await linkDriver(t.db, park, id, aggregatorId, { status });
      return id;
    };
    const d1 = await driver(yandex);
    const d2 = await driver(yandex);
    await driver(yandex);
    const d4 = await driver(yandex, 'disconnected');
    const d5 = await driver(uber);
    const d6 = await driver(uber);
    const trip = (driverId: number, aggregatorId: number, bookedAt: Date, priceKop: number, status: 'complete' | 'cancelled' = 'complete') =>
      addTrip(t.db, { taxisId: park, aggregatorId, driverId, bookedAt, priceKop, status });
    await trip(d1, yandex, ago(2), 50_000);
    await trip(d1, yandex, ago(3), 70_000, 'cancelled');
    // 00:01 Moscow on the period's first day, and 23:59 the day before.
    await trip(d1, yandex, new Date('2026-11-14T21:01:00Z'), 10_000);
    await trip(d1, yandex, new Date('2026-11-14T20:59:00Z'), 20_000);
    await trip(d2, yandex, ago(10), 50_000);
    await trip(d4, yandex, ago(1), 30_000);
    await trip(d5, uber, ago(20), 40_000);
    await trip(d6, uber, ago(40), 40_000);
    const kzDriver = await addDriver(t.db, kzPark);
    await linkDriver(t.db, kzPark, kzDriver, kzYandex);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn = demo1) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });
  const figures = async (id: number, query = '') => {
    const response = await get(`/api/aggregators/${id}/transfers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return AggregatorFiguresSchema.strict().parse(response.json());
  };

  it('lists the park’s aggregators with their connected drivers', async () => {
    const response = await get(`/api/taxis/${park}/aggregators`);
    expect(response.statusCode).toBe(200);
    expect(ParkAggregatorsResponseSchema.strict().parse(response.json()).aggregators).toEqual([
      { id: uber, code: 'uber', name: 'Uber', active: true, inactive_interval: 30, drivers_count: 2, manual: false, city_id: null, connection: sandbox },
      { id: citymobil, code: 'citymobil', name: 'Ситимобил', active: false, inactive_interval: null, drivers_count: 0, manual: false, city_id: null, connection: sandbox },
      { id: yandex, code: 'yandex', name: 'Яндекс Go', active: true, inactive_interval: null, drivers_count: 3, manual: false, city_id: null, connection: sandbox },
    ]);
    expect((await get(`/api/taxis/${kzPark}/aggregators`, kz)).json()).toEqual({
      aggregators: [{ id: kzYandex, code: 'yandex', name: 'Яндекс Go', active: true, inactive_interval: null, drivers_count: 1, manual: false, city_id: null, connection: sandbox }],
    });
  });

  it('answers 404 for another park, and leaves GET /taxis/{id} as it was', async () => {
    expect((await get(`/api/taxis/${kzPark}/aggregators`)).json()).toEqual(notFound);
    expect((await get(`/api/taxis/${park}/aggregators`, kz)).statusCode).toBe(404);
    const own = await get(`/api/taxis/${park}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: park, name: 'Демо-парк' });
  });

  it('counts trips and money over the park-local days of the default period', async () => {
    expect(await figures(yandex)).toEqual({
      aggregator_id: yandex,
      date_from: '2026-11-15',
      date_to: '2026-11-21',
      inactive_interval: 7,
      transfers: 3,
      transfers_cancelled: 1,
      income: '900.00',
      park_commission: '27.00',
      drivers_total: 3,
      drivers_active: 1,
      drivers_inactive: 2,
    });
  });

  it('takes the period from the query', async () => {
    expect(await figures(yandex, '?date_from=2026-11-01')).toMatchObject({
      date_from: '2026-11-01',
      date_to: '2026-11-21',
      transfers: 5,
      income: '1600.00',
    });
    expect(await figures(yandex, '?date_from=2026-11-14&date_to=2026-11-14')).toMatchObject({
      transfers: 1,
      transfers_cancelled: 0,
      income: '200.00',
      park_commission: '6.00',
    });
    expect(await figures(yandex, '?date_from=2026-11-21&date_to=2026-11-15')).toMatchObject({
      date_from: '2026-11-15',
      date_to: '2026-11-21',
    });
  });

  it('judges activity by the query’s interval, else the stored one, else 7 days', async () => {
    expect(await figures(yandex, '?inactive_interval=14')).toMatchObject({
      inactive_interval: 14,
      drivers_active: 2,
      drivers_inactive: 1,
    });
    expect(await figures(uber)).toMatchObject({ inactive_interval: 30, drivers_total: 2, drivers_active: 1, drivers_inactive: 1 });
    expect(await figures(uber, '?inactive_interval=7')).toMatchObject({ inactive_interval: 7, drivers_active: 0, drivers_inactive: 2 });
    expect(await figures(uber, '?inactive_interval=45')).toMatchObject({ drivers_active: 2, drivers_inactive: 0 });
    for (const query of ['?inactive_interval=0', '?inactive_interval=366', '?date_from=2026-13-01']) {
      expect((await get(`/api/aggregators/${uber}/transfers${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers 404 for another park’s aggregator', async () => {
    expect((await get(`/api/aggregators/${kzYandex}/transfers`)).json()).toEqual(notFound);
    expect((await get(`/api/aggregators/${yandex}/transfers`, kz)).json()).toEqual(notFound);
    expect((await get('/api/aggregators/999999/transfers')).json()).toEqual(notFound);
  });

  it('is for the groups of the drivers section only', async () => {
    const demo3 = await signIn(t, 'demo3');
    expect((await get(`/api/taxis/${park}/aggregators`, demo3)).statusCode).toBe(403);
    expect((await get(`/api/aggregators/${yandex}/transfers`, demo3)).statusCode).toBe(403);
  });
});
