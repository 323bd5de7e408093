/**
 * `npm test`'s bundle budgets (issue 22 §4), run after the build: prints the login route's
 * JavaScript (brotli, as served) and file count, and one line per section's lazily loaded
 * chunks, each against its budget; exits non-zero when one is over. Deterministic: bytes of the
 * build, no browser.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, loginRoute, overBudget, sectionChunks, type Manifest } from './bundle-budgets-lib';

const DIST = process.argv[2] ?? 'dist';
/** Issue 22 §1: JS before the login form ≤ 150 KB in ≤ 10 files. */
export const LOGIN_BUDGET = { maxBytes: 150 * 1024, maxFiles: 10 };
/** Room for a section to grow; the whole cabinet is several times more. */
export const SECTION_BUDGET_BYTES = 300 * 1024;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const size = (file: string) => statSync(join(DIST, `${file}.br`)).size;

const figures = [
  loginRoute(manifest, 'src/login/entry.tsx', size, LOGIN_BUDGET),
  ...sectionChunks(manifest, ['index.html', 'src/root/boot.tsx'], size, SECTION_BUDGET_BYTES),
];
for (const figure of figures) console.info(describe(figure));
const over = figures.filter(overBudget);
console.info(`bundle budgets: ${figures.length - over.length} within, ${over.length} over`);
process.exit(over.length > 0 ? 1 : 0);
