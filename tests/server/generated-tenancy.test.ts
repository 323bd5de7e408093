/**
 * Issue 11 §1, tenancy: generated from the served OpenAPI document. Every operation whose path
 * names a row is asked, by a group-1 user of another park (kz-demo), for a row of the demo park:
 * it answers 404, and nothing anywhere changes (every table's fingerprint stays the same). The
 * rows come from a resolver per path; an operation with no resolver fails the suite, so a new
 * endpoint with an id is covered the day it appears. The driver API's rows are asked by a driver
 * of that other park, with a driver token (a staff token never reaches them).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { DRIVER_API_BASE } from '../../schemas/driver-api';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { signInDriver } from '../helpers/driver-auth';
import { tableFingerprint } from '../helpers/db-fingerprint';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { oneCText, PARK_ACCOUNT } from '../helpers/one-c-file';
import { addPayoutAccount, addTestPayout } from '../helpers/statement-payouts';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Ids = Record<string, string | number>;

async function one(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  const result = await db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  if (rows[0] === undefined) throw new Error(`the demo park has no row for ${JSON.stringify(query)}`);
  return rows[0];
}

/** Pattern → the victim park's ids for its parameters. Longest matching pattern wins. */
const RESOLVERS: Record<string, (db: Db, park: number) => Promise<Ids>> = {
  '/api/users/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from users where taxis_id = ${park} order by id limit 1`)).id) }),
  '/api/users/{id}/rules/{userGroupId}': async (db, park) => {
    const row = await one(db, sql`select id, group_id from users where taxis_id = ${park} order by id limit 1`);
    return { id: Number(row.id), userGroupId: Number(row.group_id) };
  },
  // A user's own recovery channels: the other park's user asks for the demo park's.
  '/api/users/{id}/channels/{channel}': async (db, park) => ({
    id: Number((await one(db, sql`select id from users where taxis_id = ${park} order by id limit 1`)).id),
    channel: 'phone',
  }),
  '/api/taxis/{id}': async (_db, park) => ({ id: park }),
  '/api/taxis/{taxisId}': async (_db, park) => ({ taxisId: park }),
  '/api/taxis/{taxis_id}': async (_db, park) => ({ taxis_id: park }),
  '/api/drivers/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from drivers where taxis_id = ${park} order by id limit 1`)).id) }),
  '/api/drivers/{driverId}': async (db, park) => ({ driverId: Number((await one(db, sql`select id from drivers where taxis_id = ${park} order by id limit 1`)).id) }),
  '/api/drivers/{id}/aggregators/{aggregatorId}': async (db, park) => {
    const row = await one(db, sql`select driver_id, aggregator_id from driver_aggregator_accounts where taxis_id = ${park} limit 1`);
    return { id: Number(row.driver_id), aggregatorId: Number(row.aggregator_id) };
  },
  '/api/aggregators/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from aggregators where taxis_id = ${park} limit 1`)).id) }),
  // A manual aggregator's registries: the demo park's «Gett» and its registry (server/db/demo-handy.ts).
  '/api/aggregators/{id}/registries': async (db, park) => ({
    id: Number((await one(db, sql`select id from aggregators where taxis_id = ${park} and manual limit 1`)).id),
  }),
  '/api/aggregators/{id}/registries/{registryId}': async (db, park) => {
    const row = await one(db, sql`select id, aggregator_id from aggregator_registries where taxis_id = ${park} limit 1`);
    return { id: Number(row.aggregator_id), registryId: Number(row.id) };
  },
  '/api/drivers/feereport/drivers/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from drivers where taxis_id = ${park} limit 1`)).id) }),
  '/api/drivers/blacklist/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from blacklist_entries where taxis_id = ${park} limit 1`)).id) }),
  '/api/drivers/access-app/{id}': async (db, park) => ({
    id: Number((await one(db, sql`select id from driver_access_requests where taxis_id = ${park} and kind = 'app' limit 1`)).id),
  }),
  '/api/market/requests/{id}': async (db, park) => ({
    id: Number((await one(db, sql`select id from driver_access_requests where taxis_id = ${park} and kind = 'market' limit 1`)).id),
  }),
  '/api/drivers/feedback/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from driver_feedback where taxis_id = ${park} limit 1`)).id) }),
  '/api/drivers/goals/{goalId}': async (db, park) => ({ goalId: Number((await one(db, sql`select id from goals where taxis_id = ${park} limit 1`)).id) }),
  // A bank statement with its lines and a reconciliation run (server/db/demo-reconciliation.ts, or the import below).
  '/api/payments/statements/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from bank_statements where taxis_id = ${park} limit 1`)).id) }),
  '/api/payments/statements/{id}/lines/{lineId}': async (db, park) => {
    const row = await one(db, sql`select id, statement_id from bank_statement_lines where taxis_id = ${park} and payout_id is not null limit 1`);
    return { id: Number(row.statement_id), lineId: Number(row.id) };
  },
  '/api/payments/reconciliation/runs/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from reconciliation_runs where taxis_id = ${park} limit 1`)).id) }),
  '/api/drivers/{id}/goals/{goalId}': async (db, park) => {
    const row = await one(db, sql`select p.driver_id, p.goal_id from goal_participants p join goals g on g.id = p.goal_id where g.taxis_id = ${park} limit 1`);
    return { id: Number(row.driver_id), goalId: Number(row.goal_id) };
  },
  '/api/drivers/approve/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from driver_applications where taxis_id = ${park} limit 1`)).id) }),
  '/api/drivers/{id}/charges/{chargeId}': async (db, park) => {
    const row = await one(db, sql`select id, driver_id from driver_charges where taxis_id = ${park} limit 1`);
    return { id: Number(row.driver_id), chargeId: Number(row.id) };
  },
  // A receipt the driver issues, of a demo payout (server/db/demo-npd.ts).
  '/api/drivers/{id}/npd/receipts/{receiptId}': async (db, park) => {
    const row = await one(db, sql`select id, driver_id from npd_receipts where taxis_id = ${park} and issuer = 'driver' and state in ('due', 'overdue') order by id limit 1`);
    return { id: Number(row.driver_id), receiptId: Number(row.id) };
  },
  '/api/transfers/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from transfers where taxis_id = ${park} limit 1`)).id) }),
  // News belong to a country, not a park: the other country's item is the one another park may not read.
  '/api/news/{id}': async (db) => ({ id: Number((await one(db, sql`select id from news where country_code = 2 limit 1`)).id) }),
  '/api/legal-entities/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from legal_entities where taxis_id = ${park} limit 1`)).id) }),
  '/api/offers/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from offers where taxis_id = ${park} limit 1`)).id) }),
  '/api/export-audit/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from export_audit where taxis_id = ${park} limit 1`)).id) }),
  '/api/groups/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from driver_groups where taxis_id = ${park} order by id limit 1`)).id) }),
  '/api/groups/{id}/drivers/{driverId}': async (db, park) => {
    const row = await one(db, sql`select id, group_id from drivers where taxis_id = ${park} and group_id is not null order by id limit 1`);
    return { id: Number(row.group_id), driverId: Number(row.id) };
  },
  '/api/aggregators/{id}/drivers-add/{requestId}': async (db, park) => {
    const row = await one(db, sql`select id, aggregator_id from driver_add_requests where taxis_id = ${park} and kind = 'driver' and status = 'approved' order by id limit 1`);
    return { id: Number(row.aggregator_id), requestId: Number(row.id) };
  },
  '/api/aggregators/drivers-add/{requestId}': async (db, park) => ({
    requestId: Number((await one(db, sql`select id from driver_add_requests where taxis_id = ${park} order by id limit 1`)).id),
  }),
  // A payout waiting for approval: approve, reject and cancel would each move it.
  '/api/payouts/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from payouts where taxis_id = ${park} and status = 'awaiting_approval' order by id limit 1`)).id) }),
  '/api/commissions/groups/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from driver_groups where taxis_id = ${park} order by id limit 1`)).id) }),
  // The v2 variant names the park itself.
  '/api/commissions/v2/{id}': async (_db, park) => ({ id: park }),
  '/api/commissions/groups/{step}/delete': async (db, park) => ({
    step: Number((await one(db, sql`select s.id from commission_steps s join group_commissions c on c.id = s.commission_id where s.taxis_id = ${park} and c.group_id <> 0 limit 1`)).id),
  }),
  '/driver-api/destinations/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from payout_destinations where taxis_id = ${park} limit 1`)).id) }),
  '/driver-api/payouts/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from payouts where taxis_id = ${park} limit 1`)).id) }),
  '/api/commissions/v2/{step}/delete': async (db, park) => ({
    step: Number((await one(db, sql`select s.id from commission_steps s join group_commissions c on c.id = s.commission_id where s.taxis_id = ${park} and c.group_id = 0 limit 1`)).id),
  }),
  // The park's payout accounts, its virtual account and a staff member's payout rule (server/db/demo-payout-settings.ts).
  '/api/payout-accounts/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from payout_accounts where taxis_id = ${park} order by id limit 1`)).id) }),
  '/api/virtual-accounts/{id}': async (db, park) => ({ id: Number((await one(db, sql`select id from virtual_accounts where taxis_id = ${park} limit 1`)).id) }),
  '/api/payout-settings/staff/{userId}': async (db, park) => ({ userId: Number((await one(db, sql`select id from users where taxis_id = ${park} order by id limit 1`)).id) }),
};

/** A body the operation would accept from the row's owner, so the refusal is about the park, not the input. */
const BODIES: Record<string, object> = {
  'POST /api/drivers/{id}/corrections': { amount: '10', reason: 'Проверка' },
  'POST /api/drivers/{id}/charges': { kind: 'fine', amount: '10', description: 'Проверка', starts_on: '2026-11-24' },
  'POST /api/drivers/{id}/aggregators': { aggregator_id: 1 },
  'POST /api/drivers/access-app/{id}': { decision: 'approved' },
  'POST /api/market/requests/{id}': { decision: 'approved' },
  'POST /api/drivers/goals/{goalId}/rewards': {},
  'POST /api/offers/{id}/send': { driver_ids: [1] },
  'POST /api/groups/{id}/drivers': { driver_ids: [1] },
  'PUT /api/users/{id}/rules/{userGroupId}': { denied_paths: [] },
  'POST /api/users/{id}/channels/{channel}/confirm': { code: '123456' },
  'PUT /api/taxis/{id}/phone': { phone: '+79160000000' },
  'POST /api/drivers/approve/{id}/decline': { reason: 'Проверка' },
  'POST /api/aggregators/{id}/drivers-add': { driver_id: 1 },
  'POST /api/aggregators/{id}/drivers-add/{requestId}/car': { car: { brand: 'Kia', model: 'Rio', year: 2020, color: 'Белый', number: 'А123ВС77' } },
  'PUT /api/aggregators/{id}/drivers-add-settings': { work_rule_id: null, city_id: null, auto_car: false, employment_type: 'selfemployed' },
  'POST /api/aggregators/{id}/registries': { file_name: 'реестр.csv', content_base64: 'YQ==' },
  'PUT /api/drivers/{id}/npd/issuer': { issuer: 'bank' },
  'POST /api/drivers/{id}/npd/receipts/{receiptId}/issued': { receipt_number: '200000001' },
  'PUT /api/aggregators/{id}/credentials': { client_id: 'taxi/park/tenancy', api_key: 'tenancy-key-0000', park_id: 'tenancy' },
  'PUT /api/payout-accounts/{id}': { name: 'Проверка', active: true },
  'PUT /api/payout-settings/staff/{userId}': { may_send: true, approval_limit: null, may_approve: true },
};
const HEADERS: Record<string, Record<string, string>> = {
  'POST /api/drivers/{id}/corrections': { 'idempotency-key': 'tenancy-correction' },
  'POST /api/drivers/{id}/charges': { 'idempotency-key': 'tenancy-charge' },
};
const QUERIES: Record<string, string> = {
  'GET /api/taxis/{taxis_id}/rates': '?date_from=2026-11-01&date_to=2026-11-10&group_by=day',
  'GET /api/commissions/groups/{id}': '?group_marker=1',
  'DELETE /api/commissions/groups/{step}/delete': '?group_marker=1',
};
/**
 * Not a park's row: `/auth/multiuser/{id}` links the caller with another account, of any park, on
 * the proof of that account's own token (spec 4); it is covered by the multiuser tests.
 */
const EXEMPT = new Set([
  '/api/auth/multiuser/{id}',
  // A rail's notification has no session and names no park: the payout is found by our reference (payouts-engine.test.ts).
  '/api/payouts/webhooks/{rail}',
  // Names an event kind, not a row: the caller sets what its own park is told about it.
  '/api/payout-settings/notices/{event}',
]);

function resolverFor(path: string): ((db: Db, park: number) => Promise<Ids>) | undefined {
  const candidates = Object.keys(RESOLVERS).filter((pattern) => path === pattern || path.startsWith(`${pattern}/`));
  const best = candidates.sort((a, b) => b.length - a.length)[0];
  return best === undefined ? undefined : RESOLVERS[best];
}

describe('generated tenancy: another park’s row is 404 and stays as it was', () => {
  let t: TestApp;
  let owner: SignedIn;
  let stranger: SignedIn;
  let strangerDriver: string;
  let park: number;
  let operations: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { fleet: { now: t.clock.now(), drivers: 60, trips: 300, days: 14, seed: 13, otherParks: { drivers: 5, trips: 20 } } });
    owner = await signIn(t, 'demo1');
    stranger = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    // An offer of the demo park (the seed writes none).
    await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: bearer(owner.token),
      payload: { title: 'Договор', text: 'Текст договора', effective_from: '2026-11-24' },
    });
    // A statement matching one payout, and a reconciliation of its day (before the payout engine, the demo has no payouts).
    const driver = Number((await one(t.db, sql`select id from drivers where taxis_id = ${park} order by id limit 1`)).id);
    const account = await addPayoutAccount(t.db, park, PARK_ACCOUNT);
    const payout = await addTestPayout(t.db, { taxisId: park, driverId: driver, accountId: account, amountKop: 10_000, status: 'completed', at: new Date('2026-11-01T09:00:00Z') });
    const statement = oneCText([{ number: '1', date: '01.11.2026', sum: '100.00', recipient: 'Водитель', purpose: `выплата № ${payout}` }]);
    await t.app.inject({ method: 'POST', url: '/api/payments/statements', headers: bearer(owner.token), payload: { account_id: account, file_name: 'выписка.txt', content_base64: Buffer.from(statement).toString('base64') } });
    await t.app.inject({ method: 'POST', url: '/api/payments/reconciliation/runs', headers: bearer(owner.token), payload: { date_from: '2026-11-01', date_to: '2026-11-01' } });
    // The driver API's rows (the demo payouts' destinations and payouts) are asked by a driver of another park.
    const otherPark = await parkIdOf(t.db, 'kz-demo');
    await addDriver(t.db, otherPark, { phone: '+77010001122' });
    strangerDriver = (await signInDriver(t, otherPark, '+77010001122')).token;
    // A row of the demo park's journal of exports.
    await t.app.inject({ method: 'GET', url: '/api/drivers/v2/list/export', headers: bearer(owner.token) });
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(document.paths)
      .filter(([path]) => path.includes('{') && !EXEMPT.has(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
  });
  afterAll(async () => {
    await t.close();
  });

  it('every operation with an id answers 404 to another park and changes nothing', async () => {
    const failures: string[] = [];
    let asked = 0;
    for (const operation of operations) {
      const resolve = resolverFor(operation.path);
      if (resolve === undefined) {
        failures.push(`${operation.method} ${operation.path}: no resolver (add one to RESOLVERS)`);
        continue;
      }
      const ids = await resolve(t.db, park);
      const key = `${operation.method} ${operation.path}`;
      const url = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => String(ids[name] ?? '0')) + (QUERIES[key] ?? '');
      // PUT takes what the owner reads at the same path, when there is such a read.
      let payload: object | undefined = BODIES[key];
      if (payload === undefined && operation.method === 'PUT') {
        const read = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
        payload = read.statusCode === 200 ? (read.json() as object) : {};
      }
      if (payload === undefined && operation.method === 'POST') payload = {};
      const before = operation.method === 'GET' ? '' : await tableFingerprint(t.db);
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: { ...bearer(operation.path.startsWith(`${DRIVER_API_BASE}/`) ? strangerDriver : stranger.token), ...HEADERS[key] },
        ...(payload === undefined ? {} : { payload }),
      });
      asked += 1;
      if (response.statusCode !== 404) failures.push(`${key} (${url}): ${response.statusCode} ${response.body.slice(0, 120)}`);
      if (operation.method !== 'GET' && (await tableFingerprint(t.db)) !== before) failures.push(`${key}: wrote to another park`);
    }
    console.info(`generated tenancy: ${operations.length} operations with an id, ${asked} asked, ${failures.length} failures`);
    expect(failures).toEqual([]);
    // A hundred operations, each with two fingerprints of every table: ~10 s on a quiet machine,
    // over 30 s on a CI runner sharing its two cores with the PostgreSQL suite.
  }, 180_000);
});
