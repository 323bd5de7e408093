/**
 * The tabs' figures for the list's period: loaded in batches whenever the aggregators, the period
 * or the inactive interval change; the running load is aborted then, and when the list unmounts.
 */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AggregatorFigures } from '../../../schemas/transfers';
import type { Period } from '../../../src/components/period';
import { loadAggregatorFigures } from './aggregatorFigures';

export type FiguresById = Readonly<Record<number, AggregatorFigures | 'failed'>>;

export function useAggregatorFigures(aggregatorIds: readonly number[], period: Period, interval: number | null): FiguresById {
  const dataProvider = useDataProvider();
  const { date_from, date_to } = period;
  const ids = aggregatorIds.join(',');
  // Figures are kept with the request they answer, so a new period never shows the old ones.
  const request = `${ids}|${date_from}|${date_to}|${interval ?? ''}`;
  const [loaded, setLoaded] = useState<{ request: string; figures: FiguresById }>({ request: '', figures: {} });

  useEffect(() => {
    if (ids === '') return;
    const controller = new AbortController();
    const keep = (id: number, value: AggregatorFigures | 'failed') =>
      setLoaded((previous) => ({
        request,
        figures: { ...(previous.request === request ? previous.figures : {}), [id]: value },
      }));
    loadAggregatorFigures(
      dataProvider,
      ids.split(',').map(Number),
      { date_from, date_to, inactive_interval: interval },
      { signal: controller.signal, onFigures: keep, onFailure: (id) => keep(id, 'failed') },
      // It rejects only when aborted, that is by this cleanup: nothing left to show.
    ).catch(() => undefined);
    return () => controller.abort();
  }, [dataProvider, ids, date_from, date_to, interval, request]);

  return loaded.request === request ? loaded.figures : {};
}
