/**
 * Where the root path `/` goes (spec 2): the stored first page (then cleared), else the
 * group's landing page (group 4: the drivers list, others: /kpi). Only a target that has a
 * screen and that the group may open is used; with none, the home page renders at `/`.
 */
import { canAccess, type AccessPolicy } from '../../schemas/access';
import { findRoute, resolveRedirects, type RouteDecl } from '../../schemas/routing';

/** Local storage key of the page to open after login (spec 9). */
export const FIRST_PAGE_KEY = 'first_page';
export const DRIVERS_LANDING = '/drivers/list/all';
export const DEFAULT_LANDING = '/kpi';
/**
 * Router state of the menu's «Главная» link: `/` entered on purpose shows the home page instead
 * of sending the user on to the landing page again.
 */
export const HOME_STATE = { home: true } as const;

export function wantsHome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { home?: unknown }).home === true;
}

export interface LandingInput {
  /** The stored first page, if any. */
  firstPage: string | null;
  groupId: number;
  policy: AccessPolicy;
  /** The user's own rules (schemas/user-rules.ts). */
  denied?: readonly string[];
  /** Whether a declared route path (pattern such as `/kpi/:page`) has a screen. */
  hasView: (routePath: string) => boolean;
  /** The declared routes (the route table); passed in so this rule stays free of the sections. */
  routes: readonly RouteDecl[];
}

const BASE = 'http://cabinet.invalid';

/** Splits an in-app path; anything that would leave the cabinet (`//host`, `https:`) is refused. */
function internalPath(candidate: string): { pathname: string; rest: string } | null {
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return { pathname: url.pathname, rest: url.search + url.hash };
}

function usable(candidate: string, input: LandingInput, routes: readonly RouteDecl[]): string | null {
  const path = internalPath(candidate);
  if (path === null) return null;
  const resolved = resolveRedirects(routes, path.pathname);
  const match = findRoute(routes, resolved);
  if (match === null || match.route.redirect !== undefined || match.route.path === '/') return null;
  if (!input.hasView(match.route.path)) return null;
  if (!canAccess(input.policy, input.groupId, resolved, input.denied)) return null;
  return resolved + path.rest;
}

/** The path `/` navigates to, or null to render the home page. */
export function landingPath(input: LandingInput): string | null {
  const { routes } = input;
  const candidates = [input.firstPage, input.groupId === 4 ? DRIVERS_LANDING : DEFAULT_LANDING];
  for (const candidate of candidates) {
    if (candidate === null || candidate === '') continue;
    const target = usable(candidate, input, routes);
    if (target !== null) return target;
  }
  return null;
}
