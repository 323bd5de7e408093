/**
 * "Выгрузить в Excel": asks the server for the list's xlsx with the current filter and saves it
 * under the name the server gave (Content-Disposition), without leaving the page. A list past
 * EXPORT_REPORT_ROWS rows comes back 202 with a report instead (issue 22 §3): the person is told
 * the file will come to 'Мои отчёты', and the panel opens on it.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Query } from '../../dataProvider/httpClient';
import { EXPORT_REPORT_ROWS } from '../../schemas/reports';
import { useText } from '../i18n/useText';
import { useAppDataProvider } from '../root/useAppDataProvider';
import { saveResponseFile } from './download';
import { openReportsPanel } from './reportsPanel';

export interface ExportButtonProps {
  /** Endpoint under the main API, e.g. '/drivers/v2/list/export'. */
  path: string;
  /** The list's current filter as query parameters. */
  query: Query;
  /** Used only if the server sends no file name. */
  fallbackName: string;
}

export const ExportButton = ({ path, query, fallbackName }: ExportButtonProps) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const response = await dataProvider.http.request({ path, query, responseType: 'blob', timeoutMs: 300_000 });
      if (response.blob === undefined) throw new Error(translate('fleet.export.failed'));
      if (response.status === 202) {
        notify(translate('fleet.export.ordered', { rows: EXPORT_REPORT_ROWS.toLocaleString('ru-RU') }), { type: 'info' });
        openReportsPanel();
        return;
      }
      saveResponseFile({ blob: response.blob, headers: response.headers }, fallbackName);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : translate('fleet.export.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      onClick={() => void run()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
    >
      {translate('fleet.export.button')}
    </Button>
  );
};
