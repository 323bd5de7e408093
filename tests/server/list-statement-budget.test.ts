/**
 * Issue 22 §4: SQL statements per request of every list endpoint, counted by the query hook
 * (server/db/statement-count.ts, answered in `x-sql-statements`), against a budget per endpoint.
 * The lists without a path parameter are found, not listed by hand: every GET of the API whose
 * answer (OpenAPI, from the routes' own schemas) is an array or an object holding one. One found
 * without a budget fails the test, so a new list is born with one. The lists of one record
 * (`/drivers/{id}/changes` …) are listed below with the ids of this park's fixtures.
 * Each request is made twice and the second one is counted: the token's checks and the park's
 * zone are kept by then, as they are for every request but a session's first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { STATEMENTS_HEADER } from '../../server/plugins/statement-count';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addCar, addDriver, addTrip, linkDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Statements per request, by endpoint (`:driver` and the like are this test's fixtures). */
const BUDGETS: Record<string, number> = {
  // Issue 22: one statement for the page (and, every 30 s or when a driver is added, one recount).
  '/api/drivers/v2/list': 2,
  '/api/drivers/v2/list?is_selfemployed=1': 2,
  '/api/drivers/v2/list?taxis_aggregators=:aggregator': 2,
  '/api/drivers/v2/list?search=Иван': 7,
  '/api/aggregators/antifraud?aggregator=:aggregator': 6,
  '/api/aggregators/base': 1,
  '/api/aggregators/groups': 1,
  '/api/aggregators/handy': 1,
  '/api/alert': 1,
  '/api/auth/multiuser/list': 1,
  '/api/cars': 2,
  '/api/drivers/access-app': 2,
  '/api/drivers/approve/list': 2,
  '/api/drivers/blacklist': 2,
  '/api/drivers/feedback': 3,
  '/api/drivers/feedback/kpi': 4,
  '/api/drivers/feereport': 2,
  '/api/drivers/goals': 3,
  '/api/export-audit': 2,
  '/api/groups': 2,
  '/api/hints?type_id=1': 1,
  '/api/legal-entities': 2,
  '/api/market/requests': 2,
  '/api/news': 2,
  '/api/npd/receipts': 3,
  '/api/offers': 2,
  '/api/payments/reconciliation/runs': 2,
  '/api/payments/statements': 2,
  '/api/payments/statements/accounts': 1,
  '/api/payout-accounts': 1,
  '/api/payout-notices': 6,
  '/api/payout-settings/notices': 1,
  '/api/payout-settings/rails': 2,
  '/api/payout-settings/staff': 1,
  '/api/payouts': 3,
  '/api/payouts/accounts': 1,
  '/api/payouts/totals': 2,
  '/api/referral/settings': 1,
  '/api/reports/list': 2,
  '/api/taxis/cloudpayments/accounts': 1,
  '/api/taxis/qiwi': 2,
  '/api/taxis/yourpayments/accounts': 1,
  '/api/taxisbanks': 2,
  '/api/transactions': 3,
  '/api/transfers/corrections': 3,
  '/api/transfersp': 3,
  '/api/users': 2,
  '/api/virtual-accounts': 1,
  '/api/drivers/:driver/changes': 3,
  '/api/drivers/:driver/charges': 3,
  '/api/drivers/:driver/goals': 2,
  '/api/drivers/:driver/aggregators': 3,
  '/api/users/:user/changes': 2,
  '/api/taxis/:park/changes': 2,
  '/api/aggregators/:aggregator/registries': 1,
  '/api/aggregators/:aggregator/drivers-add': 4,
};

/** Lists of the driver API, with a token of their own (tests/server/driver-api.test.ts counts those). */
const ELSEWHERE = new Set(['/driver-api/destinations', '/driver-api/payouts']);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
}

const isArray = (schema: JsonSchema | undefined): boolean =>
  schema !== undefined &&
  (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')) || (schema.anyOf ?? []).some(isArray));

/** A page of rows: an array, or an object with an array among its own fields. */
const answersRows = (schema: JsonSchema | undefined): boolean =>
  schema !== undefined && (isArray(schema) || Object.values(schema.properties ?? {}).some(isArray));

function foundLists(spec: OpenApi): string[] {
  return Object.entries(spec.paths)
    .filter(([path, operations]) => !path.includes('{') && answersRows(operations.get?.responses?.['200']?.content?.['application/json']?.schema))
    .map(([path]) => path)
    .filter((path) => !ELSEWHERE.has(path))
    .sort();
}

describe('SQL statements per list request', () => {
  let t: TestApp;
  let demo1: SignedIn;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    const park = await parkIdOf(t.db, 'demo1');
    const aggregator = await addAggregator(t.db, park, 'yandex');
    const car = await addCar(t.db, park, { number: 'А555АА77' });
    const day = 86_400_000;
    for (let n = 0; n < 3; n += 1) {
      const driver = await addDriver(t.db, park, { carId: n === 0 ? car : null }, n === 0 ? 'А555АА77' : null);
      await linkDriver(t.db, park, driver, aggregator, { isSelfemployed: n !== 1 });
      await addTrip(t.db, { taxisId: park, aggregatorId: aggregator, driverId: driver, bookedAt: new Date(t.clock.now().getTime() - day) });
      ids.driver = driver;
    }
    Object.assign(ids, { park, aggregator, user: demo1.userId });
  });

  afterAll(async () => {
    await t.close();
  });

  const urlOf = (endpoint: string) => endpoint.replace(/:(\w+)/g, (_match, name: string) => String(ids[name]));

  async function statementsOf(endpoint: string): Promise<number> {
    const url = urlOf(endpoint);
    await t.app.inject({ method: 'GET', url, headers: bearer(demo1.token) });
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(demo1.token) });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return Number(response.headers[STATEMENTS_HEADER]);
  }

  it('has a budget for every list endpoint of the API', () => {
    const spec = (t.app as unknown as { swagger(): OpenApi }).swagger();
    const budgeted = new Set(Object.keys(BUDGETS).map((endpoint) => endpoint.split('?')[0]));
    expect(foundLists(spec).filter((path) => !budgeted.has(path))).toEqual([]);
  });

  it('keeps every list endpoint within its budget', async () => {
    const over: string[] = [];
    for (const [endpoint, budget] of Object.entries(BUDGETS)) {
      const statements = await statementsOf(endpoint);
      console.info(`${endpoint}: ${statements} statements (budget ${budget})`);
      if (statements > budget) over.push(`${endpoint}: ${statements} > ${budget}`);
    }
    expect(over).toEqual([]);
  });
});
