/**
 * Builds the real app for a server test file on the engine the project runs under
 * (TEST_DB_ENGINE): PGlite from the migrated snapshot, or PostgreSQL in a schema of its own.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../../server/app';
import { ManualClock } from '../../server/clock';
import { testConfig, type ServerConfig } from '../../server/config';
import { openPglite, openPostgres, type Database, type Db } from '../../server/db/client';
import type { CrudDirectory } from '../../server/lib/crud/crud.service';
import { crudDirectory } from '../../server/modules/generated';
import { SandboxEmailGateway } from '../../server/integrations/email/sandbox-email-gateway';
import { SandboxSmsGateway } from '../../server/integrations/sms/sandbox-sms-gateway';
import type { PayoutRails } from '../../server/integrations/payouts/payout-rail';
import { createPayoutRails } from '../../server/integrations/payouts/payout-rails';
import { testPayoutRailSettings } from '../../server/integrations/payouts/payout-rails-settings';
import { DEFAULT_TEST_DATABASE_URL, PGLITE_SNAPSHOT_PATH } from './paths';
import { databaseUrl, waitForDisconnect, withAdmin } from './postgres-template';

export interface TestApp {
  app: App;
  /**
   * For the test's own fixtures and checks: on PostgreSQL the migrations role, which owns the
   * tables and sees every park (the app itself runs as the server roles, under row-level security).
   */
  db: Db;
  /** The database the app was built with: its `db` is the server's, park-scoped inside a request. */
  database: Database;
  /** PostgreSQL: the test database's URL as the migrations role (DATABASE_URL); null on PGlite. */
  url: string | null;
  engine: 'pglite' | 'postgres';
  clock: ManualClock;
  sms: SandboxSmsGateway;
  email: SandboxEmailGateway;
  /** The app's payout rails: sandboxes on the test's clock, no latency, no randomness, Точка signed by hand. */
  payoutRails: PayoutRails;
  close(): Promise<void>;
}

/** What a test's own routes may use, as the app's modules do. */
export interface AppExtensionDeps {
  config: ServerConfig;
  db: Db;
  clock: ManualClock;
  sms: SandboxSmsGateway;
  email: SandboxEmailGateway;
  /** Who writes and the park's zone, as the app's generated resources read them. */
  directory: CrudDirectory;
}

export const testDatabaseUrl = (): string => process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

async function openTestDatabase(): Promise<{ database: Database; url: string | null; dispose: () => Promise<void> }> {
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    // A database of its own per test file, cloned from the suite's migrated template
    // (postgres-template.ts): files run in parallel and never see each other's rows.
    const name = `fleet_test_${randomBytes(6).toString('hex')}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`));
    const url = databaseUrl(name);
    const database = await openPostgres({ url, maxConnections: 5 });
    return {
      database,
      url,
      dispose: async () => {
        await database.close();
        await withAdmin(async (admin) => {
          await waitForDisconnect(admin, name);
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
      },
    };
  }
  const snapshot = new Blob([readFileSync(PGLITE_SNAPSHOT_PATH)]);
  const database = await openPglite({ dataDir: null, loadDataDir: snapshot });
  return { database, url: null, dispose: () => database.close() };
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  parts: Pick<BuildAppOptions, 'bus' | 'logStream' | 'payoutGuards'> & { extend?: (app: App, deps: AppExtensionDeps) => void } = {},
): Promise<TestApp> {
  const { database, url, dispose } = await openTestDatabase();
  const clock = new ManualClock();
  const sms = new SandboxSmsGateway(clock);
  const email = new SandboxEmailGateway(clock);
  const payoutRails = createPayoutRails({ db: database.jobs, clock, settings: testPayoutRailSettings() });
  let app: App;
  try {
    const config = testConfig(overrides);
    app = await buildApp({ config, db: database.db, clock, sms, email, payoutRails, bus: parts.bus, logStream: parts.logStream, payoutGuards: parts.payoutGuards });
    // Tests of shared mechanisms (access enforcement, generated resources) add routes before start.
    parts.extend?.(app, { config, db: database.db, clock, sms, email, directory: crudDirectory });
    await app.ready();
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    app,
    db: database.owner,
    database,
    url,
    engine: database.kind,
    clock,
    sms,
    email,
    payoutRails,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
