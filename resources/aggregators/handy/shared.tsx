/**
 * What the two handy-aggregator screens share: the aggregator's id from the route, its uploads
 * query and the frame that waits for it, the upload's status as a chip, the template button and the screens' paths.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Chip, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { RegistryList, RegistryStatus } from '../../../schemas/registry';
import { saveResponseFile } from '../../../src/components/download';
import { errorMessage } from '../../../src/components/feedback';
import { recordState } from '../../../src/components/loadStates';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import { useAggregatorId } from '../useAggregatorId';

export const handyPath = (id: number) => `/aggregators/handy/${id}`;
export const handyUploadPath = (id: number, registryId?: number) =>
  `/aggregators/handy/${id}/payment/upload${registryId === undefined ? '' : `?registry=${registryId}`}`;

export const registriesKey = (id: number) => ['aggregator-registries', id];

/** The aggregator with its uploads (GET /aggregators/{id}/registries). */
export function useRegistries(id: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: registriesKey(id),
    queryFn: ({ signal }) => dataProvider.aggregatorRegistries(id, signal),
    enabled: id > 0,
    retry: false,
  });
}

/** Both screens once the aggregator and its uploads are read: «не найдено» for another park's, the wait, or the error. */
export const WithRegistries = ({ children }: { children: (id: number, list: RegistryList) => ReactNode }) => {
  const id = useAggregatorId();
  const query = useRegistries(id);
  return recordState(id, query) ?? (query.data ? children(id, query.data) : null);
};

const STATUS_COLOUR = { applied: 'success', preview: 'info', invalid: 'error' } as const;

export const RegistryStatusChip = ({ status }: { status: RegistryStatus }) => {
  const translate = useText();
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLOUR[status]} label={translate(`registry.status.${status}`)} />
  );
};

/** «Скачать шаблон»: the registry template, xlsx. */
export const TemplateButton = () => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, headers } = await dataProvider.registryTemplate();
      if (blob) saveResponseFile({ blob, headers }, translate('registry.template.fileName'));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void run()} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadOutlined />}>
      {translate('registry.template.button')}
    </Button>
  );
};
