/** Server settings, read once from the environment. Secrets are never logged. */
import { resolve } from 'node:path';
import { AccessPolicySchema, DEFAULT_ACCESS_POLICY, type AccessPolicy } from '../schemas/access';
import { t } from '../texts/t';
import { ROLE_URL_VARIABLES, SERVER_ROLES, type RoleUrls } from './db/tenancy';

export interface RateLimitConfig {
  /** Requests per window to any auth endpoint, per IP. */
  authPerMinute: number;
  /** SMS codes sent per login per hour. */
  smsPerLoginPerHour: number;
  /** SMS codes sent per IP per hour. */
  smsPerIpPerHour: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  realtimePort: number;
  /** postgres://... switches from the embedded PGlite to PostgreSQL: the migrations role's URL. */
  databaseUrl: string | null;
  /** The server roles' own URLs (DATABASE_APP_URL, ...); unset ones follow from databaseUrl. */
  databaseRoleUrls: Partial<RoleUrls>;
  /** PGlite data directory; null keeps the database in memory (tests). */
  dataDir: string | null;
  accessPolicy: AccessPolicy;
  /** Bases of the three hosts of spec 7; one process serves all three by default. */
  authBase: string;
  apiBase: string;
  supportBase: string;
  /** The SPA bundle; null serves no SPA (API-only processes and tests). */
  spaDir: string | null;
  /** 'sandbox' keeps codes in an outbox and shows them in the UI, labelled "Тестовый режим". */
  smsGateway: 'sandbox';
  /**
   * A production start (NODE_ENV=production or DATABASE_URL set) runs the sandbox gateways only
   * when they are switched on by name, `CABINET_SANDBOX=sms,email`: otherwise an installation that
   * forgot its SMS gateway would keep every sign-in code in an outbox.
   */
  production: boolean;
  sandboxSwitchedOn: boolean;
  /** `payouts` named in CABINET_SANDBOX: the payout rails' sandboxes may run in production. */
  payoutSandboxSwitchedOn: boolean;
  /** Set JWT_SECRET in production; otherwise a random one is kept in the database. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  bodyLimitBytes: number;
  rateLimits: RateLimitConfig;
  logLevel: string;
  /**
   * Counts the SQL statements each API request runs and answers them in `x-sql-statements`
   * (server/db/statement-count.ts): the tests' statement budgets read it. COUNT_STATEMENTS=1.
   */
  countStatements: boolean;
}

/** The sandboxes a production start may run, each switched on by name in CABINET_SANDBOX. */
const SANDBOX_NAMES = new Set(['sms', 'email', 'payouts']);

function sandboxNames(raw: string | undefined): Set<string> {
  const names = (raw ?? '').split(',').map((name) => name.trim());
  // An unknown or empty name switches nothing on: a typo must not pass for consent.
  return names.every((name) => SANDBOX_NAMES.has(name)) ? new Set(names) : new Set();
}

/**
 * Why this configuration may not start, or null: a sandbox in production that is not named. The
 * payout rails have only sandboxes so far (server/integrations/payouts): a production start
 * without `payouts` named would take drivers' payout requests that no bank ever receives.
 */
export function refusalOf(config: ServerConfig): string | null {
  if (!config.production) return null;
  if (config.smsGateway === 'sandbox' && !config.sandboxSwitchedOn) return t('app.sandboxInProduction');
  if (!config.payoutSandboxSwitchedOn) return t('app.payoutSandboxInProduction');
  return null;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) throw new Error(`Ожидалось целое число, получено: ${value}`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL.length > 0 ? env.DATABASE_URL : null;
  return {
    host: env.HOST ?? '0.0.0.0',
    port: int(env.PORT, 3000),
    realtimePort: int(env.REALTIME_PORT, 9002),
    databaseUrl,
    databaseRoleUrls: Object.fromEntries(
      SERVER_ROLES.flatMap((role) => {
        const url = env[ROLE_URL_VARIABLES[role]];
        return url === undefined || url === '' ? [] : [[role, url]];
      }),
    ),
    dataDir: databaseUrl ? null : resolve(env.DATA_DIR ?? './data'),
    accessPolicy: AccessPolicySchema.parse(env.ACCESS_POLICY ?? DEFAULT_ACCESS_POLICY),
    authBase: '/auth-api',
    apiBase: '/api',
    supportBase: '/support-api',
    spaDir: env.SPA_DIR === '' ? null : resolve(env.SPA_DIR ?? './dist'),
    smsGateway: 'sandbox',
    production: env.NODE_ENV === 'production' || databaseUrl !== null,
    sandboxSwitchedOn: ['sms', 'email'].every((name) => sandboxNames(env.CABINET_SANDBOX).has(name)),
    payoutSandboxSwitchedOn: sandboxNames(env.CABINET_SANDBOX).has('payouts'),
    jwtSecret: env.JWT_SECRET && env.JWT_SECRET.length > 0 ? env.JWT_SECRET : null,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 600),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    cookieSecure: env.COOKIE_SECURE === '1',
    trustProxy: env.TRUST_PROXY === '1',
    bodyLimitBytes: int(env.BODY_LIMIT, 256 * 1024),
    rateLimits: {
      authPerMinute: int(env.AUTH_RATE_LIMIT, 30),
      smsPerLoginPerHour: int(env.SMS_PER_LOGIN_PER_HOUR, 5),
      smsPerIpPerHour: int(env.SMS_PER_IP_PER_HOUR, 20),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    countStatements: env.COUNT_STATEMENTS === '1',
  };
}

/** Settings for tests: in-memory database, no SPA, generous limits unless a test narrows them. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    dataDir: null,
    databaseUrl: null,
    spaDir: null,
    jwtSecret: 'test-secret-test-secret-test-secret',
    logLevel: 'silent',
    countStatements: true,
    rateLimits: { authPerMinute: 10_000, smsPerLoginPerHour: 1_000, smsPerIpPerHour: 10_000 },
    ...overrides,
  };
}
