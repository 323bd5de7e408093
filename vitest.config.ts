import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { isRendering, UNIT_DIRS, unitFiles } from './tests/helpers/unit-projects.mjs';

const renderingFiles = unitFiles().filter(isRendering);

// Four projects: unit (pure logic under node), unit-dom (components under jsdom), server
// (through app.inject on PGlite) and postgres (the same server files against a real PostgreSQL:
// TEST_DATABASE_URL). `--project 'unit*'` runs both unit projects.
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on this 2-core
    // machine, while a file spends much of its time waiting (PostgreSQL, timers, I/O). One worker
    // per core: the PGlite server stage 402–523 s → 282 s, PostgreSQL 333 s → 201 s (issue 22 §5).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: [...configDefaults.exclude, ...renderingFiles],
          environment: 'node',
          // Pure files share a worker's modules instead of importing them again per file: 59 s → 17 s
          // of CPU for these 50 files (issue 22 §5). A file here restores what it stubs or fakes
          // (timers, globals) after each test; module mocks are refused here (tests/unit/unit-projects.test.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: renderingFiles,
          environment: 'jsdom',
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/pglite-snapshot.ts'],
          env: { TEST_DB_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/postgres-template.ts'],
          env: { TEST_DB_ENGINE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
