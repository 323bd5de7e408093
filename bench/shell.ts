/**
 * Benchmarks of the foundation, printed as figures (the README quotes them):
 * - the JavaScript a browser fetches before the login form shows (bytes on the wire);
 * - anonymous first visit to `/` until the login form is visible, and a signed-in reload until
 *   the cabinet frame is visible, in headless Chromium against the real server;
 * - sign-in to a usable cabinet: from the fifth SMS digit until the landing page's content (the
 *   KPI cards' totals of /kpi/main) has rendered, median and p95 over SIGNIN_RUNS fresh contexts;
 * - API latency (p50/p95) of the sign-in with a confirmed device (argon2id dominates) and of an
 *   authenticated read, and req/s of an authenticated read at 50 connections.
 * Run: `npm run build && npm run bench:shell` (BENCH_DATABASE_URL=postgres://… for PostgreSQL).
 * Bounded loops, loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { passwordStep } from './sign-in';
import { t } from '../texts/t';

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** JavaScript bytes on the wire (as served: precompressed) until `ready` resolves. */
async function scriptBytesUntil(page: Page, ready: () => Promise<unknown>): Promise<{ files: number; bytes: number }> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.url().endsWith('.js')) sizes.push(response.request().sizes().then((size) => size.responseBodySize));
  };
  page.on('response', onResponse);
  await ready();
  page.off('response', onResponse);
  const all = await Promise.all(sizes);
  return { files: all.length, bytes: all.reduce((sum, size) => sum + size, 0) };
}

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${PORT}`;

/** The real server in its own process, so the load generator does not share its event loop. */
async function startServerProcess(dataDir: string): Promise<ChildProcess> {
  // node --import tsx (not npx): the pid we signal is the server itself, so nothing outlives the bench.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      REALTIME_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      // The bench signs in through the sandbox outbox, PostgreSQL or not.
      CABINET_SANDBOX: 'sms,email,payouts',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      SMS_PER_LOGIN_PER_HOUR: '100000',
      SMS_PER_IP_PER_HOUR: '100000',
    },
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const up = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const SIGNIN_RUNS = Number(process.env.SIGNIN_RUNS ?? 10);
/** A person reads the form and the SMS before typing: the page has settled by then. */
const READING_MS = 3000;

/** Fresh context per run: password, then the code typed digit by digit, timed from the fifth. */
async function signInToUsable(browser: import('@playwright/test').Browser): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < SIGNIN_RUNS; run += 1) {
    const context = await browser.newContext();
    // Onboarding would open the help panel over the page: not part of this figure.
    await context.addInitScript(() => localStorage.setItem('hidden_help_app_modal', 'true'));
    const page = await context.newPage();
    const code = await passwordStep(page, `${base}/login`, base);
    await page.getByLabel(t('sms.digit', { n: 1 })).click();
    await page.keyboard.type(code.slice(0, 4));
    await page.waitForTimeout(READING_MS);
    times.push(
      await timed(async () => {
        await page.keyboard.type(code.slice(4));
        await page.locator('[data-metric] [data-total]').first().waitFor();
      }),
    );
    await context.close();
  }
  return times;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-'));
  const server = await startServerProcess(dataDir);
  const engine = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  try {
    const browser = await chromium.launch({
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const anonymous: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let scripts = { files: 0, bytes: 0 };
      anonymous.push(
        await timed(async () => {
          scripts = await scriptBytesUntil(page, async () => {
            await page.goto(`${base}/`);
            await page.getByRole('button', { name: t('login.submit'), exact: true }).waitFor();
          });
        }),
      );
      if (run === 0) console.info(`JS until the login form: ${scripts.files} files, ${(scripts.bytes / 1024).toFixed(0)} KB on the wire`);
      await context.close();
    }
    console.info(`anonymous visit to / until the login form (cold context, 5 runs): p50 ${ms(percentile(anonymous, 50))}, max ${ms(Math.max(...anonymous))}`);

    // A signed-in browser: sign in once (SMS from the sandbox outbox), then time reloads.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel(t('login.login'), { exact: true }).fill('demo1');
    await page.getByLabel(t('login.password'), { exact: true }).fill('demo12345');
    await page.getByRole('checkbox', { name: new RegExp(t('login.offerPrefix')) }).check();
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await page.getByRole('dialog', { name: t('sms.title') }).waitFor();
    const outbox = (await (await fetch(`${base}/dev/sms-outbox?login=demo1`)).json()) as { code: string }[];
    await page.keyboard.type(outbox[0]?.code ?? '');
    await page.getByRole('menuitem', { name: t('menu.home') }).waitFor();
    const reloads: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      reloads.push(
        await timed(async () => {
          await page.reload();
          await page.getByRole('menuitem', { name: t('menu.home') }).waitFor();
        }),
      );
    }
    console.info(`signed-in reload until the cabinet frame (5 runs): p50 ${ms(percentile(reloads, 50))}, max ${ms(Math.max(...reloads))}`);
    await context.close();

    const usable = await signInToUsable(browser);
    console.info(
      `sign-in to usable cabinet, fifth SMS digit to the KPI cards (${usable.length} runs): p50 ${ms(percentile(usable, 50))}, p95 ${ms(percentile(usable, 95))}`,
    );
    await browser.close();

    // API: sign-in with a device confirmed through the SMS step once.
    const device = 'bench-device-000001';
    const body = (extra: Record<string, string> = {}) =>
      JSON.stringify({ AUTH_USER: 'demo2', AUTH_PW: 'demo12345', DEVICE_UID: device, api_ver: '2020.07.22', ...extra });
    const post = (url: string, payload: string) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    const first = (await (await post('/auth-api/auth', body())).json()) as { data: { sms_key: string } };
    const code = ((await (await fetch(`${base}/dev/sms-outbox?login=demo2`)).json()) as { code: string }[])[0]?.code ?? '';
    const confirmed = (await (await post('/auth-api/auth/sms', body({ sms_key: first.data.sms_key, sms_code: code }))).json()) as {
      data: { token: string; user_id: number };
    };
    const signIns: number[] = [];
    for (let run = 0; run < 30; run += 1) signIns.push(await timed(() => post('/auth-api/auth', body()).then((r) => r.text())));
    console.info(`POST /auth-api/auth, confirmed device (30 runs): p50 ${ms(percentile(signIns, 50))}, p95 ${ms(percentile(signIns, 95))}`);

    const headers = { authorization: `Bearer ${confirmed.data.token}` };
    const readUrl = `${base}/api/users/${confirmed.data.user_id}`;
    const reads: number[] = [];
    for (let run = 0; run < 200; run += 1) reads.push(await timed(() => fetch(readUrl, { headers }).then((r) => r.text())));
    console.info(`GET /api/users/{id} (200 runs, sequential): p50 ${ms(percentile(reads, 50))}, p95 ${ms(percentile(reads, 95))}`);

    const total = 5000;
    let sent = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (sent < total) {
          sent += 1;
          await fetch(readUrl, { headers }).then((r) => r.text());
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(`GET /api/users/{id} at 50 connections: ${(total / seconds).toFixed(0)} req/s (${total} requests, ${engine})`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
