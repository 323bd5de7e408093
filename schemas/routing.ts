/**
 * Route declarations and the pure path matcher shared by the SPA (routing, frames, menu) and by
 * the tests that walk every spec route. No DOM, no React: resources/<x>/routes.ts are plain data.
 */

/** Frames of spec section 2: auth (login, registration), single column, default (menu + right panel). */
export type Frame = 'auth' | 'single' | 'default';

export interface RouteDecl {
  /** Absolute spec path; `:name` is a parameter, a segment may carry a prefix (`step-:step`). */
  path: string;
  /** Where the path redirects to; parameters of `path` are substituted by name. */
  redirect?: string;
  /** Frame the screen renders in; `default` when absent. */
  frame?: Frame;
}

export type Params = Record<string, string>;

interface SegmentMatcher {
  prefix: string;
  param?: string;
}

function parseSegment(segment: string): SegmentMatcher {
  const colon = segment.indexOf(':');
  if (colon < 0) return { prefix: segment };
  return { prefix: segment.slice(0, colon), param: segment.slice(colon + 1) };
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** Matches a whole pathname against a pattern; answers the parameters or null. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const expected = splitPath(pattern);
  const actual = splitPath(pathname);
  if (expected.length !== actual.length) return null;
  const params: Params = {};
  for (let i = 0; i < expected.length; i += 1) {
    const matcher = parseSegment(expected[i] ?? '');
    const segment = actual[i] ?? '';
    if (matcher.param === undefined) {
      if (segment !== matcher.prefix) return null;
      continue;
    }
    if (!segment.startsWith(matcher.prefix) || segment.length === matcher.prefix.length) return null;
    params[matcher.param] = decodeURIComponent(segment.slice(matcher.prefix.length));
  }
  return params;
}

/** Static segments outrank prefixed parameters, which outrank bare parameters. */
function specificity(pattern: string): number[] {
  return splitPath(pattern).map((segment) => {
    const matcher = parseSegment(segment);
    if (matcher.param === undefined) return 3;
    return matcher.prefix.length > 0 ? 2 : 1;
  });
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export interface RouteMatch<R extends RouteDecl = RouteDecl> {
  route: R;
  params: Params;
}

/** Finds the most specific declared route for a pathname (trailing slashes ignored). */
export function findRoute<R extends RouteDecl>(routes: readonly R[], pathname: string): RouteMatch<R> | null {
  let best: RouteMatch<R> | null = null;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params === null) continue;
    if (best === null || compareSpecificity(specificity(route.path), specificity(best.route.path)) < 0) {
      best = { route, params };
    }
  }
  return best;
}

/** Fills `:name` parameters of a target path. */
export function fillPath(target: string, params: Params): string {
  return (
    '/' +
    splitPath(target)
      .map((segment) => {
        const matcher = parseSegment(segment);
        if (matcher.param === undefined) return segment;
        const value = params[matcher.param];
        if (value === undefined) throw new Error(`Нет параметра ${matcher.param} для пути ${target}`);
        return matcher.prefix + encodeURIComponent(value);
      })
      .join('/')
  );
}

/** Follows redirects (several hops) and answers the final path. */
export function resolveRedirects(routes: readonly RouteDecl[], pathname: string): string {
  let current = pathname;
  for (let hop = 0; hop < 5; hop += 1) {
    const match = findRoute(routes, current);
    if (match?.route.redirect === undefined) return current;
    current = fillPath(match.route.redirect, match.params);
  }
  return current;
}
