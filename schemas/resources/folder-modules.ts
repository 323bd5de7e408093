/**
 * The resource folders' modules, for code that runs without Vite (the browser tests under
 * Playwright, which has no `import.meta.glob`): a Node loader fills this registry before the
 * modules that read it are imported (tests/e2e/screens/sections.ts). Under Vite (the SPA, Vitest)
 * `import.meta.env` is set and the glob itself answers; the registry stays empty.
 */
export type FolderModules = Record<string, Record<string, unknown>>;
export type LazyFolderModules = Record<string, () => Promise<unknown>>;

export interface FolderRegistry {
  /** `../../resources/<section>/<resource>/resource.ts` → the module. */
  declarations: FolderModules;
  /** `../../resources/<section>/index.ts` → the module. */
  sections: FolderModules;
  /** `../../resources/<section>/<resource>/<Screen>.tsx` → its default export, loaded on call. */
  screens: LazyFolderModules;
}

const KEY = Symbol.for('fleet-cabinet.folder-modules');

export function registerFolderModules(registry: FolderRegistry): void {
  (globalThis as Record<symbol, unknown>)[KEY] = registry;
}

export function registeredFolderModules(): FolderRegistry {
  const registry = (globalThis as Record<symbol, unknown>)[KEY] as FolderRegistry | undefined;
  if (registry === undefined) throw new Error('Outside Vite the resource folders are loaded first (tests/e2e/screens/sections.ts)');
  return registry;
}
