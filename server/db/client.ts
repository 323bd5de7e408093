/**
 * One database handle for both engines: PGlite (embedded, the default) and PostgreSQL
 * (DATABASE_URL). Repositories see only `Db`, the query builder common to both.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { statementLogger } from './statement-count';
import { assertMigrationsRole, ParkPool, roleUrls, secureDatabase, type RoleUrls } from './tenancy';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /**
   * The server's. On PostgreSQL: inside a park's scope (a signed-in request, park-scope.ts) the
   * park role with `app.park` set, so row-level security answers only that park's rows; outside
   * (sign-in, the auth guard, realtime tickets, startup) the system role.
   */
  db: Db;
  /** Background jobs' own role (every park's rows). */
  jobs: Db;
  /** The operator command's own role (the installation's tables). */
  operator: Db;
  /** The migrations role, owner of the tables: the seed command (truncate, vacuum) and test fixtures. */
  owner: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start other instances from. */
  dump?(): Promise<Blob>;
  /**
   * PGlite only: its notifications on a channel (the session layer's NOTIFY, event-bus.ts).
   * PostgreSQL's are heard on a LISTEN connection of the bus's own.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface PgliteOptions {
  /** Directory to persist into; null keeps the database in memory. */
  dataDir: string | null;
  /** A dump (PGlite.dumpDataDir) to start from instead of initdb: how tests start in ~0.4 s. */
  loadDataDir?: Blob;
  /** Extra initdb arguments; the tests' template sets a 1 MB WAL segment (tests/helpers/pglite-snapshot.ts). */
  initdbArgs?: string[];
  /** Extra server settings (`-c name=value`) for this instance only; the tests' template keeps little WAL. */
  settings?: Record<string, string>;
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // Substring search over drivers (trigram index); PostgreSQL ships it in contrib.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.initdbArgs ? { initDbStartParams: options.initdbArgs } : {}),
    ...(options.settings
      ? { startParams: [...PGlite.defaultStartParams, ...Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])] }
      : {}),
  });
  const db = drizzlePglite(client, { schema, logger: statementLogger }) as unknown as Db;
  // One superuser: no roles and no row-level security; the code's own conditions are the check.
  return {
    db,
    jobs: db,
    operator: db,
    owner: db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
  };
}

export interface PostgresOptions {
  /** The migrations role's (DATABASE_URL). */
  url: string;
  /** The server roles' URLs; each defaults to `url` with the role's own user (tenancy.ts). */
  roles?: Partial<RoleUrls>;
  maxConnections?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const urls = roleUrls(options.url, options.roles);
  const max = options.maxConnections ?? 10;
  // Pools connect on first use: a role the process never needs is never logged in.
  const ownerPool = new pg.Pool({ connectionString: options.url, max: Math.min(max, 4) });
  const systemPool = new pg.Pool({ connectionString: urls.system, max });
  const parkPool = new ParkPool({ connectionString: urls.app, max }, systemPool);
  // The payout worker sends on 8 lanes at once (payout-outbox.ts), besides the other runners.
  const jobsPool = new pg.Pool({ connectionString: urls.jobs, max: Math.min(max, 8) });
  const operatorPool = new pg.Pool({ connectionString: urls.operator, max: 2 });
  const pools = [parkPool, systemPool, jobsPool, operatorPool, ownerPool];
  const on = (pool: pg.Pool) => drizzlePg(pool, { schema, logger: statementLogger }) as unknown as Db;
  return {
    db: on(parkPool),
    jobs: on(jobsPool),
    operator: on(operatorPool),
    owner: on(ownerPool),
    kind: 'postgres',
    migrate: async () => {
      await assertMigrationsRole(ownerPool);
      await migratePg(drizzlePg(ownerPool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await secureDatabase(ownerPool, urls);
    },
    close: async () => {
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}
