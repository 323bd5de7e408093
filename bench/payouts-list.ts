/**
 * Benchmark of the payouts list (issue 13): p50/p95 of `GET /api/payouts` through app.inject
 * with 1,000,000 payouts in the demo park on PostgreSQL — no filter, by driver, by status, and a
 * search by the driver's name — first page of 50, newest first, as the screen asks.
 * The rows are generated set-based (INSERT … SELECT generate_series) over the demo park's
 * drivers, spread over a year, every status. Target: p95 under 50 ms.
 * Run: `npm run bench:payouts-list`. Environment: BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/fleet_payouts_bench, dropped and created afresh);
 * BENCH_PAYOUTS=1000000; BENCH_RUNS=100 timed calls per case. Bounded loops.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { AccessClaimsSchema, API_VERSION } from '../schemas/auth';
import { PayoutsResponseSchema } from '../schemas/payouts';
import { buildApp, type App } from '../server/app';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed';
import { SandboxSmsGateway } from '../server/integrations/sms/sandbox-sms-gateway';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fleet_payouts_bench';
const PAYOUTS = Number(process.env.BENCH_PAYOUTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = Math.min(10, RUNS);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function freshDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1).replace(/"/g, '""');
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

async function signIn(app: App, sms: SandboxSmsGateway): Promise<{ token: string; taxisId: number }> {
  const body = { AUTH_USER: 'demo1', AUTH_PW: DEMO_PASSWORD, DEVICE_UID: 'bench-payouts-0001', api_ver: API_VERSION };
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

async function main(): Promise<void> {
  await freshDatabase();
  const database = await openPostgres({ url: DATABASE_URL });
  await database.migrate();
  const now = new Date();
  let started = performance.now();
  await seedDemo(database.owner, { fleet: { now, drivers: 2000, trips: 20_000 } });
  const [park] = (await database.owner.execute(sql`SELECT id FROM taxis WHERE name = 'Демо-парк'`) as unknown as { rows: { id: number }[] }).rows;
  if (!park) throw new Error('no demo park');
  const [account] = (await database.owner.execute(sql`SELECT id FROM payout_accounts WHERE taxis_id = ${park.id} LIMIT 1`) as unknown as { rows: { id: number }[] }).rows;
  if (!account) throw new Error('no demo payout account');
  // One million payouts over the park's drivers, a year back, every status, set-based.
  await database.owner.execute(sql`
    WITH people AS (SELECT array_agg(id ORDER BY id) AS ids FROM drivers WHERE taxis_id = ${park.id})
    INSERT INTO payouts (taxis_id, driver_id, kind, source, rail, account_id, amount_kop, fee_kop, status, idempotency_key, request_hash, created_at, updated_at)
    SELECT ${park.id}, people.ids[1 + (n % array_length(people.ids, 1))], 'driver', 'staff', 'tochka', ${account.id},
      10000 + (n % 500000), 100,
      (ARRAY['completed','completed','completed','completed','completed','completed','failed','processing','returned','cancelled'])[1 + (n % 10)],
      'bench-' || n, 'bench',
      ${now.toISOString()}::timestamptz - make_interval(secs => n * 31.5),
      ${now.toISOString()}::timestamptz
    FROM people, generate_series(1, ${PAYOUTS}) AS n`);
  await database.owner.execute(sql`VACUUM (ANALYZE) payouts`);
  console.info(`${PAYOUTS} payouts generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const sms = new SandboxSmsGateway(systemClock);
  const app = await buildApp({ config: { ...loadConfig({}), databaseUrl: null, dataDir: null, spaDir: null, logLevel: 'silent' }, db: database.db, sms });
  try {
    await app.ready();
    const { token, taxisId } = await signIn(app, sms);
    const headers = { authorization: `Bearer ${token}` };
    const [driver] = (await database.owner.execute(sql`SELECT id, last_name FROM drivers WHERE taxis_id = ${taxisId} ORDER BY id LIMIT 1 OFFSET 7`) as unknown as { rows: { id: number; last_name: string }[] }).rows;
    if (!driver) throw new Error('no driver');
    const cases = [
      { what: 'no filter', query: '' },
      { what: 'by driver', query: `&driver_id=${driver.id}` },
      { what: 'by status (failed)', query: '&status=failed' },
      { what: `search «${driver.last_name.toLowerCase()}»`, query: `&search=${encodeURIComponent(driver.last_name.toLowerCase())}` },
    ];
    const lines: string[] = [];
    for (const { what, query } of cases) {
      const times: number[] = [];
      let total = 0;
      for (let run = -WARMUP; run < RUNS; run += 1) {
        started = performance.now();
        const response = await app.inject({ method: 'GET', url: `/api/payouts?page=1&countperpage=50&sortcolumn=created_at&sort=desc${query}`, headers });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (run >= 0) times.push(elapsed);
        total = PayoutsResponseSchema.parse(response.json()).total;
      }
      const line = `| ${what} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${total} |`;
      console.info(line);
      lines.push(line);
    }
    console.info(`\n| GET /api/payouts, ${PAYOUTS} payouts, PostgreSQL (${RUNS} sequential) | p50 | p95 | total (counted up to 10,000) |\n|---|---|---|---|\n${lines.join('\n')}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
