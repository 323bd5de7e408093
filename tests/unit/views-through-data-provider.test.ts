/**
 * Issue 21 §2: views fetch through the data provider only — react-admin's hooks for resources,
 * named methods (dataProvider/methods/) for the rest. A file under resources/ fails this scan when
 * it calls `http.json(` or `http.request(` itself, or runs a `useQuery` in a file that reaches the HttpClient (its
 * `.http`, a `{ http }` taken from the provider, `fetch(`, or an adapter of dataProvider/adapters/).
 * The allow-list names the files not moved yet; a moved file must leave it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const RESOURCES = join(ROOT, 'resources');

const NOT_MOVED_YET = new Set<string>([]);

const REACHES_HTTP = /\.http\b|\{\s*http\s*\}|\bfetch\(|dataProvider\/adapters\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Why a view file goes around the data provider, or null. */
export function aroundTheProvider(text: string): string | null {
  if (text.includes('http.json(')) return 'http.json(';
  if (text.includes('http.request(')) return 'http.request(';
  if (/\buse(Infinite)?Query\(/.test(text) && REACHES_HTTP.test(text)) return 'useQuery over the HttpClient';
  return null;
}

describe('views fetch through the data provider only', () => {
  const found = new Map(
    sources(RESOURCES).flatMap((path) => {
      const reason = aroundTheProvider(readFileSync(path, 'utf8'));
      return reason === null ? [] : [[relative(ROOT, path).split('\\').join('/'), reason] as const];
    }),
  );

  it('no view outside the allow-list calls the HttpClient', () => {
    expect([...found].filter(([path]) => !NOT_MOVED_YET.has(path))).toEqual([]);
  });

  it('the allow-list names only files that still go around the provider', () => {
    expect([...NOT_MOVED_YET].filter((path) => !found.has(path))).toEqual([]);
  });

  it('tells a direct call and a query over the HttpClient apart from one through the provider', () => {
    expect(aroundTheProvider("await http.json({ path: '/x' })")).toBe('http.json(');
    expect(aroundTheProvider("await dataProvider.http.request({ path: '/x', method: 'POST' })")).toBe('http.request(');
    expect(aroundTheProvider('const { http } = useAppDataProvider(); useQuery({ queryFn: () => get(http) })')).toBe('useQuery over the HttpClient');
    expect(aroundTheProvider('const dataProvider = useAppDataProvider(); useQuery({ queryFn: ({ signal }) => dataProvider.groupDrivers(1, q, signal) })')).toBeNull();
  });
});
