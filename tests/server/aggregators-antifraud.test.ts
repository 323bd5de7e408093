/**
 * Issue 12 §1: the antifraud screen's call GET /aggregators/antifraud. The figures against a
 * direct count of the flagged trips, paging, the reason filter, the period (park-local days), an
 * aggregator the park does not have, an id of another park's aggregator, another park's trips
 * never counted, and the staff groups admitted under both access policies.
 */
import { and, countDistinct, eq, isNotNull, sql, sum, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, GROUP_IDS, type AccessPolicy } from '../../schemas/access';
import { AntifraudResponseSchema, type AntifraudResponse } from '../../schemas/antifraud';
import { transfers } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, addTrip, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const SHORT = 'Слишком короткая поездка';
const ROUTE = 'Подмена маршрута';
const DEVICE = 'Совпадение устройства водителя и пассажира';

/** The clock stands at 2026-11-21 12:00 Moscow: the default period is 2026-11-15..2026-11-21. */
describe('the antifraud screen’s flagged trips', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let park: number;
  let yandex: number;
  let uber: number;
  let kzYandex: number;
  const flaggedIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    park = await parkIdOf(t.db, 'demo1');
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    yandex = await addAggregator(t.db, park, 'yandex');
    uber = await addAggregator(t.db, park, 'uber');
    kzYandex = await addAggregator(t.db, kzPark, 'yandex');
    const [d1, d2, d3] = [await addDriver(t.db, park), await addDriver(t.db, park, { lastName: 'Петров' }), await addDriver(t.db, park)];
    const kzDriver = await addDriver(t.db, kzPark);
    const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
    const trip = async (
      driverId: number,
      bookedAt: Date,
      priceKop: number,
      fraudReason: string | null,
      options: { aggregatorId?: number; status?: 'complete' | 'cancelled'; taxisId?: number } = {},
    ) =>
      addTrip(t.db, {
        taxisId: options.taxisId ?? park,
        aggregatorId: options.aggregatorId ?? yandex,
        driverId,
        bookedAt,
        priceKop,
        status: options.status ?? 'complete',
        fraudReason,
      });
    flaggedIds.push(await trip(d1, ago(1), 10_000, SHORT));
    flaggedIds.push(await trip(d1, ago(2), 20_000, ROUTE));
    flaggedIds.push(await trip(d2, ago(3), 30_050, SHORT));
    flaggedIds.push(await trip(d3, ago(4), 40_000, SHORT));
    // Flagged though cancelled: counted, but not in the share of completed trips.
    flaggedIds.push(await trip(d2, ago(2), 5_000, ROUTE, { status: 'cancelled' }));
    // 00:01 Moscow on the period's first day: in; 23:59 the day before: out.
    flaggedIds.push(await trip(d3, new Date('2026-11-14T21:01:00Z'), 7_000, DEVICE));
    await trip(d3, new Date('2026-11-14T20:59:00Z'), 9_000, DEVICE);
    for (let day = 0; day < 6; day += 1) await trip(d1, ago(day), 15_000, null);
    await trip(d1, ago(1), 50_000, SHORT, { aggregatorId: uber });
    await trip(kzDriver, ago(1), 99_000, SHORT, { taxisId: kzPark, aggregatorId: kzYandex });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, as: SignedIn = demo1) =>
    t.app.inject({ method: 'GET', url: `/api/aggregators/antifraud?${query}`, headers: bearer(as.token) });
  const antifraud = async (query: string): Promise<AntifraudResponse> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return AntifraudResponseSchema.strict().parse(response.json());
  };

  /** The flagged trips of the park's yandex in the period, counted straight from the table. */
  async function directCount(dateFrom: string, dateTo: string) {
    const where = and(
      eq(transfers.taxisId, park),
      eq(transfers.aggregatorId, yandex),
      isNotNull(transfers.fraudReason),
      sql`${transfers.bookedDay} between ${dateFrom} and ${dateTo}`,
    );
    const [totals] = await t.db
      .select({ trips: count(), sum: sum(transfers.priceKop), drivers: countDistinct(transfers.driverId) })
      .from(transfers)
      .where(where);
    const [complete] = await t.db
      .select({ trips: count() })
      .from(transfers)
      .where(and(eq(transfers.taxisId, park), eq(transfers.aggregatorId, yandex), eq(transfers.status, 'complete'), sql`${transfers.bookedDay} between ${dateFrom} and ${dateTo}`));
    const [flaggedComplete] = await t.db.select({ trips: count() }).from(transfers).where(and(where, eq(transfers.status, 'complete')));
    const reasons = await t.db.select({ reason: transfers.fraudReason, trips: count() }).from(transfers).where(where).groupBy(transfers.fraudReason);
    return { totals, complete: complete?.trips ?? 0, flaggedComplete: flaggedComplete?.trips ?? 0, reasons };
  }

  it('answers the figures of the period as a direct count of the flagged trips', async () => {
    const answer = await antifraud('aggregator=yandex');
    const direct = await directCount('2026-11-15', '2026-11-21');
    expect(answer.aggregator).toEqual({ id: yandex, code: 'yandex', name: 'Яндекс Go' });
    expect(answer.notice).toBeNull();
    expect([answer.date_from, answer.date_to]).toEqual(['2026-11-15', '2026-11-21']);
    expect(answer.figures).toEqual({
      flagged_trips: direct.totals?.trips,
      flagged_sum: '1120.50',
      complete_trips: direct.complete,
      flagged_share: Math.round((direct.flaggedComplete / direct.complete) * 10_000) / 100,
      drivers: direct.totals?.drivers,
    });
    expect(direct.totals?.sum).toBe('112050');
    expect(answer.figures).toMatchObject({ flagged_trips: 6, complete_trips: 11, drivers: 3, flagged_share: 45.45 });
    expect(answer.reasons).toEqual([
      { reason: SHORT, trips: 3, sum: '800.50' },
      { reason: ROUTE, trips: 2, sum: '250.00' },
      { reason: DEVICE, trips: 1, sum: '70.00' },
    ]);
    expect(new Map(answer.reasons.map((row) => [row.reason, row.trips]))).toEqual(
      new Map(direct.reasons.map((row) => [row.reason, row.trips])),
    );
    expect(answer.transfers_total).toBe(6);
    expect(answer.transfers.map((row) => row.id).sort((a, b) => a - b)).toEqual([...flaggedIds].sort((a, b) => a - b));
    expect(answer.transfers.every((row) => row.aggregator.id === yandex && row.fraud_reason !== '')).toBe(true);
    expect(answer.aggregators.map((row) => row.code).sort()).toEqual(['uber', 'yandex']);
  });

  it('pages the trips newest first on the server', async () => {
    const pages: AntifraudResponse[] = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await antifraud(`aggregator=yandex&countperpage=4&page=${page}`));
    expect(pages.map((answer) => answer.transfers.length)).toEqual([4, 2, 0]);
    expect(pages[0]?.pages).toBe(2);
    const rows = pages.flatMap((answer) => answer.transfers);
    expect(new Set(rows.map((row) => row.id)).size).toBe(6);
    const times = rows.map((row) => row.booked_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by a reason, leaving the figures and reasons of the whole period', async () => {
    const answer = await antifraud(`aggregator=yandex&reason=${encodeURIComponent(ROUTE)}`);
    expect(answer.transfers_total).toBe(2);
    expect(answer.pages).toBe(1);
    expect(answer.transfers.map((row) => row.fraud_reason)).toEqual([ROUTE, ROUTE]);
    expect(answer.figures.flagged_trips).toBe(6);
    expect(answer.reasons).toHaveLength(3);
    const none = await antifraud(`aggregator=yandex&reason=${encodeURIComponent('Нет такой причины')}`);
    expect([none.transfers_total, none.transfers.length, none.pages]).toEqual([0, 0, 0]);
  });

  it('counts park-local days of the period', async () => {
    const widened = await antifraud('aggregator=yandex&date_from=2026-11-14&date_to=2026-11-21');
    const direct = await directCount('2026-11-14', '2026-11-21');
    expect(widened.figures.flagged_trips).toBe(7);
    expect(widened.figures.flagged_trips).toBe(direct.totals?.trips);
    const firstDay = await antifraud('aggregator=yandex&date_from=2026-11-15&date_to=2026-11-15');
    expect(firstDay.transfers.map((row) => row.fraud_reason)).toEqual([DEVICE]);
    const dayBefore = await antifraud('aggregator=yandex&date_from=2026-11-14&date_to=2026-11-14');
    expect(dayBefore.figures).toMatchObject({ flagged_trips: 1, flagged_sum: '90.00', complete_trips: 1, flagged_share: 100 });
    const empty = await antifraud('aggregator=yandex&date_from=2026-10-01&date_to=2026-10-07');
    expect(empty.figures).toEqual({ flagged_trips: 0, flagged_sum: '0.00', complete_trips: 0, flagged_share: 0, drivers: 0 });
    const bad = await get('aggregator=yandex&date_from=2026-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps each aggregator’s flags apart, and accepts the aggregator’s id', async () => {
    const byUber = await antifraud('aggregator=uber');
    expect(byUber.figures).toMatchObject({ flagged_trips: 1, flagged_sum: '500.00', drivers: 1 });
    const byId = await antifraud(`aggregator=${yandex}`);
    expect(byId.figures.flagged_trips).toBe(6);
    expect(byId.aggregator?.code).toBe('yandex');
  });

  it('says in Russian that the park has no such aggregator, and still lists the park’s', async () => {
    const answer = await antifraud('aggregator=gett');
    expect(answer.aggregator).toBeNull();
    expect(answer.notice).toBe(text('antifraud.noAggregator').replace('%{name}', 'Gett'));
    expect(answer.aggregators.map((row) => row.code).sort()).toEqual(['uber', 'yandex']);
    expect([answer.transfers.length, answer.reasons.length, answer.figures.flagged_trips]).toEqual([0, 0, 0]);
    const unknown = await get('aggregator=foo');
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain(text('antifraud.aggregatorParam'));
    expect((await get('')).statusCode).toBe(400);
  });

  it('never shows another park’s aggregator or trips', async () => {
    const foreign = await get(`aggregator=${kzYandex}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found', error_msg: text('errors.notFound') });
    const kz = await signIn(t, 'kz-demo');
    const theirs = AntifraudResponseSchema.parse((await get('aggregator=yandex', kz)).json());
    expect(theirs.aggregator?.id).toBe(kzYandex);
    expect(theirs.transfers.map((row) => row.price)).toEqual(['990.00']);
    expect(theirs.aggregators.map((row) => row.id)).toEqual([kzYandex]);
    const ours = await antifraud('aggregator=yandex');
    expect(ours.transfers.some((row) => row.price === '990.00')).toBe(false);
  });

  it('asks for a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/aggregators/antifraud?aggregator=yandex' });
    expect(response.statusCode).toBe(401);
  });
});

describe.each<AccessPolicy>(['a', 'b'])('the antifraud screen by staff group under policy %s', (policy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ accessPolicy: policy });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('admits exactly the groups of /aggregators', async () => {
    for (const group of GROUP_IDS) {
      const { token } = await signIn(t, `demo${group}`);
      const response = await t.app.inject({ method: 'GET', url: '/api/aggregators/antifraud?aggregator=gett', headers: bearer(token) });
      expect(response.statusCode, `group ${group}`).toBe(canAccess(policy, group, '/aggregators') ? 200 : 403);
    }
  });
});
