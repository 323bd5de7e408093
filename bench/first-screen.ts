/**
 * The first screen against a bare react-admin app (issue 22 §1), in ONE headless Chromium run:
 * - builds the cabinet (dist/) and a bare 3-resource react-admin app (bench/bare-admin, same
 *   react-admin, ra-data-simple-rest) whose tiny fake REST backend this process serves;
 * - per app, cold browser context each run, alternating: the JavaScript fetched before the login
 *   form shows (bytes on the wire, brotli, and files) and the time from navigation to the login
 *   form painted (p50 / max);
 * - for the cabinet, sign-in to the first drivers rows: `/login?f=/drivers/list/all`, password,
 *   the SMS code typed (the cabinet loads meanwhile), timed from the fifth digit to the first row;
 * - the ratios cabinet / bare.
 * Run: `npm run bench:first-screen` (RUNS, SIGNIN_RUNS, BENCH_PORT; OURS_DIST=<dir> measures
 * another build of the cabinet, e.g. main's, without building). Bounded loops, loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { passwordStep } from './sign-in';
import { t } from '../texts/t';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 7);
const SIGNIN_RUNS = Number(process.env.SIGNIN_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3360);
const BARE_DIST = join(ROOT, '.tmp/bare-admin');
const OURS_DIST = process.env.OURS_DIST ?? join(ROOT, 'dist');
const bare = `http://127.0.0.1:${PORT}`;
const ours = `http://127.0.0.1:${PORT + 1}`;
/** A person reads the SMS before typing the code: the cabinet's chunks load meanwhile. */
const READING_MS = 3000;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const p50 = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Three resources of 100 rows each, answered the way ra-data-simple-rest reads a list. */
function fakeRest(path: string): { status: number; headers: Record<string, string>; body: string } | null {
  const match = /^\/api\/(drivers|trips|cars)(?:\/(\d+))?(?:\?(.*))?$/.exec(path);
  if (match === null) return null;
  const [, resource, id, query] = match;
  const rows = Array.from({ length: 100 }, (_, index) => ({ id: index + 1, name: `${resource} ${index + 1}`, created_at: '2026-11-29' }));
  if (id !== undefined) return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(rows[Number(id) - 1] ?? {}) };
  const range = JSON.parse(new URLSearchParams(query ?? '').get('range') ?? '[0,9]') as [number, number];
  const page = rows.slice(range[0], range[1] + 1);
  return {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'content-range': `${resource} ${range[0]}-${range[0] + page.length - 1}/${rows.length}`,
      'access-control-expose-headers': 'Content-Range',
    },
    body: JSON.stringify(page),
  };
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** The bare app's build and its fake API, compressed with brotli as the cabinet's server sends its assets. */
function serveBare(): Promise<Server> {
  const compressed = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    const api = fakeRest(url);
    if (api !== null) {
      response.writeHead(api.status, api.headers).end(api.body);
      return;
    }
    const pathname = url.split('?')[0] ?? '/';
    let file = join(BARE_DIST, pathname);
    if (!file.startsWith(BARE_DIST) || !existsSync(file) || statSync(file).isDirectory()) file = join(BARE_DIST, 'index.html');
    let body = compressed.get(file);
    if (body === undefined) {
      body = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      compressed.set(file, body);
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-encoding': 'br' }).end(body);
  });
  return new Promise((done) => server.listen(PORT, '127.0.0.1', () => done(server)));
}

/** The cabinet's server in its own process, on a fresh PGlite database (the demo parks are seeded at start). */
async function startOurs(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT + 1),
      REALTIME_PORT: String(PORT + 2),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SPA_DIR: OURS_DIST,
      CABINET_SANDBOX: 'sms,email,payouts',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      SMS_PER_LOGIN_PER_HOUR: '100000',
      SMS_PER_IP_PER_HOUR: '100000',
    },
  });
  // The first start migrates and seeds the demo parks: minutes on a loaded machine.
  for (let attempt = 0; attempt < 6000; attempt += 1) {
    if (await fetch(`${ours}/api/health`).then((response) => response.ok, () => false)) return child;
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the cabinet server did not start');
}

interface FirstScreen {
  ms: number;
  files: number;
  bytes: number;
}

/**
 * A cold context opens `url`; the page itself notes when a login form's submit button is first
 * painted, and which scripts had arrived by then (encoded body sizes: what came over the wire).
 */
async function firstScreen(browser: Browser, url: string): Promise<FirstScreen> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  await context.addInitScript(() => {
    const note = window as unknown as { formShown?: number };
    const observer = new MutationObserver(() => {
      const button = document.querySelector('form button[type="submit"]');
      if (button === null || button.getClientRects().length === 0) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        note.formShown = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { formShown?: number }).formShown !== undefined, undefined, { timeout: 60_000 });
  const result = await page.evaluate(() => {
    const shown = (window as unknown as { formShown: number }).formShown;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= shown);
    return { ms: shown, files: scripts.length, bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) };
  });
  await context.close();
  return result;
}

/** Fifth SMS digit to the first row of /drivers/list/all, a fresh context each run. */
async function signInToDrivers(browser: Browser): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < SIGNIN_RUNS; run += 1) {
    const context = await browser.newContext({ locale: 'ru-RU' });
    await context.addInitScript(() => localStorage.setItem('hidden_help_app_modal', 'true'));
    const page = await context.newPage();
    const code = await passwordStep(page, `${ours}/login?f=/drivers/list/all`, ours);
    await page.getByLabel(t('sms.digit', { n: 1 })).click();
    await page.keyboard.type(code.slice(0, 4));
    await page.waitForTimeout(READING_MS);
    const started = performance.now();
    await page.keyboard.type(code.slice(4));
    await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    times.push(performance.now() - started);
    await context.close();
  }
  return times;
}

async function main(): Promise<void> {
  if (process.env.OURS_DIST === undefined) await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  await build({ configFile: join(ROOT, 'bench/bare-admin/vite.config.ts') });
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-first-screen-'));
  const bareServer = await serveBare();
  const server = await startOurs(dataDir);
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    // One warm-up visit each (server caches, Chromium's first start), not counted.
    await firstScreen(browser, `${bare}/#/login`);
    await firstScreen(browser, `${ours}/`);
    const runs: { bare: FirstScreen[]; ours: FirstScreen[] } = { bare: [], ours: [] };
    for (let run = 0; run < RUNS; run += 1) {
      runs.bare.push(await firstScreen(browser, `${bare}/#/login`));
      runs.ours.push(await firstScreen(browser, `${ours}/`));
    }
    const line = (name: string, figures: FirstScreen[]) => {
      const times = figures.map((figure) => figure.ms);
      const last = figures[figures.length - 1] as FirstScreen;
      console.info(`${name}: JS before the login form ${kb(last.bytes)} in ${last.files} files; time to the form p50 ${ms(p50(times))}, max ${ms(Math.max(...times))} (${figures.length} cold runs)`);
      return { bytes: last.bytes, files: last.files, p50: p50(times), max: Math.max(...times) };
    };
    const b = line('bare react-admin, /#/login', runs.bare);
    const o = line('cabinet, anonymous /', runs.ours);
    console.info(`ratio cabinet / bare: JS bytes ${(o.bytes / b.bytes).toFixed(2)}×, files ${o.files}/${b.files}, time to the form p50 ${(o.p50 / b.p50).toFixed(2)}×, max ${(o.max / b.max).toFixed(2)}×`);
    const signIn = await signInToDrivers(browser);
    console.info(`cabinet: sign-in to the first drivers rows (fifth SMS digit to the first row, ${signIn.length} runs): p50 ${ms(p50(signIn))}, max ${ms(Math.max(...signIn))}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    await new Promise((done) => bareServer.close(done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
