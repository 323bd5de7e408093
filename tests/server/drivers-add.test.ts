/**
 * Issue 12 §1: driver-add requests. A request created through the API is sent by the job and its
 * status advances as the sandbox answers (the clock and the job's runs are driven by the test);
 * a rejection carries the sandbox's Russian reason; an approved driver is linked to the aggregator
 * and, by the park's settings, their car follows; a failed request retried is asked about first and
 * sent again with the same idempotency key; the live gateway against the local Yandex Fleet
 * contract server; another park's aggregator or request answers 404; access by staff group.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, GROUP_IDS } from '../../schemas/access';
import { DriverAddCardSchema, DriverAddListSchema, DriverAddSettingsSchema, type DriverAddCard } from '../../schemas/drivers-add';
import { t as text } from '../../texts/t';
import { aggregatorWorkRules, driverAddRequests, driverAggregatorAccounts, drivers } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import type { FleetSettings } from '../../server/integrations/aggregators/fleet-settings';
import { LiveAggregatorGateway } from '../../server/integrations/aggregators/live-aggregator-gateway';
import { SandboxAggregatorGateway } from '../../server/integrations/aggregators/sandbox-aggregator-gateway';
import { SecretBox } from '../../server/integrations/aggregators/secret-box';
import { MAX_AUTO_ATTEMPTS, runDueDriverAdds, type DriversAddJobDeps } from '../../server/modules/aggregators/drivers-add.process';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { FleetContractServer, generatedPark } from '../helpers/fleet-contract-server';
import { addAggregator, addCar, addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MASTER_KEY = 'b'.repeat(64);
const REVIEW_MS = 10_000;
const DECISION_MS = 30_000;
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
const fleetPark = generatedPark({ parkId: 'dadd1111bbbb2222cccc3333dddd4444', drivers: 3, orders: 0, from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-02T00:00:00Z') });

describe('driver-add requests', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;
  let sandboxed: number;
  let live: number;
  let kzAggregator: number;
  const server = new FleetContractServer();
  let job: DriversAddJobDeps;
  let settings: FleetSettings;

  beforeAll(async () => {
    server.addPark(fleetPark);
    const url = await server.start();
    process.env.AGGREGATOR_SECRETS_KEY = MASTER_KEY;
    process.env.YANDEX_FLEET_BASE_URL = url;
    t = await createTestApp();
    delete process.env.AGGREGATOR_SECRETS_KEY;
    delete process.env.YANDEX_FLEET_BASE_URL;
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    sandboxed = await addAggregator(t.db, park, 'uber');
    live = await addAggregator(t.db, park, 'yandex');
    kzAggregator = await addAggregator(t.db, kzPark, 'yandex');
    settings = {
      baseUrl: url,
      client: { timeoutMs: 2000, retries: 1, baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 5000 },
      secrets: SecretBox.fromEnv(MASTER_KEY),
      import: { intervalMs: 0, everyMs: 0, firstDays: 1, settleMs: 0, maxWindowDays: 1, leaseMs: 60_000, driversPage: 10, ordersPage: 10, transactionsPage: 10, commitEvery: 10 },
    };
    job = {
      db: t.db,
      clock: t.clock,
      gateway: new LiveAggregatorGateway(t.db, settings, () => t.clock.now().toISOString().slice(0, 10), new SandboxAggregatorGateway({ inReviewAfterMs: REVIEW_MS, decisionAfterMs: DECISION_MS })),
      checkEveryMs: 5_000,
    };
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as: SignedIn = demo1) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(as.token), ...(payload === undefined ? {} : { payload }) });
  const card = async (url: string, as: SignedIn = demo1): Promise<DriverAddCard> => {
    const response = await call('GET', url, undefined, as);
    expect(response.statusCode, response.body).toBe(200);
    return DriverAddCardSchema.parse(response.json());
  };
  const create = async (aggregatorId: number, body: object): Promise<DriverAddCard> => {
    const response = await call('POST', `/aggregators/${aggregatorId}/drivers-add`, body);
    expect(response.statusCode, response.body).toBe(200);
    return DriverAddCardSchema.parse(response.json());
  };
  /** One run of the job, then the clock moves on by `ms`. */
  const tick = async (ms = 0) => {
    const run = await runDueDriverAdds(job);
    expect(run.failed).toEqual([]);
    t.clock.advance(ms);
  };
  const statusOf = async (id: number) => (await card(`/aggregators/drivers-add/${id}`)).status;

  it('sends a park driver’s request and advances it as the sandbox answers, then links the account', async () => {
    const driverId = await addDriver(t.db, park, { licenceNumber: '77АВ123456', taxIdentificationNumber: '770012345678', employmentType: 'selfemployed' });
    const created = await create(sandboxed, { driver_id: driverId });
    expect(created).toMatchObject({ status: 'new', kind: 'driver', driver_id: driverId, sandbox: true, attempts: 0 });

    await tick(REVIEW_MS);
    const sent = await card(`/aggregators/${sandboxed}/drivers-add/${created.id}`);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent.external_id).toMatch(/^uber-sbx-[0-9a-f]{16}$/);

    await tick(DECISION_MS);
    expect(await statusOf(created.id)).toBe('in_review');
    await tick();
    const decided = await card(`/aggregators/drivers-add/${created.id}`);
    expect(decided).toMatchObject({ status: 'approved', reason: text('driversAdd.reasons.approved') });
    expect(decided.history.map((event) => event.status)).toEqual(['new', 'sent', 'in_review', 'approved']);
    const [account] = await t.db
      .select()
      .from(driverAggregatorAccounts)
      .where(and(eq(driverAggregatorAccounts.driverId, driverId), eq(driverAggregatorAccounts.aggregatorId, sandboxed)));
    expect(account).toMatchObject({ externalId: sent.external_id, status: 'active', isSelfemployed: true });

    // Decided: the job no longer looks at it.
    const [row] = await t.db.select().from(driverAddRequests).where(eq(driverAddRequests.id, created.id));
    expect(row?.nextCheckAt).toBeNull();
  });

  it('rejects a new person whose licence fails the check, with the reason in Russian', async () => {
    const created = await create(sandboxed, {
      person: { last_name: 'Проверкин', first_name: 'Олег', phone: '+7 916 555-01-02', licence_number: 'AB1234', employment_type: 'park_employee' },
    });
    expect(created).toMatchObject({ driver_id: null, driver_name: 'Проверкин Олег' });
    await tick(DECISION_MS);
    await tick();
    const decided = await card(`/aggregators/drivers-add/${created.id}`);
    expect(decided).toMatchObject({ status: 'rejected', reason: text('driversAdd.reasons.licenceInvalid'), driver_id: null });
    expect(await t.db.select().from(drivers).where(and(eq(drivers.taxisId, park), eq(drivers.phone, '+79165550102')))).toEqual([]);
    // A decided request is not retried.
    const retry = await call('POST', `/aggregators/${sandboxed}/drivers-add/${created.id}/retry`);
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toMatchObject({ data: { status: text('driversAdd.validation.notFailed') } });
  });

  it('makes an approved new person a park driver, and sends their car when the settings say so', async () => {
    const saved = await call('PUT', `/aggregators/${sandboxed}/drivers-add-settings`, { work_rule_id: null, city_id: 1, auto_car: true, employment_type: 'park_employee' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(DriverAddSettingsSchema.parse(saved.json())).toMatchObject({ city_id: 1, auto_car: true, employment_type: 'park_employee' });
    // The city is one of POST /geo's sixteen.
    const badCity = await call('PUT', `/aggregators/${sandboxed}/drivers-add-settings`, { work_rule_id: null, city_id: 99, auto_car: true, employment_type: 'park_employee' });
    expect(badCity.statusCode).toBe(400);
    expect(badCity.body).toContain(text('aggregators.validation.city'));
    const created = await create(sandboxed, {
      person: { last_name: 'Новиков', first_name: 'Пётр', phone: '+79165550103', licence_number: '50 ОК 654321' },
    });
    await tick(DECISION_MS);
    await tick();
    const decided = await card(`/aggregators/drivers-add/${created.id}`);
    expect(decided.status).toBe('approved');
    expect(decided.driver_id).not.toBeNull();
    const [driver] = await t.db.select().from(drivers).where(eq(drivers.id, decided.driver_id ?? 0));
    expect(driver).toMatchObject({ lastName: 'Новиков', employmentType: 'park_employee', licenceNumber: '50ОК654321' });
    // The person has no park car: nothing follows. A car entered by hand does.
    expect(decided.car_requests).toEqual([]);
    const car = await call('POST', `/aggregators/${sandboxed}/drivers-add/${created.id}/car`, { car: { brand: 'Lada', model: 'Vesta', year: 2010, color: 'Серый', number: 'в 456 ор 750' } });
    expect(car.statusCode, car.body).toBe(200);
    const carRequest = DriverAddCardSchema.parse(car.json());
    expect(carRequest).toMatchObject({ kind: 'car', parent_id: created.id, car_title: 'Lada Vesta, В456ОР750' });
    await tick(DECISION_MS);
    await tick();
    expect(await card(`/aggregators/drivers-add/${carRequest.id}`)).toMatchObject({ status: 'rejected', reason: text('driversAdd.reasons.carTooOld') });
    expect((await card(`/aggregators/drivers-add/${created.id}`)).car_requests.map((r) => r.id)).toEqual([carRequest.id]);

    // A park driver with a car: approved, then the car's request is made by the job.
    const carId = await addCar(t.db, park, { number: 'К777МН77', year: 2020 });
    const withCar = await addDriver(t.db, park, { licenceNumber: '77АВ000111', employmentType: 'park_employee', carId });
    const second = await create(sandboxed, { driver_id: withCar });
    await tick(DECISION_MS);
    await tick();
    const approved = await card(`/aggregators/drivers-add/${second.id}`);
    expect(approved.status).toBe('approved');
    expect(approved.car_requests).toEqual([expect.objectContaining({ kind: 'car', car_id: carId, status: 'new' })]);
    await tick(DECISION_MS);
    await tick();
    expect((await card(`/aggregators/drivers-add/${second.id}`)).car_requests[0]?.status).toBe('approved');
  });

  it('lists the aggregator’s requests paged on the server, filtered by status', async () => {
    const all = DriverAddListSchema.parse((await call('GET', `/aggregators/${sandboxed}/drivers-add?countperpage=2`)).json());
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.requests).toHaveLength(2);
    expect(all.pages).toBe(Math.ceil(all.total / 2));
    const rejected = DriverAddListSchema.parse((await call('GET', `/aggregators/${sandboxed}/drivers-add?status=rejected`)).json());
    expect(rejected.requests.length).toBe(2);
    expect(rejected.requests.every((request) => request.status === 'rejected')).toBe(true);
    expect((await call('GET', `/aggregators/${sandboxed}/drivers-add?status=bogus`)).statusCode).toBe(400);
  });

  it('registers the driver and the car on Yandex Fleet with the request’s idempotency key, following the platform’s check', async () => {
    const put = await call('PUT', `/aggregators/${live}/credentials`, { client_id: fleetPark.clientId, api_key: fleetPark.apiKey, park_id: fleetPark.parkId });
    expect(put.statusCode, put.body).toBe(200);
    await t.db.insert(aggregatorWorkRules).values({ aggregatorId: live, taxisId: park, externalId: 'rule-7', name: 'Процент 7' });
    expect((await call('PUT', `/aggregators/${live}/drivers-add-settings`, { work_rule_id: 'nope', city_id: null, auto_car: false, employment_type: 'selfemployed' })).statusCode).toBe(400);
    expect((await call('PUT', `/aggregators/${live}/drivers-add-settings`, { work_rule_id: 'rule-7', city_id: null, auto_car: false, employment_type: 'selfemployed' })).statusCode).toBe(200);

    const driverId = await addDriver(t.db, park, { licenceNumber: '77АВ222333', taxIdentificationNumber: '770099988877' });
    // The first attempt's answer is lost (a 5xx): the outcome is unknown, the request stays new.
    server.inject({ path: '/v2/parks/contractors/driver-profile', times: 1, status: 502 });
    const created = await create(live, { driver_id: driverId });
    expect(created.sandbox).toBe(false);
    await tick(60_000);
    const afterFailure = await card(`/aggregators/drivers-add/${created.id}`);
    expect(afterFailure).toMatchObject({ status: 'new', attempts: 1 });
    expect(afterFailure.reason).toContain(text('driversAdd.reasons.kinds.unknown_outcome'));
    await tick();
    const sent = await card(`/aggregators/drivers-add/${created.id}`);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    const calls = server.callsTo('/v2/parks/contractors/driver-profile');
    expect(new Set(calls.slice(-2).map((c) => c.headers.idempotencyToken)).size).toBe(1);
    expect(server.createdProfiles.filter((p) => p.id === sent.external_id)).toHaveLength(1);

    // Not listed yet: in review. Listed working: approved and linked.
    t.clock.advance(60_000);
    await tick();
    expect(await statusOf(created.id)).toBe('in_review');
    server.decideProfile(sent.external_id ?? '', { work_status: 'working' });
    t.clock.advance(60_000);
    await tick();
    expect(await statusOf(created.id)).toBe('approved');
    const [account] = await t.db.select().from(driverAggregatorAccounts).where(and(eq(driverAggregatorAccounts.driverId, driverId), eq(driverAggregatorAccounts.aggregatorId, live)));
    expect(account?.externalId).toBe(sent.external_id);

    const car = await call('POST', `/aggregators/${live}/drivers-add/${created.id}/car`, { car: { brand: 'Skoda', model: 'Octavia', year: 2021, color: 'Белый', number: 'Е001КХ199' } });
    const carRequest = DriverAddCardSchema.parse(car.json());
    await tick();
    expect(await card(`/aggregators/drivers-add/${carRequest.id}`)).toMatchObject({ status: 'sent' });
    expect(server.createdCars.at(-1)).toMatchObject({ number: 'Е001КХ199' });
    t.clock.advance(60_000);
    await tick();
    expect(await statusOf(carRequest.id)).toBe('approved');

    // The platform's refusal after its check: rejected with its message.
    const other = await create(live, { driver_id: await addDriver(t.db, park, { licenceNumber: '77АВ444555' }) });
    await tick();
    const otherSent = await card(`/aggregators/drivers-add/${other.id}`);
    server.decideProfile(otherSent.external_id ?? '', { work_status: 'fired', check_message: 'Фото ВУ нечитаемо' });
    t.clock.advance(60_000);
    await tick();
    expect(await card(`/aggregators/drivers-add/${other.id}`)).toMatchObject({ status: 'rejected', reason: 'Фото ВУ нечитаемо' });
  });

  it('fails a request after the last automatic attempt; a retry sends it again with the same key, once', async () => {
    const driverId = await addDriver(t.db, park, { licenceNumber: '77АВ666777' });
    server.inject({ path: '/v2/parks/contractors/driver-profile', times: MAX_AUTO_ATTEMPTS * 2, status: 429, retryAfter: '0' });
    const created = await create(live, { driver_id: driverId });
    for (let attempt = 0; attempt < MAX_AUTO_ATTEMPTS; attempt += 1) await tick(60 * 60_000);
    demo1 = await signIn(t, 'demo1');
    const failed = await card(`/aggregators/drivers-add/${created.id}`);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_AUTO_ATTEMPTS, external_id: null });
    expect(failed.reason).toContain(text('driversAdd.reasons.kinds.rate_limited'));
    server.clearFaults();

    const retried = await call('POST', `/aggregators/${live}/drivers-add/${created.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(DriverAddCardSchema.parse(retried.json())).toMatchObject({ status: 'new', attempts: 0 });
    await tick();
    const sent = await card(`/aggregators/drivers-add/${created.id}`);
    expect(sent.status).toBe('sent');
    const tokens = server.callsTo('/v2/parks/contractors/driver-profile').filter((c) => c.body && JSON.stringify(c.body).includes('77АВ666777')).map((c) => c.headers.idempotencyToken);
    expect(new Set(tokens).size).toBe(1);

    // Failed while the platform holds it (a revoked key): a retry asks for its status, sends nothing.
    const profilesBefore = server.createdProfiles.length;
    await t.db.update(driverAddRequests).set({ status: 'failed', nextCheckAt: null }).where(eq(driverAddRequests.id, created.id));
    const again = await call('POST', `/aggregators/${live}/drivers-add/${created.id}/retry`);
    expect(DriverAddCardSchema.parse(again.json())).toMatchObject({ status: 'sent', external_id: sent.external_id });
    server.decideProfile(sent.external_id ?? '', { work_status: 'working' });
    await tick();
    expect(await statusOf(created.id)).toBe('approved');
    expect(server.createdProfiles.length).toBe(profilesBefore);
  });

  it('answers 404 for another park’s aggregator or request, and changes nothing', async () => {
    kz = await signIn(t, 'kz-demo');
    const mine = DriverAddListSchema.parse((await call('GET', `/aggregators/${sandboxed}/drivers-add`)).json()).requests[0];
    expect(mine).toBeDefined();
    const id = mine?.id ?? 0;
    for (const [method, url, body] of [
      ['GET', `/aggregators/${sandboxed}/drivers-add`],
      ['POST', `/aggregators/${sandboxed}/drivers-add`, { driver_id: 1 }],
      ['GET', `/aggregators/${sandboxed}/drivers-add/${id}`],
      ['GET', `/aggregators/drivers-add/${id}`],
      ['POST', `/aggregators/${sandboxed}/drivers-add/${id}/retry`],
      ['POST', `/aggregators/${sandboxed}/drivers-add/${id}/car`, { car_id: 1 }],
      ['GET', `/aggregators/${sandboxed}/drivers-add-settings`],
      ['PUT', `/aggregators/${sandboxed}/drivers-add-settings`, { work_rule_id: null, city_id: null, auto_car: false, employment_type: 'selfemployed' }],
      ['GET', `/aggregators/${kzAggregator}/drivers-add/${id}`],
    ] as const) {
      const response = await call(method, url, body, kz);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    // The request under another aggregator of the same park is not found either.
    expect((await call('GET', `/aggregators/${live}/drivers-add/${id}`)).statusCode).toBe(404);
    // Another park's driver cannot be named.
    const kzDriver = await addDriver(t.db, kzPark, { licenceNumber: '01АА123456' });
    const foreign = await call('POST', `/aggregators/${sandboxed}/drivers-add`, { driver_id: kzDriver });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ data: { driver_id: text('driversAdd.validation.driverNotFound') } });
    expect((await call('POST', `/aggregators/${sandboxed}/drivers-add`, {})).json()).toMatchObject({ data: { driver_id: text('driversAdd.validation.driverOrPerson') } });
  });

  it('admits the groups of /aggregators to read and groups 1 and 2 to write', async () => {
    for (const group of GROUP_IDS) {
      const { token } = await signIn(t, `demo${group}`);
      const reads = canAccess('a', group, '/aggregators');
      const list = await t.app.inject({ method: 'GET', url: `/api/aggregators/${sandboxed}/drivers-add`, headers: bearer(token) });
      const settingsRead = await t.app.inject({ method: 'GET', url: `/api/aggregators/${sandboxed}/drivers-add-settings`, headers: bearer(token) });
      const write = await t.app.inject({
        method: 'PUT',
        url: `/api/aggregators/${sandboxed}/drivers-add-settings`,
        headers: bearer(token),
        payload: { work_rule_id: null, city_id: null, auto_car: false, employment_type: 'selfemployed' },
      });
      for (const response of [list, settingsRead]) expect(response.statusCode, `group ${group}`).toBe(reads ? 200 : 403);
      expect(write.statusCode, `group ${group}`).toBe(reads && (group === 1 || group === 2) ? 200 : 403);
    }
  });
});
