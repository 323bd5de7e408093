/**
 * The two big files of issue 22 §3, written at park scale and printed as figures (the README
 * quotes them): the xlsx of the whole drivers list (100,000 drivers) and the trips report over the
 * last BENCH_TRIP_DAYS (7) days of trips (about 129,000). Each prints seconds, rows, rows/s, the
 * file's size, the CPU seconds of Node and of its PostgreSQL backends (the figures a loaded machine
 * does not inflate), and the peak memory above the process's baseline (rss and V8 heap, sampled
 * every 10 ms).
 *
 * Read-only: the files are written to a counting sink, not stored, and no row is written (the
 * audit journal and the report row are the request's and the job's, not what is measured here).
 * The data is the park-scale seed of `npm run bench:drivers` (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/fleet_bench; 'Демо-парк', user demo1).
 * Run: `npm run bench:exports`. Environment: BENCH_EXPORTS=drivers,trips; BENCH_TRIP_DAYS=7.
 */
import { readFileSync } from 'node:fs';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import { DriversListQuerySchema } from '../schemas/drivers';
import { systemClock } from '../server/clock';
import { openPostgres, type Db } from '../server/db/client';
import { taxis, transfers, users } from '../server/db/schema';
import type { AppDeps } from '../server/deps';
import { streamXlsx } from '../server/lib/xlsx';
import { driverExportColumns } from '../server/modules/drivers/drivers-export';
import { DriversListService } from '../server/modules/drivers/drivers-list.service';
import { periodOf } from '../server/modules/feereport/park-period';
import { REPORT_DEFINITIONS } from '../server/modules/reports/definitions';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fleet_bench';
const EXPORTS = (process.env.BENCH_EXPORTS ?? 'drivers,trips').split(',');
const TRIP_DAYS = Number(process.env.BENCH_TRIP_DAYS ?? 7);
const SAMPLE_MS = 10;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Owner {
  userId: number;
  taxisId: number;
  timezone: string;
}

async function demoOwner(db: Db): Promise<Owner> {
  const [row] = await db
    .select({ userId: users.id, taxisId: users.taxisId, timezone: taxis.timezone })
    .from(users)
    .innerJoin(taxis, eq(taxis.id, users.taxisId))
    .where(eq(users.login, 'demo1'));
  if (!row) throw new Error('the demo park is missing: seed fleet_bench first');
  return row;
}

/**
 * CPU seconds of this bench's PostgreSQL backends (application_name below), read from /proc: the
 * database's share of an export, which the machine's load does not inflate as it does wall time.
 */
async function databaseCpu(db: Db): Promise<Map<number, number>> {
  const { rows } = (await db.execute(
    sql`select pid from pg_stat_activity where application_name = ${APPLICATION_NAME}`,
  )) as unknown as { rows: { pid: number }[] };
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat: user and system time, in clock ticks (100 a second).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // A backend on another machine, or gone: not counted.
    }
  }
  return ticks;
}

const cpuSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ticks]) => sum + ticks - (before.get(pid) ?? 0), 0) / 100;

/** Writes `file` to a sink that only counts, sampling memory meanwhile. */
async function measure(label: string, file: () => Readable, rows: () => number, db: Db): Promise<void> {
  const databaseBefore = await databaseCpu(db);
  collectGarbage();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heap: baseline.heapUsed };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heap = Math.max(peak.heap, heapUsed);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  await pipeline(
    file(),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  sample();
  const count = rows();
  const databaseSeconds = cpuSpent(databaseBefore, await databaseCpu(db));
  console.info(
    [
      `${label}: ${count.toLocaleString('en-US')} rows in ${seconds.toFixed(2)} s`,
      `(${Math.round(count / seconds).toLocaleString('en-US')} rows/s; CPU: Node ${((used.user + used.system) / 1e6).toFixed(2)} s, PostgreSQL ${databaseSeconds.toFixed(2)} s),`,
      `file ${mb(bytes)},`,
      `peak above baseline: rss +${mb(peak.rss - baseline.rss)}, heap +${mb(peak.heap - baseline.heapUsed)}`,
      `(baseline rss ${mb(baseline.rss)}, heap ${mb(baseline.heapUsed)})`,
    ].join(' '),
  );
}

/** The last TRIP_DAYS park days up to the newest trip (the trips list's default week), and their trips. */
async function tripPeriod(db: Db, owner: Owner): Promise<{ date_from: string; date_to: string; trips: number }> {
  const { rows } = (await db.execute(sql`
    select (${transfers.bookedAt} at time zone ${owner.timezone})::date::text as day, count(*)::int as trips
    from ${transfers} where ${transfers.taxisId} = ${owner.taxisId}
    group by 1 order by 1 desc limit ${TRIP_DAYS}`)) as unknown as { rows: { day: string; trips: number }[] };
  const last = rows[0]?.day;
  const first = rows.at(-1)?.day;
  if (last === undefined || first === undefined) throw new Error('no trips in the park');
  return { date_from: first, date_to: last, trips: rows.reduce((sum, row) => sum + row.trips, 0) };
}

const APPLICATION_NAME = 'bench-exports';
const url = new URL(DATABASE_URL);
url.searchParams.set('application_name', APPLICATION_NAME);
const database = await openPostgres({ url: url.toString() });
try {
  const db = database.jobs;
  const owner = await demoOwner(db);
  const deps = { db, clock: systemClock } as unknown as AppDeps;
  const claims = { sub: String(owner.userId), login: 'demo1', taxis_id: owner.taxisId, group_id: 1, server: '', sid: '', exp: 0 } as const;
  if (EXPORTS.includes('drivers')) {
    const list = new DriversListService(deps);
    const resolved = await list.resolve(claims, DriversListQuerySchema.parse({}));
    let written = 0;
    const counted = async function* <Row>(rows: AsyncIterable<Row>) {
      for await (const row of rows) {
        written += 1;
        yield row;
      }
    };
    await measure(
      'drivers export (whole list, default sort by name)',
      () => streamXlsx('Водители', driverExportColumns(owner.timezone), counted(list.exportRows(resolved))),
      () => written,
      db,
    );
  }
  if (EXPORTS.includes('trips')) {
    const days = await tripPeriod(db, owner);
    let written = 0;
    const controller = new AbortController();
    await measure(
      `trips report ${days.date_from}..${days.date_to} (${days.trips.toLocaleString('en-US')} trips)`,
      () =>
        REPORT_DEFINITIONS.transfers.render(
          { db, clock: systemClock, taxisId: owner.taxisId, timezone: owner.timezone, period: periodOf(days, owner.timezone), exportQuery: null },
          { sheetName: 'Поездки', onRow: () => (written += 1), signal: controller.signal },
        ),
      () => written,
      db,
    );
  }
} finally {
  await database.close();
}
