/**
 * The bundle budgets' own logic (scripts/bundle-budgets-lib.ts) over a small fake manifest: the
 * login route is the page's entry and the public entry with their static imports only, a
 * section's figure is what its lazy screens add beyond the shell, and a figure over its budget
 * is reported as over (the check can fail).
 */
import { describe as group, expect, it } from 'vitest';
import { describe, loginRoute, overBudget, sectionChunks, staticClosure, type Manifest } from '../../scripts/bundle-budgets-lib';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['src/login/entry.tsx', 'src/root/boot.tsx'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/login/entry.tsx': { file: 'assets/entry.js', isDynamicEntry: true, imports: ['_vendor.js', '_runtime.js'], dynamicImports: ['src/root/boot.tsx'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/root/boot.tsx': { file: 'assets/boot.js', isDynamicEntry: true, imports: ['_vendor.js', '_admin.js'], dynamicImports: ['resources/drivers/List.tsx'] },
  '_admin.js': { file: 'assets/admin.js' },
  'resources/drivers/List.tsx': { file: 'assets/List.js', isDynamicEntry: true, imports: ['_admin.js', '_grid.js'] },
  'resources/drivers/Card.tsx': { file: 'assets/Card.js', isDynamicEntry: true, imports: ['_grid.js'] },
  '_grid.js': { file: 'assets/grid.js' },
  'resources/kpi/KpiPage.tsx': { file: 'assets/KpiPage.js', isDynamicEntry: true, imports: ['_whole.js'] },
  '_whole.js': { file: 'assets/whole.js' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/runtime.js': 300,
  'assets/entry.js': 2000,
  'assets/vendor.js': 60_000,
  'assets/boot.js': 9000,
  'assets/admin.js': 200_000,
  'assets/List.js': 5000,
  'assets/Card.js': 4000,
  'assets/grid.js': 30_000,
  'assets/KpiPage.js': 3000,
  'assets/whole.js': 700_000,
};
const size = (file: string) => sizes[file] ?? Number.NaN;

group('bundle budgets', () => {
  it('follows static imports only, never dynamic ones', () => {
    expect([...staticClosure(manifest, ['src/login/entry.tsx'])].sort()).toEqual(['_runtime.js', '_vendor.js', 'src/login/entry.tsx']);
    expect(() => staticClosure(manifest, ['no-such.tsx'])).toThrow(/no-such\.tsx/);
  });

  it('counts the login route as the page entry and the public entry, each file once', () => {
    const figure = loginRoute(manifest, 'src/login/entry.tsx', size, { maxBytes: 150 * 1024, maxFiles: 10 });
    expect(figure).toMatchObject({ files: 4, bytes: 1000 + 300 + 2000 + 60_000 });
    expect(overBudget(figure)).toBe(false);
    expect(describe(figure)).toBe('ok   login route: 61.8 KB brotli (budget 150.0 KB) in 4 files (budget 10)');
  });

  it('reports the login route over its budget by bytes and by files', () => {
    expect(overBudget(loginRoute(manifest, 'src/login/entry.tsx', size, { maxBytes: 60_000, maxFiles: 10 }))).toBe(true);
    const tooMany = loginRoute(manifest, 'src/login/entry.tsx', size, { maxBytes: 150 * 1024, maxFiles: 3 });
    expect(overBudget(tooMany)).toBe(true);
    expect(describe(tooMany)).toMatch(/^OVER login route/);
  });

  it("measures a section's screens beyond the shell, and catches one that pulls in the whole app", () => {
    const figures = sectionChunks(manifest, ['index.html', 'src/root/boot.tsx'], size, 300 * 1024);
    expect(figures.map(({ name, bytes, files }) => ({ name, bytes, files }))).toEqual([
      // List and Card share the grid: counted once; the shell's admin chunk is not the section's.
      { name: 'section drivers', bytes: 5000 + 4000 + 30_000, files: 3 },
      { name: 'section kpi', bytes: 3000 + 700_000, files: 2 },
    ]);
    expect(figures.map(overBudget)).toEqual([false, true]);
  });
});
