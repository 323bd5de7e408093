/**
 * The user's reports in react-query's cache: the panel's pages and the newest reports behind the
 * app bar's badge share one key prefix, so an event or a new order refreshes them together.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  REPORTS_PANEL_PAGE_SIZE,
  type Report,
  type ReportStatus,
  type ReportsListResponse,
} from '../../schemas/reports';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';

export const REPORTS_QUERY_KEY = ['reports', 'mine'] as const;
/** The newest reports the badge counts and the notifications name reports from. */
export const RECENT_REPORTS_LIMIT = 20;
/** Without the realtime channel, reports in progress are asked for this often. */
export const REPORTS_POLL_MS = 30_000;

const keyOf = (offset: number, limit: number) => [...REPORTS_QUERY_KEY, offset, limit] as const;

/** One page of the panel (1-based), fetched afresh whenever the panel opens. */
export function useReportsPage(page: number) {
  const dataProvider = useAppDataProvider();
  const offset = (page - 1) * REPORTS_PANEL_PAGE_SIZE;
  return useQuery({
    queryKey: keyOf(offset, REPORTS_PANEL_PAGE_SIZE),
    queryFn: ({ signal }) => dataProvider.reportsList({ offset, limit: REPORTS_PANEL_PAGE_SIZE }, signal),
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export const inProgressCount = (reports: readonly Report[] | undefined): number =>
  reports?.filter((report) => report.status === 'in_progress').length ?? 0;

/** The newest reports; `poll` while the realtime channel is down and some are in progress. */
export function useRecentReports({ enabled, poll }: { enabled: boolean; poll: boolean }) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: keyOf(0, RECENT_REPORTS_LIMIT),
    queryFn: ({ signal }) => dataProvider.reportsList({ offset: 0, limit: RECENT_REPORTS_LIMIT }, signal),
    enabled,
    retry: false,
    refetchInterval: (query) => (poll && inProgressCount(query.state.data?.reports) > 0 ? REPORTS_POLL_MS : false),
  });
}

function cachedLists(client: QueryClient): ReportsListResponse[] {
  return client
    .getQueriesData<ReportsListResponse>({ queryKey: REPORTS_QUERY_KEY })
    .flatMap(([, data]) => (data === undefined ? [] : [data]));
}

/** The report as last fetched, from any cached page. */
export function findReport(client: QueryClient, id: number): Report | undefined {
  for (const list of cachedLists(client)) {
    const report = list.reports.find((item) => item.id === id);
    if (report !== undefined) return report;
  }
  return undefined;
}

export function anyInProgress(client: QueryClient): boolean {
  return cachedLists(client).some((list) => inProgressCount(list.reports) > 0);
}

/** Shows the new status at once in every cached page holding the report. */
export function markReport(client: QueryClient, id: number, status: ReportStatus): void {
  client.setQueriesData<ReportsListResponse>({ queryKey: REPORTS_QUERY_KEY }, (list) =>
    list === undefined || !list.reports.some((report) => report.id === id)
      ? list
      : { ...list, reports: list.reports.map((report) => (report.id === id ? { ...report, status } : report)) },
  );
}

/** Fetches the shown pages again (the others when next shown); resolves once they are in. */
export function refreshReports(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
}
