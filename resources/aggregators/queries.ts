/** The aggregators section's reads: one aggregator, its figures, the catalogue, the cities, its work rules. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PARK_AGGREGATORS_KEY } from '../../src/components/parkAggregators';
import { useCabinetIdentity } from '../../src/root/identity';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';

export const aggregatorKey = (id: number) => ['aggregator', id] as const;
export const workRulesKey = (id: number) => ['aggregator-work-rules', id] as const;

/** Groups 1 and 2 connect and configure; the others read (the API answers them 403). */
export function useCanSetUp(): boolean {
  const group = useCabinetIdentity()?.group_id;
  return group === 1 || group === 2;
}

/** `followImport`: read again every 5 s while the live import runs (its progress on the card). */
export function useAggregator(id: number, options: { followImport?: boolean } = {}) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: aggregatorKey(id),
    queryFn: ({ signal }) => dataProvider.aggregator(id, signal),
    enabled: id > 0,
    retry: false,
    refetchInterval: (query) => (options.followImport && query.state.data?.connection.import?.status === 'running' ? 5000 : false),
  });
}

/** The last 7 days' figures (the server's default period). */
export function useAggregatorFigures(id: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['aggregator-figures', id],
    queryFn: ({ signal }) => dataProvider.aggregatorFigures(id, signal),
    enabled: id > 0,
    retry: false,
    staleTime: 60_000,
  });
}

export function useAggregatorBase() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['aggregators-base'],
    queryFn: ({ signal }) => dataProvider.aggregatorsBase(signal),
    retry: false,
  });
}

export function useCities() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['geo'],
    queryFn: ({ signal }) => dataProvider.cities(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useWorkRules(id: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: workRulesKey(id),
    queryFn: ({ signal }) => dataProvider.aggregatorWorkRules(id, signal),
    retry: false,
  });
}

/** After a change: the card, its rules and every list of the park's aggregators read again. */
export function useAggregatorRefresh(): (id: number) => Promise<void> {
  const queryClient = useQueryClient();
  return async (id) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: aggregatorKey(id) }),
      queryClient.invalidateQueries({ queryKey: workRulesKey(id) }),
      queryClient.invalidateQueries({ queryKey: PARK_AGGREGATORS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['aggregators-base'] }),
    ]);
  };
}
