/**
 * Issue 12 §1, connecting an aggregator: the catalogue (`GET /aggregators/base`), a new aggregator,
 * its card and city, `POST /geo`, the connection check against the local Yandex Fleet contract
 * server (live) or the sandbox, the aggregator's work rules (`/aggregators/{id}/groups`) mapped to
 * park groups, and the import putting a platform driver of a mapped rule into the rule's group.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AggregatorBaseResponseSchema, AggregatorCheckSchema, AggregatorDetailSchema, WorkRulesResponseSchema } from '../../schemas/aggregators';
import { DEFAULT_CITIES, GeoResponseSchema } from '../../schemas/geo';
import { t as text } from '../../texts/t';
import { driverAggregatorAccounts, driverChanges, driverGroups, drivers } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { SecretBox } from '../../server/integrations/aggregators/secret-box';
import { YandexFleetClient } from '../../server/integrations/aggregators/yandex-fleet/client';
import { runDueImports, type ImportDeps } from '../../server/modules/aggregators/aggregator-import.service';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { FleetContractServer, generatedPark, generatedWorkRules } from '../helpers/fleet-contract-server';
import { addAggregator, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-21T09:00:00Z');
const fleetPark = generatedPark({
  parkId: 'abcd1234abcd1234abcd1234abcd1234',
  drivers: 9,
  orders: 0,
  from: new Date(NOW.getTime() - 48 * HOUR),
  to: new Date(NOW.getTime() - 2 * HOUR),
});
const [staffRule, rentRule, oldRule] = generatedWorkRules(fleetPark.parkId);

describe('connecting an aggregator', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo4: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;
  let yandex: number;
  let uber: number;
  let kzGroup: number;
  let rentGroup: number;
  const server = new FleetContractServer();
  let deps: ImportDeps;

  beforeAll(async () => {
    server.addPark(fleetPark);
    const url = await server.start();
    process.env.YANDEX_FLEET_BASE_URL = url;
    process.env.YANDEX_FLEET_RETRIES = '0';
    t = await createTestApp();
    delete process.env.YANDEX_FLEET_BASE_URL;
    delete process.env.YANDEX_FLEET_RETRIES;
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    demo4 = await signIn(t, 'demo4');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    yandex = await addAggregator(t.db, park, 'yandex');
    uber = await addAggregator(t.db, park, 'uber');
    const [rent] = await t.db.insert(driverGroups).values({ taxisId: park, name: 'Аренда авто' }).returning({ id: driverGroups.id });
    const [other] = await t.db.insert(driverGroups).values({ taxisId: kzPark, name: 'Чужая группа' }).returning({ id: driverGroups.id });
    rentGroup = rent!.id;
    kzGroup = other!.id;
    deps = {
      db: t.db,
      clock: t.clock,
      settings: {
        baseUrl: url,
        client: { timeoutMs: 2000, retries: 0 },
        secrets: SecretBox.fromEnv(undefined),
        import: { intervalMs: 0, everyMs: HOUR, firstDays: 2, settleMs: HOUR, maxWindowDays: 31, leaseMs: 300_000, driversPage: 4, ordersPage: 50, transactionsPage: 50, commitEvery: 10 },
      },
      clientFor: (credentials) => new YandexFleetClient(credentials, { baseUrl: url, retries: 0, timeoutMs: 2000 }),
    };
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const call = (as: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(as.token), ...(payload ? { payload } : {}) });

  it('offers the catalogue with the park’s own aggregators marked, and only Yandex over the API', async () => {
    const response = await call(demo1, 'GET', '/aggregators/base');
    expect(response.statusCode, response.body).toBe(200);
    const base = AggregatorBaseResponseSchema.parse(response.json()).aggregators;
    expect(base.map((item) => item.code)).toEqual(['yandex', 'uber', 'citymobil', 'didi', 'maxim', 'indrive', 'vezet', 'gett']);
    expect(base.find((item) => item.code === 'yandex')).toEqual({ code: 'yandex', name: 'Яндекс Go', api: true, connected_id: yandex });
    expect(base.find((item) => item.code === 'gett')).toMatchObject({ api: false, connected_id: null });
    expect(base.find((item) => item.code === 'uber')?.connected_id).toBe(uber);
  });

  it('answers the sixteen default cities, searchable by title or region', async () => {
    const all = GeoResponseSchema.parse((await call(demo1, 'POST', '/geo')).json()).cities;
    expect(all).toHaveLength(16);
    expect(all[0]).toEqual({ id: 1, title: 'Москва', region: 'Москва' });
    const found = GeoResponseSchema.parse((await call(demo1, 'POST', '/geo', { search: 'татарстан' })).json()).cities;
    expect(found.map((city) => city.title)).toEqual(['Казань']);
  });

  it('connects a new aggregator once per park, with a city from the list; groups 4 and 5 only read', async () => {
    const created = await call(demo1, 'POST', '/aggregators', { code: 'gett', manual: true, city_id: 5 });
    expect(created.statusCode, created.body).toBe(200);
    const gett = AggregatorDetailSchema.parse(created.json());
    expect(gett).toMatchObject({ code: 'gett', name: 'Gett', manual: true, api: false, city: DEFAULT_CITIES[4], connection: { mode: 'sandbox' } });

    const again = await call(demo1, 'POST', '/aggregators', { code: 'gett' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_msg: text('aggregators.validation.duplicate') });
    const badCity = await call(demo1, 'POST', '/aggregators', { code: 'maxim', city_id: 99 });
    expect(badCity.statusCode).toBe(400);
    expect(badCity.body).toContain(text('aggregators.validation.city'));
    expect((await call(demo4, 'POST', '/aggregators', { code: 'maxim' })).statusCode).toBe(403);
    expect((await call(demo4, 'GET', `/aggregators/${gett.id}`)).statusCode).toBe(200);

    const moved = await call(demo1, 'PUT', `/aggregators/${gett.id}`, { city_id: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(AggregatorDetailSchema.parse(moved.json()).city?.title).toBe('Санкт-Петербург');
    // A handy aggregator takes no API key.
    expect((await call(demo1, 'PUT', `/aggregators/${gett.id}/credentials`, { client_id: 'taxi/park/x1', api_key: '12345678', park_id: 'x1' })).statusCode).toBe(400);
  });

  it('answers another park’s aggregator as not found on every call', async () => {
    for (const [method, url, payload] of [
      ['GET', `/aggregators/${yandex}`],
      ['PUT', `/aggregators/${yandex}`, { city_id: 1 }],
      ['POST', `/aggregators/${yandex}/check`],
      ['GET', `/aggregators/${yandex}/groups`],
      ['PUT', `/aggregators/${yandex}/groups`, { groups: [] }],
    ] as const) {
      expect((await call(kz, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('checks a sandbox aggregator without calling anyone and offers the sandbox’s work rules', async () => {
    const before = server.calls.length;
    const check = AggregatorCheckSchema.parse((await call(demo1, 'POST', `/aggregators/${uber}/check`)).json());
    expect(check).toEqual({ mode: 'sandbox', ok: true, message: null, drivers_total: null, work_rules_total: 3 });
    const rules = WorkRulesResponseSchema.parse((await call(demo1, 'GET', `/aggregators/${uber}/groups`)).json());
    expect(rules.mode).toBe('sandbox');
    expect(rules.groups.map((rule) => rule.name)).toEqual(['Аренда', 'Подключение', 'Штатный']);
    expect(server.calls.length).toBe(before);
  });

  it('checks a live aggregator over the API: a wrong key is told in Russian, the right one brings the driver count and the work rules', async () => {
    const put = (key: string) => call(demo1, 'PUT', `/aggregators/${yandex}/credentials`, { client_id: fleetPark.clientId, api_key: key, park_id: fleetPark.parkId });
    expect((await put('wrong-key-0000')).statusCode).toBe(200);
    const failed = AggregatorCheckSchema.parse((await call(demo1, 'POST', `/aggregators/${yandex}/check`)).json());
    expect(failed).toMatchObject({ mode: 'live', ok: false, work_rules_total: 0 });
    expect(failed.message).toContain(text('aggregatorImport.errors.unauthorized'));

    expect((await put(fleetPark.apiKey)).statusCode).toBe(200);
    const ok = AggregatorCheckSchema.parse((await call(demo1, 'POST', `/aggregators/${yandex}/check`)).json());
    expect(ok).toEqual({ mode: 'live', ok: true, message: null, drivers_total: 9, work_rules_total: 3 });
    const rules = WorkRulesResponseSchema.parse((await call(demo1, 'GET', `/aggregators/${yandex}/groups`)).json());
    expect(rules.mode).toBe('live');
    expect(rules.groups).toContainEqual({ id: oldRule!.id, name: oldRule!.name, enabled: false, group_id: null, group_name: null });
    const workRulesCalls = server.callsTo('/v1/parks/driver-work-rules');
    expect(workRulesCalls.at(-1)?.headers).toMatchObject({ parkId: fleetPark.parkId, clientId: fleetPark.clientId });
  });

  it('maps work rules to the park’s own groups only, all or nothing', async () => {
    const foreign = await call(demo1, 'PUT', `/aggregators/${yandex}/groups`, { groups: [{ id: rentRule!.id, group_id: kzGroup }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'validation_error' });
    expect(foreign.body).toContain(text('aggregators.validation.group'));
    const unknown = await call(demo1, 'PUT', `/aggregators/${yandex}/groups`, {
      groups: [
        { id: rentRule!.id, group_id: rentGroup },
        { id: 'no-such-rule', group_id: rentGroup },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(text('aggregators.validation.rule'));
    const untouched = WorkRulesResponseSchema.parse((await call(demo1, 'GET', `/aggregators/${yandex}/groups`)).json());
    expect(untouched.groups.every((rule) => rule.group_id === null)).toBe(true);
    expect((await call(demo4, 'PUT', `/aggregators/${yandex}/groups`, { groups: [] })).statusCode).toBe(403);

    const saved = await call(demo1, 'PUT', `/aggregators/${yandex}/groups`, { groups: [{ id: rentRule!.id, group_id: rentGroup }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const mapped = WorkRulesResponseSchema.parse(saved.json()).groups.find((rule) => rule.id === rentRule!.id);
    expect(mapped).toMatchObject({ group_id: rentGroup, group_name: 'Аренда авто' });
    const card = AggregatorDetailSchema.parse((await call(demo1, 'GET', `/aggregators/${yandex}`)).json());
    expect(card).toMatchObject({ api: true, work_rules_total: 3, work_rules_mapped: 1, connection: { mode: 'live' } });
    expect(staffRule).toBeDefined();
  });

  it('puts the imported drivers of a mapped rule into its group, once, with a line in their history', async () => {
    const results = await runDueImports(deps);
    expect(results.map((r) => r.result.outcome)).toEqual(['completed']);
    const members = await t.db
      .select({ externalId: driverAggregatorAccounts.externalId, groupId: drivers.groupId, id: drivers.id })
      .from(driverAggregatorAccounts)
      .innerJoin(drivers, eq(drivers.id, driverAggregatorAccounts.driverId))
      .where(eq(driverAggregatorAccounts.aggregatorId, yandex));
    expect(members).toHaveLength(9);
    // Drivers 1, 4 and 7 have the rent rule (rule i mod 3).
    const inRent = members.filter((m) => m.groupId === rentGroup).map((m) => m.externalId).sort();
    expect(inRent).toEqual([1, 4, 7].map((i) => fleetPark.drivers.at(i).driver_profile.id).sort());
    expect(members.filter((m) => m.groupId !== rentGroup).every((m) => m.groupId === null)).toBe(true);
    const historyCount = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(driverChanges)
          .where(and(eq(driverChanges.taxisId, park), sql`${driverChanges.changes} ? 'group_id'`))
      )[0]?.n;
    expect(await historyCount()).toBe(3);

    // The next window changes nobody's group again.
    t.clock.advance(2 * HOUR);
    await t.db.execute(sql`update aggregator_imports set next_run_at = ${NOW.toISOString()}::timestamptz`);
    await runDueImports(deps);
    expect(await historyCount()).toBe(3);
  });
});
