/**
 * Downloading a finished report (spec 7 GET {server}/reports/get?report_id, spec 8): the file is
 * saved under the report's own name (the dd-mm-yyyy hh-mm-ss stamp); any answer but a 200 says
 * 'Internal server error'.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { fetchReportFile } from '../../dataProvider/adapters/reports';
import type { Report } from '../../schemas/reports';
import { saveResponseFile } from '../../src/components/download';
import { useText } from '../../src/i18n/useText';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';

/** Downloads a report; `busy` holds the ids whose file is on the way. */
export function useReportDownload() {
  const translate = useText();
  const { http } = useAppDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const mark = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const download = async (report: Report): Promise<void> => {
    mark(report.id, true);
    try {
      const file = await fetchReportFile(http, report.id);
      // The header's name first (the same as the report's own), the list's name if a proxy dropped it.
      saveResponseFile(file, report.file_name ?? `report-${report.id}.xlsx`);
    } catch {
      notify(translate('errors.internal'), { type: 'error' });
    } finally {
      mark(report.id, false);
    }
  };

  return { download, busy };
}
