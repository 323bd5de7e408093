/**
 * Park goals: progress counts complete trips in the goal's park-local period (and aggregator),
 * the reward is a bonus ledger entry paid once per achiever, and each park sees its own goals.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriverGoalDetailSchema, DriverGoalsResponseSchema, GoalDetailSchema, GoalSchema, GoalsResponseSchema } from '../../schemas/desk';
import { ledgerEntries } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, addTrip, parkIdOf } from '../helpers/fleet-fixtures';
import { expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const GOALS = '/api/drivers/goals';
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };

describe('goals: progress, achievers and rewards', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let yandex: number;
  let uber: number;
  let kzAggregator: number;
  let kzDriver: number;
  let anna: number;
  let boris: number;
  let clara: number;
  let weekly: number;
  let uberGoal: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    yandex = await addAggregator(t.db, park, 'yandex');
    uber = await addAggregator(t.db, park, 'uber');
    anna = await addDriver(t.db, park, { lastName: 'Антонова', firstName: 'Анна' });
    boris = await addDriver(t.db, park, { lastName: 'Борисов', firstName: 'Борис' });
    clara = await addDriver(t.db, park, { lastName: 'Кларова', firstName: 'Клара' });
    await addDriver(t.db, park, { lastName: 'Уволенный', workStatus: 'fired' });
    const trip = (driverId: number, aggregatorId: number, bookedAt: string, status: 'complete' | 'cancelled' = 'complete') =>
      addTrip(t.db, { taxisId: park, aggregatorId, driverId, bookedAt: new Date(bookedAt), status });
    await trip(anna, yandex, '2026-11-16T10:00:00Z');
    await trip(anna, yandex, '2026-11-17T10:00:00Z');
    await trip(anna, yandex, '2026-11-18T10:00:00Z');
    await trip(anna, uber, '2026-11-19T10:00:00Z');
    await trip(boris, yandex, '2026-11-16T10:00:00Z');
    await trip(boris, yandex, '2026-11-17T10:00:00Z');
    await trip(boris, yandex, '2026-11-18T10:00:00Z', 'cancelled');
    await trip(clara, yandex, '2026-11-15T10:00:00Z');
    // 00:30 on the 15th in Moscow counts; 23:30 on the 14th does not.
    await trip(clara, yandex, '2026-11-14T21:30:00Z');
    await trip(clara, yandex, '2026-11-14T20:30:00Z');
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    kzAggregator = await addAggregator(t.db, kzPark, 'yandex');
    kzDriver = await addDriver(t.db, kzPark, { lastName: 'Ахметов' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn = demo1) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, as: SignedIn = demo1) =>
    t.app.inject({ method, url, payload: payload as object, headers: bearer(as.token) });
  const week = { date_from: '2026-11-15', date_to: '2026-11-21' };

  it('creates a goal for every working driver of the park by default', async () => {
    const response = await send('POST', GOALS, { title: 'Неделя', description: '', ...week, target_trips: 3, reward: '1000' });
    expect(response.statusCode).toBe(200);
    const goal = GoalSchema.strict().parse(response.json());
    weekly = goal.id;
    expect(goal).toEqual({
      id: weekly,
      title: 'Неделя',
      description: null,
      aggregator: null,
      ...week,
      target_trips: 3,
      reward: '1000.00',
      active: true,
      participants_count: 3,
      achieved_count: 1,
    });
  });

  it('creates a goal for chosen drivers on one aggregator', async () => {
    const response = await send('POST', GOALS, {
      title: 'Uber',
      ...week,
      aggregator_id: uber,
      target_trips: 1,
      reward: '250.50',
      driver_ids: [anna, boris, anna],
    });
    expect(response.statusCode).toBe(200);
    const goal = response.json();
    uberGoal = goal.id;
    expect(goal).toMatchObject({ aggregator: { id: uber, code: 'uber', name: 'Uber' }, participants_count: 2, achieved_count: 1 });
  });

  it('lists goals newest first with counts from one grouped query', async () => {
    const response = await get(GOALS);
    expect(response.statusCode).toBe(200);
    const body = GoalsResponseSchema.strict().parse(response.json());
    expect(body.goals.map((goal) => [goal.id, goal.participants_count, goal.achieved_count])).toEqual([
      [uberGoal, 2, 1],
      [weekly, 3, 1],
    ]);
    expect(body).toMatchObject({ total: 2, pages: 1 });
  });

  it('shows participants with their trips, most first', async () => {
    const response = await get(`${GOALS}/${weekly}`);
    expect(response.statusCode).toBe(200);
    const goal = GoalDetailSchema.strict().parse(response.json());
    expect(goal.participants).toEqual([
      { driver_id: anna, full_name: 'Антонова Анна Иванович', trips: 4, achieved: true, rewarded_at: null },
      { driver_id: boris, full_name: 'Борисов Борис Иванович', trips: 2, achieved: false, rewarded_at: null },
      { driver_id: clara, full_name: 'Кларова Клара Иванович', trips: 2, achieved: false, rewarded_at: null },
    ]);
    expect(goal).toMatchObject({ participants_total: 3, participants_pages: 1 });
    const paged = (await get(`${GOALS}/${weekly}?countperpage=2&page=2`)).json();
    expect(paged.participants.map((row: { driver_id: number }) => row.driver_id)).toEqual([clara]);
    expect(paged).toMatchObject({ participants_total: 3, participants_pages: 2 });
  });

  it('pays the reward once per achiever as a bonus entry, however often it is asked', async () => {
    const bonuses = (driverId: number) =>
      t.db
        .select({ amountKop: ledgerEntries.amountKop, key: ledgerEntries.idempotencyKey })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.driverId, driverId), eq(ledgerEntries.kind, 'bonus')));
    const before = await expectLedgerConsistent(t.db, anna);
    const first = await send('POST', `${GOALS}/${weekly}/rewards`, {});
    expect(first.statusCode).toBe(200);
    const paid = GoalDetailSchema.strict().parse(first.json());
    expect(paid.participants[0]).toEqual(expect.objectContaining({ driver_id: anna, rewarded_at: t.clock.now().toISOString() }));
    expect(paid.participants.slice(1).map((row) => row.rewarded_at)).toEqual([null, null]);
    expect(await send('POST', `${GOALS}/${weekly}/rewards`, {})).toMatchObject({ statusCode: 200 });
    expect(await bonuses(anna)).toEqual([{ amountKop: 100_000, key: `goal:${weekly}:${anna}` }]);
    expect(await expectLedgerConsistent(t.db, anna)).toBe(before + 100_000);

    // Boris reaches the target later: the next run pays him, and still not Anna again.
    await addTrip(t.db, { taxisId: park, aggregatorId: yandex, driverId: boris, bookedAt: new Date('2026-11-20T10:00:00Z') });
    const second = (await send('POST', `${GOALS}/${weekly}/rewards`, {})).json();
    expect(second.achieved_count).toBe(2);
    expect(await bonuses(boris)).toEqual([{ amountKop: 100_000, key: `goal:${weekly}:${boris}` }]);
    expect(await bonuses(anna)).toHaveLength(1);
    await expectLedgerConsistent(t.db, boris);
    expect(await bonuses(clara)).toEqual([]);
  });

  it("shows a driver's goals and the trips that count", async () => {
    const response = await get(`/api/drivers/${anna}/goals`);
    expect(response.statusCode).toBe(200);
    const { goals } = DriverGoalsResponseSchema.strict().parse(response.json());
    expect(goals.map((goal) => [goal.id, goal.trips, goal.achieved, goal.rewarded_at !== null])).toEqual([
      [uberGoal, 1, true, false],
      [weekly, 4, true, true],
    ]);
    const detail = await get(`/api/drivers/${anna}/goals/${uberGoal}`);
    expect(detail.statusCode).toBe(200);
    const body = DriverGoalDetailSchema.strict().parse(detail.json());
    expect(body.transfers.map((trip) => [trip.booked_at, trip.aggregator.code])).toEqual([['2026-11-19T10:00:00.000Z', 'uber']]);
    const clarasWeek = DriverGoalDetailSchema.parse((await get(`/api/drivers/${clara}/goals/${weekly}`)).json());
    expect(clarasWeek.transfers.map((trip) => trip.booked_at)).toEqual(['2026-11-15T10:00:00.000Z', '2026-11-14T21:30:00.000Z']);
    expect((await get(`/api/drivers/${clara}/goals/${uberGoal}`)).json()).toEqual(notFound);
    expect((await get(`/api/drivers/${clara}/goals`)).json().goals.map((goal: { id: number }) => goal.id)).toEqual([weekly]);
  });

  it('edits a goal and filters current and finished ones', async () => {
    const response = await send('PUT', `${GOALS}/${uberGoal}`, { title: 'Uber, неделя', description: 'Одна поездка', active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: uberGoal, title: 'Uber, неделя', description: 'Одна поездка', active: false, participants_count: 2 });
    const ids = async (query: string) => (await get(`${GOALS}?${query}`)).json().goals.map((goal: { id: number }) => goal.id);
    expect(await ids('active=1')).toEqual([weekly]);
    expect(await ids('active=0')).toEqual([uberGoal]);
    await send('POST', GOALS, { title: 'Октябрь', date_from: '2026-10-01', date_to: '2026-10-31', target_trips: 1, reward: 1 });
    expect(await ids('active=0')).toHaveLength(2);
  });

  it('answers validation errors in the spec shape', async () => {
    const bad = await send('POST', GOALS, { title: '', date_from: '2026-11-21', date_to: '2026-11-20', target_trips: 0, reward: '-5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'validation_error',
      error_msg: text('errors.validation'),
      data: {
        title: text('fleet.validation.required'),
        target_trips: text('fleet.validation.targetTrips'),
        reward: text('fleet.validation.amountPositive'),
        date_to: text('fleet.validation.dateRange'),
      },
    });
    const foreign = await send('POST', GOALS, { title: 'Чужие', ...week, target_trips: 1, reward: '1', aggregator_id: kzAggregator });
    expect(foreign.json()).toMatchObject({ error: 'validation_error', data: { aggregator_id: text('fleet.validation.aggregatorNotFound') } });
    const strangers = await send('POST', GOALS, { title: 'Чужие', ...week, target_trips: 1, reward: '1', driver_ids: [anna, kzDriver] });
    expect(strangers.json()).toMatchObject({ error: 'validation_error', data: { driver_ids: text('fleet.validation.driverNotFound') } });
  });

  it("keeps parks apart: another park's goals and drivers are not found", async () => {
    expect((await get(GOALS, kz)).json()).toMatchObject({ goals: [], total: 0 });
    expect((await get(`${GOALS}/${weekly}`, kz)).json()).toEqual(notFound);
    expect((await send('PUT', `${GOALS}/${weekly}`, { title: 'x', description: null, active: true }, kz)).json()).toEqual(notFound);
    expect((await send('POST', `${GOALS}/${weekly}/rewards`, {}, kz)).json()).toEqual(notFound);
    expect((await get(`/api/drivers/${anna}/goals`, kz)).json()).toEqual(notFound);
    expect((await get(`/api/drivers/${kzDriver}/goals`)).json()).toEqual(notFound);
  });

  it('admits the groups of the goals section', async () => {
    const demo3 = await signIn(t, 'demo3');
    expect((await get(GOALS, demo3)).statusCode).toBe(403);
    expect((await get(`/api/drivers/${anna}/goals`, demo3)).statusCode).toBe(403);
    expect((await get(GOALS, await signIn(t, 'demo4'))).statusCode).toBe(200);
  });
});
