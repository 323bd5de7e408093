/**
 * `npm start`: opens the configured database (PGlite under ./data, or PostgreSQL from
 * DATABASE_URL), migrates it, seeds demo parks into an empty one and serves the cabinet.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fill, ru } from '../texts/ru';
import { buildApp, type App } from './app';
import { loadConfig, refusalOf, type ServerConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { roleUrls } from './db/tenancy';
import { DEMO_LOGINS, DEMO_PASSWORD, demoParkExists, hasAnyPark, seedDemo } from './db/seed';
import { systemClock } from './clock';
import { importDepsOf, startAggregatorImportRunner } from './jobs/aggregator-import-runner';
import { loadFleetSettings } from './integrations/aggregators/fleet-settings';
import { startChargesRunner } from './jobs/charges-runner';
import { startReportsRunner } from './jobs/reports-runner';
import { RealtimeTicketsRepository } from './modules/realtime/realtime-tickets.repository';
import { LocalEventBus, PostgresEventBus, type EventBus } from './realtime/event-bus';
import { RealtimeServer } from './realtime/realtime-server';

export interface RunningServer {
  app: App;
  database: Database;
  /** Where a browser on this machine reaches the cabinet. */
  url: string;
  /** True when this start created the demo parks. */
  seeded: boolean;
  realtime: RealtimeServer;
  close(): Promise<void>;
}

export function openDatabase(config: ServerConfig): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({ url: config.databaseUrl, roles: config.databaseRoleUrls })
    : openPglite({ dataDir: config.dataDir });
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const refusal = refusalOf(config);
  if (refusal !== null) throw new Error(refusal);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    // An empty database gets the demo parks with a small realistic fleet (seconds, even on PGlite).
    // Written by the migrations role, like the migrations: the generator sets the tables' sequences.
    const seeded = (await hasAnyPark(database.owner))
      ? false
      : (await seedDemo(database.owner, { fleet: { now: systemClock.now() } })).created;
    // Several processes on PostgreSQL share events through NOTIFY; PGlite is one process.
    const bus: EventBus = config.databaseUrl
      ? await PostgresEventBus.connect(roleUrls(config.databaseUrl, config.databaseRoleUrls).system)
      : new LocalEventBus();
    const fleet = loadFleetSettings();
    const app = await buildApp({ config, db: database.db, bus, fleet });
    await app.listen({ host: config.host, port: config.port });
    const realtime = await RealtimeServer.start({
      host: config.host,
      port: config.realtimePort,
      tickets: new RealtimeTicketsRepository(database.db),
      bus,
      clock: systemClock,
    });
    const chargesRunner = startChargesRunner(database.jobs, systemClock, app.log);
    const reportsRunner = startReportsRunner({ db: database.jobs, wakeOn: database.db, clock: systemClock, bus, log: app.log });
    // Every connected park's import: a job of its own, on the jobs role like the other runners.
    const importRunner = startAggregatorImportRunner(importDepsOf(database.jobs, systemClock, fleet), app.log);
    const { port } = app.server.address() as AddressInfo;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      app,
      database,
      url: `http://${host}:${port}`,
      seeded,
      realtime,
      close: async () => {
        await chargesRunner.stop();
        await reportsRunner.stop();
        await importRunner.stop();
        await realtime.close();
        await app.close();
        await bus.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  if (server.seeded) console.info(ru.app.demoSeeded);
  console.info(fill(ru.app.serverStarted, { url: server.url }));
  console.info(fill(ru.app.realtimeStarted, { port: server.realtime.port }));
  if (await demoParkExists(server.database.db)) {
    console.info(fill(ru.app.demoAccounts, { logins: DEMO_LOGINS.join(', '), password: DEMO_PASSWORD }));
  }
  if (config.smsGateway === 'sandbox') {
    console.info(fill(ru.app.sandboxSms, { url: `${server.url}/dev/sms-outbox` }));
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(ru.app.stopping);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(signal, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const entry = process.argv[1];
if (entry && resolve(entry) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
