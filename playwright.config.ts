import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { findChromium } from './scripts/ensure-chromium.mjs';

// The browser tests run against the real server (`npm start`'s entry point) on a fresh PGlite
// database of their own; workers inherit E2E_DATA_DIR, so every process agrees on it.
process.env.E2E_DATA_DIR ??= join(process.cwd(), '.tmp', `e2e-${Date.now()}`);
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
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
    },
  },
});
