import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: unit (pure logic and components), server (through app.inject on PGlite) and
// postgres (the same server files against a real PostgreSQL: TEST_DATABASE_URL).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/client/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          // Pure logic runs under node; a file that renders says `@vitest-environment jsdom`.
          environment: 'node',
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
