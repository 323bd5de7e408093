/**
 * GET /api/taxis/{taxis_id}/rates against crafted trips and payouts in the Almaty park (UTC+5):
 * exact figures per park-local day (midnight edges included), zeros for empty days, totals with
 * distinct drivers, the previous period, both `percent` entries, only the requested metrics;
 * the period's validation, another park's id, group 3 (no /kpi under policy a) and group 4
 * (everything but orders_overall); and the ingest keeping driver_days equal to a recomputation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../schemas/errors';
import { KPI_METRICS, MAX_RATES_DAYS, RatesResponseSchema, type KpiMetric, type Metric, type RatesResponse } from '../../schemas/kpi';
import { run } from '../../server/db/generator/park-fleet';
import { seedDemo } from '../../server/db/seed';
import { addDays } from '../../server/lib/park-time';
import { kpiTexts } from '../../server/modules/kpi/kpi.texts';
import { t as text } from '../../texts/t';
import { bearer, signIn } from '../helpers/auth';
import { addAggregator, addDriver, addPayout, addTrip, driverDaysDifference, parkDaysDifference, parkIdOf, parkTimezone } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const URL_OF = (taxisId: number) => `/api/taxis/${taxisId}/rates`;
/** 14 days ending today on the test clock (2026-11-21 14:00 in Almaty). */
const PERIOD = { date_from: '2026-11-08', date_to: '2026-11-21' };

/** A full series of the period from its non-empty days. */
function series(from: string, to: string, values: Record<string, number | string>, zero: number | string) {
  const days: { date: string; value: number | string }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ date: day, value: values[day] ?? zero });
  return days;
}

describe('GET /taxis/{taxis_id}/rates', () => {
  let t: TestApp;
  let almaty: number;
  let moscow: number;
  let kzToken: string;
  let tokens: Record<'demo1' | 'demo3' | 'demo4', string>;

  const rates = async (token: string, taxisId: number, query: Record<string, string>) => {
    return t.app.inject({ method: 'GET', url: URL_OF(taxisId), query, headers: bearer(token) });
  };
  const figures = async (query: Record<string, string>): Promise<RatesResponse> => {
    const response = await rates(kzToken, almaty, query);
    expect(response.statusCode, response.body).toBe(200);
    return RatesResponseSchema.parse(response.json());
  };
  const metricOf = (body: RatesResponse, metric: KpiMetric): Metric => {
    const found = body.metrics.find((candidate) => candidate.metric === metric);
    if (!found) throw new Error(`no ${metric}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    almaty = await parkIdOf(t.db, 'kz-demo');
    moscow = await parkIdOf(t.db, 'demo1');
    expect(await parkTimezone(t.db, almaty)).toBe('Asia/Almaty');

    // 3% and 5% park commission.
    const a = await addAggregator(t.db, almaty, 'yandex', { parkCommissionBasisPoints: 300 });
    const b = await addAggregator(t.db, almaty, 'uber', { parkCommissionBasisPoints: 500 });
    const d1 = await addDriver(t.db, almaty, { hireDate: '2026-01-10' });
    const d2 = await addDriver(t.db, almaty, { hireDate: '2026-11-09' });
    const d3 = await addDriver(t.db, almaty, { hireDate: '2026-11-15' });
    const d4 = await addDriver(t.db, almaty, { hireDate: '2026-10-30' });
    await addDriver(t.db, almaty, { hireDate: '2026-11-21' });
    await addDriver(t.db, almaty, { hireDate: null });
    const trip = (driverId: number, aggregatorId: number, at: string, extra: Partial<Parameters<typeof addTrip>[1]>) =>
      addTrip(t.db, { taxisId: almaty, aggregatorId, driverId, bookedAt: new Date(at), ...extra });

    // The period. 23:59:59 and 00:00 in Almaty are 18:59:59 and 19:00 UTC of the day before.
    await trip(d1, a, '2026-11-20T18:59:59Z', { priceKop: 100_000 }); // 11-20
    await trip(d1, a, '2026-11-20T19:00:00Z', { priceKop: 50_000 }); // 11-21
    await trip(d2, b, '2026-11-21T03:00:00Z', { priceKop: 80_000, fraudReason: 'Подмена маршрута' }); // 11-21
    await trip(d2, a, '2026-11-21T04:00:00Z', { status: 'cancelled', priceKop: 0, cancelReason: 'Пассажир отменил заказ' }); // 11-21
    await trip(d3, b, '2026-11-10T10:00:00Z', { status: 'cancelled', priceKop: 0, fraudReason: 'Совпадение устройства водителя и пассажира' }); // 11-10
    await trip(d3, b, '2026-11-10T12:00:00Z', { priceKop: 123_456 }); // 11-10
    await trip(d1, a, '2026-11-09T20:30:00Z', { priceKop: 60_000 }); // 11-10, 01:30 local
    await trip(d4, a, '2026-11-12T08:00:00Z', { priceKop: 25_000 }); // 11-12
    // The previous period (10-25 .. 11-07); the first one is on 10-24 local, outside it.
    await trip(d1, a, '2026-10-24T18:59:00Z', { priceKop: 99_900 }); // 10-24
    await trip(d1, a, '2026-10-24T19:00:00Z', { priceKop: 30_000 }); // 10-25
    await trip(d4, a, '2026-11-01T06:00:00Z', { priceKop: 70_000 }); // 11-01
    await trip(d2, a, '2026-11-07T10:00:00Z', { priceKop: 40_000 }); // 11-07

    // Payouts: 00:30 and 23:30 local edges, two of one driver on one day.
    await addPayout(t.db, almaty, d1, 500_000, new Date('2026-11-16T19:30:00Z')); // 11-17
    await addPayout(t.db, almaty, d1, 200_000, new Date('2026-11-17T05:00:00Z')); // 11-17
    await addPayout(t.db, almaty, d2, 300_040, new Date('2026-11-16T18:30:00Z')); // 11-16
    await addPayout(t.db, almaty, d3, 100_000, new Date('2026-11-09T05:00:00Z')); // 11-09
    await addPayout(t.db, almaty, d2, 400_000, new Date('2026-11-02T05:00:00Z')); // 11-02

    // Another park's trip and payout the same days: never in the Almaty figures.
    const moscowAggregator = await addAggregator(t.db, moscow, 'yandex');
    const moscowDriver = await addDriver(t.db, moscow, { hireDate: '2026-11-20' });
    await addTrip(t.db, { taxisId: moscow, aggregatorId: moscowAggregator, driverId: moscowDriver, bookedAt: new Date('2026-11-20T10:00:00Z') });
    await addPayout(t.db, moscow, moscowDriver, 10_000, new Date('2026-11-20T11:00:00Z'));

    kzToken = (await signIn(t, 'kz-demo')).token;
    tokens = {
      demo1: (await signIn(t, 'demo1')).token,
      demo3: (await signIn(t, 'demo3')).token,
      demo4: (await signIn(t, 'demo4')).token,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts trips per park-local day, with the previous period and the last week', async () => {
    const body = await figures({ ...PERIOD, group_by: 'day', metric: 'orders_overall,orders_finished,orders_fraud,commission_income' });
    expect(body).toMatchObject({ date_from: PERIOD.date_from, date_to: PERIOD.date_to, group_by: 'day' });
    expect(body.metrics.map((metric) => metric.metric)).toEqual(['orders_overall', 'orders_finished', 'orders_fraud', 'commission_income']);
    const { date_from: from, date_to: to } = PERIOD;
    expect(metricOf(body, 'orders_overall')).toEqual({
      metric: 'orders_overall',
      unit: 'count',
      total: 8,
      previous_total: 3,
      change_percent: 166.7,
      series: series(from, to, { '2026-11-10': 3, '2026-11-12': 1, '2026-11-20': 1, '2026-11-21': 3 }, 0),
    });
    expect(metricOf(body, 'orders_finished')).toEqual({
      metric: 'orders_finished',
      unit: 'count',
      total: 6,
      previous_total: 3,
      change_percent: 100,
      series: series(from, to, { '2026-11-10': 2, '2026-11-12': 1, '2026-11-20': 1, '2026-11-21': 2 }, 0),
    });
    // A flagged trip counts whatever its status; nothing flagged before: no change to speak of.
    expect(metricOf(body, 'orders_fraud')).toEqual({
      metric: 'orders_fraud',
      unit: 'count',
      total: 2,
      previous_total: 0,
      change_percent: null,
      series: series(from, to, { '2026-11-10': 1, '2026-11-21': 1 }, 0),
    });
    // 5% of 1234.56 is 61.728 → 61.73; 3% of 600 = 18; of 250 = 7.50; of 1000 = 30; of 500 = 15, 5% of 800 = 40.
    expect(metricOf(body, 'commission_income')).toEqual({
      metric: 'commission_income',
      unit: 'money',
      total: '172.23',
      previous_total: '42.00',
      change_percent: 310.1,
      series: series(from, to, { '2026-11-10': '79.73', '2026-11-12': '7.50', '2026-11-20': '30.00', '2026-11-21': '55.00' }, '0.00'),
    });
    // Last 7 days (11-15 .. 11-21) against the 7 before (11-08 .. 11-14).
    expect(body.percent).toEqual([
      {
        orders_overall: { last_week: 0 },
        orders_finished: { last_week: 0 },
        orders_fraud: { last_week: 0 },
        commission_income: { last_week: -2.6 },
      },
      {
        orders_overall: { last_week: 4 },
        orders_finished: { last_week: 3 },
        orders_fraud: { last_week: 1 },
        commission_income: { last_week: 85 },
      },
    ]);
  });

  it('counts distinct drivers over spans and hired drivers per day', async () => {
    const body = await figures({ ...PERIOD, metric: 'drivers_active,drivers_new' });
    const { date_from: from, date_to: to } = PERIOD;
    // Six driver-days, four drivers; before: d1, d4, d2 on one day each.
    expect(metricOf(body, 'drivers_active')).toEqual({
      metric: 'drivers_active',
      unit: 'count',
      total: 4,
      previous_total: 3,
      change_percent: 33.3,
      series: series(from, to, { '2026-11-10': 2, '2026-11-12': 1, '2026-11-20': 1, '2026-11-21': 2 }, 0),
    });
    expect(metricOf(body, 'drivers_new')).toEqual({
      metric: 'drivers_new',
      unit: 'count',
      total: 3,
      previous_total: 1,
      change_percent: 200,
      series: series(from, to, { '2026-11-09': 1, '2026-11-15': 1, '2026-11-21': 1 }, 0),
    });
    expect(body.percent).toEqual([
      { drivers_active: { last_week: -33.3 }, drivers_new: { last_week: 100 } },
      { drivers_active: { last_week: 2 }, drivers_new: { last_week: 2 } },
    ]);
  });

  it('sums payouts on the park-local day they were made', async () => {
    const body = await figures({ ...PERIOD, metric: 'payments_overall,payments_count,payments_drivers' });
    const { date_from: from, date_to: to } = PERIOD;
    expect(metricOf(body, 'payments_overall')).toEqual({
      metric: 'payments_overall',
      unit: 'money',
      total: '11000.40',
      previous_total: '4000.00',
      change_percent: 175,
      series: series(from, to, { '2026-11-09': '1000.00', '2026-11-16': '3000.40', '2026-11-17': '7000.00' }, '0.00'),
    });
    expect(metricOf(body, 'payments_count')).toEqual({
      metric: 'payments_count',
      unit: 'count',
      total: 4,
      previous_total: 1,
      change_percent: 300,
      series: series(from, to, { '2026-11-09': 1, '2026-11-16': 1, '2026-11-17': 2 }, 0),
    });
    expect(metricOf(body, 'payments_drivers')).toEqual({
      metric: 'payments_drivers',
      unit: 'count',
      total: 3,
      previous_total: 1,
      change_percent: 200,
      series: series(from, to, { '2026-11-09': 1, '2026-11-16': 1, '2026-11-17': 1 }, 0),
    });
    expect(body.percent).toEqual([
      { payments_overall: { last_week: 900 }, payments_count: { last_week: 200 }, payments_drivers: { last_week: 100 } },
      { payments_overall: { last_week: 10000.4 }, payments_count: { last_week: 3 }, payments_drivers: { last_week: 2 } },
    ]);
  });

  it('answers only the requested metrics, in the asked order, defaulting to orders_overall', async () => {
    const two = await figures({ ...PERIOD, metric: 'payments_count, orders_finished,payments_count' });
    expect(two.metrics.map((metric) => metric.metric)).toEqual(['payments_count', 'orders_finished']);
    expect(two.percent.map((entry) => Object.keys(entry).sort())).toEqual([
      ['orders_finished', 'payments_count'],
      ['orders_finished', 'payments_count'],
    ]);
    const fallback = await figures(PERIOD);
    expect(fallback.metrics.map((metric) => metric.metric)).toEqual(['orders_overall']);
    const all = await figures({ ...PERIOD, metric: KPI_METRICS.join(',') });
    expect(all.metrics.map((metric) => metric.metric)).toEqual([...KPI_METRICS]);
  });

  it('answers zeros for a period without data, and a one-day period against the day before', async () => {
    const empty = await figures({ date_from: '2025-01-01', date_to: '2025-01-03', metric: KPI_METRICS.join(',') });
    for (const metric of empty.metrics) {
      const zero = metric.unit === 'money' ? '0.00' : 0;
      expect(metric).toMatchObject({ total: zero, previous_total: zero, change_percent: null });
      expect(metric.series).toEqual(series('2025-01-01', '2025-01-03', {}, zero));
    }
    expect(empty.percent[0]?.payments_overall).toEqual({ last_week: null });
    expect(empty.percent[1]?.payments_overall).toEqual({ last_week: 0 });

    // The last 7 days end on date_to whatever the period's length.
    const day = await figures({ date_from: '2026-11-21', date_to: '2026-11-21', metric: 'orders_overall,drivers_active' });
    expect(metricOf(day, 'orders_overall')).toMatchObject({ total: 3, previous_total: 1, change_percent: 200, series: [{ date: '2026-11-21', value: 3 }] });
    expect(metricOf(day, 'drivers_active')).toMatchObject({ total: 2, previous_total: 1, change_percent: 100 });
    expect(day.percent[1]).toEqual({ orders_overall: { last_week: 4 }, drivers_active: { last_week: 2 } });
  });

  it('counts distinct drivers across a longer period and its previous one', async () => {
    // 10-25 .. 11-21 (28 days) against 09-27 .. 10-24: d1 alone before (its 10-24 trip).
    const body = await figures({ date_from: '2026-10-25', date_to: '2026-11-21', metric: 'drivers_active,payments_drivers,orders_finished' });
    expect(metricOf(body, 'drivers_active')).toMatchObject({ total: 4, previous_total: 1, change_percent: 300 });
    expect(metricOf(body, 'payments_drivers')).toMatchObject({ total: 3, previous_total: 0, change_percent: null });
    expect(metricOf(body, 'orders_finished')).toMatchObject({ total: 9, previous_total: 1, change_percent: 800 });
    expect(metricOf(body, 'drivers_active').series).toHaveLength(28);
  });

  it('rejects a reversed or too long period and unknown metrics with field messages', async () => {
    const reversed = await rates(kzToken, almaty, { date_from: '2026-11-21', date_to: '2026-11-08' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ error: ERROR_CODES.validation, error_msg: text('errors.validation'), data: { date_from: kpiTexts.periodOrder } });

    const longest = await rates(kzToken, almaty, { date_from: addDays('2026-11-21', -(MAX_RATES_DAYS - 1)), date_to: '2026-11-21' });
    expect(longest.statusCode).toBe(200);
    expect(RatesResponseSchema.parse(longest.json()).metrics[0]?.series).toHaveLength(MAX_RATES_DAYS);
    const tooLong = await rates(kzToken, almaty, { date_from: addDays('2026-11-21', -MAX_RATES_DAYS), date_to: '2026-11-21' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: ERROR_CODES.validation, error_msg: text('errors.validation'), data: { date_to: kpiTexts.periodTooLong } });

    const unknown = await rates(kzToken, almaty, { ...PERIOD, metric: 'orders_overall,orders_lost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: ERROR_CODES.validation, data: { metric: expect.stringContaining('orders_lost') } });
    const badDate = await rates(kzToken, almaty, { date_from: '21.11.2026', date_to: '2026-11-21' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({ error: ERROR_CODES.validation, data: { date_from: text('fleet.validation.day') } });
    const missing = await rates(kzToken, almaty, { date_to: '2026-11-21' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: ERROR_CODES.validation, data: { date_from: expect.any(String) } });
    const weekly = await rates(kzToken, almaty, { ...PERIOD, group_by: 'week' });
    expect(weekly.statusCode).toBe(400);
  });

  it('answers only the token’s own park', async () => {
    const other = await rates(tokens.demo1, almaty, PERIOD);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: ERROR_CODES.notFound, error_msg: text('errors.notFound') });
    expect((await rates(kzToken, 999_999, PERIOD)).statusCode).toBe(404);
    // demo1's own park: its one trip and payout on 11-20, none of Almaty's.
    const own = await rates(tokens.demo1, moscow, { ...PERIOD, metric: 'orders_overall,payments_overall,drivers_new' });
    expect(own.statusCode).toBe(200);
    const body = RatesResponseSchema.parse(own.json());
    expect(body.metrics.map((metric) => metric.total)).toEqual([1, '100.00', 1]);
    const unauthenticated = await t.app.inject({ method: 'GET', url: URL_OF(moscow), query: PERIOD });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('keeps group 3 out, and group 4 out of orders_overall only', async () => {
    for (const metric of ['orders_overall', 'orders_finished']) {
      const response = await rates(tokens.demo3, moscow, { ...PERIOD, metric });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: ERROR_CODES.forbidden, error_msg: text('app.noAccess') });
    }
    for (const query of [PERIOD, { ...PERIOD, metric: 'orders_overall' }, { ...PERIOD, metric: 'orders_finished,orders_overall' }]) {
      const response = await rates(tokens.demo4, moscow, query);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: ERROR_CODES.forbidden, error_msg: text('app.noAccess') });
    }
    const allowed = await rates(tokens.demo4, moscow, { ...PERIOD, metric: KPI_METRICS.filter((metric) => metric !== 'orders_overall').join(',') });
    expect(allowed.statusCode).toBe(200);
    expect(RatesResponseSchema.parse(allowed.json()).metrics).toHaveLength(KPI_METRICS.length - 1);
  });

  it('keeps driver_days and the flagged-trip counters equal to the trips and payouts', async () => {
    // The trips and payouts above came in no order of their days.
    expect(await driverDaysDifference(t.db)).toEqual({ missing: 0, extra: 0, rows: 15 });
    // Almaty: 10 trip days of 4 drivers and 4 payout days of 3, Moscow one of each.
    expect(await parkDaysDifference(t.db)).toEqual({
      drivers: { missing: 0, extra: 0, rows: expect.any(Number) },
      payouts: { missing: 0, extra: 0, rows: 5 },
    });
    const [counted] = await run(t.db, 'SELECT sum(drivers)::int AS drivers, count(*) FILTER (WHERE drivers = 0)::int AS empty FROM park_day_drivers');
    expect(counted).toEqual({ drivers: 16, empty: 0 });
    const [fraud] = await run(
      t.db,
      `SELECT (SELECT sum(fraud_trips)::int FROM transfer_day_counts) AS counted, (SELECT count(*)::int FROM transfers WHERE fraud_reason IS NOT NULL) AS trips`,
    );
    expect(fraud).toEqual({ counted: 2, trips: 2 });
    const flagged = await run(t.db, 'SELECT fraud_reason AS reason FROM transfers WHERE fraud_reason IS NOT NULL ORDER BY id');
    expect(flagged.map((row) => row.reason)).toEqual(['Подмена маршрута', 'Совпадение устройства водителя и пассажира']);
  });
});
