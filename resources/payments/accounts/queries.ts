/** Reads of the payout accounts' screens: the park's flags, its accounts, payouts of one account. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  const dataProvider = useAppDataProvider();
  const taxisId = useCabinetIdentity()?.taxis_id;
  return useQuery({
    queryKey: ['park', taxisId],
    queryFn: ({ signal }) => dataProvider.paymentsPark(taxisId ?? 0, signal),
    enabled: taxisId !== undefined,
    retry: false,
  });
}

export function useAccounts() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: ({ signal }) => dataProvider.payoutAccounts(signal),
    retry: false,
  });
}

export function useAccount(id: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, id],
    queryFn: ({ signal }) => dataProvider.payoutAccount(id, signal),
    enabled: id > 0,
    retry: false,
  });
}

export function useBanks() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: [...ACCOUNTS_KEY, 'banks'], queryFn: ({ signal }) => dataProvider.payoutBanks(signal), retry: false });
}

export function useCardAccounts() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'cards'],
    queryFn: ({ signal }) => dataProvider.cardAccounts(signal),
    retry: false,
  });
}

export function useVirtualAccounts() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: [...ACCOUNTS_KEY, 'virtual'], queryFn: ({ signal }) => dataProvider.virtualAccounts(signal), retry: false });
}

export function useVirtualAccount(id: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'virtual', id],
    queryFn: ({ signal }) => dataProvider.virtualAccount(id, signal),
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
