/**
 * Benchmark of the Yandex Fleet import (issue 12 §1): a park of BENCH_DRIVERS drivers (10,000)
 * and BENCH_TRIPS orders (300,000) plus BENCH_TRANSACTIONS manual charges (10,000), served by
 * the local contract server (tests/helpers/fleet-contract-server.ts) in this process, imported
 * into a fresh database through the real import (drivers, trips through the trip ingest with
 * their ledger entries and day counters, transactions). Prints the time and rows per second of
 * the first import, then of a second import of the same window (which must change nothing).
 *
 * Run: `npm run bench:import`. Environment: BENCH_ENGINES=postgres,pglite (default: both);
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fleet_bench_import, dropped and
 * created afresh); PGlite runs in memory. The contract server shares the process and its CPU.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ManualClock } from '../server/clock';
import { openPglite, openPostgres, type Database, type Db } from '../server/db/client';
import { aggregatorImports, aggregators, users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { loadFleetSettings, type FleetSettings } from '../server/integrations/aggregators/fleet-settings';
import { YandexFleetClient } from '../server/integrations/aggregators/yandex-fleet/client';
import { AggregatorImportRepository } from '../server/modules/aggregators/aggregator-import.repository';
import { AggregatorImporter } from '../server/modules/aggregators/aggregator-import.service';
import { FleetContractServer, generatedPark } from '../tests/helpers/fleet-contract-server';

type Engine = 'postgres' | 'pglite';

const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 10_000);
const TRIPS = Number(process.env.BENCH_TRIPS ?? 300_000);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 10_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fleet_bench_import';
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Engine[];
const HOUR = 3_600_000;
const NOW = new Date('2026-11-21T09:00:00Z');

async function freshPostgres(): Promise<Database> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  return openPostgres({ url: DATABASE_URL });
}

async function demoPark(db: Db): Promise<number> {
  const [row] = await db.select({ taxisId: users.taxisId }).from(users).where(eq(users.login, 'demo1'));
  if (!row) throw new Error('no demo park');
  return row.taxisId;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s`;

async function benchEngine(engine: Engine, server: FleetContractServer, park: ReturnType<typeof generatedPark>): Promise<string[]> {
  const database = engine === 'postgres' ? await freshPostgres() : await openPglite({ dataDir: null });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const taxisId = await demoPark(database.db);
    const [aggregator] = await database.db
      .insert(aggregators)
      .values({ taxisId, code: 'yandex', name: 'Яндекс Go', feeBasisPoints: 2000, parkCommissionBasisPoints: 300 })
      .returning({ id: aggregators.id });
    if (!aggregator) throw new Error('no aggregator');
    const base = loadFleetSettings({});
    const settings: FleetSettings = {
      ...base,
      baseUrl: server.url,
      import: { ...base.import, firstDays: 7, settleMs: HOUR, driversPage: 1000, ordersPage: 500, transactionsPage: 1000 },
    };
    await new AggregatorImportRepository(database.db).saveCredentials(
      {
        aggregatorId: aggregator.id,
        taxisId,
        clientId: park.clientId,
        externalParkId: park.parkId,
        apiKeySealed: settings.secrets.seal(park.apiKey),
        apiKeyLast4: park.apiKey.slice(-4),
      },
      NOW,
    );
    const clock = new ManualClock(NOW);
    const importer = new AggregatorImporter({
      db: database.db,
      clock,
      settings,
      clientFor: (credentials) => new YandexFleetClient(credentials, { baseUrl: server.url, ...settings.client }),
    });

    const started = performance.now();
    // Progress every 30 s from the import's own row (what the aggregator's card shows).
    const progress = setInterval(() => {
      void new AggregatorImportRepository(database.db).stateOf(aggregator.id).then((state) => {
        if (!state) return;
        const ms = performance.now() - started;
        console.info(`[${engine}] ${seconds(ms)}: ${state.phase}, drivers ${state.driversImported}, trips ${state.tripsImported} (${perSecond(state.tripsImported, ms)}), transactions ${state.transactionsImported}`);
      });
    }, 30_000);
    const first = await importer.run(aggregator.id).finally(() => clearInterval(progress));
    const firstMs = performance.now() - started;
    if (first.outcome !== 'completed') throw new Error(`import ${first.outcome}: ${first.outcome === 'failed' ? String(first.error) : ''}`);
    const rows = first.state.driversImported + first.state.tripsImported + first.state.transactionsImported;

    await database.db.update(aggregatorImports).set({ status: 'idle', importedUntil: null }).where(eq(aggregatorImports.aggregatorId, aggregator.id));
    const againStarted = performance.now();
    const again = await importer.run(aggregator.id);
    const againMs = performance.now() - againStarted;
    if (again.outcome !== 'completed' || again.state.tripsImported !== 0) throw new Error('the second import wrote trips');

    const counted = await database.db.execute<{ trips: string; entries: string }>(
      sql`select (select count(*) from transfers where aggregator_id = ${aggregator.id}) as trips, (select count(*) from ledger_entries where taxis_id = ${taxisId}) as entries`,
    );
    const row = (Array.isArray(counted) ? counted : (counted as { rows: { trips: string; entries: string }[] }).rows)[0];
    return [
      `[${engine}] first import: ${seconds(firstMs)} — ${first.state.driversImported} drivers, ${first.state.tripsImported} trips, ${first.state.transactionsImported} transactions: ${perSecond(rows, firstMs)} (trips alone ${perSecond(first.state.tripsImported, firstMs)}); ${row?.trips} trips and ${row?.entries} ledger entries in the park`,
      `[${engine}] same window again: ${seconds(againMs)} — nothing written, ${again.state.tripsSkipped} orders skipped: ${perSecond(again.state.tripsSkipped + DRIVERS + TRANSACTIONS, againMs)}`,
    ];
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const park = generatedPark({
    parkId: 'bench0000aaaa1111bbbb2222cccc333',
    drivers: DRIVERS,
    orders: TRIPS,
    transactions: TRANSACTIONS,
    from: new Date(NOW.getTime() - 6 * 24 * HOUR),
    to: new Date(NOW.getTime() - 2 * HOUR),
  });
  const server = new FleetContractServer();
  server.addPark(park);
  await server.start();
  // The server records every call; the benchmark does not need them kept.
  server.calls.push = () => 0;
  const lines: string[] = [];
  try {
    for (const engine of ENGINES) {
      console.info(`[${engine}] importing ${DRIVERS} drivers, ${TRIPS} orders, ${TRANSACTIONS} transactions…`);
      const result = await benchEngine(engine, server, park);
      for (const line of result) console.info(line);
      lines.push(...result);
    }
  } finally {
    await server.close();
  }
  console.info(['', 'aggregator import:', ...lines].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
