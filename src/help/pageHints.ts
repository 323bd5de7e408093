/**
 * Which hints belong to the open page: an item whose front_path (or a step's) matches the
 * current path, as a route pattern of the spec ("/drivers/detail/:id") or as the beginning of
 * the path on a segment boundary ("/drivers" covers "/drivers/list/all").
 */
import type { HelpItem } from '../../schemas/notices';
import { matchPath } from '../../schemas/routing';

const segments = (path: string) => path.split('/').filter((segment) => segment.length > 0);

export function frontPathMatches(frontPath: string | null, pathname: string): boolean {
  if (frontPath === null) return false;
  const pattern = segments(frontPath.split(/[?#]/)[0] ?? '');
  const actual = segments(pathname);
  // "/" is the home page only, not the beginning of every path.
  if (pattern.length === 0) return actual.length === 0;
  if (actual.length < pattern.length) return false;
  return matchPath(`/${pattern.join('/')}`, `/${actual.slice(0, pattern.length).join('/')}`) !== null;
}

const itemMatches = (item: HelpItem, pathname: string) =>
  frontPathMatches(item.front_path, pathname) || item.children.some((step) => frontPathMatches(step.front_path, pathname));

/** The items about the open page first, then the rest, each group in the server's order. */
export function hintsForPage(items: readonly HelpItem[], pathname: string): { here: HelpItem[]; other: HelpItem[] } {
  const here: HelpItem[] = [];
  const other: HelpItem[] = [];
  for (const item of items) (itemMatches(item, pathname) ? here : other).push(item);
  return { here, other };
}
