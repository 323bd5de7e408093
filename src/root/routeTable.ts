/**
 * The route table the SPA renders from: every declared route of every resource definition,
 * with the section it belongs to and its view when a screen exists. Pure, no React.
 */
import { fillPath, findRoute, type Params, type RouteDecl } from '../../schemas/routing';
import type { Section } from '../../schemas/access';
import type { CountryCode } from '../../schemas/auth';
import type { ResourceDefinition, RouteView } from './definition';

export interface RouteEntry extends RouteDecl {
  section: Section;
  view?: RouteView;
  /** Country codes the section exists for; every country when absent. */
  countries?: readonly CountryCode[];
}

export type Resolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'route'; entry: RouteEntry; params: Params }
  | { kind: 'notFound' };

export function buildRouteTable(definitions: readonly ResourceDefinition[]): RouteEntry[] {
  return definitions.flatMap((definition) =>
    definition.routes.map((route) => ({
      ...route,
      section: definition.name,
      view: definition.views?.[route.path],
      ...(definition.countries === undefined ? {} : { countries: definition.countries }),
    })),
  );
}

/** What a pathname is: a redirect (target filled in), a declared route, or nothing. */
export function resolvePathname(table: readonly RouteEntry[], pathname: string): Resolution {
  const match = findRoute(table, pathname);
  if (match === null) return { kind: 'notFound' };
  if (match.route.redirect !== undefined) return { kind: 'redirect', to: fillPath(match.route.redirect, match.params) };
  return { kind: 'route', entry: match.route, params: match.params };
}

/** Answers whether a declared route path (pattern) has a screen. */
export function viewChecker(table: readonly RouteEntry[]): (routePath: string) => boolean {
  const withView = new Set(table.filter((entry) => entry.view !== undefined).map((entry) => entry.path));
  return (routePath) => withView.has(routePath);
}
