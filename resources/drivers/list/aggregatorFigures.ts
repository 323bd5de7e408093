/**
 * Per-aggregator figures of the drivers list's tabs (`GET /aggregators/{id}/transfers`), fetched
 * as spec 9 says: 10 at a time, 1000 ms apart, abortable. The inactive interval the user picked is
 * kept locally and overrides the default (the aggregator's stored value, else 7 days).
 */
import type { DataProvider } from 'react-admin';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import { runInBatches } from '../../../dataProvider/batching';
import type { AggregatorFigures } from '../../../schemas/transfers';
import type { Period } from '../../../src/components/period';

export const INACTIVE_INTERVAL_KEY = 'drivers.list.inactiveInterval';
export const INACTIVE_INTERVAL_CHOICES = [1, 3, 5, 7, 10, 14, 21, 30, 60, 90] as const;

/** The interval the user stored, in days; null when none (the server's default applies). */
export function readInactiveInterval(): number | null {
  try {
    const stored = localStorage.getItem(INACTIVE_INTERVAL_KEY);
    const days = Number(stored);
    return stored !== null && Number.isInteger(days) && days >= 1 && days <= 365 ? days : null;
  } catch {
    return null;
  }
}

export function storeInactiveInterval(days: number | null): void {
  try {
    if (days === null) localStorage.removeItem(INACTIVE_INTERVAL_KEY);
    else localStorage.setItem(INACTIVE_INTERVAL_KEY, String(days));
  } catch {
    // Storage blocked: the interval still applies to this page.
  }
}

export interface FiguresCallbacks {
  signal: AbortSignal;
  onFigures: (aggregatorId: number, figures: AggregatorFigures) => void;
  /** One aggregator's figures failed; the others still load. */
  onFailure: (aggregatorId: number) => void;
}

/** Loads each aggregator's figures in batches, reporting each as it arrives; rejects only when aborted. */
export async function loadAggregatorFigures(
  dataProvider: Pick<DataProvider, 'getOne'>,
  aggregatorIds: readonly number[],
  query: Period & { inactive_interval: number | null },
  { signal, onFigures, onFailure }: FiguresCallbacks,
): Promise<void> {
  await runInBatches(
    aggregatorIds,
    async (id, _index, taskSignal) => {
      try {
        const { data } = await dataProvider.getOne<AggregatorFigures & { id: number }>(DRIVER_RESOURCES.aggregatorFigures, {
          id,
          meta: query,
          signal: taskSignal,
        });
        if (!signal.aborted) onFigures(id, data);
      } catch (error) {
        if (signal.aborted) throw error;
        onFailure(id);
      }
    },
    { signal },
  );
}
