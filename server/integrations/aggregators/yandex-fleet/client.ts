/**
 * The Yandex Fleet API client (shared/research/market.md §b, external-services.md §13): one
 * park's credentials, JSON over HTTPS, answers validated by ./wire.ts.
 *
 * - Headers: `X-Client-ID` (`taxi/park/{park_id}`), `X-API-Key`, `X-Park-ID`, `Accept-Language: ru`;
 *   a write carries `X-Idempotency-Token`.
 * - Every attempt has its own timeout. Reads (the list endpoints are POSTs that change nothing)
 *   are retried on a timeout, a network failure, 429 and 5xx, with exponential back-off and full
 *   jitter, bounded by `retries` and `maxDelayMs`; a 429's `Retry-After` (seconds or an HTTP date)
 *   is waited instead, unless it is longer than `maxRetryAfterMs`.
 * - A write is retried only after a 429 (the platform did not take it). After a timeout, a network
 *   failure or a 5xx its outcome is unknown: the caller gets `unknown_outcome` and must check
 *   before trying again with the same token (the token's semantics are undocumented).
 * - Errors are `FleetApiError`s with a kind; no error, log line or message carries the API key or
 *   the client id (the key is held in a private field and only ever written into a header).
 */
import type { z } from 'zod';
import {
  FleetCreatedCarSchema,
  FleetCreatedDriverProfileSchema,
  FleetCreatedTransactionSchema,
  FleetDriverProfilesPageSchema,
  FleetErrorBodySchema,
  FleetOrdersPageSchema,
  FleetTransactionsPageSchema,
  FleetWorkRulesSchema,
  type FleetCreatedCar,
  type FleetCreatedDriverProfile,
  type FleetDriverProfile,
  type FleetNewCar,
  type FleetCreatedTransaction,
  type FleetNewDriverProfile,
  type FleetDriverProfilesPage,
  type FleetNewTransaction,
  type FleetOrdersPage,
  type FleetTransactionsPage,
  type FleetWorkRules,
} from './wire';

export const YANDEX_FLEET_BASE_URL = 'https://fleet-api.taxi.yandex.net';

export interface FleetCredentials {
  /** `taxi/park/{park_id}`. */
  clientId: string;
  apiKey: string;
  /** The park's id on the platform (X-Park-ID). */
  parkId: string;
}

export interface FleetClientOptions {
  baseUrl?: string;
  /** One attempt's limit. */
  timeoutMs?: number;
  /** Attempts after the first. */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A longer Retry-After is not waited: the call fails as rate_limited. */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** [0, 1); the jitter's source. */
  random?: () => number;
}

/** What the installation's settings (fleet-settings.ts) give every park's client. */
export interface FleetClientSettings {
  /** Yandex Fleet's base URL (YANDEX_FLEET_BASE_URL): the Yango mirror, or a local contract server. */
  baseUrl: string;
  client: Omit<FleetClientOptions, 'baseUrl' | 'fetch' | 'sleep' | 'random'>;
}

export type FleetErrorKind =
  /** 401/403: the key or the client id is wrong, or the key lacks the permission. */
  | 'unauthorized'
  /** 400/404/409 and other 4xx: the request is wrong; retrying will not help. */
  | 'rejected'
  /** 429 after the retries (or a Retry-After beyond the limit). */
  | 'rate_limited'
  /** 5xx after the retries. */
  | 'unavailable'
  | 'timeout'
  | 'network'
  /** The answer does not match the documented shape. */
  | 'invalid_response'
  /** A write whose fate is unknown (timeout, network failure, 5xx). */
  | 'unknown_outcome';

export class FleetApiError extends Error {
  constructor(
    readonly kind: FleetErrorKind,
    message: string,
    readonly status: number | null = null,
    /** The platform's `code`, when it answered one. */
    readonly code: string | null = null,
    readonly attempts = 1,
  ) {
    super(message);
    this.name = 'FleetApiError';
  }

  /** Whether another run later may succeed (the import keeps its cursor and tries again). */
  get transient(): boolean {
    return this.kind !== 'unauthorized' && this.kind !== 'rejected' && this.kind !== 'invalid_response';
  }
}

interface Attempt {
  ok: boolean;
  status: number;
  retryAfterMs: number | null;
  body: unknown;
}

const DEFAULTS = {
  baseUrl: YANDEX_FLEET_BASE_URL,
  timeoutMs: 15_000,
  retries: 4,
  baseDelayMs: 500,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
};

/** Seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export class YandexFleetClient {
  readonly #apiKey: string;
  private readonly clientId: string;
  readonly parkId: string;
  private readonly options: Required<Omit<FleetClientOptions, 'fetch' | 'sleep' | 'random'>>;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(credentials: FleetCredentials, options: FleetClientOptions = {}) {
    this.#apiKey = credentials.apiKey;
    this.clientId = credentials.clientId;
    this.parkId = credentials.parkId;
    this.options = {
      baseUrl: (options.baseUrl ?? DEFAULTS.baseUrl).replace(/\/+$/, ''),
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      retries: options.retries ?? DEFAULTS.retries,
      baseDelayMs: options.baseDelayMs ?? DEFAULTS.baseDelayMs,
      maxDelayMs: options.maxDelayMs ?? DEFAULTS.maxDelayMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs,
    };
    this.fetchImpl = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
  }

  /** Keeps the key out of util.inspect and JSON. */
  toJSON(): object {
    return { parkId: this.parkId, baseUrl: this.options.baseUrl };
  }

  /** POST /v1/parks/driver-profiles/list: offset paging, `limit` 1..1000. */
  listDriverProfiles(page: { limit: number; offset: number }): Promise<FleetDriverProfilesPage> {
    return this.read('/v1/parks/driver-profiles/list', FleetDriverProfilesPageSchema, {
      query: { park: { id: this.parkId } },
      limit: page.limit,
      offset: page.offset,
      sort_order: [{ direction: 'asc', field: 'driver_profile.created_date' }],
    });
  }

  /** POST /v1/parks/orders/list: orders booked within [from, to), cursor paging, `limit` ≤ 500. */
  listOrders(page: { from: Date; to: Date; cursor: string | null; limit: number }): Promise<FleetOrdersPage> {
    return this.read('/v1/parks/orders/list', FleetOrdersPageSchema, {
      query: { park: { id: this.parkId, order: { booked_at: { from: page.from.toISOString(), to: page.to.toISOString() } } } },
      limit: page.limit,
      ...(page.cursor ? { cursor: page.cursor } : {}),
    });
  }

  /** POST /v2/parks/transactions/list: the park's transactions within [from, to), cursor paging. */
  listTransactions(page: { from: Date; to: Date; cursor: string | null; limit: number }): Promise<FleetTransactionsPage> {
    return this.read('/v2/parks/transactions/list', FleetTransactionsPageSchema, {
      query: { park: { id: this.parkId, transaction: { event_at: { from: page.from.toISOString(), to: page.to.toISOString() } } } },
      limit: page.limit,
      ...(page.cursor ? { cursor: page.cursor } : {}),
    });
  }

  /**
   * POST /v3/parks/driver-profiles/transactions with `X-Idempotency-Token` (16–64 printable
   * ASCII): the same token on a retry. Retried only after a 429.
   */
  async createTransaction(input: FleetNewTransaction, idempotencyToken: string): Promise<FleetCreatedTransaction> {
    if (!/^[\x21-\x7e]{16,64}$/.test(idempotencyToken)) {
      throw new FleetApiError('rejected', 'X-Idempotency-Token must be 16–64 printable ASCII characters');
    }
    const body = {
      park_id: this.parkId,
      contractor_profile_id: input.contractorProfileId,
      amount: input.amount,
      description: input.description,
      version: input.version ?? 1,
      ...(input.balanceMin === undefined ? {} : { condition: { balance_min: input.balanceMin } }),
      data: { kind: input.kind },
    };
    return this.call('/v3/parks/driver-profiles/transactions', FleetCreatedTransactionSchema, body, {
      write: true,
      headers: { 'X-Idempotency-Token': idempotencyToken },
    });
  }

  /**
   * POST /v2/parks/contractors/driver-profile (market.md §b.2, body seen; the answer's
   * `contractor_profile_id` inferred): registers a driver with the park. Retried only after a 429.
   */
  createDriverProfile(input: FleetNewDriverProfile, idempotencyToken: string): Promise<FleetCreatedDriverProfile> {
    const body = {
      account: { balance_limit: '0', block_orders_on_balance_below_limit: false },
      person: {
        full_name: { first_name: input.firstName, last_name: input.lastName, ...(input.middleName ? { middle_name: input.middleName } : {}) },
        contact_info: { phone: input.phone },
        driver_license: { number: input.licenceNumber, country: input.licenceCountry },
        employment_type: input.employmentType,
        ...(input.taxIdentificationNumber ? { tax_identification_number: input.taxIdentificationNumber } : {}),
      },
      profile: { hire_date: input.hireDate, work_status: 'working' },
      order_provider: { platform: true, partner: true },
    };
    return this.call('/v2/parks/contractors/driver-profile', FleetCreatedDriverProfileSchema, body, {
      write: true,
      headers: { 'X-Idempotency-Token': idempotencyToken },
    });
  }

  /** GET /v1/parks/driver-work-rules (market.md §b.4): the park's work rules, `rules[]{id, name, is_enabled}`. */
  listWorkRules(): Promise<FleetWorkRules> {
    return this.call(`/v1/parks/driver-work-rules?park_id=${encodeURIComponent(this.parkId)}`, FleetWorkRulesSchema, null, { write: false, headers: {} });
  }

  /**
   * One driver profile by its id (the list's `query.park.driver_profile.id` filter), or null
   * while the platform does not list it: how a registration's review is followed.
   */
  async driverProfileById(id: string): Promise<FleetDriverProfile | null> {
    const page = await this.read('/v1/parks/driver-profiles/list', FleetDriverProfilesPageSchema, {
      query: { park: { id: this.parkId, driver_profile: { id: [id] } } },
      limit: 1,
      offset: 0,
    });
    return page.driver_profiles.find((profile) => profile.driver_profile.id === id) ?? null;
  }

  /**
   * POST /v2/parks/vehicles/car (market.md §b.3, body seen; the answer's `vehicle_id` inferred):
   * registers a car with the park. Retried only after a 429.
   */
  createCar(input: FleetNewCar, idempotencyToken: string): Promise<FleetCreatedCar> {
    const body = {
      vehicle_specifications: {
        brand: input.brand,
        model: input.model,
        color: input.color,
        year: input.year,
        transmission: 'unknown',
        ...(input.vin ? { vin: input.vin } : {}),
      },
      vehicle_licenses: {
        licence_plate_number: input.number,
        ...(input.registrationCert ? { registration_certificate: input.registrationCert } : {}),
      },
      park_profile: { callsign: input.number, status: 'working', is_park_property: false, categories: ['econom'] },
    };
    return this.call('/v2/parks/vehicles/car', FleetCreatedCarSchema, body, {
      write: true,
      headers: { 'X-Idempotency-Token': idempotencyToken },
    });
  }

  private read<S extends z.ZodType>(path: string, schema: S, body: object): Promise<z.infer<S>> {
    return this.call(path, schema, body, { write: false, headers: {} });
  }

  private backoff(retry: number): number {
    const ceiling = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** retry);
    // Full jitter: anywhere in [0, ceiling), so parks that failed together do not retry together.
    return Math.floor(this.random() * ceiling);
  }

  private async call<S extends z.ZodType>(
    path: string,
    schema: S,
    /** null: a GET. */
    body: object | null,
    how: { write: boolean; headers: Record<string, string> },
  ): Promise<z.infer<S>> {
    const maxAttempts = 1 + Math.max(0, this.options.retries);
    let last: FleetApiError | null = null;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      let result: Attempt;
      try {
        result = await this.attempt(path, body, how.headers);
      } catch (error) {
        if (error instanceof FleetApiError) throw error;
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (how.write) {
          throw new FleetApiError('unknown_outcome', timedOut ? 'the platform did not answer in time' : 'the connection failed', null, null, attempt);
        }
        last = new FleetApiError(timedOut ? 'timeout' : 'network', timedOut ? `no answer within ${this.options.timeoutMs} ms` : 'the connection failed', null, null, attempt);
        if (attempt < maxAttempts) await this.sleep(this.backoff(attempt - 1));
        continue;
      }
      if (result.ok) {
        const parsed = schema.safeParse(result.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new FleetApiError('invalid_response', `unexpected answer at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`, result.status, null, attempt);
        }
        return parsed.data;
      }
      const errorBody = FleetErrorBodySchema.safeParse(result.body);
      const code = errorBody.success ? (errorBody.data.code ?? null) : null;
      const message = `HTTP ${result.status}${code ? ` ${code}` : ''}${errorBody.success && errorBody.data.message ? `: ${errorBody.data.message.slice(0, 200)}` : ''}`;
      if (result.status === 429) {
        last = new FleetApiError('rate_limited', message, 429, code, attempt);
        if (attempt >= maxAttempts) break;
        if (result.retryAfterMs !== null && result.retryAfterMs > this.options.maxRetryAfterMs) throw last;
        await this.sleep(result.retryAfterMs ?? this.backoff(attempt - 1));
        continue;
      }
      if (result.status >= 500) {
        if (how.write) throw new FleetApiError('unknown_outcome', message, result.status, code, attempt);
        last = new FleetApiError('unavailable', message, result.status, code, attempt);
        if (attempt < maxAttempts) await this.sleep(this.backoff(attempt - 1));
        continue;
      }
      throw new FleetApiError(result.status === 401 || result.status === 403 ? 'unauthorized' : 'rejected', message, result.status, code, attempt);
    }
    throw last ?? new FleetApiError('network', 'no attempt was made');
  }

  private async attempt(path: string, body: object | null, headers: Record<string, string>): Promise<Attempt> {
    const response = await this.fetchImpl(`${this.options.baseUrl}${path}`, {
      method: body === null ? 'GET' : 'POST',
      headers: {
        ...(body === null ? {} : { 'Content-Type': 'application/json' }),
        Accept: 'application/json',
        'Accept-Language': 'ru',
        'X-Client-ID': this.clientId,
        'X-API-Key': this.#apiKey,
        'X-Park-ID': this.parkId,
        ...headers,
      },
      ...(body === null ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = null;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (response.ok) throw new FleetApiError('invalid_response', 'the answer is not JSON', response.status);
      }
    }
    return { ok: response.ok, status: response.status, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')), body: parsed };
  }
}

/** The client of a park's credentials under the installation's settings (its base URL, timeouts, retries). */
export function fleetClientFor(settings: FleetClientSettings): (credentials: FleetCredentials) => YandexFleetClient {
  return (credentials) => new YandexFleetClient(credentials, { baseUrl: settings.baseUrl, ...settings.client });
}
