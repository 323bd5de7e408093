/**
 * Benchmarks of the foundation, printed as figures (the README quotes them):
 * - the SPA's initial JavaScript (what the browser must fetch before the first screen), gzip;
 * - anonymous first visit to `/` until the login form is visible, and a signed-in reload until
 *   the cabinet frame is visible, in headless Chromium against the real server;
 * - API latency (p50/p95) of the sign-in with a confirmed device (argon2id dominates) and of an
 *   authenticated read, and req/s of an authenticated read at 50 connections.
 * Run: `npm run bench:shell` (builds nothing: run `npm run build` first). Bounded loops, loopback only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { ru } from '../src/i18n/ru';

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

function initialJsGzip(distDir: string): { files: number; bytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const bytes = refs.reduce((sum, ref) => sum + gzipSync(readFileSync(join(distDir, ref))).length, 0);
  return { files: refs.length, bytes };
}

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-'));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }),
    host: '127.0.0.1',
    port: 0,
    realtimePort: 0,
    logLevel: 'warn',
    rateLimits: { authPerMinute: 100_000, smsPerLoginPerHour: 100_000, smsPerIpPerHour: 100_000 },
  };
  const server = await startServer(config);
  const base = server.url;
  try {
    const js = initialJsGzip(config.spaDir ?? 'dist');
    console.info(`initial JS: ${js.files} files, ${(js.bytes / 1024).toFixed(0)} KB gzip`);

    const browser = await chromium.launch({
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const anonymous: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      anonymous.push(
        await timed(async () => {
          await page.goto(`${base}/`);
          await page.getByRole('button', { name: ru.login.submit, exact: true }).waitFor();
        }),
      );
      await context.close();
    }
    console.info(`anonymous visit to / until the login form (cold context, 5 runs): p50 ${ms(percentile(anonymous, 50))}, max ${ms(Math.max(...anonymous))}`);

    // A signed-in browser: sign in once (SMS from the sandbox outbox), then time reloads.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel(ru.login.login, { exact: true }).fill('demo1');
    await page.getByLabel(ru.login.password, { exact: true }).fill('demo12345');
    await page.getByRole('checkbox', { name: new RegExp(ru.login.offerPrefix) }).check();
    await page.getByRole('button', { name: ru.login.submit, exact: true }).click();
    await page.getByRole('dialog', { name: ru.sms.title }).waitFor();
    const outbox = (await (await fetch(`${base}/dev/sms-outbox?login=demo1`)).json()) as { code: string }[];
    await page.keyboard.type(outbox[0]?.code ?? '');
    await page.getByRole('menuitem', { name: ru.menu.home }).waitFor();
    const reloads: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      reloads.push(
        await timed(async () => {
          await page.reload();
          await page.getByRole('menuitem', { name: ru.menu.home }).waitFor();
        }),
      );
    }
    console.info(`signed-in reload until the cabinet frame (5 runs): p50 ${ms(percentile(reloads, 50))}, max ${ms(Math.max(...reloads))}`);
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
    console.info(`GET /api/users/{id} at 50 connections: ${(total / seconds).toFixed(0)} req/s (${total} requests, ${server.database.kind})`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
