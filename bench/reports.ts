/**
 * Generation of a 100,000-row report by the reports job, printed as figures (the README quotes
 * them): wall time, rows, file size, and the job's peak memory above the process's baseline
 * (rss and V8 heap, sampled every 10 ms while it runs), on PostgreSQL and on PGlite; each report
 * is made over the whole period and over its last quarter, so the two peaks show whether memory
 * grows with the rows.
 *
 * The data is a park of its own, made by the fleet generator: 'Демо-парк' with BENCH_DRIVERS
 * drivers (5,000) and BENCH_TRIPS trips (110,000) over BENCH_DAYS days (30); the report covers
 * every one of those days, so the trips report has about 100,000 rows. PostgreSQL uses its own
 * database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/fleet_bench_reports,
 * created when missing; never the drivers bench's fleet_bench), PGlite an in-memory instance.
 * Run: `npm run bench:reports`. Environment: BENCH_ENGINES=postgres,pglite;
 * BENCH_REPORTS=transfers (any report types, comma-separated); BENCH_SEED=0 measures the
 * PostgreSQL data of an earlier run.
 */
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { REPORT_TYPES, type ReportType } from '../schemas/reports';
import { systemClock } from '../server/clock';
import { openPglite, openPostgres, type Database, type Db } from '../server/db/client';
import { vacuumFleet } from '../server/db/generator/park-fleet';
import { taxis, users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { runPendingReports } from '../server/jobs/reports-runner';
import { addDays, parkDay } from '../server/lib/park-time';
import { ReportsRepository } from '../server/modules/reports/reports.repository';
import { LocalEventBus } from '../server/realtime/event-bus';

type Engine = 'postgres' | 'pglite';

const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 5_000);
const TRIPS = Number(process.env.BENCH_TRIPS ?? 110_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fleet_bench_reports';
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Engine[];
const REPORTS = (process.env.BENCH_REPORTS ?? 'transfers').split(',') as ReportType[];
const SEED = process.env.BENCH_SEED !== '0';
const SAMPLE_MS = 10;
// The generator's history ends here; the report's period is its last BENCH_DAYS park days.
const NOW = new Date('2026-11-21T09:00:00Z');

for (const type of REPORTS) if (!REPORT_TYPES.includes(type)) throw new Error(`unknown report type ${type}`);

// A full collection before the baseline, without asking for a node flag (npm run passes none).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function ensurePostgresDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

async function open(engine: Engine): Promise<Database> {
  if (engine === 'pglite') return openPglite({ dataDir: null });
  await ensurePostgresDatabase();
  return openPostgres({ url: DATABASE_URL });
}

async function prepare(database: Database): Promise<void> {
  await database.migrate();
  if (!SEED && database.kind === 'postgres') return;
  const started = performance.now();
  await seedDemo(database.owner, {
    force: true,
    fleet: { now: NOW, drivers: DRIVERS, trips: TRIPS, days: DAYS, otherParks: { drivers: 60, trips: 2_500 } },
  });
  await vacuumFleet(database.owner);
  console.info(`  data: ${DRIVERS} drivers, ${TRIPS} trips over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function demoUser(db: Db): Promise<{ userId: number; taxisId: number; timezone: string }> {
  const [row] = await db
    .select({ userId: users.id, taxisId: users.taxisId, timezone: taxis.timezone })
    .from(users)
    .innerJoin(taxis, eq(taxis.id, users.taxisId))
    .where(eq(users.login, 'demo1'));
  if (!row) throw new Error('the demo park is missing: run with BENCH_SEED=1');
  return row;
}

interface Peak {
  rss: number;
  heap: number;
}

function sampleMemory(peak: Peak): () => void {
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heap = Math.max(peak.heap, heapUsed);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return () => {
    sample();
    clearInterval(timer);
  };
}

/** Rows of the stored file, read back with ExcelJS's streaming reader (header not counted). */
async function rowsInFile(db: Db, reportId: number): Promise<number> {
  const repository = new ReportsRepository(db);
  async function* pieces(): AsyncGenerator<Buffer> {
    for (let next = 0; ; ) {
      const chunks = await repository.chunksFrom(reportId, next, 8);
      for (const chunk of chunks) {
        yield Buffer.from(chunk.data.buffer, chunk.data.byteOffset, chunk.data.byteLength);
        next = chunk.seq + 1;
      }
      if (chunks.length < 8) return;
    }
  }
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(pieces()), {});
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.number > 1) rows += 1;
  }
  return rows;
}

async function measure(engine: Engine, reportType: ReportType, db: Db, days: number): Promise<void> {
  const owner = await demoUser(db);
  const today = parkDay(NOW, owner.timezone);
  const repository = new ReportsRepository(db);
  const report = await repository.insert({
    taxisId: owner.taxisId,
    userId: owner.userId,
    reportType,
    fromDate: addDays(today, -(days - 1)),
    toDate: today,
    createdAt: systemClock.now(),
  });
  collectGarbage();
  const baseline = process.memoryUsage();
  const peak: Peak = { rss: baseline.rss, heap: baseline.heapUsed };
  const stop = sampleMemory(peak);
  const started = performance.now();
  const run = await runPendingReports({ db, clock: systemClock, bus: new LocalEventBus() });
  const seconds = (performance.now() - started) / 1000;
  stop();
  const done = run.completed.find((attempt) => attempt.id === report.id);
  if (!done) throw new Error(`the report did not complete: ${JSON.stringify(run)}`);
  const [row] = await repository.page(owner.userId, owner.taxisId, 0, 1);
  if (!row || row.id !== report.id || row.rows === null || row.bytes === null) throw new Error('the report row is missing');
  const readBack = await rowsInFile(db, report.id);
  if (readBack !== row.rows) throw new Error(`the file holds ${readBack} rows, the report says ${row.rows}`);
  console.info(
    [
      `  ${engine} ${reportType}, ${days} days: ${row.rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s`,
      `(${Math.round(row.rows / seconds).toLocaleString('en-US')} rows/s),`,
      `file ${mb(row.bytes)},`,
      `peak above baseline: rss +${mb(peak.rss - baseline.rss)}, heap +${mb(peak.heap - baseline.heapUsed)}`,
      `(baseline rss ${mb(baseline.rss)}, heap ${mb(baseline.heapUsed)})`,
    ].join(' '),
  );
}

for (const engine of ENGINES) {
  console.info(`${engine}:`);
  const database = await open(engine);
  try {
    await prepare(database);
    for (const reportType of REPORTS) {
      // A quarter of the period too: constant memory means the same peak for a quarter of the rows.
      // As production writes reports: the background job, on PostgreSQL under the jobs role.
      await measure(engine, reportType, database.jobs, Math.max(1, Math.round(DAYS / 4)));
      await measure(engine, reportType, database.jobs, DAYS);
    }
  } finally {
    await database.close();
  }
}
