/**
 * A URL leads to its code in one step: every route's screen lies under resources/<first segment>/.
 * A route's file is read from the code, not run: a resource folder's declaration (its screens are
 * the folder's), or the `import('./…')` a section names beside the route's path, in its routes.ts
 * line or its views map (index.ts/views.ts/deskViews.ts of the sections not moved yet).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenPathsOf } from '../../schemas/resource';
import { folderDeclarations } from '../../schemas/resources';
import { allRoutes, publicRoutes } from '../../src/root/sections';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `'<path>'…import('./file')` pairs of a section file: a route line or a views-map entry. */
function namedFiles(file: string): Map<string, string> {
  const found = new Map<string, string>();
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/'(\/[^']*)'[^\n]*?import\('(\.[^']+)'\)/g)) {
    const [, path, spec] = match;
    if (path === undefined || spec === undefined) continue;
    const base = resolve(dirname(file), spec);
    const target = [`${base}.tsx`, `${base}.ts`, base].find((candidate) => existsSync(candidate));
    if (target !== undefined) found.set(path, relative(ROOT, target));
  }
  return found;
}

function screenFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const section of readdirSync(join(ROOT, 'resources'))) {
    const folder = join(ROOT, 'resources', section);
    for (const name of ['routes.ts', 'index.ts', 'views.ts', 'deskViews.ts']) {
      if (existsSync(join(folder, name))) for (const [path, file] of namedFiles(join(folder, name))) files.set(path, file);
    }
  }
  for (const { folder, declaration } of folderDeclarations) {
    for (const path of Object.values(screenPathsOf(declaration))) if (path !== undefined && !files.has(path)) files.set(path, `${folder}/resource.ts`);
  }
  return files;
}

describe('route files', () => {
  it('every spec route with a screen has its file under resources/<first segment>/', () => {
    const files = screenFiles();
    const publicPaths = new Set(publicRoutes.map((route) => route.path));
    const misplaced: string[] = [];
    for (const route of allRoutes) {
      if (route.redirect !== undefined || publicPaths.has(route.path)) continue;
      const file = files.get(route.path);
      if (file === undefined) continue;
      const section = route.path === '/' ? 'home' : route.path.split('/')[1];
      if (!file.startsWith(`resources/${section}/`)) misplaced.push(`${route.path} → ${file}`);
    }
    expect(misplaced).toEqual([]);
    // The walk finds files: a break in how it reads them must not pass silently.
    expect(files.size).toBeGreaterThan(60);
  });
});
