/**
 * A cabinet of its own for the fixture resources' browser test: the SPA built with
 * FIXTURE_RESOURCES=1 (vite.config.ts puts tests/fixtures/resources/index.ts in place of
 * schemas/resources/extra.ts) and the real server (`npx tsx server/main.ts`) with
 * EXTRA_RESOURCES_MODULE mounting the same declarations on their table. Nothing else of the app
 * changes for them. Port: E2E_PORT + 1000 (E2E_FIXTURE_PORT); E2E_FIXTURE_SPA_DIR skips the build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface FixtureServer {
  url: string;
  stop(): Promise<void>;
}

const port = Number(process.env.E2E_FIXTURE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);
export const fixtureUrl = `http://localhost:${port}`;

function buildSpa(): string {
  const prebuilt = process.env.E2E_FIXTURE_SPA_DIR;
  if (prebuilt) return prebuilt;
  const outDir = join(process.cwd(), '.tmp', `dist-fixture-${port}`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, FIXTURE_RESOURCES: '1' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the fixture SPA build failed');
  return outDir;
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
  const spaDir = buildSpa();
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      REALTIME_PORT: String(port + 6000),
      DATA_DIR: join(process.cwd(), '.tmp', `e2e-fixture-${Date.now()}`),
      SPA_DIR: spaDir,
      LOG_LEVEL: 'warn',
      EXTRA_RESOURCES_MODULE: 'tests/fixtures/resources/server.ts',
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
    },
  };
}
