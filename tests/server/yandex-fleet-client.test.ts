/**
 * Issue 12 §1: the Yandex Fleet client against a local server that speaks the documented
 * contract: the auth headers, offset and cursor paging, a 429 with Retry-After, retries with
 * bounded back-off after 5xx, a timeout, typed errors, and a write's idempotency token (retried
 * after a 429 only: after a timeout its outcome is unknown). No error carries the API key.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FleetApiError, parseRetryAfter, YandexFleetClient } from '../../server/integrations/aggregators/yandex-fleet/client';
import { fleetMoneyToKopecks, kopecksToFleetMoney } from '../../server/integrations/aggregators/yandex-fleet/wire';
import { FleetContractServer, generatedPark } from '../helpers/fleet-contract-server';

const park = generatedPark({
  parkId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  drivers: 25,
  orders: 120,
  transactions: 30,
  from: new Date('2026-11-01T00:00:00Z'),
  to: new Date('2026-11-11T00:00:00Z'),
});

describe('Yandex Fleet client', () => {
  const server = new FleetContractServer();
  const sleeps: number[] = [];
  let url = '';

  const client = (overrides: { apiKey?: string; timeoutMs?: number; retries?: number } = {}) =>
    new YandexFleetClient(
      { clientId: park.clientId, apiKey: overrides.apiKey ?? park.apiKey, parkId: park.parkId },
      {
        baseUrl: url,
        timeoutMs: overrides.timeoutMs ?? 2000,
        retries: overrides.retries ?? 3,
        baseDelayMs: 100,
        maxDelayMs: 400,
        maxRetryAfterMs: 5000,
        // Sleeps are recorded and shortened: the back-off is asserted, not waited.
        sleep: async (ms) => {
          sleeps.push(ms);
        },
        random: () => 0.5,
      },
    );

  beforeAll(async () => {
    server.addPark(park);
    url = await server.start();
  });
  afterEach(() => {
    server.clearFaults();
    server.calls.length = 0;
    sleeps.length = 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends X-Client-ID, X-API-Key and X-Park-ID and pages the driver profiles by offset', async () => {
    const first = await client().listDriverProfiles({ limit: 10, offset: 0 });
    const last = await client().listDriverProfiles({ limit: 10, offset: 20 });
    expect(first.total).toBe(25);
    expect(first.driver_profiles).toHaveLength(10);
    expect(last.driver_profiles).toHaveLength(5);
    expect(first.driver_profiles[0]?.driver_profile.phones[0]).toMatch(/^\+79\d{9}$/);
    const [call] = server.calls;
    expect(call?.headers).toMatchObject({ clientId: `taxi/park/${park.parkId}`, apiKey: park.apiKey, parkId: park.parkId });
  });

  it('pages orders by cursor within the booked_at range, and transactions within event_at', async () => {
    const from = new Date('2026-11-02T00:00:00Z');
    const to = new Date('2026-11-04T00:00:00Z');
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const answer = await client().listOrders({ from, to, cursor, limit: 7 });
      ids.push(...answer.orders.map((order) => order.id));
      for (const order of answer.orders) {
        expect(Date.parse(order.booked_at)).toBeGreaterThanOrEqual(from.getTime());
        expect(Date.parse(order.booked_at)).toBeLessThan(to.getTime());
      }
      cursor = answer.cursor || null;
      if (!cursor) break;
    }
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    const transactions = await client().listTransactions({ from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-11T00:00:00Z'), cursor: null, limit: 1000 });
    expect(transactions.transactions).toHaveLength(30);
    expect(transactions.cursor ?? '').toBe('');
  });

  it('waits out a 429 for its Retry-After, then answers', async () => {
    server.inject({ path: '/v1/parks/orders/list', times: 2, status: 429, retryAfter: '2' });
    const answer = await client().listOrders({ from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-02T00:00:00Z'), cursor: null, limit: 5 });
    expect(answer.orders).toHaveLength(5);
    expect(sleeps).toEqual([2000, 2000]);
    expect(server.callsTo('/v1/parks/orders/list')).toHaveLength(3);
  });

  it('fails as rate_limited when the Retry-After is beyond its limit, without waiting it', async () => {
    server.inject({ path: '/v1/parks/orders/list', times: 1, status: 429, retryAfter: '3600' });
    const error = await client().listOrders({ from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-02T00:00:00Z'), cursor: null, limit: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect((error as FleetApiError).kind).toBe('rate_limited');
    expect((error as FleetApiError).transient).toBe(true);
    expect(sleeps).toEqual([]);
  });

  it('retries 5xx with exponential back-off and jitter, bounded by maxDelayMs', async () => {
    server.inject({ path: '/v1/parks/driver-profiles/list', times: 3, status: 503 });
    const answer = await client().listDriverProfiles({ limit: 5, offset: 0 });
    expect(answer.driver_profiles).toHaveLength(5);
    // random() = 0.5 of min(400, 100 * 2^n): 50, 100, 200.
    expect(sleeps).toEqual([50, 100, 200]);
  });

  it('gives up after its retries with a typed error naming the status and the platform code', async () => {
    server.inject({ path: '/v1/parks/driver-profiles/list', times: 10, status: 500 });
    const error = (await client({ retries: 2 }).listDriverProfiles({ limit: 5, offset: 0 }).catch((e: unknown) => e)) as FleetApiError;
    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(500);
    expect(error.code).toBe('internal_error');
    expect(error.attempts).toBe(3);
    expect(server.callsTo('/v1/parks/driver-profiles/list')).toHaveLength(3);
  });

  it('times out a slow answer and retries it', async () => {
    server.inject({ path: '/v1/parks/driver-profiles/list', times: 1, delayMs: 600 });
    const started = Date.now();
    const answer = await client({ timeoutMs: 200 }).listDriverProfiles({ limit: 3, offset: 0 });
    expect(answer.driver_profiles).toHaveLength(3);
    expect(server.callsTo('/v1/parks/driver-profiles/list')).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers timeout when every attempt is too slow', async () => {
    server.inject({ path: '/v1/parks/driver-profiles/list', times: 3, delayMs: 500 });
    const error = (await client({ timeoutMs: 100, retries: 1 }).listDriverProfiles({ limit: 3, offset: 0 }).catch((e: unknown) => e)) as FleetApiError;
    expect(error.kind).toBe('timeout');
    expect(error.attempts).toBe(2);
  });

  it('refuses a wrong key as unauthorized, not retried, and the key is in no error text', async () => {
    const secret = 'wrong-key-0123456789-secret';
    const error = (await client({ apiKey: secret }).listDriverProfiles({ limit: 3, offset: 0 }).catch((e: unknown) => e)) as FleetApiError;
    expect(error.kind).toBe('unauthorized');
    expect(error.transient).toBe(false);
    expect(server.calls).toHaveLength(1);
    const texts = [error.message, error.stack ?? '', JSON.stringify(error), JSON.stringify(client({ apiKey: secret }))];
    for (const text of texts) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(park.clientId);
    }
  });

  it('reads a malformed answer as invalid_response', async () => {
    const bad = new YandexFleetClient(
      { clientId: park.clientId, apiKey: park.apiKey, parkId: park.parkId },
      { baseUrl: url, fetch: async () => new Response(JSON.stringify({ driver_profiles: [{}], total: 1 }), { status: 200 }) },
    );
    const error = (await bad.listDriverProfiles({ limit: 1, offset: 0 }).catch((e: unknown) => e)) as FleetApiError;
    expect(error.kind).toBe('invalid_response');
  });

  it('creates a transaction with X-Idempotency-Token: a retry after 429 sends the same token and one transaction is made', async () => {
    server.inject({ path: '/v3/parks/driver-profiles/transactions', times: 1, status: 429, retryAfter: '1' });
    const token = 'cabinet-charge-000000000042';
    const input = { contractorProfileId: 'a1b2c3d4d0000001', amount: '-150.00', description: 'Штраф', kind: 'fine' as const };
    const before = server.createdTransactions.length;
    const first = await client().createTransaction(input, token);
    const again = await client().createTransaction(input, token);
    expect(again.id).toBe(first.id);
    expect(server.createdTransactions.length - before).toBe(1);
    const calls = server.callsTo('/v3/parks/driver-profiles/transactions');
    expect(calls.map((call) => call.headers.idempotencyToken)).toEqual([token, token, token]);
    expect(calls[1]?.body).toMatchObject({ park_id: park.parkId, contractor_profile_id: input.contractorProfileId, amount: '-150.00', version: 1, data: { kind: 'fine' } });
  });

  it('does not retry a write whose answer timed out: its outcome is unknown', async () => {
    server.inject({ path: '/v3/parks/driver-profiles/transactions', times: 1, delayMs: 400 });
    const error = (await client({ timeoutMs: 100 })
      .createTransaction({ contractorProfileId: 'a1b2c3d4d0000002', amount: '100.00', description: 'Бонус', kind: 'bonus' }, 'cabinet-bonus-0000000000001')
      .catch((e: unknown) => e)) as FleetApiError;
    expect(error.kind).toBe('unknown_outcome');
    expect(server.callsTo('/v3/parks/driver-profiles/transactions')).toHaveLength(1);
  });

  it('reads Retry-After as seconds or an HTTP date, and money strings to kopecks', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 00:00:10 GMT', Date.parse('2026-11-25T00:00:00Z'))).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(fleetMoneyToKopecks('1234.5678')).toBe(123_457);
    expect(fleetMoneyToKopecks('-150.0000')).toBe(-15_000);
    expect(fleetMoneyToKopecks('0.004')).toBe(0);
    expect(kopecksToFleetMoney(-15_005)).toBe('-150.05');
  });
});
