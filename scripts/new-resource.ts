/**
 * `npm run new:resource -- <section>/<name>`: writes resources/<section>/<name>/ (a declaration,
 * its texts and its table: scripts/resource-template.ts) and runs drizzle-kit for the table's
 * migration. Adding the folder is the whole change: the SPA, the server and the catalogue find it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTarget, resourceFiles, targetProblem } from './resource-template';

const argument = process.argv[2];
const problem = targetProblem(argument, existsSync);
if (problem !== null || argument === undefined) {
  console.error(problem);
  process.exit(1);
}
const target = parseTarget(argument);
const folder = join('resources', target.section, target.name);
mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(resourceFiles(target))) {
  writeFileSync(join(folder, file), text);
  console.info(`wrote ${join(folder, file)}`);
}
const migration = ['drizzle-kit', 'generate', '--name', target.name.replace(/-/g, '_')];
try {
  execFileSync('npx', migration, { stdio: 'inherit' });
} catch {
  console.error(`The migration was not written; run: npx ${migration.join(' ')}`);
  process.exit(1);
}
console.info(`Next: its rows in docs/FEATURES.md (the FEATURES test names them), then npm run typecheck.`);
