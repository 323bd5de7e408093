/**
 * The antifraud screen's two paths (spec 2): `/aggregators/detail/{aggregator}/antifrod` and its
 * alias `/aggregators/antifrod/{aggregator}`, the same screen. A tab keeps the form of the path the
 * person came by, and the list's filters except the reason: each aggregator has reasons of its own.
 */
export function isDetailPath(pathname: string): boolean {
  return pathname.startsWith('/aggregators/detail/');
}

export function antifraudPath(aggregator: string, detail: boolean): string {
  const segment = encodeURIComponent(aggregator);
  return detail ? `/aggregators/detail/${segment}/antifrod` : `/aggregators/antifrod/${segment}`;
}

/** react-admin's list query for another tab: the filters kept but the reason, back to the first page. */
export function tabQuery(filterValues: Record<string, unknown>): string {
  const rest = Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== 'reason'));
  return Object.keys(rest).length === 0 ? '' : `?${new URLSearchParams({ filter: JSON.stringify(rest) }).toString()}`;
}
