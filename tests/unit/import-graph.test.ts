/**
 * The runtime import graph of the whole tree has no cycle. A cycle makes a module run before the
 * one it imports has finished (a `const` read in its temporal dead zone, a table that is still
 * undefined), and it is the shape of an arrow running backwards. Only imports that run count:
 * `import type` / `export type`, and imports whose every name is a type, are left out; so are
 * lazy `import()` calls, which run after both modules are loaded. Package imports are leaves.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['texts', 'src', 'resources', 'schemas', 'dataProvider', 'authProvider', 'server', 'tests', 'bench', 'scripts'];
const SKIPPED = new Set(['node_modules', 'migrations', 'dist', '.tmp']);
const SOURCE = /\.tsx?$/;

type Graph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const namesAreTypes = (names: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  names.length > 0 && names.every((name) => name.isTypeOnly);

/** The specifiers a file imports at load time. */
export function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && namesAreTypes(clause.namedBindings.elements)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.exportClause;
      const typeOnly = statement.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && namesAreTypes(clause.elements));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** A relative specifier as the bundler resolves it: the file, then its .ts/.tsx, then its index. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile()) ?? null;
}

function treeGraph(): Graph {
  const files = [...FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))), ...sourceFiles(ROOT).filter((path) => dirname(path) === ROOT)];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file, readFileSync(file, 'utf8')).flatMap((specifier) => resolveImport(file, specifier) ?? []);
    graph.set(relative(ROOT, file), [...new Set(targets.map((target) => relative(ROOT, target)))]);
  }
  return graph;
}

/**
 * Every cycle's strongly connected component (Tarjan), each told by one cycle through it:
 * `a.ts -> b.ts -> a.ts`.
 */
export function importCycles(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => cycleThrough(graph, new Set(component)));
}

/** One cycle inside a component, from its first file in name order (breadth-first: the shortest). */
function cycleThrough(graph: Graph, component: ReadonlySet<string>): string {
  const start = [...component].sort()[0] ?? '';
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head] ?? '';
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start].join(' -> ');
      }
      if (component.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return start;
}

describe('the import graph', () => {
  it('reads runtime imports only, and finds a cycle where there is one', () => {
    const text = [
      "import type { A } from './types';",
      "import { type B, type C } from './only-types';",
      "import { d, type E } from './value';",
      "import './side-effect';",
      "export type { F } from './re-typed';",
      "export { g } from './re-exported';",
      "export * from './all';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./value', './side-effect', './re-exported', './all']);
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual(['d.ts -> d.ts', 'a.ts -> b.ts -> c.ts -> a.ts']);
  });

  it('has no runtime import cycle anywhere in the tree', () => {
    const graph = treeGraph();
    // A tree this size: the walk found the sources (a wrong root would pass on an empty graph).
    expect(graph.size).toBeGreaterThan(500);
    const cycles = importCycles(graph);
    expect(cycles, `runtime import cycles:\n${cycles.join('\n')}`).toEqual([]);
    // Parsing every source of the tree takes seconds on a busy machine.
  }, 120_000);

  it('has no section importing another section: what sections share lives in src/components, schemas or texts', () => {
    const sectionOf = (path: string) => (path.startsWith('resources/') ? (path.split('/')[1] ?? null) : null);
    const crossings = [...treeGraph()].flatMap(([file, targets]) => {
      const from = sectionOf(file);
      if (from === null || !file.includes('/', 'resources/'.length)) return [];
      return targets.flatMap((target) => {
        const to = sectionOf(target);
        return to !== null && to !== from && target.includes('/', 'resources/'.length) ? [`${file} -> ${target}`] : [];
      });
    });
    expect(crossings, `sections importing other sections:\n${crossings.join('\n')}`).toEqual([]);
  }, 120_000);
});
