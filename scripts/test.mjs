#!/usr/bin/env node
// `npm test`: every check, in order — types, lint, unit, server on PGlite, server on PostgreSQL,
// SPA build, bundle budgets, browser tests against the real server. Runs them all, then prints one summary line
// ("N passed, N failed, N skipped") and exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];
const suiteStarted = Date.now();
// .ci/run times its clean install before this script starts, and hands the seconds over.
if (process.env.CI_NPM_CI_SECONDS) steps.push({ name: 'npm ci', ok: true, seconds: Number(process.env.CI_NPM_CI_SECONDS).toFixed(1) });

function run(name, command, args, env = {}) {
  console.info(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/** Adds a stage's tests to the totals and to its summary line, so a run shows each stage's count. */
function count(passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  steps.at(-1).tests = `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  count(report.numPassedTests ?? 0, report.numFailedTests ?? 0, (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0));
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  count((stats.expected ?? 0) + (stats.flaky ?? 0), stats.unexpected ?? 0, stats.skipped ?? 0);
}

/** One stage of vitest projects (`unit` is the pure and the rendering unit projects together). */
function vitest(stage, env = {}, projects = [stage]) {
  const out = `.tmp/vitest-${stage}.json`;
  rmSync(out, { force: true });
  const selection = projects.flatMap((project) => ['--project', project]);
  const ok = run(`vitest ${stage}`, 'npx', ['vitest', 'run', ...selection, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  countVitest(out);
  return ok;
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

mkdirSync('.tmp', { recursive: true });
run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
vitest('unit', {}, ['unit', 'unit-dom']);
vitest('server');

const pgUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL;
if (await postgresAnswers(pgUrl)) {
  vitest('postgres', { TEST_DATABASE_URL: pgUrl });
} else if (process.env.TEST_DATABASE_URL) {
  console.error(`\nPostgreSQL suite: TEST_DATABASE_URL is set but ${pgUrl} does not answer.`);
  steps.push({ name: 'vitest postgres', ok: false, seconds: '0.0' });
  totals.failed += 1;
} else {
  console.info(`\nSKIPPED: PostgreSQL suite — no server answers at ${pgUrl} (set TEST_DATABASE_URL to run it).`);
  steps.push({ name: 'vitest postgres (skipped: no PostgreSQL)', ok: true, seconds: '0.0' });
}

if (run('build', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
  // Issue 22 §4: the login route's JS and each section's chunks against their budgets, from the build manifest.
  totals[run('bundle budgets', 'node', ['--import', 'tsx', 'scripts/bundle-budgets.ts']) ? 'passed' : 'failed'] += 1;
  if (run('chromium', 'node', ['scripts/ensure-chromium.mjs'])) {
    rmSync('.tmp/playwright.json', { force: true });
    run('browser (playwright)', 'npx', ['playwright', 'test']);
    countPlaywright('.tmp/playwright.json');
  }
}

console.info('\n=== Summary');
for (const step of steps) console.info(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds} s)${step.tests ? `: ${step.tests}` : ''}`);
const failedSteps = steps.filter((step) => !step.ok).length;
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
console.info(`total (npm test) (${((Date.now() - suiteStarted) / 1000).toFixed(1)} s)`);
console.info(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
