/** The aggregators section's reads: one aggregator, its figures, the catalogue, the cities, its work rules. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AGGREGATOR_ENDPOINTS,
  AggregatorBaseResponseSchema,
  AggregatorDetailSchema,
  WorkRulesResponseSchema,
} from '../../schemas/aggregators';
import { GEO_ENDPOINT, GeoResponseSchema } from '../../schemas/geo';
import { fillPath } from '../../schemas/routing';
import { AggregatorFiguresSchema, TRANSFER_ENDPOINTS } from '../../schemas/transfers';
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
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: aggregatorKey(id),
    queryFn: ({ signal }) => http.json({ path: fillPath(AGGREGATOR_ENDPOINTS.one, { id: String(id) }), signal }, AggregatorDetailSchema),
    enabled: id > 0,
    retry: false,
    refetchInterval: (query) => (options.followImport && query.state.data?.connection.import?.status === 'running' ? 5000 : false),
  });
}

/** The last 7 days' figures (the server's default period). */
export function useAggregatorFigures(id: number) {
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: ['aggregator-figures', id],
    queryFn: ({ signal }) => http.json({ path: fillPath(TRANSFER_ENDPOINTS.aggregatorFigures, { id: String(id) }), signal }, AggregatorFiguresSchema),
    enabled: id > 0,
    retry: false,
    staleTime: 60_000,
  });
}

export function useAggregatorBase() {
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: ['aggregators-base'],
    queryFn: ({ signal }) => http.json({ path: AGGREGATOR_ENDPOINTS.base, signal }, AggregatorBaseResponseSchema),
    retry: false,
  });
}

export function useCities() {
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: ['geo'],
    queryFn: ({ signal }) => http.json({ path: GEO_ENDPOINT, method: 'POST', json: {}, signal }, GeoResponseSchema),
    staleTime: Infinity,
    retry: false,
  });
}

export function useWorkRules(id: number) {
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: workRulesKey(id),
    queryFn: ({ signal }) => http.json({ path: fillPath(AGGREGATOR_ENDPOINTS.workRules, { id: String(id) }), signal }, WorkRulesResponseSchema),
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
