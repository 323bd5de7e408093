/**
 * Which routes the generated screen suite visits, and as whom. Pure: it reads the SPA's own route
 * table (a declared route has a screen exactly when its definition maps it to a view), the public
 * views, the access table and the landing rule, so a screen added by a later issue joins the suite
 * without touching it.
 */
import { GROUP_IDS, canAccess, type AccessPolicy, type GroupId, type Section } from '../../../schemas/access';
import type { CountryCode } from '../../../schemas/auth';
import type { RouteDecl } from '../../../schemas/routing';
import type { ResourceDefinition, RouteView } from '../../../src/root/definition';
import { landingPath } from '../../../src/root/landing';
import { buildRouteTable, viewChecker } from '../../../src/root/routeTable';

export interface ScreenRoute {
  /** The declared pattern, `/drivers/detail/:id/balance`. */
  path: string;
  /** `null` for the public routes (login, registration), visited signed out. */
  section: Section | null;
  /** The group the suite signs in as; `null` for a public route. */
  group: GroupId | null;
  /** Parameter names in path order (`step-:step` gives `step`). */
  params: string[];
}

export interface EnumerationInput {
  definitions: readonly ResourceDefinition[];
  /** The public routes (frame `auth`) and the views the root renders for them. */
  publicRoutes: readonly RouteDecl[];
  publicViews: Partial<Record<string, RouteView>>;
  policy: AccessPolicy;
  /** The demo park's country: a section limited to other countries has no screen there. */
  country: CountryCode;
}

/** Parameter names of a pattern, in order. */
export function paramsOf(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.includes(':'))
    .map((segment) => segment.slice(segment.indexOf(':') + 1));
}

/**
 * The first group (1..5) that may open the route and that is shown the route itself: `/` sends
 * most groups on to their landing page, so the home page is visited as a group it stays with.
 */
export function chooseGroup(
  path: string,
  policy: AccessPolicy,
  hasView: (routePath: string) => boolean,
  routes: readonly RouteDecl[],
): GroupId | null {
  const stays = (groupId: GroupId) =>
    path !== '/' || landingPath({ firstPage: null, groupId, policy, hasView, routes }) === null;
  return GROUP_IDS.find((groupId) => canAccess(policy, groupId, path) && stays(groupId)) ?? null;
}

/** Every route with a screen, with the group to visit it as; routes nobody may open are left out. */
export function screenRoutes(input: EnumerationInput): ScreenRoute[] {
  const definitions = input.definitions.filter(
    (definition) => definition.countries === undefined || definition.countries.includes(input.country),
  );
  const table = buildRouteTable(definitions);
  const hasView = viewChecker(table);
  const publicScreens: ScreenRoute[] = input.publicRoutes
    .filter((route) => route.redirect === undefined && input.publicViews[route.path] !== undefined)
    .map((route) => ({ path: route.path, section: null, group: null, params: paramsOf(route.path) }));
  const cabinetScreens = table.flatMap((entry): ScreenRoute[] => {
    if (entry.redirect !== undefined || entry.view === undefined) return [];
    const group = chooseGroup(entry.path, input.policy, hasView, table);
    return group === null ? [] : [{ path: entry.path, section: entry.section, group, params: paramsOf(entry.path) }];
  });
  return [...publicScreens, ...cabinetScreens];
}

/** A short, file-name-safe name of a route for screenshots: `/drivers/detail/:id` -> `drivers-detail-id`. */
export function routeSlug(pattern: string): string {
  const slug = pattern
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => segment.replace(/[^a-z0-9-]+/gi, ''))
    .join('-');
  return slug === '' ? 'home' : slug;
}
