/**
 * Passenger feedback: KPI figures over park-local days on crafted scores, the list and its
 * filters, processing a review; each park sees only its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackKpiSchema, FeedbackResponseSchema, FeedbackSchema } from '../../schemas/desk';
import { driverFeedback } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, addTrip, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const FEEDBACK = '/api/drivers/feedback';
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };

describe('passenger feedback', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let yandex: number;
  let anna: number;
  let boris: number;
  let clara: number;
  let denis: number;
  let withTrip: number;
  let kzReview: number;

  const review = async (driverId: number, score: number, createdAt: string, extra: Partial<typeof driverFeedback.$inferInsert> = {}) => {
    const [row] = await t.db
      .insert(driverFeedback)
      .values({ taxisId: park, driverId, score, createdAt: new Date(createdAt), ...extra })
      .returning({ id: driverFeedback.id });
    if (!row) throw new Error('feedback was not written');
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    yandex = await addAggregator(t.db, park, 'yandex');
    anna = await addDriver(t.db, park, { lastName: 'Антонова', firstName: 'Анна' });
    boris = await addDriver(t.db, park, { lastName: 'Борисов', firstName: 'Борис' });
    clara = await addDriver(t.db, park, { lastName: 'Кларова', firstName: 'Клара' });
    denis = await addDriver(t.db, park, { lastName: 'Денисов', firstName: 'Денис' });
    const trip = await addTrip(t.db, { taxisId: park, aggregatorId: yandex, driverId: anna, bookedAt: new Date('2026-11-16T09:00:00Z') });
    // Moscow days: 2026-11-16 (3 reviews), 2026-11-18 (4), 2026-11-20 (2), 2026-11-21 (3: 22:30Z on the 20th is 01:30 on the 21st).
    withTrip = await review(anna, 1, '2026-11-16T10:00:00Z', { transferId: trip, aggregatorId: yandex, comment: 'Грубил', tags: ['вежливость'] });
    await review(anna, 2, '2026-11-16T11:00:00Z');
    await review(anna, 3, '2026-11-16T12:00:00Z');
    await review(boris, 5, '2026-11-18T10:00:00Z');
    await review(boris, 5, '2026-11-18T11:00:00Z');
    await review(boris, 4, '2026-11-18T12:00:00Z');
    await review(boris, 4, '2026-11-18T13:00:00Z');
    await review(clara, 1, '2026-11-20T10:00:00Z');
    await review(clara, 1, '2026-11-20T11:00:00Z');
    await review(denis, 3, '2026-11-20T22:30:00Z');
    await review(denis, 3, '2026-11-21T06:00:00Z');
    await review(denis, 3, '2026-11-21T07:00:00Z');
    // Before the period: 23:30 on the 14th in Moscow.
    await review(denis, 1, '2026-11-14T20:30:00Z');
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    const kzDriver = await addDriver(t.db, kzPark, { lastName: 'Ахметов' });
    const [row] = await t.db
      .insert(driverFeedback)
      .values({ taxisId: kzPark, driverId: kzDriver, score: 5, createdAt: new Date('2026-11-20T10:00:00Z') })
      .returning({ id: driverFeedback.id });
    kzReview = row?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn = demo1) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });
  const put = (id: number, payload: unknown, as: SignedIn = demo1) =>
    t.app.inject({ method: 'PUT', url: `${FEEDBACK}/${id}`, payload: payload as object, headers: bearer(as.token) });

  it('computes the KPI of the last 7 park-local days', async () => {
    const response = await get(`${FEEDBACK}/kpi`);
    expect(response.statusCode).toBe(200);
    expect(FeedbackKpiSchema.strict().parse(response.json())).toEqual({
      date_from: '2026-11-15',
      date_to: '2026-11-21',
      total: 12,
      // (1+2+3) + (5+5+4+4) + (1+1) + (3+3+3) = 35 over 12 reviews.
      average: 2.92,
      by_score: { 1: 3, 2: 1, 3: 4, 4: 2, 5: 2 },
      negative_share: 0.6667,
      by_day: [
        { day: '2026-11-16', count: 3, average: 2 },
        { day: '2026-11-18', count: 4, average: 4.5 },
        { day: '2026-11-20', count: 2, average: 1 },
        { day: '2026-11-21', count: 3, average: 3 },
      ],
      // Clara has two reviews only: not ranked.
      worst_drivers: [
        { driver_id: anna, full_name: 'Антонова Анна Иванович', average: 2, count: 3 },
        { driver_id: denis, full_name: 'Денисов Денис Иванович', average: 3, count: 3 },
        { driver_id: boris, full_name: 'Борисов Борис Иванович', average: 4.5, count: 4 },
      ],
    });
    const earlier = FeedbackKpiSchema.parse((await get(`${FEEDBACK}/kpi?date_from=2026-11-14&date_to=2026-11-14`)).json());
    expect(earlier).toMatchObject({ total: 1, average: 1, negative_share: 1, worst_drivers: [], by_day: [{ day: '2026-11-14', count: 1, average: 1 }] });
    const empty = FeedbackKpiSchema.parse((await get(`${FEEDBACK}/kpi?date_from=2026-10-01&date_to=2026-10-02`)).json());
    expect(empty).toMatchObject({ total: 0, average: null, negative_share: 0, by_day: [], worst_drivers: [] });
  });

  it('lists reviews newest first with filters', async () => {
    const response = await get(FEEDBACK);
    expect(response.statusCode).toBe(200);
    const body = FeedbackResponseSchema.strict().parse(response.json());
    expect(body.total).toBe(13);
    expect(body.feedback[0]).toMatchObject({ driver: { id: denis }, created_at: '2026-11-21T07:00:00.000Z' });
    const ids = async (query: string) => (await get(`${FEEDBACK}?${query}`)).json().feedback.map((row: { id: number }) => row.id);
    expect(await ids(`driver_id=${anna}&score=1`)).toEqual([withTrip]);
    expect(await ids('score=5')).toHaveLength(2);
    expect(await ids('date_from=2026-11-21&date_to=2026-11-21')).toHaveLength(3);
    expect(await ids('date_to=2026-11-14')).toHaveLength(1);
    expect((await get(`${FEEDBACK}?countperpage=5&page=3`)).json()).toMatchObject({ total: 13, pages: 3 });
  });

  it('reads and processes one review', async () => {
    const response = await get(`${FEEDBACK}/${withTrip}`);
    expect(response.statusCode).toBe(200);
    const row = FeedbackSchema.strict().parse(response.json());
    expect(row).toMatchObject({
      driver: { id: anna, full_name: 'Антонова Анна Иванович' },
      transfer: { id: expect.any(Number), short_id: expect.stringMatching(/^T/) },
      aggregator: { id: yandex, code: 'yandex' },
      score: 1,
      comment: 'Грубил',
      tags: ['вежливость'],
      status: 'new',
      response: null,
      processed_at: null,
    });
    const processed = await put(withTrip, { status: 'processed', response: ' Провели беседу ' });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ status: 'processed', response: 'Провели беседу', processed_at: t.clock.now().toISOString() });
    expect((await get(`${FEEDBACK}?status=processed`)).json().feedback.map((item: { id: number }) => item.id)).toEqual([withTrip]);
    expect((await put(withTrip, { status: 'new', response: '' })).json()).toMatchObject({ status: 'new', response: null, processed_at: null });
  });

  it('answers validation errors in the spec shape', async () => {
    const response = await put(withTrip, { status: 'done', response: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', error_msg: text('errors.validation'), data: { status: expect.any(String) } });
    expect((await get(`${FEEDBACK}?score=6`)).json()).toMatchObject({ error: 'validation_error', data: { score: expect.any(String) } });
    expect((await get(`${FEEDBACK}/kpi?date_from=21.11.2026`)).statusCode).toBe(400);
  });

  it("keeps parks apart: another park's reviews are not found", async () => {
    expect((await get(`${FEEDBACK}/${withTrip}`, kz)).json()).toEqual(notFound);
    expect((await put(withTrip, { status: 'processed', response: null }, kz)).json()).toEqual(notFound);
    expect((await get(`${FEEDBACK}/${kzReview}`)).json()).toEqual(notFound);
    expect((await get(FEEDBACK, kz)).json().feedback.map((row: { id: number }) => row.id)).toEqual([kzReview]);
    expect((await get(`${FEEDBACK}/kpi`, kz)).json()).toMatchObject({ total: 1, worst_drivers: [] });
  });

  it('admits the groups of the drivers section', async () => {
    expect((await get(`${FEEDBACK}/kpi`, await signIn(t, 'demo3'))).statusCode).toBe(403);
    expect((await get(`${FEEDBACK}/kpi`, await signIn(t, 'demo5'))).statusCode).toBe(200);
  });
});
