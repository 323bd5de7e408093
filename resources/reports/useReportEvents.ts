/**
 * What the realtime channel means for the reports (spec 4): 'ReportReady' turns the report
 * completed at once in every cached page, the lists are fetched again (file name, row count), and
 * a notification names the report even while the panel is closed. 'ReportFailed' does the same
 * with the failure. The park's channel carries every user's reports; only the user's own (those
 * the list answers) are announced. On every (re)connection, lists holding reports in progress, or
 * on their way, are fetched again: their event may have come while the channel was down.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { ReportStatus } from '../../schemas/reports';
import { useText } from '../../src/i18n/useText';
import { useRealtimeEvent } from '../../src/realtime/RealtimeProvider';
import { displayReport } from './reportDisplay';
import { anyInProgress, findReport, markReport, REPORTS_QUERY_KEY, refreshReports } from './reportsQueries';

export function useReportEvents(): void {
  const translate = useText();
  const client = useQueryClient();
  const notify = useNotify();

  const settle = async (id: number, status: Extract<ReportStatus, 'completed' | 'failed'>) => {
    markReport(client, id, status);
    await refreshReports(client);
    const report = findReport(client, id);
    if (report === undefined) return;
    const { typeRu, dateRange } = displayReport(report);
    const completed = status === 'completed';
    notify(translate(completed ? 'reportsUi.events.ready' : 'reportsUi.events.failed', { name: typeRu, range: dateRange }), {
      type: completed ? 'success' : 'error',
    });
  };

  useRealtimeEvent('ReportReady', (event) => void settle(event.report_id, 'completed'));
  useRealtimeEvent('ReportFailed', (event) => void settle(event.report_id, 'failed'));
  useRealtimeEvent('Connected', () => {
    // A list fetched, or being fetched, before this connection may miss an event sent meanwhile.
    if (anyInProgress(client) || client.isFetching({ queryKey: REPORTS_QUERY_KEY }) > 0) void refreshReports(client);
  });
}
