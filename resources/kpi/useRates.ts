/**
 * One rates call per view (all of its figures at once) through react-query. A changed period
 * keeps the previous figures on screen until the new ones arrive; other figures (another tab)
 * do not stand in for each other. A failure is told once as 'Получение данных …' and logged.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { KpiMetric, RatesResponse } from '../../schemas/kpi';
import { useText } from '../../src/i18n/useText';
import { errorMessage } from '../../src/components/feedback';
import { useCabinetIdentity } from '../../src/root/identity';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';
import type { Period } from './period';

export const RATES_KEY = 'kpi-rates';

export function useRates(period: Period, metrics: readonly KpiMetric[]): UseQueryResult<RatesResponse> {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const identity = useCabinetIdentity();
  const notify = useNotify();
  const taxisId = identity?.taxis_id;
  const metricKey = metrics.join(',');
  return useQuery({
    queryKey: [RATES_KEY, taxisId, metricKey, period.date_from, period.date_to],
    queryFn: async ({ signal }) => {
      if (taxisId === undefined) throw new Error('No park yet');
      try {
        return await dataProvider.kpiRates({ taxisId, ...period, metrics, signal });
      } catch (error) {
        if (!signal.aborted) {
          console.error(error);
          notify(translate('errors.dataLoad', { message: errorMessage(error) }), { type: 'error' });
        }
        throw error;
      }
    },
    enabled: taxisId !== undefined && metrics.length > 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === metricKey ? previous : undefined),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
