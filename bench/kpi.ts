/**
 * Benchmark of the park's figures at park scale (the drivers issue's large park: 100,000 drivers,
 * 2,000,000 trips), printed as figures: p50/p95 of `GET /api/taxis/{taxis_id}/rates` through
 * app.inject (the app in this process, no sockets) for 14 days with every metric, 90 days with
 * every metric, and 14 days of orders_overall alone (what the help button asks), on PostgreSQL and
 * on PGlite. The period ends yesterday, as the SPA asks it.
 * Run: `npm run bench:kpi`. Environment: BENCH_ENGINES=postgres,pglite; BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/fleet_bench, created when missing); BENCH_PGLITE_DIR (default
 * .tmp/bench-pglite); BENCH_DRIVERS=100000, BENCH_TRIPS=2000000; BENCH_SEED=0 measures the data
 * an earlier run generated (and generates it when there is none); BENCH_RUNS=100 timed calls per
 * case. Bounded loops.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { AccessClaimsSchema, API_VERSION } from '../schemas/auth';
import { KPI_METRICS, RatesResponseSchema } from '../schemas/kpi';
import { buildApp, type App } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { transferDayCounts } from '../server/db/schema';
import { DEMO_PASSWORD } from '../server/db/seed';
import { SandboxSmsGateway } from '../server/integrations/sms/sandbox-sms-gateway';
import { addDays } from '../server/lib/park-time';
import { systemClock } from '../server/clock';

type Engine = 'postgres' | 'pglite';

const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 100_000);
const TRIPS = Number(process.env.BENCH_TRIPS ?? 2_000_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fleet_bench';
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? join('.tmp', 'bench-pglite');
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Engine[];
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = Math.min(10, RUNS);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Whether the PostgreSQL database exists with a generated demo park in it. */
async function postgresHasFleet(): Promise<boolean> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      return false;
    }
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>(
      "SELECT to_regclass('driver_days') IS NOT NULL AND EXISTS (SELECT 1 FROM driver_days) AS found",
    );
    return rows[0]?.found === true;
  } finally {
    await client.end();
  }
}

/** `npm run seed` in its own process, as a user runs it. */
async function generate(engine: Engine): Promise<void> {
  if (engine === 'pglite') rmSync(PGLITE_DIR, { recursive: true, force: true });
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/db/seed-cli.ts', '--drivers', String(DRIVERS), '--trips', String(TRIPS)],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...(engine === 'postgres' ? { DATABASE_URL, DATA_DIR: '', CABINET_SANDBOX: 'sms,email,payouts' } : { DATABASE_URL: '', DATA_DIR: PGLITE_DIR }) },
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed exited with ${code}`);
  console.info(`[${engine}] generation: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The generated database, brought up to the current migrations as the server would at start. */
async function open(engine: Engine): Promise<Database> {
  const reuse = process.env.BENCH_SEED === '0';
  if (engine === 'postgres' && (!reuse || !(await postgresHasFleet()))) await generate(engine);
  if (engine === 'pglite' && (!reuse || !existsSync(PGLITE_DIR))) await generate(engine);
  const database = engine === 'postgres' ? await openPostgres({ url: DATABASE_URL }) : await openPglite({ dataDir: PGLITE_DIR });
  await database.migrate();
  return database;
}

/** demo1's token through the auth host (password, then the code the sandbox gateway "sent") and its park. */
async function signIn(app: App, sms: SandboxSmsGateway): Promise<{ token: string; taxisId: number }> {
  const body = { AUTH_USER: 'demo1', AUTH_PW: DEMO_PASSWORD, DEVICE_UID: 'bench-kpi-000001', api_ver: API_VERSION };
  const first = (await app.inject({ method: 'POST', url: '/auth-api/auth', payload: body })).json<{ data: { token?: string; sms_key?: string } }>();
  let token = first.data.token;
  if (!token) {
    const code = sms.list('demo1')[0]?.code ?? '';
    const second = await app.inject({ method: 'POST', url: '/auth-api/auth/sms', payload: { ...body, sms_key: first.data.sms_key, sms_code: code } });
    token = second.json<{ data: { token?: string } }>().data.token;
  }
  if (!token) throw new Error('demo1 did not sign in');
  const claims = AccessClaimsSchema.parse(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')));
  return { token, taxisId: claims.taxis_id };
}

interface Case {
  what: string;
  days: number;
  metrics: readonly string[];
}

const CASES: readonly Case[] = [
  { what: '14 days, all 9 metrics', days: 14, metrics: KPI_METRICS },
  { what: '90 days, all 9 metrics', days: 90, metrics: KPI_METRICS },
  { what: '14 days, orders_overall', days: 14, metrics: ['orders_overall'] },
];

async function benchEngine(engine: Engine): Promise<string[]> {
  const database = await open(engine);
  const sms = new SandboxSmsGateway(systemClock);
  const app = await buildApp({
    config: { ...loadConfig({}), databaseUrl: null, dataDir: null, spaDir: null, logLevel: 'silent' },
    db: database.db,
    sms,
  });
  try {
    await app.ready();
    const { token, taxisId } = await signIn(app, sms);
    const headers = { authorization: `Bearer ${token}` };
    // The data ends when it was generated: "yesterday" is the day before its last day.
    const [last] = await database.db
      .select({ day: sql<string | null>`max(${transferDayCounts.day})::text` })
      .from(transferDayCounts)
      .where(eq(transferDayCounts.taxisId, taxisId));
    if (!last?.day) throw new Error('the park has no trips');
    const yesterday = addDays(last.day, -1);
    const lines: string[] = [];
    for (const { what, days, metrics } of CASES) {
      const query = { date_from: addDays(yesterday, -(days - 1)), date_to: yesterday, group_by: 'day', metric: metrics.join(',') };
      const times: number[] = [];
      let total = 0;
      for (let run = -WARMUP; run < RUNS; run += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: `/api/taxis/${taxisId}/rates`, query, headers });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (run >= 0) times.push(elapsed);
        total = Number(RatesResponseSchema.parse(response.json()).metrics[0]?.total ?? 0);
      }
      const line = `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`;
      console.info(`[${engine}] rates, ${what} (${query.date_from} .. ${query.date_to}): p50 / p95 ${line}, ${metrics[0]} = ${total}`);
      lines.push(line);
    }
    return lines;
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  const results: { engine: Engine; lines: string[] }[] = [];
  for (const engine of ENGINES) results.push({ engine, lines: await benchEngine(engine) });
  console.info(`\n| GET /api/taxis/{taxis_id}/rates, p50 / p95 (${RUNS} sequential) | ${results.map((result) => result.engine).join(' | ')} |`);
  console.info(`|---|${results.map(() => '---').join('|')}|`);
  for (const [index, { what }] of CASES.entries()) {
    console.info(`| ${what} | ${results.map((result) => result.lines[index] ?? '—').join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
