/** Page-level navigation of the auth layer, injected so tests can observe it. */
import { SECTION_LANDINGS } from '../schemas/landings';

export interface PageNavigator {
  /** Goes to an application path with a full page load (memory, caches and sockets reset). */
  go(path: string): void;
  /** Reloads the page; at `path` when one is given. */
  reload(path?: string): void;
  /** The current pathname. */
  pathname(): string;
}

export const browserNavigator: PageNavigator = {
  go: (path) => window.location.assign(path),
  reload: (path) => {
    if (path === undefined) window.location.reload();
    else window.location.assign(path);
  },
  pathname: () => window.location.pathname,
};

/**
 * Spec 4: the sections that, after switching account, reload to their default list (the record
 * open in the old account does not exist in the new one); other pages reload in place.
 */
export const SWITCH_RELOAD_TARGETS: Readonly<Record<string, string>> = SECTION_LANDINGS;

/** The default list of the section `pathname` belongs to, or null to reload in place. */
export function switchReloadTarget(pathname: string): string | null {
  const section = pathname.split('/').find((segment) => segment.length > 0);
  if (section === undefined) return null;
  return Object.hasOwn(SWITCH_RELOAD_TARGETS, section) ? (SWITCH_RELOAD_TARGETS[section] ?? null) : null;
}
