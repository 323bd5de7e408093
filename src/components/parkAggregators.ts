/** The park's aggregators (GET /taxis/{taxis_id}/aggregators), for filters and forms. */
import { useQuery } from '@tanstack/react-query';
import { fillPath } from '../../schemas/routing';
import { ParkAggregatorsResponseSchema, TRANSFER_ENDPOINTS, type Aggregator } from '../../schemas/transfers';
import { useAppDataProvider } from '../root/useAppDataProvider';

export const PARK_AGGREGATORS_KEY = ['park-aggregators'] as const;

/** The query itself, for a screen that shows its loading and its failure. */
export function useParkAggregatorsQuery() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: PARK_AGGREGATORS_KEY,
    queryFn: async ({ signal }) => {
      const user = await dataProvider.getCurrentUser();
      const path = fillPath(TRANSFER_ENDPOINTS.parkAggregators, { taxisId: String(user.taxis_id) });
      const answer = await dataProvider.http.json({ path, signal }, ParkAggregatorsResponseSchema);
      return answer.aggregators;
    },
    staleTime: 5 * 60_000,
  });
}

export function useParkAggregators(): Aggregator[] {
  return useParkAggregatorsQuery().data ?? [];
}
