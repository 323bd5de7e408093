/**
 * Settings of the aggregators' live connections and of the scheduled import, read from the
 * environment (kept apart from server/config.ts). The import runs only where the server starts
 * its runner (server/main.ts); tests start it explicitly.
 */
import { SecretBox } from './secret-box';
import { YANDEX_FLEET_BASE_URL, type FleetClientSettings } from './yandex-fleet/client';

export interface FleetSettings extends FleetClientSettings {
  secrets: SecretBox;
  import: {
    /** How often the runner looks for due imports; 0 switches the runner off. */
    intervalMs: number;
    /** Pause after a completed run before the next window. */
    everyMs: number;
    /** The first run's window reaches back this far. */
    firstDays: number;
    /** The window ends this long before now: orders still under way are left for the next run. */
    settleMs: number;
    /** The longest window one run imports (a park offline for months catches up run by run). */
    maxWindowDays: number;
    /** A runner's hold on an import, renewed with each page. */
    leaseMs: number;
    driversPage: number;
    ordersPage: number;
    transactionsPage: number;
    /** Orders or transactions written per database transaction (PGlite serves requests between them). */
    commitEvery: number;
  };
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name}: ожидалось неотрицательное целое число, получено: ${value}`);
  return parsed;
}

export function loadFleetSettings(env: NodeJS.ProcessEnv = process.env): FleetSettings {
  return {
    baseUrl: env.YANDEX_FLEET_BASE_URL && env.YANDEX_FLEET_BASE_URL !== '' ? env.YANDEX_FLEET_BASE_URL : YANDEX_FLEET_BASE_URL,
    client: {
      timeoutMs: int(env.YANDEX_FLEET_TIMEOUT_MS, 15_000, 'YANDEX_FLEET_TIMEOUT_MS'),
      retries: int(env.YANDEX_FLEET_RETRIES, 4, 'YANDEX_FLEET_RETRIES'),
      baseDelayMs: 500,
      maxDelayMs: 10_000,
      maxRetryAfterMs: 60_000,
    },
    secrets: SecretBox.fromEnv(env.AGGREGATOR_SECRETS_KEY),
    import: {
      intervalMs: int(env.AGGREGATOR_IMPORT_INTERVAL_MS, 60_000, 'AGGREGATOR_IMPORT_INTERVAL_MS'),
      everyMs: int(env.AGGREGATOR_IMPORT_EVERY_MINUTES, 15, 'AGGREGATOR_IMPORT_EVERY_MINUTES') * 60_000,
      firstDays: int(env.AGGREGATOR_IMPORT_FIRST_DAYS, 7, 'AGGREGATOR_IMPORT_FIRST_DAYS'),
      settleMs: int(env.AGGREGATOR_IMPORT_SETTLE_MINUTES, 60, 'AGGREGATOR_IMPORT_SETTLE_MINUTES') * 60_000,
      maxWindowDays: 31,
      leaseMs: 5 * 60_000,
      driversPage: 500,
      ordersPage: 500,
      transactionsPage: 1000,
      commitEvery: int(env.AGGREGATOR_IMPORT_COMMIT_EVERY, 50, 'AGGREGATOR_IMPORT_COMMIT_EVERY'),
    },
  };
}
