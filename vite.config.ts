import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is served by the cabinet server from dist/; in `npm run dev` Vite proxies the three
// API hosts to a server started with `npm run serve`.
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** Writes .br and .gz beside every text asset once, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'fleet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || statSync(file).size < 1024) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/api': api,
      '/auth-api': api,
      '/support-api': api,
      '/dev': api,
    },
  },
});
