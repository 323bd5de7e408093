/** Builds the bare react-admin app of bench/first-screen.ts into .tmp/bare-admin (no precompression: the bench compresses as it serves). */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: resolve(import.meta.dirname, '../../.tmp/bare-admin'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
