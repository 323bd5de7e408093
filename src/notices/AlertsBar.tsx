/**
 * The operator's alerts (spec 3: id, HTML content, read per user) above the page: GET /alert once
 * the frame starts, each as an info alert with its HTML through DOMPurify (SafeHtml), and a close
 * button that marks it read (POST /alert {alert_id}) so it stays closed on the next visit.
 * Failures say 'Получение данных {message}' (spec 8) and are logged.
 */
import { Alert, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AlertReadResponseSchema, AlertsResponseSchema, NOTICES_ENDPOINTS, type Alert as CabinetAlert } from '../../schemas/notices';
import { SafeHtml } from '../components/SafeHtml';
import { useText } from '../i18n/useText';
import { errorMessage } from '../components/feedback';
import { useOptionalAppDataProvider } from '../root/useAppDataProvider';
import { useOpenCheck } from '../root/useOpenCheck';

export const ALERTS_KEY = ['alerts'] as const;

export const AlertsBar = () => {
  const translate = useText();
  const dataProvider = useOptionalAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canOpen = useOpenCheck();
  const [closing, setClosing] = useState<ReadonlySet<number>>(new Set());
  const { data, error } = useQuery({
    queryKey: ALERTS_KEY,
    queryFn: ({ signal }) => {
      if (dataProvider === null) throw new Error('The cabinet data provider is not in context');
      return dataProvider.http.json({ path: NOTICES_ENDPOINTS.alert, signal }, AlertsResponseSchema);
    },
    // Only the cabinet's own provider can ask (tests render the frame over react-admin's test one).
    enabled: dataProvider !== null,
    // Alerts change when the operator writes one, not while a person works: once per start.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (error === null) return;
    console.error(error);
    notify(translate('errors.dataLoad', { message: errorMessage(error) }), { type: 'error' });
  }, [error, notify, translate]);

  const close = async (alert: CabinetAlert) => {
    if (dataProvider === null) return;
    setClosing((ids) => new Set(ids).add(alert.id));
    try {
      await dataProvider.http.json(
        { path: NOTICES_ENDPOINTS.alert, method: 'POST', json: { alert_id: alert.id } },
        AlertReadResponseSchema,
      );
      queryClient.setQueryData(ALERTS_KEY, (current: typeof data) =>
        current === undefined ? current : { alerts: current.alerts.filter((item) => item.id !== alert.id) },
      );
    } catch (failure) {
      console.error(failure);
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setClosing((ids) => {
        const next = new Set(ids);
        next.delete(alert.id);
        return next;
      });
    }
  };

  const alerts = data?.alerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <Stack component="section" aria-label={translate('news.alerts.region')} spacing={1} sx={{ mb: 2 }}>
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          severity="info"
          variant="outlined"
          closeText={translate('news.alerts.close')}
          onClose={closing.has(alert.id) ? undefined : () => void close(alert)}
          sx={{ bgcolor: 'background.paper', '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
        >
          <SafeHtml html={alert.content} canOpen={canOpen} />
        </Alert>
      ))}
    </Stack>
  );
};
