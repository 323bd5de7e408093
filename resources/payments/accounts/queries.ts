/** Reads of the payout accounts' screens: the park's flags, its accounts, payouts of one account. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TaxiSchema } from '../../../schemas/auth';
import {
  CloudAccountsResponseSchema,
  PAYOUT_ACCOUNT_ENDPOINTS as E,
  PayoutAccountSchema,
  PayoutAccountsResponseSchema,
  TaxisBanksResponseSchema,
  VirtualAccountSchema,
  VirtualAccountsResponseSchema,
  YpmnAccountsResponseSchema,
} from '../../../schemas/payout-accounts';
import { PAYOUT_ENDPOINTS, PayoutDetailSchema, PayoutsResponseSchema, type PayoutsQuery } from '../../../schemas/payouts';
import { fillPath } from '../../../schemas/routing';
import { useCabinetIdentity } from '../../../src/root/identity';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';

export const ACCOUNTS_KEY = ['payout-accounts'] as const;

/** Groups 1 and 2 connect and configure accounts; the others read. */
export function useCanConfigure(): boolean {
  const group = useCabinetIdentity()?.group_id;
  return group === 1 || group === 2;
}

/** The signed-in park (`GET /taxis/{id}`): its Т-Банк and Альфа flags, its Qiwi login. */
export function usePark() {
  const { http } = useAppDataProvider();
  const taxisId = useCabinetIdentity()?.taxis_id;
  return useQuery({
    queryKey: ['park', taxisId],
    queryFn: ({ signal }) => http.json({ path: `/taxis/${taxisId}`, signal }, TaxiSchema),
    enabled: taxisId !== undefined,
    retry: false,
  });
}

export function useAccounts() {
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: ({ signal }) => http.json({ path: E.list, signal }, PayoutAccountsResponseSchema),
    retry: false,
  });
}

export function useAccount(id: number) {
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, id],
    queryFn: ({ signal }) => http.json({ path: fillPath(E.one, { id: String(id) }), signal }, PayoutAccountSchema),
    enabled: id > 0,
    retry: false,
  });
}

export function useBanks() {
  const { http } = useAppDataProvider();
  return useQuery({ queryKey: [...ACCOUNTS_KEY, 'banks'], queryFn: ({ signal }) => http.json({ path: E.banks, signal }, TaxisBanksResponseSchema), retry: false });
}

export function useCardAccounts() {
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'cards'],
    queryFn: async ({ signal }) => {
      const [cloud, ypmn] = await Promise.all([
        http.json({ path: E.cloudpayments, signal }, CloudAccountsResponseSchema),
        http.json({ path: E.yourpayments, signal }, YpmnAccountsResponseSchema),
      ]);
      return [
        ...cloud.items.map(({ cloud_public_id, ...item }) => ({ ...item, rail: 'cloudpayments' as const, public_id: cloud_public_id })),
        ...ypmn.items.map(({ ypmn_merchant_id, ...item }) => ({ ...item, rail: 'ypmn' as const, public_id: ypmn_merchant_id })),
      ];
    },
    retry: false,
  });
}

export function useVirtualAccounts() {
  const { http } = useAppDataProvider();
  return useQuery({ queryKey: [...ACCOUNTS_KEY, 'virtual'], queryFn: ({ signal }) => http.json({ path: E.virtual, signal }, VirtualAccountsResponseSchema), retry: false });
}

export function useVirtualAccount(id: number) {
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'virtual', id],
    queryFn: ({ signal }) => http.json({ path: fillPath(E.virtualOne, { id: String(id) }), signal }, VirtualAccountSchema),
    enabled: id > 0,
    retry: false,
  });
}

/** `GET /payouts` (the payouts module's list), paged on the server. */
export function usePayouts(query: Partial<PayoutsQuery>, enabled = true) {
  const { http } = useAppDataProvider();
  const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return useQuery({
    queryKey: ['payouts', params.toString()],
    queryFn: ({ signal }) => http.json({ path: `${PAYOUT_ENDPOINTS.list}?${params.toString()}`, signal }, PayoutsResponseSchema),
    enabled,
    retry: false,
  });
}

export function usePayout(id: number) {
  const { http } = useAppDataProvider();
  return useQuery({
    queryKey: ['payout', id],
    queryFn: ({ signal }) => http.json({ path: fillPath(PAYOUT_ENDPOINTS.one, { id: String(id) }), signal }, PayoutDetailSchema),
    enabled: id > 0,
    retry: false,
  });
}

/** After a change every list of the park's accounts reads again. */
export function useAccountsRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  };
}
