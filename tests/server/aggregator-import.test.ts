/**
 * Issue 12 §1: the scheduled import of a park's Yandex Fleet connection from a local server that
 * speaks the documented contract. Credentials are stored sealed and answered masked; the import
 * brings drivers (by their platform id), trips (through the trip ingest: ledger, day counters)
 * and transactions (the park's own charges into the ledger); run twice it leaves the same data;
 * cut short by the platform's failures it resumes from its stored cursor; another park's
 * connection is not touched; every imported driver's ledger sums to their balance.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParkAggregatorsResponseSchema } from '../../schemas/transfers';
import { t as text } from '../../texts/t';
import {
  aggregatorCredentials,
  aggregatorImports,
  aggregatorTransactions,
  driverAggregatorAccounts,
  drivers,
  ledgerEntries,
  transferDayCounts,
  transfers,
} from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import type { FleetSettings } from '../../server/integrations/aggregators/fleet-settings';
import { SecretBox } from '../../server/integrations/aggregators/secret-box';
import { YandexFleetClient } from '../../server/integrations/aggregators/yandex-fleet/client';
import { AggregatorImporter, runDueImports, type ImportDeps } from '../../server/modules/aggregators/aggregator-import.service';
import { startAggregatorImportRunner } from '../../server/jobs/aggregator-import-runner';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { tableFingerprint } from '../helpers/db-fingerprint';
import { FleetContractServer, generatedPark } from '../helpers/fleet-contract-server';
import { addAggregator, addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MASTER_KEY = 'a'.repeat(64);
// The test clock stands at 2026-11-21 09:00Z; orders lie within the first window (7 days back,
// ending an hour before now).
const NOW = new Date('2026-11-21T09:00:00Z');
const ORDERS_FROM = new Date(NOW.getTime() - 6 * DAY);
const ORDERS_TO = new Date(NOW.getTime() - 2 * HOUR);

const parkA = generatedPark({ parkId: 'aaaa1111bbbb2222cccc3333dddd4444', drivers: 30, orders: 180, transactions: 40, from: ORDERS_FROM, to: ORDERS_TO });
const parkB = generatedPark({ parkId: 'eeee5555ffff6666aaaa7777bbbb8888', drivers: 12, orders: 120, transactions: 0, from: ORDERS_FROM, to: ORDERS_TO });

/** Fingerprint of every table but the import's own state (its counts and times move). */
const dataFingerprint = async (t: TestApp) =>
  (await tableFingerprint(t.db))
    .split(',')
    .filter((part) => !part.startsWith('aggregator_imports:'))
    .join(',');

describe('the Yandex Fleet import of a park’s aggregator', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;
  let yandex: number;
  let uber: number;
  let kzYandex: number;
  const server = new FleetContractServer();
  let deps: ImportDeps;
  const logLines: string[] = [];

  beforeAll(async () => {
    server.addPark(parkA);
    server.addPark(parkB);
    const url = await server.start();
    // The app reads its fleet settings from the environment when it is built.
    process.env.AGGREGATOR_SECRETS_KEY = MASTER_KEY;
    process.env.YANDEX_FLEET_BASE_URL = url;
    t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line: string) => void logLines.push(line) } });
    delete process.env.AGGREGATOR_SECRETS_KEY;
    delete process.env.YANDEX_FLEET_BASE_URL;
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    yandex = await addAggregator(t.db, park, 'yandex');
    uber = await addAggregator(t.db, park, 'uber');
    kzYandex = await addAggregator(t.db, kzPark, 'yandex');
    const settings: FleetSettings = {
      baseUrl: url,
      client: { timeoutMs: 2000, retries: 2, baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 5000 },
      secrets: SecretBox.fromEnv(MASTER_KEY),
      import: {
        intervalMs: 0,
        everyMs: 15 * 60_000,
        firstDays: 7,
        settleMs: HOUR,
        maxWindowDays: 31,
        leaseMs: 5 * 60_000,
        driversPage: 7,
        ordersPage: 25,
        transactionsPage: 10,
        commitEvery: 10,
      },
    };
    deps = { db: t.db, clock: t.clock, settings, clientFor: (credentials) => new YandexFleetClient(credentials, { baseUrl: url, ...settings.client }) };
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const putCredentials = (as: SignedIn, aggregatorId: number, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/aggregators/${aggregatorId}/credentials`, headers: bearer(as.token), payload: body });
  const aggregatorsOf = async (as: SignedIn, taxisId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/taxis/${taxisId}/aggregators`, headers: bearer(as.token) });
    expect(response.statusCode, response.body).toBe(200);
    return ParkAggregatorsResponseSchema.parse(response.json()).aggregators;
  };
  const count = async (table: typeof transfers | typeof drivers | typeof aggregatorTransactions, taxisId: number) => {
    const [row] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table).where(eq(table.taxisId, taxisId));
    return row?.n ?? 0;
  };
  const parkRows = async (taxisId: number) => ({
    drivers: await count(drivers, taxisId),
    trips: await count(transfers, taxisId),
    transactions: await count(aggregatorTransactions, taxisId),
  });
  const importedDriverIds = async (aggregatorId: number) =>
    (await t.db.select({ id: driverAggregatorAccounts.driverId }).from(driverAggregatorAccounts).where(eq(driverAggregatorAccounts.aggregatorId, aggregatorId))).map((row) => row.id);

  it('stores the credentials sealed, answers the key masked and shows the aggregator live; the sandbox stays for the others', async () => {
    const key = `${parkA.apiKey}`;
    const response = await putCredentials(demo1, yandex, { client_id: parkA.clientId, api_key: key, park_id: parkA.parkId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(key);
    expect(response.json()).toMatchObject({ mode: 'live', credentials: { client_id: parkA.clientId, park_id: parkA.parkId, api_key: `••••${key.slice(-4)}` } });
    const [stored] = await t.db.select().from(aggregatorCredentials).where(eq(aggregatorCredentials.aggregatorId, yandex));
    expect(stored?.apiKeySealed.startsWith('v1:')).toBe(true);
    expect(stored?.apiKeySealed).not.toContain(key);

    const list = await aggregatorsOf(demo1, park);
    expect(list.find((a) => a.id === yandex)?.connection).toMatchObject({ mode: 'live', import: { status: 'idle', next_run_at: NOW.toISOString() } });
    expect(list.find((a) => a.id === uber)?.connection).toEqual({ mode: 'sandbox', credentials: null, import: null });
    expect(JSON.stringify(list)).not.toContain(key);

    // Another park's aggregator is not found; only Yandex has a park API; a malformed client id is refused in Russian.
    expect((await putCredentials(kz, yandex, { client_id: parkA.clientId, api_key: key, park_id: parkA.parkId })).statusCode).toBe(404);
    const onlyYandex = await putCredentials(demo1, uber, { client_id: parkA.clientId, api_key: key, park_id: parkA.parkId });
    expect(onlyYandex.statusCode).toBe(400);
    expect(onlyYandex.body).toContain(text('aggregatorImport.validation.onlyYandex'));
    const malformed = await putCredentials(demo1, yandex, { client_id: 'park', api_key: key, park_id: parkA.parkId });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(text('aggregatorImport.validation.clientId'));
    expect(malformed.body).not.toContain(key);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(key);
  });

  it('imports drivers, trips and transactions of the due connection; the ledger sums to the balances; another park is not touched', async () => {
    // A driver the park connected in the sandbox before it had credentials: the platform's profile
    // with the same phone takes over that account instead of making a second driver.
    const sandboxPhone = parkA.drivers.at(3).driver_profile.phones[0] ?? '';
    const sandboxDriver = await addDriver(t.db, park, { phone: sandboxPhone });
    await t.db.insert(driverAggregatorAccounts).values({ driverId: sandboxDriver, aggregatorId: yandex, taxisId: park, externalId: 'yandex-0123456789abcdef' });
    const kzBefore = await parkRows(kzPark);
    const results = await runDueImports(deps);
    expect(results.map((r) => [r.aggregatorId, r.result.outcome])).toEqual([[yandex, 'completed']]);
    // Only park A's credentials went out.
    expect(new Set(server.calls.map((call) => call.headers.parkId))).toEqual(new Set([parkA.parkId]));

    const ids = await importedDriverIds(yandex);
    expect(ids).toHaveLength(30);
    expect(ids).toContain(sandboxDriver);
    const [taken] = await t.db.select().from(driverAggregatorAccounts).where(eq(driverAggregatorAccounts.driverId, sandboxDriver));
    expect(taken?.externalId).toBe(parkA.drivers.at(3).driver_profile.id);
    const trips = await t.db.select().from(transfers).where(eq(transfers.aggregatorId, yandex));
    expect(trips).toHaveLength(180);
    expect(new Set(trips.map((trip) => trip.externalId)).size).toBe(180);
    expect(trips.filter((trip) => trip.status === 'cancelled')).toHaveLength(18);
    // Day counters carry the same trips and money as the trips.
    const [counted] = await t.db
      .select({ trips: sql<number>`sum(${transferDayCounts.trips})`.mapWith(Number), price: sql<number>`sum(${transferDayCounts.priceKop})`.mapWith(Number) })
      .from(transferDayCounts)
      .where(eq(transferDayCounts.aggregatorId, yandex));
    expect(counted?.trips).toBe(180);
    expect(counted?.price).toBe(trips.reduce((sum, trip) => sum + (trip.status === 'complete' ? trip.priceKop : 0), 0));
    // The park's manual charges on the platform are ledger entries now, once each.
    const charges = await t.db.select().from(aggregatorTransactions).where(eq(aggregatorTransactions.aggregatorId, yandex));
    expect(charges).toHaveLength(40);
    expect(charges.every((charge) => charge.ledgerEntryId !== null && charge.amountKop < 0)).toBe(true);
    const [posted] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.taxisId, park), sql`${ledgerEntries.idempotencyKey} like ${`aggregator:${yandex}:transaction:%`}`));
    expect(posted?.n).toBe(40);
    for (const id of ids) await expectLedgerConsistent(t.db, id);

    const card = (await aggregatorsOf(demo1, park)).find((a) => a.id === yandex)?.connection.import;
    expect(card).toMatchObject({
      status: 'completed',
      drivers_total: 30,
      drivers_imported: 30,
      trips_imported: 180,
      trips_skipped: 0,
      transactions_imported: 40,
      last_error: null,
      imported_until: new Date(NOW.getTime() - HOUR).toISOString(),
    });
    expect(await parkRows(kzPark)).toEqual(kzBefore);
    const [kzState] = await t.db.select().from(aggregatorImports).where(eq(aggregatorImports.aggregatorId, kzYandex));
    expect(kzState).toBeUndefined();
  });

  it('leaves the same data when the same window is imported again', async () => {
    const before = await dataFingerprint(t);
    // The same window once more, as after a lost state row.
    await t.db.update(aggregatorImports).set({ status: 'idle', importedUntil: null }).where(eq(aggregatorImports.aggregatorId, yandex));
    const again = await new AggregatorImporter(deps).run(yandex);
    expect(again.outcome).toBe('completed');
    if (again.outcome !== 'completed') return;
    expect(again.state).toMatchObject({ driversImported: 0, tripsImported: 0, tripsSkipped: 180, transactionsImported: 0 });
    expect(await dataFingerprint(t)).toBe(before);
    // And a run with nothing new waits for the next window.
    const waiting = await new AggregatorImporter(deps).run(yandex);
    expect(waiting.outcome).toBe('waiting');
  });

  it('resumes from its stored cursor after the platform failed mid-way, and imports nothing twice', async () => {
    expect((await putCredentials(kz, kzYandex, { client_id: parkB.clientId, api_key: parkB.apiKey, park_id: parkB.parkId })).statusCode).toBe(200);
    const parkABefore = await parkRows(park);
    // Two pages of orders pass, then the platform answers 500 beyond the client's retries.
    server.inject({ path: '/v1/parks/orders/list', after: 2, times: 3, status: 500 });
    const first = await new AggregatorImporter(deps).run(kzYandex);
    expect(first.outcome).toBe('failed');
    if (first.outcome !== 'failed') return;
    expect(first.state).toMatchObject({ status: 'failed', phase: 'orders', driversImported: 12, tripsImported: 50, lastError: `${text('aggregatorImport.errors.unavailable')} (HTTP 500)` });
    expect(first.state.ordersCursor).not.toBeNull();
    const card = (await aggregatorsOf(kz, kzPark)).find((a) => a.id === kzYandex)?.connection.import;
    expect(card).toMatchObject({ status: 'failed', phase: 'orders', trips_imported: 50, last_error: `${text('aggregatorImport.errors.unavailable')} (HTTP 500)` });
    expect(await count(transfers, kzPark)).toBe(50);
    // Not due before its pause is over.
    expect((await runDueImports(deps)).map((r) => r.aggregatorId)).not.toContain(kzYandex);

    const calls = server.calls.length;
    t.clock.advance(2 * 60_000);
    const resumed = (await runDueImports(deps)).find((r) => r.aggregatorId === kzYandex)?.result;
    expect(resumed?.outcome).toBe('completed');
    const after = server.calls.slice(calls);
    // No driver page again, and the first orders page asked is the stored cursor's.
    expect(after.filter((call) => call.path === '/v1/parks/driver-profiles/list')).toHaveLength(0);
    expect(after.find((call) => call.path === '/v1/parks/orders/list')?.body.cursor).toBe(first.state.ordersCursor);
    const trips = await t.db.select({ externalId: transfers.externalId }).from(transfers).where(eq(transfers.taxisId, kzPark));
    expect(trips).toHaveLength(120);
    expect(new Set(trips.map((trip) => trip.externalId)).size).toBe(120);
    if (resumed?.outcome === 'completed') expect(resumed.state).toMatchObject({ status: 'completed', tripsImported: 120, lastError: null });
    for (const id of await importedDriverIds(kzYandex)) await expectLedgerConsistent(t.db, id);
    // Park A's data did not move.
    expect(await parkRows(park)).toEqual(parkABefore);
  });

  it('waits out a 429 with Retry-After during an import and finishes it', async () => {
    await t.db.update(aggregatorImports).set({ status: 'idle', importedUntil: null }).where(eq(aggregatorImports.aggregatorId, kzYandex));
    server.inject({ path: '/v1/parks/driver-profiles/list', times: 1, status: 429, retryAfter: '1' });
    const before = await dataFingerprint(t);
    const result = await new AggregatorImporter(deps).run(kzYandex);
    expect(result.outcome).toBe('completed');
    expect(server.calls.filter((call) => call.status === 429).length).toBeGreaterThanOrEqual(1);
    expect(await dataFingerprint(t)).toBe(before);
  });

  it('registers a driver on the platform when the park connects them to a live aggregator (drivers-join), once per token', async () => {
    const driverId = await addDriver(t.db, park, { taxIdentificationNumber: '770012345678' });
    const before = server.createdProfiles.length;
    const response = await t.app.inject({ method: 'POST', url: `/api/drivers/${driverId}/aggregators`, headers: bearer(demo1.token), payload: { aggregator_id: yandex } });
    expect(response.statusCode, response.body).toBe(200);
    expect(server.createdProfiles.length - before).toBe(1);
    const created = server.createdProfiles.at(-1);
    const link = (response.json() as { links: { aggregator_id: number; external_id: string; status: string }[] }).links.find((l) => l.aggregator_id === yandex);
    expect(link).toMatchObject({ external_id: created?.id, status: 'pending' });
    const call = server.callsTo('/v2/parks/contractors/driver-profile').at(-1);
    expect(call?.headers).toMatchObject({ parkId: parkA.parkId, clientId: parkA.clientId });
    expect(call?.headers.idempotencyToken).toMatch(/^[0-9a-f]{48}$/);
    // An aggregator without credentials still connects in the sandbox.
    const sandboxed = await t.app.inject({ method: 'POST', url: `/api/drivers/${driverId}/aggregators`, headers: bearer(demo1.token), payload: { aggregator_id: uber } });
    expect(sandboxed.statusCode, sandboxed.body).toBe(200);
    expect(server.createdProfiles.length - before).toBe(1);
  });

  it('runs as a scheduled job that logs a failure by kind and status, never the key, and shows it on the card', async () => {
    t.clock.advance(20 * 60_000);
    const lines: string[] = [];
    const log = { error: (o: object, m: string) => void lines.push(`${m} ${JSON.stringify(o)}`), info: (o: object, m: string) => void lines.push(`${m} ${JSON.stringify(o)}`) };
    const wrongKey = 'revoked-key-0000-1111-2222';
    const runner = startAggregatorImportRunner(
      { ...deps, clientFor: (credentials) => new YandexFleetClient({ ...credentials, apiKey: wrongKey }, { baseUrl: deps.settings.baseUrl, ...deps.settings.client }) },
      log,
      60_000,
    );
    await runner.stop();
    demo1 = await signIn(t, 'demo1');
    expect(lines.some((line) => line.includes('aggregator import failed') && line.includes('"kind":"unauthorized"'))).toBe(true);
    for (const secret of [wrongKey, parkA.apiKey, parkB.apiKey]) expect(lines.join('\n')).not.toContain(secret);
    const card = (await aggregatorsOf(demo1, park)).find((a) => a.id === yandex)?.connection.import;
    expect(card).toMatchObject({ status: 'failed', last_error: `${text('aggregatorImport.errors.unauthorized')} (HTTP 401)` });
    // The runner is off unless an interval is given.
    const off = startAggregatorImportRunner(deps, log, 0);
    await off.stop();
  });

  it('fails with a clear text, not a crash, when the stored key was sealed with another master key', async () => {
    t.clock.advance(2 * 60 * 60_000);
    const other = { ...deps, settings: { ...deps.settings, secrets: SecretBox.fromEnv('b'.repeat(64)) } };
    const result = await new AggregatorImporter(other).run(kzYandex);
    expect(result.outcome).toBe('failed');
    const [state] = await t.db.select().from(aggregatorImports).where(eq(aggregatorImports.aggregatorId, kzYandex));
    expect(state?.lastError).toBe(text('aggregatorImport.errors.sealed'));
  });

  it('keeps an aggregator without credentials out of the import', async () => {
    const due = await runDueImports(deps);
    expect(due.map((r) => r.aggregatorId)).not.toContain(uber);
  });
});
