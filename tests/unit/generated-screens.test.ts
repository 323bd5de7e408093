/**
 * How many of the cabinet's screens the generator draws (issue 21 §2), counted the same way each
 * time: a screen is a section route of resources/routes.ts that is not a redirect and has a view
 * in its section's files (`resources/<section>/*.ts`, index.ts last so its lines win). A view is
 * - generated: the section spreads `generatedViews(<declaration>)` over the route;
 * - generated with hand-written parts: its file renders a generator's view (`<Generated…>`:
 *   GeneratedList, GeneratedEdit, GeneratedScopedList, a section's Generated… frame of one);
 * - hand-written: anything else.
 * `GENERATED_SCREENS=1 npx vitest run --project unit tests/unit/generated-screens.test.ts` prints
 * the figures and each hand-written route.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenPathsOf, type ResourceDeclaration } from '../../schemas/resource';
import { sectionRoutes } from '../../resources/routes';

const ROOT = resolve(__dirname, '../..');
type Kind = 'generated' | 'wrapper' | 'hand';

async function declarationsByName(): Promise<Map<string, ResourceDeclaration>> {
  const folder = join(ROOT, 'schemas/resources');
  const found = new Map<string, ResourceDeclaration>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(join(folder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null && 'path' in value && 'views' in value) found.set(name, value as ResourceDeclaration);
    }
  }
  return found;
}

function viewFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return ['.tsx', '.ts'].map((ending) => base + ending).find((candidate) => existsSync(candidate)) ?? null;
}

const kindOfFile = (file: string | null): Kind => (file !== null && /<Generated[A-Z]\w*/.test(readFileSync(file, 'utf8')) ? 'wrapper' : 'hand');

/** The view kind of each path a section's files map, in the order the definition spreads them. */
function sectionViews(section: string, declarations: Map<string, ResourceDeclaration>): Map<string, { kind: Kind; file: string | null }> {
  const folder = join(ROOT, 'resources', section);
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && name !== 'routes.ts')
    .sort((a, b) => Number(a === 'index.ts') - Number(b === 'index.ts'));
  const views = new Map<string, { kind: Kind; file: string | null }>();
  const named = new Map<string, string>();
  const generate = (name: string) => {
    const declaration = declarations.get(name);
    if (declaration === undefined) return;
    for (const path of Object.values(screenPathsOf(declaration))) views.set(path, { kind: 'generated', file: null });
  };
  for (const file of files) {
    const path = join(folder, file);
    const text = readFileSync(path, 'utf8');
    const lazies = new Map<string, string>();
    for (const [, name = '', specifier = ''] of text.matchAll(/const (\w+) = lazyNamed\(\(\) => import\('([^']+)'\)/g)) lazies.set(name, specifier);
    for (const line of text.split('\n')) {
      const alias = /const (\w+) = generatedViews\((\w+)\)/.exec(line);
      if (alias) named.set(alias[1] ?? '', alias[2] ?? '');
      const spread = /\.\.\.generatedViews\((\w+)\)/.exec(line) ?? /^\s*\.\.\.(\w+),/.exec(line);
      if (spread) generate(named.get(spread[1] ?? '') ?? spread[1] ?? '');
      const lazy = /'(\/[^']+)':\s*lazyNamed\(\(\) => import\('([^']+)'\)/.exec(line);
      const byName = /'(\/[^']+)':\s*(\w+),/.exec(line);
      const specifier = lazy?.[2] ?? (byName ? lazies.get(byName[2] ?? '') : undefined);
      const route = lazy?.[1] ?? byName?.[1];
      if (route !== undefined && specifier !== undefined) {
        const target = viewFile(path, specifier);
        views.set(route, { kind: kindOfFile(target), file: target?.slice(ROOT.length + 1) ?? null });
      }
    }
  }
  return views;
}

async function count() {
  const declarations = await declarationsByName();
  const screens: { path: string; kind: Kind; file: string | null }[] = [];
  for (const [section, routes] of Object.entries(sectionRoutes)) {
    const views = sectionViews(section, declarations);
    for (const route of routes) {
      const view = route.redirect === undefined ? views.get(route.path) : undefined;
      if (view !== undefined) screens.push({ path: route.path, ...view });
    }
  }
  const of = (kind: Kind) => screens.filter((screen) => screen.kind === kind);
  return { screens, generated: of('generated'), wrappers: of('wrapper'), hand: of('hand') };
}

describe('screens the generator draws', () => {
  it('counts every screen once, and the driver card’s list tabs are among the generated ones', async () => {
    const { screens, generated, wrappers, hand } = await count();
    if (process.env.GENERATED_SCREENS === '1') {
      const share = Math.round(((generated.length + wrappers.length) / screens.length) * 100);
      console.info(
        `screens ${screens.length}: generated ${generated.length}, generated with hand-written parts ${wrappers.length} (${share} % with a generated screen), hand-written ${hand.length}`,
      );
      for (const screen of hand) console.info(`hand-written ${screen.path} ${screen.file ?? ''}`);
    }
    expect(generated.length + wrappers.length + hand.length).toBe(screens.length);
    const drawn = new Set([...generated, ...wrappers].map((screen) => screen.path));
    for (const tab of ['balance', 'transfers/:filter', 'cards', 'goals', 'charges/list', 'change']) {
      expect(drawn, tab).toContain(`/drivers/detail/:id/${tab}`);
    }
    expect(drawn).toContain('/drivers/blacklist');
  });
});
