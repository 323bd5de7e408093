/**
 * `npm start`: opens the configured database (PGlite under ./data, or PostgreSQL from
 * DATABASE_URL), migrates it, seeds demo parks into an empty one and serves the cabinet.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { t } from '../texts/t';
import { buildApp, type App } from './app';
import { loadConfig, refusalOf, type ServerConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { roleUrls } from './db/tenancy';
import { DEMO_LOGINS, DEMO_PASSWORD, demoParkExists, hasAnyPark, seedDemo } from './db/seed';
import { systemClock } from './clock';
import { importDepsOf, startAggregatorImportRunner } from './jobs/aggregator-import-runner';
import { loadFleetSettings } from './integrations/aggregators/fleet-settings';
import { startChargesRunner } from './jobs/charges-runner';
import { startDriversAddRunner } from './jobs/drivers-add-runner';
import { startPayoutsRunner } from './jobs/payouts-runner';
import type { PayoutGuard } from './modules/payouts/payout-guard';
import { startNpdRunner } from './jobs/npd-runner';
import { SandboxTaxService } from './integrations/npd/sandbox-tax-service';
import { npdPayoutGuard } from './modules/npd/npd.guard';
import { npdReceiptLookup } from './modules/npd/npd-receipt-lookup';
import { npdIntervalMs } from './modules/npd/npd.process';
import { LiveAggregatorGateway } from './integrations/aggregators/live-aggregator-gateway';
import { createPayoutRails } from './integrations/payouts/payout-rails';
import { loadPayoutRailSettings } from './integrations/payouts/payout-rails-settings';
import { driversAddIntervalMs } from './modules/aggregators/drivers-add.process';
import { startReconciliationRunner } from './jobs/reconciliation-runner';
import { startReportsRunner } from './jobs/reports-runner';
import { sourcesOf } from './modules/reconciliation/reconciliation-run';
import { RealtimeTicketsRepository } from './modules/realtime/realtime-tickets.repository';
import { eventBusFor, type EventBus } from './realtime/event-bus';
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
    const bus: EventBus = await eventBusFor(
      database,
      config.databaseUrl ? roleUrls(config.databaseUrl, config.databaseRoleUrls).system : null,
    );
    const fleet = loadFleetSettings();
    // One set of rails for the app and the payout worker: the sandboxes are banks, which see every
    // park, so they keep their memory on the jobs' role.
    const payoutRails = createPayoutRails({ db: database.jobs, clock: systemClock, settings: loadPayoutRailSettings() });
    // The checks in front of every payout: one list for the app and the payout worker.
    const payoutGuards: readonly PayoutGuard[] = [npdPayoutGuard()];
    const app = await buildApp({ config, db: database.db, bus, fleet, payoutRails, payoutGuards });
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
    // Driver-add requests: sent and followed on the jobs role, through the same gateways as the app.
    const driversAddEvery = driversAddIntervalMs();
    const driversAddRunner = startDriversAddRunner(
      {
        db: database.jobs,
        clock: systemClock,
        gateway: new LiveAggregatorGateway(database.jobs, fleet, () => systemClock.now().toISOString().slice(0, 10)),
        checkEveryMs: driversAddEvery,
      },
      app.log,
      driversAddEvery,
    );
    // Payouts: the outbox sent and followed on the jobs role, through the app's own rails.
    const payoutsRunner = startPayoutsRunner({ db: database.jobs, clock: systemClock, rails: payoutRails, guards: payoutGuards, bus }, app.log);
    // НПД status checks within the tax service's throttle, receipts it registers, overdue receipts.
    const npdRunner = startNpdRunner({ db: database.jobs, clock: systemClock, service: new SandboxTaxService({ clock: systemClock, latencyMs: 300 }) }, app.log, npdIntervalMs());
    // The daily reconciliation of payouts, on the jobs role: the rails' statements and the НПД receipts.
    const reconciliationRunner = startReconciliationRunner({ db: database.jobs, clock: systemClock, sources: sourcesOf({ payoutRails, receiptLookup: npdReceiptLookup }) }, app.log);
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
        await driversAddRunner.stop();
        await payoutsRunner.stop();
        await npdRunner.stop();
        await reconciliationRunner.stop();
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
  if (server.seeded) console.info(t('app.demoSeeded'));
  console.info(t('app.serverStarted', { url: server.url }));
  console.info(t('app.realtimeStarted', { port: server.realtime.port }));
  if (await demoParkExists(server.database.db)) {
    console.info(t('app.demoAccounts', { logins: DEMO_LOGINS.join(', '), password: DEMO_PASSWORD }));
  }
  if (config.smsGateway === 'sandbox') {
    console.info(t('app.sandboxSms', { url: `${server.url}/dev/sms-outbox` }));
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(t('app.stopping'));
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
