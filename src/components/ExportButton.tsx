/**
 * "Выгрузить в Excel": asks the server for the list's xlsx with the current filter and saves it
 * under the name the server gave (Content-Disposition), without leaving the page.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Query } from '../../dataProvider/httpClient';
import { ruFleet } from '../../texts/ru-fleet';
import { useAppDataProvider } from '../root/useAppDataProvider';
import { saveResponseFile } from './download';

export interface ExportButtonProps {
  /** Endpoint under the main API, e.g. '/drivers/v2/list/export'. */
  path: string;
  /** The list's current filter as query parameters. */
  query: Query;
  /** Used only if the server sends no file name. */
  fallbackName: string;
}

export const ExportButton = ({ path, query, fallbackName }: ExportButtonProps) => {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const response = await dataProvider.http.request({ path, query, responseType: 'blob', timeoutMs: 300_000 });
      if (response.blob === undefined) throw new Error(ruFleet.export.failed);
      saveResponseFile({ blob: response.blob, headers: response.headers }, fallbackName);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : ruFleet.export.failed, { type: 'error' });
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
      {ruFleet.export.button}
    </Button>
  );
};
