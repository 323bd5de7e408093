/**
 * How many of the cabinet's screens the generator draws (issue 21 §2), counted the same way each
 * time: a screen is a section route (src/root/sections.ts, as the router reads them) that is not
 * a redirect and has a view. A view is
 * - generated: a resource folder's screen from `generatedViews` (no file of its own);
 * - generated with hand-written parts: its file renders a generator's view (`<Generated…>`:
 *   GeneratedList, GeneratedEdit, GeneratedScopedList, a section's Generated… frame of one);
 * - hand-written: anything else.
 * A view's file is found where the section names it: a route line or a views map
 * (`'<path>': lazyNamed(() => import('<file>'), …)`), or a folder's List/Card/Create/Show/Single.tsx.
 * `GENERATED_SCREENS=1 npx vitest run --project unit tests/unit/generated-screens.test.ts` prints
 * the figures and each hand-written route.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenPathsOf } from '../../schemas/resource';
import { folderDeclarations } from '../../schemas/resources';
import { isGeneratedView } from '../../src/components/generated/views';
import { definitionsBySection } from '../../src/root/sections';

const ROOT = resolve(__dirname, '../..');
type Kind = 'generated' | 'wrapper' | 'hand';

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function viewFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return ['.tsx', '.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => existsSync(candidate)) ?? null;
}

/** Each path a section's files name with the file of its view. */
function namedViewFiles(): Map<string, string | null> {
  const files = new Map<string, string | null>();
  for (const source of sourcesUnder(join(ROOT, 'resources'))) {
    const text = readFileSync(source, 'utf8');
    const lazies = new Map<string, string>();
    for (const [, name = '', specifier = ''] of text.matchAll(/const (\w+) = lazyNamed\(\(\) => import\('([^']+)'\)/g)) lazies.set(name, specifier);
    for (const line of text.split('\n')) {
      const mapped = /'(\/[^']*)':\s*lazyNamed\(\(\) => import\('([^']+)'\)/.exec(line);
      const routeLine = /path: '(\/[^']*)'.*view: lazyNamed\(\(\) => import\('([^']+)'\)/.exec(line);
      const byName = /'(\/[^']*)':\s*(\w+),/.exec(line) ?? /path: '(\/[^']*)'.*view: (\w+)\b/.exec(line);
      const route = mapped?.[1] ?? routeLine?.[1] ?? byName?.[1];
      const specifier = mapped?.[2] ?? routeLine?.[2] ?? (byName ? lazies.get(byName[2] ?? '') : undefined);
      if (route !== undefined && specifier !== undefined) files.set(route, viewFile(source, specifier));
    }
  }
  const conventions = { list: 'List', card: 'Card', create: 'Create', show: 'Show', single: 'Single' } as const;
  for (const { folder, declaration } of folderDeclarations) {
    for (const [screen, path] of Object.entries(screenPathsOf(declaration))) {
      const file = join(ROOT, folder, `${conventions[screen as keyof typeof conventions]}.tsx`);
      if (path !== undefined && existsSync(file)) files.set(path, file);
    }
  }
  return files;
}

const kindOfFile = (file: string | null): Kind => (file !== null && /<Generated[A-Z]\w*/.test(readFileSync(file, 'utf8')) ? 'wrapper' : 'hand');

function count() {
  const files = namedViewFiles();
  const screens: { path: string; kind: Kind; file: string | null }[] = [];
  for (const definition of Object.values(definitionsBySection)) {
    for (const route of definition.routes) {
      const view = route.redirect === undefined ? definition.views?.[route.path] : undefined;
      if (view === undefined) continue;
      const file = files.get(route.path) ?? null;
      const kind = isGeneratedView(view) ? 'generated' : kindOfFile(file);
      screens.push({ path: route.path, kind, file: file?.slice(ROOT.length + 1) ?? null });
    }
  }
  const of = (kind: Kind) => screens.filter((screen) => screen.kind === kind);
  return { screens, generated: of('generated'), wrappers: of('wrapper'), hand: of('hand') };
}

describe('screens the generator draws', () => {
  it('counts every screen once, and the driver card’s list tabs are among the generated ones', () => {
    const { screens, generated, wrappers, hand } = count();
    if (process.env.GENERATED_SCREENS === '1') {
      const share = Math.round(((generated.length + wrappers.length) / screens.length) * 100);
      console.info(
        `screens ${screens.length}: generated ${generated.length}, generated with hand-written parts ${wrappers.length} (${share} % with a generated screen), hand-written ${hand.length}`,
      );
      for (const screen of hand) console.info(`hand-written ${screen.path} ${screen.file ?? ''}`);
    }
    expect(generated.length + wrappers.length + hand.length).toBe(screens.length);
    expect(hand.filter((screen) => screen.file === null).map((screen) => screen.path), 'a view whose file the count cannot find').toEqual([]);
    const drawn = new Set([...generated, ...wrappers].map((screen) => screen.path));
    for (const tab of ['balance', 'transfers/:filter', 'cards', 'goals', 'charges/list', 'change']) {
      expect(drawn, tab).toContain(`/drivers/detail/:id/${tab}`);
    }
    expect(drawn).toContain('/drivers/blacklist');
  });
});
