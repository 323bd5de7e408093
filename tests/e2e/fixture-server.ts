/**
 * A cabinet of its own for the fixture resource's browser test, proving that adding a folder is
 * the whole change (issue 21 §1): a copy of the project (no node_modules, .git, dist) with the
 * fixture folder tests/fixtures/car-colours/ copied into its resources/rent/, and beside it the
 * same declaration under another name with one more filter line; then, in the copy, drizzle-kit
 * writes the migration from the table, vite builds the SPA and the real server starts
 * (`npx tsx server/main.ts`). Port: E2E_PORT + 1000 (E2E_FIXTURE_PORT).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

export interface FixtureServer {
  url: string;
  stop(): Promise<void>;
}

const port = Number(process.env.E2E_FIXTURE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);
export const fixtureUrl = `http://localhost:${port}`;
const ROOT = process.cwd();
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', '.tmp', 'test-results', 'playwright-report', 'data']);
const FIXTURE = join(ROOT, 'tests/fixtures/car-colours');

/** The one line the second folder adds to the declaration's filters. */
export const FILTER_LINE = "filter.dateRange('painted_on'),";

/** The fixture's declaration as a second resource (another name and path) with one more filter line. */
export function withOneMoreFilter(declaration: string): string {
  const renamed = declaration.replace("name: 'car-colours',", "name: 'car-colours-dated',").replace("path: '/rent/car-colours',", "path: '/rent/car-colours-dated',");
  const lines = renamed.split('\n');
  const at = lines.findIndex((line) => line.includes('filters: ['));
  if (at < 0) throw new Error('the fixture declaration has no filters line');
  const indent = /^\s*/.exec(lines[at] ?? '')?.[0] ?? '';
  lines[at] = (lines[at] ?? '').replace(/\],?\s*$/, ',').replace(/,,$/, ',');
  lines.splice(at + 1, 0, `${indent}  ${FILTER_LINE}`, `${indent}],`);
  return lines.join('\n');
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in the fixture copy`);
}

/** The project copy with the fixture folders in resources/rent/, migrated and built. */
function prepareCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'fleet-fixture-'));
  cpSync(ROOT, copy, { recursive: true, filter: (source) => !NOT_COPIED.has(relative(ROOT, source).split(sep)[0] ?? '') });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  cpSync(FIXTURE, join(copy, 'resources/rent/car-colours'), { recursive: true });
  const dated = join(copy, 'resources/rent/car-colours-dated');
  mkdirSync(dated);
  writeFileSync(join(dated, 'resource.ts'), withOneMoreFilter(readFileSync(join(FIXTURE, 'resource.ts'), 'utf8')));
  // Same table and rules as the first folder: a variant, not a second table.
  writeFileSync(join(dated, 'server.ts'), "export { server } from '../car-colours/server';\n");
  // The same words under the second resource's own name: a resource's texts live once.
  writeFileSync(
    join(dated, 'texts.ts'),
    "import { folderTexts } from '../../../texts/folder-texts';\nimport { carColourTexts as first } from '../car-colours/texts';\n\nexport const carColourTexts = folderTexts('rent/car-colours-dated', first.labels);\n",
  );
  run('npx', ['drizzle-kit', 'generate', '--name', 'car_colours'], copy);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], copy);
  return copy;
}

async function healthy(deadline: number, server: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the fixture server exited with ${server.exitCode}`);
    const ok = await fetch(`${fixtureUrl}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the fixture server did not answer /api/health');
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const copy = prepareCopy();
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(port),
      REALTIME_PORT: String(port + 6000),
      DATA_DIR: join(copy, 'data'),
      SPA_DIR: join(copy, 'dist'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '10000',
      SMS_PER_IP_PER_HOUR: '10000',
      SMS_PER_LOGIN_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await healthy(Date.now() + 120_000, server);
  } catch (error) {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  return {
    url: fixtureUrl,
    stop: async () => {
      if (server.exitCode !== null || server.pid === undefined) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // npx and tsx run the server as a child: the whole group stops.
      process.kill(-server.pid, 'SIGTERM');
      await exited;
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
