/** Page-level navigation of the auth layer, injected so tests can observe it. */
import { allRoutes } from '../resources/routes';
import { resolveRedirects } from '../schemas/routing';

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

/** Spec 4: the sections that, after switching account, reload to their default list. */
const RELOADED_SECTIONS = ['drivers', 'transfers', 'aggregators', 'rent', 'groups', 'users', 'payments', 'referrals'] as const;

/**
 * Each section's default list is where its root path redirects to (resources/<section>/routes.ts):
 * the record open in the old account does not exist in the new one; other pages reload in place.
 */
export const SWITCH_RELOAD_TARGETS: Readonly<Record<string, string>> = Object.fromEntries(
  RELOADED_SECTIONS.map((section) => [section, resolveRedirects(allRoutes, `/${section}`)]),
);

/** The default list of the section `pathname` belongs to, or null to reload in place. */
export function switchReloadTarget(pathname: string): string | null {
  const section = pathname.split('/').find((segment) => segment.length > 0);
  if (section === undefined) return null;
  return Object.hasOwn(SWITCH_RELOAD_TARGETS, section) ? (SWITCH_RELOAD_TARGETS[section] ?? null) : null;
}
