/**
 * Five staff at once on the default engine (PGlite) with the demo data `npm start` seeds: p50/p95
 * per list, req/s and the server's CPU per request (its /proc/<pid>/stat utime+stime over the
 * requests), as the issue's «PGlite, 5 staff at once» row asks.
 * The five lists: drivers (`/api/drivers/v2/list`), trips (`/api/transfersp`), payouts
 * (`/api/payouts`), the park's corrections (`/api/transfers/corrections`) and the payments
 * section's landing, the money operations of the period (`/api/transactions`).
 * The staff: demo1, demo2, demo4, demo5 (groups 1, 2, 4, 5: the groups that may open all five) and
 * demo1 again from a second device. Each signs in through the sandbox SMS outbox, then runs
 * ROUNDS rounds of the five lists one after another; the five run at the same time. Then each list
 * alone (one person, ALONE_RUNS requests in a row) for the server CPU per request of each list.
 * Run: `npm run bench:pglite-staff`. Environment: BENCH_PORT (default 3400), BENCH_ROUNDS (40), BENCH_ALONE_RUNS (50),
 * BENCH_PGLITE_DIR (default .tmp/bench-pglite-staff, removed first so the demo seed runs as on a
 * first start; BENCH_FRESH=0 keeps it), BENCH_CPU_PROF=1 writes the server's CPU profile
 * (node --cpu-prof) into .tmp/prof-pglite-staff. The server runs in its own process; bounded loops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP_ROUNDS = 3;
const ALONE_RUNS = Number(process.env.BENCH_ALONE_RUNS ?? 50);
const DATA_DIR = process.env.BENCH_PGLITE_DIR ?? join('.tmp', 'bench-pglite-staff');
const PROFILE_DIR = resolve('.tmp', 'prof-pglite-staff');
const STAFF: readonly { login: string; device: string }[] = [
  { login: 'demo1', device: 'bench-staff-0001' },
  { login: 'demo2', device: 'bench-staff-0002' },
  { login: 'demo4', device: 'bench-staff-0004' },
  { login: 'demo5', device: 'bench-staff-0005' },
  { login: 'demo1', device: 'bench-staff-0011' },
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const LISTS: readonly { name: string; url: string }[] = [
  { name: 'drivers', url: '/api/drivers/v2/list?page=1&countperpage=50' },
  { name: 'trips', url: '/api/transfersp?page=1&countperpage=50' },
  { name: 'payouts', url: '/api/payouts?page=1&countperpage=50' },
  { name: 'corrections', url: `/api/transfers/corrections?page=1&countperpage=50&date_from=${day(-30)}&date_to=${day(0)}` },
  { name: 'transactions', url: `/api/transactions?page=1&countperpage=50&date_from=${day(-7)}&date_to=${day(0)}` },
];

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** The process's user + system CPU, ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startServer(): Promise<ChildProcess> {
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) throw new Error(`port ${PORT} is taken: set BENCH_PORT`);
  const profile = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  // node --import tsx (not npx): the pid measured and signalled is the server itself.
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      REALTIME_PORT: String(PORT + 1),
      DATA_DIR,
      DATABASE_URL: '',
      SPA_DIR: '',
      CABINET_SANDBOX: 'sms,email,payouts',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      SMS_PER_LOGIN_PER_HOUR: '100000',
      SMS_PER_IP_PER_HOUR: '100000',
    },
  });
  for (let attempt = 0; attempt < 3000 && child.exitCode === null; attempt += 1) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return child;
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function signIn(login: string, device: string): Promise<string> {
  const body = (extra: Record<string, string> = {}) =>
    JSON.stringify({ AUTH_USER: login, AUTH_PW: 'demo12345', DEVICE_UID: device, api_ver: '2020.07.22', ...extra });
  const post = (url: string, payload: string) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
  const first = (await (await post('/auth-api/auth', body())).json()) as { data: { sms_key?: string; token?: string } };
  if (first.data.token) return first.data.token;
  const outbox = (await (await fetch(`${base}/dev/sms-outbox?login=${login}`)).json()) as { code: string }[];
  const confirmed = (await (
    await post('/auth-api/auth/sms', body({ sms_key: first.data.sms_key ?? '', sms_code: outbox[0]?.code ?? '' }))
  ).json()) as { data: { token?: string } };
  if (!confirmed.data.token) throw new Error(`${login} did not sign in`);
  return confirmed.data.token;
}

async function request(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  if (process.env.BENCH_FRESH !== '0') rmSync(DATA_DIR, { recursive: true, force: true });
  const started = performance.now();
  const server = await startServer();
  const pid = server.pid ?? 0;
  console.info(`server up (demo seed on a fresh PGlite data directory) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    const tokens: string[] = [];
    for (const person of STAFF) tokens.push(await signIn(person.login, person.device));
    // Warm-up: every list once per person, so first-call costs (plans, caches) are not counted.
    await Promise.all(tokens.map(async (token) => {
      for (let round = 0; round < WARMUP_ROUNDS; round += 1) for (const list of LISTS) await request(list.url, token);
    }));
    const times = new Map<string, number[]>(LISTS.map((list) => [list.name, []]));
    const cpuBefore = cpuMs(pid);
    const loadStarted = performance.now();
    await Promise.all(
      tokens.map(async (token, person) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          // Each person starts at another list, as five people on five screens would.
          for (let step = 0; step < LISTS.length; step += 1) {
            const list = LISTS[(step + person) % LISTS.length];
            if (list) times.get(list.name)?.push(await request(list.url, token));
          }
        }
      }),
    );
    const wall = performance.now() - loadStarted;
    const cpu = cpuMs(pid) - cpuBefore;
    const requests = ROUNDS * LISTS.length * tokens.length;
    const all: number[] = [];
    for (const [name, values] of times) {
      all.push(...values);
      console.info(`${name.padEnd(13)} p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (${values.length} requests)`);
    }
    console.info(`all lists     p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`);
    console.info(`${requests} requests by ${tokens.length} staff in ${(wall / 1000).toFixed(1)} s: ${(requests / (wall / 1000)).toFixed(1)} req/s`);
    console.info(`server CPU ${(cpu / 1000).toFixed(1)} s: ${(cpu / requests).toFixed(1)} ms per request`);
    // Each list alone, one person, one request at a time: which list the CPU goes to.
    const token = tokens[0] ?? '';
    for (const list of LISTS) {
      const before = cpuMs(pid);
      for (let run = 0; run < ALONE_RUNS; run += 1) await request(list.url, token);
      console.info(`${list.name.padEnd(13)} alone: server CPU ${((cpuMs(pid) - before) / ALONE_RUNS).toFixed(1)} ms per request (${ALONE_RUNS} in a row)`);
    }
  } finally {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
}

await main();
