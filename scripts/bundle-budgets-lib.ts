/**
 * The bundle budgets of issue 22 §4, read off Vite's build manifest (dist/.vite/manifest.json):
 * what the login route loads before its form shows, and what each section's lazily loaded chunks
 * add to the signed-in shell. Pure: the sizes come from a function, so tests give a fake manifest.
 */

/** One chunk of Vite's manifest (the fields the budgets read). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Brotli bytes of an emitted file, as served. */
export type SizeOf = (file: string) => number;

export interface Figure {
  name: string;
  bytes: number;
  files: number;
  maxBytes: number;
  maxFiles?: number;
}

/** The manifest keys `roots` load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`no chunk «${key}» in the build manifest`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function measure(manifest: Manifest, keys: Iterable<string>, size: SizeOf): { bytes: number; files: number } {
  const files = new Set([...keys].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith('.js')));
  return { files: files.size, bytes: [...files].reduce((sum, file) => sum + size(file), 0) };
}

/** The page's entry (index.html) and the public screens' chunk it imports on /login. */
export function loginRoute(manifest: Manifest, publicEntry: string, size: SizeOf, budget: { maxBytes: number; maxFiles: number }): Figure {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  const keys = staticClosure(manifest, [...entries, publicEntry]);
  return { name: 'login route', ...measure(manifest, keys, size), ...budget };
}

/** `resources/<section>/…` → the section. */
const sectionOf = (key: string): string | undefined => /^resources\/([^/]+)\//.exec(key)?.[1];

/**
 * Per section: the chunks its lazily loaded screens need beyond the signed-in shell (`shellRoots`
 * and their static imports), so a section that pulled in the whole app shows as its size.
 */
export function sectionChunks(manifest: Manifest, shellRoots: readonly string[], size: SizeOf, maxBytes: number): Figure[] {
  const shell = staticClosure(manifest, shellRoots);
  const bySection = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const section = sectionOf(key);
    if (section === undefined || chunk.isDynamicEntry !== true) continue;
    bySection.set(section, [...(bySection.get(section) ?? []), key]);
  }
  return [...bySection.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([section, roots]) => {
      const keys = [...staticClosure(manifest, roots)].filter((key) => !shell.has(key));
      return { name: `section ${section}`, ...measure(manifest, keys, size), maxBytes };
    });
}

export const overBudget = (figure: Figure): boolean =>
  figure.bytes > figure.maxBytes || (figure.maxFiles !== undefined && figure.files > figure.maxFiles);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One printed line per figure: its bytes and files against the budget. */
export function describe(figure: Figure): string {
  const files = figure.maxFiles === undefined ? `${figure.files} files` : `${figure.files} files (budget ${figure.maxFiles})`;
  return `${overBudget(figure) ? 'OVER' : 'ok  '} ${figure.name}: ${kb(figure.bytes)} brotli (budget ${kb(figure.maxBytes)}) in ${files}`;
}
