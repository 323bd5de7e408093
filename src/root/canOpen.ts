/**
 * Whether a person can open a section: the one answer behind the left menu, the home page, the
 * help panel and the promos. A path (or a route pattern such as `/drivers/detail/:id/charges/list`)
 * opens when it leads, through redirects, to a declared route that has a screen, in a section
 * that exists in the person's country, and the person's group may access it under the active
 * policy (schemas/access.ts). Texts that name a section carry its path as data (`sections`), so
 * this is checked on the data, never by matching words.
 */
import { canAccess, type AccessPolicy } from '../../schemas/access';
import { findRoute, resolveRedirects } from '../../schemas/routing';
import type { NamesSections } from './definition';
import type { RouteEntry } from './routeTable';

export type { NamesSections };

export interface Viewer {
  policy: AccessPolicy;
  groupId: number;
  /** The person's country; undefined while the identity loads (country-bound sections stay shut). */
  countryCode: number | undefined;
  /** Sections and pages the person's own rules close (schemas/user-rules.ts). */
  denied?: readonly string[];
}


const withoutQuery = (path: string) => path.split(/[?#]/)[0] ?? '';

export function canOpen(table: readonly RouteEntry[], path: string, viewer: Viewer): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const target = resolveRedirects(table, withoutQuery(path));
  const match = findRoute(table, target);
  if (match === null || match.route.redirect !== undefined || match.route.view === undefined) return false;
  const { countries } = match.route;
  if (countries !== undefined && !countries.some((code) => code === viewer.countryCode)) return false;
  return canAccess(viewer.policy, viewer.groupId, target, viewer.denied);
}

/** A checker bound to one route table and person, for lists of texts. */
export type OpenCheck = (path: string) => boolean;

export function openCheck(table: readonly RouteEntry[], viewer: Viewer): OpenCheck {
  return (path) => canOpen(table, path, viewer);
}

/** A text shows only when every section it names can be opened. */
export function mayShow(text: NamesSections, open: OpenCheck): boolean {
  return text.sections.every(open);
}
