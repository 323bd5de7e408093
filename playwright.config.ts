import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { findChromium } from './scripts/ensure-chromium.mjs';

// The browser tests run against the real server (`npm start`'s entry point) on a fresh PGlite
// database of their own; workers inherit E2E_DATA_DIR, so every process agrees on it.
process.env.E2E_DATA_DIR ??= join(process.cwd(), '.tmp', `e2e-${Date.now()}`);
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Clear of the fixture server (port + 1000) and both realtime ports (+ 6000).
const fleetPort = port + 8000;

export default defineConfig({
  testDir: 'tests/e2e',
  // Four workers on two cores: the suite waits more than it computes (the sandboxes' reviews, the
  // jobs' intervals, page loads) — two workers kept the cores busy a quarter of the time (issue 22
  // §5). A screen that takes 3 s on a quiet machine may take 15 s there: slowness is the
  // benchmarks' business, not a failure here. E2E_WORKERS sets another count.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    // A trace records a screencast of every frame: on two cores that costs the suite a third of
    // its time. Only a retry records one, so a failure still comes with its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The local Yandex Fleet contract server the aggregator wizard's test connects to.
      command: `npx tsx tests/helpers/fleet-contract-cli.ts ${fleetPort}`,
      port: fleetPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx server/main.ts',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        REALTIME_PORT: String(port + 6000),
        DATA_DIR: process.env.E2E_DATA_DIR,
        SPA_DIR: process.env.E2E_SPA_DIR ?? join(process.cwd(), 'dist'),
        LOG_LEVEL: 'warn',
        // Every test signs in from 127.0.0.1: the per-IP limits are proven by the server tests.
        AUTH_RATE_LIMIT: '10000',
        SMS_PER_IP_PER_HOUR: '10000',
        SMS_PER_LOGIN_PER_HOUR: '1000',
        YANDEX_FLEET_BASE_URL: `http://127.0.0.1:${fleetPort}`,
        YANDEX_FLEET_RETRIES: '1',
        AGGREGATOR_IMPORT_INTERVAL_MS: '1000',
        // Driver-add requests (tests/e2e/drivers-add.spec.ts): the sandbox aggregator reviews in
        // seconds, and the job asks it every second. Long enough that a loaded machine still
        // renders the request's card before the decision, so the card is seen to change.
        AGGREGATOR_SANDBOX_REVIEW_MS: '6000',
        AGGREGATOR_SANDBOX_DECISION_MS: '12000',
        AGGREGATOR_DRIVERS_ADD_INTERVAL_MS: '1000',
        // НПД checks (tests/e2e/npd.spec.ts): the queue looks every second and serves only the
        // checks a person or a payout asked for, so the demo's never-checked drivers stay so.
        NPD_CHECK_INTERVAL_MS: '1000',
        NPD_SCHEDULE_PER_MINUTE: '0',
      },
    },
  ],
});
