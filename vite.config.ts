import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
        if (!/\.(js|css|html|svg|json)$/.test(file) || false) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Issue 22 §1: the login route in a handful of files. What the public entry (src/login/entry.tsx)
 * imports statically, beyond the page's own entry, goes into two chunks: its libraries (React,
 * the MUI parts, emotion, zod) and the cabinet's modules it shares (auth layer, theme, frame
 * parts). The cabinet loads both too, since it needs every module in them.
 */
/**
 * The public entry's chunks preloaded from index.html, so the browser fetches them beside the
 * page's own script rather than after it has run: one round trip less before the login form.
 * The cabinet needs the libraries' chunk too; the entry itself is a KB.
 */
function preloadPublicEntry(): Plugin {
  return {
    name: 'fleet-preload-public-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = Object.values(context.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('src/login/entry.tsx') === true,
        );
        if (entry === undefined || entry.type !== 'chunk') throw new Error('no chunk of src/login/entry.tsx to preload');
        const files = [...entry.imports, entry.fileName].filter((file) => !html.includes(`/${file}"`));
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * A package's index that re-exports all of it: the module graph reaches every component through
 * it, though tree-shaking keeps only what is used, so the walk stops there (the login route's
 * files import MUI by component path, and what they take from react-admin is chunked as usual).
 */
const BARREL = /node_modules\/(?:react-admin|ra-core|ra-ui-materialui)\/dist\/index\.js$|node_modules\/@mui\/(?:material|icons-material)\/(?:esm\/)?index\.m?js$/;

function publicChunks() {
  const entry = resolve(import.meta.dirname, 'src/login/entry.tsx');
  const main = resolve(import.meta.dirname, 'src/main.tsx');
  let closure: Set<string> | null = null;
  const reach = (root: string, info: (id: string) => { importedIds: readonly string[] } | null): Set<string> => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id) || BARREL.test(id)) continue;
      seen.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    groups: [
      {
        debugName: 'public route',
        name(id: string, ctx: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }) {
          if (closure === null) {
            const info = (moduleId: string) => ctx.getModuleInfo(moduleId);
            const page = reach(main, info);
            closure = new Set([...reach(entry, info)].filter((moduleId) => !page.has(moduleId)));
          }
          if (!closure.has(id) || id === entry) return null;
          return id.includes('node_modules') ? 'public-vendor' : 'public';
        },
      },
    ],
  };
}

export default defineConfig({
  plugins: [react(), preloadPublicEntry(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: publicChunks() } },
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
