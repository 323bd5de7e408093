/**
 * The record a declared card reads (schemas/resource-card.ts `read`): a resource's getOne through
 * its adapter, or a named data-provider method for an irregular endpoint (`GET /news/{id}` answers
 * `{ item }`). The method's query key starts with `read.key`, so a screen's refresh of that key
 * (news marked read) reaches the card too.
 */
import { useQuery } from '@tanstack/react-query';
import { useGetOne, type RaRecord } from 'react-admin';
import type { CardPoll, CardRead } from '../../../schemas/resource-card';
import { pollInterval } from '../../../schemas/resource-list';
import { useAppDataProvider } from '../../root/useAppDataProvider';

export interface CardRecordState {
  record: RaRecord | undefined;
  error: unknown;
  isPending: boolean;
}

type Reader = (id: number, signal?: AbortSignal) => Promise<unknown>;

/** `poll`: the declaration's poll line, asked again while it holds of the record read. */
export function useCardRecord(read: CardRead, id: number, poll?: CardPoll): CardRecordState {
  const dataProvider = useAppDataProvider();
  const resource = 'resource' in read ? read.resource : undefined;
  const method = 'method' in read ? read : undefined;
  const refetchInterval = poll === undefined ? undefined : (query: { state: { data?: RaRecord | null } }) => pollInterval(poll, query.state.data ?? undefined);
  const one = useGetOne<RaRecord>(resource ?? '', { id }, { enabled: resource !== undefined && id > 0, retry: false, refetchInterval });
  const called = useQuery({
    queryKey: [method?.key ?? method?.method ?? '', 'one', id],
    queryFn: async ({ signal }) => {
      const reader = (dataProvider as unknown as Record<string, Reader | undefined>)[method?.method ?? ''];
      if (reader === undefined) throw new Error(`no data provider method ${method?.method ?? ''}`);
      const answer = await reader.call(dataProvider, id, signal);
      return (method?.pick === undefined ? answer : (answer as Record<string, unknown>)[method.pick]) as RaRecord;
    },
    enabled: method !== undefined && id > 0,
    retry: false,
    refetchInterval,
  });
  const query = resource !== undefined ? one : called;
  return { record: query.data ?? undefined, error: query.error, isPending: id > 0 && query.isPending };
}
