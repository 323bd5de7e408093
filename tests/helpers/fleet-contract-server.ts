/**
 * A local HTTP server that speaks the Yandex Fleet API's documented contract (market.md §b, as
 * server/integrations/aggregators/yandex-fleet/wire.ts reads it): the driver profiles list with
 * offset paging, the orders and transactions lists with a cursor and a required time range, the
 * work rules (GET), the v3 transaction create, the v2 driver profile and vehicle creates with X-Idempotency-Token (a created
 * profile listed by id once `decideProfile` made the platform's check), the auth headers (401 `{code, message}` on a
 * wrong key) and 400 on a malformed request. Tests and the import benchmark drive it; faults are
 * injected per path: a status (429 with Retry-After, 5xx), a slow answer (the client's timeout),
 * after a number of calls that pass.
 *
 * A park's data is a source by index (`at(i)`), sorted by time, so the benchmark's 300,000
 * orders are made as they are asked for instead of held in memory.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FleetDriverProfile, FleetOrder, FleetTransaction, FleetWorkRule } from '../../server/integrations/aggregators/yandex-fleet/wire';

export interface Indexed<T> {
  count: number;
  at(index: number): T;
}

export const indexedOf = <T>(items: T[]): Indexed<T> => ({
  get count() {
    return items.length;
  },
  at: (index) => {
    const item = items[index];
    if (item === undefined) throw new Error(`no item ${index}`);
    return item;
  },
});

export interface FleetPark {
  parkId: string;
  clientId: string;
  apiKey: string;
  drivers: Indexed<FleetDriverProfile>;
  /** Sorted by booked_at. */
  orders: Indexed<FleetOrder>;
  /** Sorted by event_at. */
  transactions: Indexed<FleetTransaction>;
  /** GET /v1/parks/driver-work-rules; none when absent. */
  workRules?: FleetWorkRule[];
}

export interface Fault {
  /** e.g. '/v1/parks/orders/list'; any path when absent. */
  path?: string;
  /** Calls to this path that pass before the fault starts. */
  after?: number;
  /** How many calls it hits. */
  times: number;
  status?: number;
  retryAfter?: string;
  /** Answer only after this long (the client's timeout). */
  delayMs?: number;
}

export interface RecordedCall {
  path: string;
  at: number;
  headers: { clientId: string | undefined; parkId: string | undefined; apiKey: string | undefined; idempotencyToken: string | undefined };
  body: Record<string, unknown>;
  status: number;
}

interface ActiveFault extends Fault {
  seen: number;
  hits: number;
}

const PAGE_LIMITS: Record<string, number> = {
  '/v1/parks/driver-profiles/list': 1000,
  '/v1/parks/orders/list': 500,
  '/v2/parks/transactions/list': 1000,
};

const encodeCursor = (index: number) => Buffer.from(JSON.stringify({ i: index })).toString('base64url');
function decodeCursor(cursor: unknown): number | null {
  if (typeof cursor !== 'string' || cursor === '') return 0;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { i?: unknown };
    return typeof value.i === 'number' && Number.isInteger(value.i) && value.i >= 0 ? value.i : null;
  } catch {
    return null;
  }
}

/** First index whose time is >= `at` (the source is sorted by time). */
function lowerBound<T>(source: Indexed<T>, time: (item: T) => number, at: number): number {
  let lo = 0;
  let hi = source.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time(source.at(mid)) < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function rangeOf(value: unknown): { from: number; to: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { from, to } = value as { from?: unknown; to?: unknown };
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  const f = Date.parse(from);
  const t = Date.parse(to);
  return Number.isNaN(f) || Number.isNaN(t) || f > t ? null : { from: f, to: t };
}

const dig = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);

export class FleetContractServer {
  readonly calls: RecordedCall[] = [];
  private readonly parks = new Map<string, FleetPark>();
  private faults: ActiveFault[] = [];
  private readonly callCounts = new Map<string, number>();
  /** v3 creates by idempotency token: the same token answers the same transaction. */
  private readonly created = new Map<string, { id: string; body: string }>();
  readonly createdTransactions: FleetTransaction[] = [];
  /** Driver profiles registered through v2 contractors/driver-profile. */
  readonly createdProfiles: { id: string; phone: string }[] = [];
  /** Vehicles registered through v2 vehicles/car. */
  readonly createdCars: { id: string; number: string }[] = [];
  /** A registered profile's check: listed (by id) only once the platform has decided. */
  private readonly profileChecks = new Map<string, { work_status: string; check_message: string | null }>();
  private readonly profileBodies = new Map<string, Record<string, unknown>>();
  private server: Server | null = null;
  url = '';

  addPark(park: FleetPark): void {
    this.parks.set(park.parkId, park);
  }

  /** The platform's document check of a registered profile: from now on the list shows it so. */
  decideProfile(id: string, check: { work_status: 'working' | 'not_working' | 'fired'; check_message?: string | null }): void {
    this.profileChecks.set(id, { work_status: check.work_status, check_message: check.check_message ?? null });
  }

  private createdProfileAsListed(id: string, parkId: string): FleetDriverProfile | null {
    const check = this.profileChecks.get(id);
    const body = this.profileBodies.get(id);
    if (!check || !body) return null;
    return {
      driver_profile: {
        id,
        park_id: parkId,
        first_name: String(dig(body, 'person', 'full_name', 'first_name') ?? ''),
        last_name: String(dig(body, 'person', 'full_name', 'last_name') ?? ''),
        middle_name: null,
        phones: [String(dig(body, 'person', 'contact_info', 'phone') ?? '')],
        work_status: check.work_status,
        check_message: check.check_message,
        employment_type: String(dig(body, 'person', 'employment_type') ?? ''),
      },
      accounts: [],
    };
  }

  inject(fault: Fault): void {
    this.faults.push({ ...fault, seen: 0, hits: 0 });
  }

  clearFaults(): void {
    this.faults = [];
  }

  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  /** Listens on 127.0.0.1; port 0 takes a free one. */
  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch(() => {
        if (!response.headersSent) this.send(response, 500, { code: 'internal_error', message: 'Internal error' });
      });
    });
    // Keep-alive sockets would hold close() for their idle timeout.
    this.server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const { port: bound } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${bound}`;
    return this.url;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }

  private send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = (request.url ?? '').split('?')[0] ?? '';
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    let body: Record<string, unknown> = {};
    let malformed = false;
    try {
      const text = Buffer.concat(chunks).toString('utf8');
      body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    } catch {
      malformed = true;
    }
    const call: RecordedCall = {
      path,
      at: Date.now(),
      headers: { clientId: header('x-client-id'), parkId: header('x-park-id'), apiKey: header('x-api-key'), idempotencyToken: header('x-idempotency-token') },
      body,
      status: 0,
    };
    this.calls.push(call);
    const reply = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
      call.status = status;
      this.send(response, status, answer, headers);
    };

    const seen = this.callCounts.get(path) ?? 0;
    this.callCounts.set(path, seen + 1);
    const fault = this.faults.find((f) => (f.path === undefined || f.path === path) && f.hits < f.times && f.seen++ >= (f.after ?? 0));
    if (fault) {
      fault.hits += 1;
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status) {
        const code = fault.status === 429 ? 'too_many_requests' : 'internal_error';
        return reply(fault.status, { code, message: fault.status === 429 ? 'Too many requests' : 'Internal error' }, fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {});
      }
    }
    if (request.method === 'GET' && path === '/v1/parks/driver-work-rules') {
      const park = call.headers.parkId ? this.parks.get(call.headers.parkId) : undefined;
      if (!park || call.headers.apiKey !== park.apiKey || call.headers.clientId !== park.clientId) {
        return reply(401, { code: 'unauthorized', message: 'Invalid API key or client id' });
      }
      const query = new URL(request.url ?? '', 'http://fleet').searchParams;
      if (query.get('park_id') !== park.parkId) return reply(400, { code: 'bad_request', message: 'park_id is required' });
      return reply(200, { rules: park.workRules ?? [] });
    }
    if (request.method !== 'POST') return reply(405, { code: 'method_not_allowed', message: 'Method not allowed' });
    if (malformed) return reply(400, { code: 'bad_request', message: 'Malformed JSON' });

    const park = call.headers.parkId ? this.parks.get(call.headers.parkId) : undefined;
    if (!park || call.headers.apiKey !== park.apiKey || call.headers.clientId !== park.clientId) {
      return reply(401, { code: 'unauthorized', message: 'Invalid API key or client id' });
    }

    if (path === '/v1/parks/driver-profiles/list') {
      if (dig(body, 'query', 'park', 'id') !== park.parkId) return reply(400, { code: 'bad_request', message: 'query.park.id is required' });
      const limit = Number(body.limit ?? 1000);
      const offset = Number(body.offset ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMITS[path]! || !Number.isInteger(offset) || offset < 0) {
        return reply(400, { code: 'bad_request', message: 'limit or offset out of range' });
      }
      const ids = dig(body, 'query', 'park', 'driver_profile', 'id');
      if (Array.isArray(ids)) {
        const wanted = ids.filter((id): id is string => typeof id === 'string');
        const found = wanted.map((id) => this.createdProfileAsListed(id, park.parkId)).filter((p): p is FleetDriverProfile => p !== null);
        return reply(200, { driver_profiles: found.slice(offset, offset + limit), total: found.length, limit, offset });
      }
      const end = Math.min(park.drivers.count, offset + limit);
      const page: FleetDriverProfile[] = [];
      for (let i = offset; i < end; i += 1) page.push(park.drivers.at(i));
      return reply(200, { driver_profiles: page, total: park.drivers.count, limit, offset, parks: [{ id: park.parkId, city: 'Москва', name: 'Парк' }] });
    }

    if (path === '/v1/parks/orders/list' || path === '/v2/parks/transactions/list') {
      const orders = path === '/v1/parks/orders/list';
      const range = rangeOf(orders ? dig(body, 'query', 'park', 'order', 'booked_at') : dig(body, 'query', 'park', 'transaction', 'event_at'));
      if (dig(body, 'query', 'park', 'id') !== park.parkId || !range) {
        return reply(400, { code: 'bad_request', message: orders ? 'query.park.order.booked_at is required' : 'query.park.transaction.event_at is required' });
      }
      const limit = Number(body.limit ?? (orders ? 500 : 40));
      if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMITS[path]!) return reply(400, { code: 'bad_request', message: 'limit out of range' });
      const source: Indexed<FleetOrder | FleetTransaction> = orders ? park.orders : park.transactions;
      const time = (item: FleetOrder | FleetTransaction) => Date.parse('booked_at' in item ? item.booked_at : item.event_at);
      const first = lowerBound(source, time, range.from);
      const end = lowerBound(source, time, range.to);
      const skip = decodeCursor(body.cursor);
      if (skip === null) return reply(400, { code: 'bad_request', message: 'invalid cursor' });
      const start = first + skip;
      const stop = Math.min(end, start + limit);
      const page: unknown[] = [];
      for (let i = start; i < stop; i += 1) page.push(source.at(i));
      const cursor = stop < end ? encodeCursor(skip + page.length) : '';
      return reply(200, orders ? { orders: page, cursor, limit } : { transactions: page, cursor });
    }

    if (path === '/v3/parks/driver-profiles/transactions') {
      const token = call.headers.idempotencyToken;
      if (!token || !/^[\x21-\x7e]{16,64}$/.test(token)) return reply(400, { code: 'bad_request', message: 'X-Idempotency-Token is required' });
      const amount = body.amount;
      if (body.park_id !== park.parkId || typeof body.contractor_profile_id !== 'string' || typeof amount !== 'string' || !/^-?[0-9]+(\.[0-9]{1,4})?$/.test(amount) || Number(amount) === 0) {
        return reply(400, { code: 'bad_request', message: 'invalid transaction' });
      }
      const key = `${park.parkId}:${token}`;
      const previous = this.created.get(key);
      const text = JSON.stringify(body);
      if (previous) {
        if (previous.body !== text) return reply(409, { code: 'idempotency_conflict', message: 'Token reused with another body' });
        return reply(200, { id: previous.id, status: 'success' });
      }
      const id = randomUUID().replace(/-/g, '');
      this.created.set(key, { id, body: text });
      this.createdTransactions.push({
        id,
        event_at: new Date().toISOString(),
        category_id: `partner_service_external_event_${String(dig(body, 'data', 'kind') ?? 'other')}`,
        amount,
        description: String(body.description ?? ''),
        driver_profile_id: body.contractor_profile_id,
        created_by: { identity: 'fleet-api' },
      });
      return reply(200, { id, status: 'success' });
    }

    if (path === '/v2/parks/contractors/driver-profile') {
      const token = call.headers.idempotencyToken;
      if (!token || !/^[\x21-\x7e]{16,64}$/.test(token)) return reply(400, { code: 'bad_request', message: 'X-Idempotency-Token is required' });
      const phone = dig(body, 'person', 'contact_info', 'phone');
      const licence = dig(body, 'person', 'driver_license', 'number');
      if (typeof phone !== 'string' || !/^\+\d{1,15}$/.test(phone) || typeof licence !== 'string' || typeof dig(body, 'person', 'full_name', 'last_name') !== 'string') {
        return reply(400, { code: 'bad_request', message: 'person is incomplete' });
      }
      const key = `${park.parkId}:profile:${token}`;
      const previous = this.created.get(key);
      if (previous) return reply(200, { contractor_profile_id: previous.id });
      const id = randomUUID().replace(/-/g, '');
      this.created.set(key, { id, body: JSON.stringify(body) });
      this.createdProfiles.push({ id, phone });
      this.profileBodies.set(id, body);
      return reply(200, { contractor_profile_id: id });
    }

    if (path === '/v2/parks/vehicles/car') {
      const token = call.headers.idempotencyToken;
      if (!token || !/^[\x21-\x7e]{16,64}$/.test(token)) return reply(400, { code: 'bad_request', message: 'X-Idempotency-Token is required' });
      const number = dig(body, 'vehicle_licenses', 'licence_plate_number');
      const year = dig(body, 'vehicle_specifications', 'year');
      if (typeof number !== 'string' || number === '' || typeof dig(body, 'vehicle_specifications', 'brand') !== 'string' || typeof year !== 'number') {
        return reply(400, { code: 'bad_request', message: 'vehicle is incomplete' });
      }
      const key = `${park.parkId}:car:${token}`;
      const previous = this.created.get(key);
      if (previous) return reply(200, { vehicle_id: previous.id });
      const id = randomUUID().replace(/-/g, '');
      this.created.set(key, { id, body: JSON.stringify(body) });
      this.createdCars.push({ id, number });
      return reply(200, { vehicle_id: id });
    }

    return reply(404, { code: 'not_found', message: 'Not found' });
  }
}

// ---- generated parks --------------------------------------------------------------------------

const FIRST = ['Иван', 'Пётр', 'Сергей', 'Алексей', 'Дмитрий', 'Андрей', 'Михаил', 'Николай'];
const LAST = ['Иванов', 'Петров', 'Сидоров', 'Смирнов', 'Кузнецов', 'Попов', 'Волков', 'Орлов'];
const PAYMENTS = ['cash', 'card', 'cashless', 'corp', 'internal'];
const CATEGORIES = ['econom', 'comfort', 'comfort_plus', 'business', 'minivan'];

export interface GeneratedParkOptions {
  parkId: string;
  apiKey?: string;
  drivers: number;
  orders: number;
  /** Orders are spread evenly over [from, to). */
  from: Date;
  to: Date;
  /** A share of orders that are cancelled (every n-th). */
  cancelledEvery?: number;
  /** Manual park transactions (partner_service_manual), spread like the orders. */
  transactions?: number;
}

/** The work rules of a generated park (market.md §b.4's typical names); driver i has rule i mod 3. */
export const generatedWorkRules = (parkId: string): FleetWorkRule[] => [
  { id: `${parkId.slice(0, 8)}wr-staff`, name: 'Штатный', is_enabled: true },
  { id: `${parkId.slice(0, 8)}wr-rent`, name: 'Аренда', is_enabled: true },
  { id: `${parkId.slice(0, 8)}wr-old`, name: 'Подключение (архив)', is_enabled: false },
];

export const driverExternalId = (parkId: string, index: number) => `${parkId.slice(0, 8)}d${String(index).padStart(7, '0')}`;

/** A park made by index: driver i, order i (driver i mod drivers), all deterministic. */
export function generatedPark(options: GeneratedParkOptions): FleetPark {
  const span = options.to.getTime() - options.from.getTime();
  const stepOf = (count: number) => span / Math.max(1, count);
  const cancelledEvery = options.cancelledEvery ?? 10;
  const parkDigits = [...options.parkId].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1000, 7);
  const workRules = generatedWorkRules(options.parkId);
  return {
    parkId: options.parkId,
    workRules,
    clientId: `taxi/park/${options.parkId}`,
    apiKey: options.apiKey ?? `key-${options.parkId}`,
    drivers: {
      count: options.drivers,
      at: (i) => ({
        driver_profile: {
          id: driverExternalId(options.parkId, i),
          park_id: options.parkId,
          first_name: FIRST[i % FIRST.length]!,
          last_name: LAST[(i >> 3) % LAST.length]!,
          middle_name: null,
          phones: [`+79${String(parkDigits).padStart(3, '0')}${String(i).padStart(6, '0')}`],
          driver_license: { number: `77YF${String(i).padStart(6, '0')}`, country: 'rus', issue_date: '2015-05-01', expiration_date: '2035-05-01' },
          work_status: i % 17 === 0 ? 'not_working' : 'working',
          employment_type: i % 5 === 0 ? 'park_employee' : 'selfemployed',
          has_contract_issue: i % 23 === 0,
          work_rule_id: workRules[i % workRules.length]!.id,
        },
        accounts: [{ id: driverExternalId(options.parkId, i), type: 'current', balance: '0.0000', balance_limit: '-500.0000', currency: 'RUB' }],
      }),
    },
    orders: {
      count: options.orders,
      at: (i) => {
        const booked = new Date(options.from.getTime() + Math.floor(i * stepOf(options.orders)));
        const cancelled = i % cancelledEvery === cancelledEvery - 1;
        return {
          id: `${options.parkId.slice(0, 8)}o${String(i).padStart(9, '0')}`,
          short_id: 100_000 + i,
          status: cancelled ? 'cancelled' : 'complete',
          created_at: booked.toISOString(),
          booked_at: booked.toISOString(),
          ended_at: cancelled ? null : new Date(booked.getTime() + 20 * 60_000).toISOString(),
          provider: 'platform',
          category: CATEGORIES[i % CATEGORIES.length]!,
          payment_method: PAYMENTS[i % PAYMENTS.length]!,
          price: cancelled ? '0.0000' : `${300 + (i % 700)}.${String((i * 37) % 100).padStart(2, '0')}00`,
          mileage: String(1000 + (i % 20_000)),
          address_from: { address: `Москва, ул. Тверская, ${1 + (i % 40)}` },
          route_points: [{ address: `Москва, Ленинский пр., ${1 + (i % 90)}` }],
          driver_profile: { id: driverExternalId(options.parkId, i % Math.max(1, options.drivers)), name: null },
          car: null,
          cancellation_description: cancelled ? 'Отменён пассажиром' : null,
        };
      },
    },
    transactions: {
      count: options.transactions ?? 0,
      at: (i) => ({
        id: `${options.parkId.slice(0, 8)}t${String(i).padStart(9, '0')}`,
        event_at: new Date(options.from.getTime() + Math.floor(i * stepOf(options.transactions ?? 0))).toISOString(),
        category_id: 'partner_service_manual',
        category_name: 'Ручное списание',
        group_id: 'partner_other',
        amount: `-${50 + (i % 150)}.0000`,
        currency_code: 'RUB',
        description: 'Штраф за нарушение правил парка',
        driver_profile_id: driverExternalId(options.parkId, (i * 7) % Math.max(1, options.drivers)),
        order_id: null,
        created_by: { identity: 'dispatcher' },
      }),
    },
  };
}
