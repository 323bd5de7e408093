/**
 * The «Водители» menu badge (spec 2): the count of approved drivers waiting for the park, from
 * GET /drivers/approve/read. It refreshes every 60 s and at once after the approve screen accepts,
 * declines or marks applications read (refreshApprovedBadge), so the number stays live. No badge
 * when the count is 0 or the group may not open /drivers/approve (then nothing is asked either).
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import { canAccess } from '../../schemas/access';
import type { MenuBadge } from '../../src/root/definition';
import { useCabinetPermissions } from '../../src/root/identity';
import { isAppDataProvider } from '../../src/root/useAppDataProvider';

export const APPROVED_BADGE_KEY = ['drivers-approve', 'badge'] as const;
export const APPROVED_BADGE_REFRESH_MS = 60_000;
const APPROVE_PATH = '/drivers/approve';

export function useApprovedDriversBadge(): MenuBadge | null {
  const provider: unknown = useContext(DataProviderContext);
  const dataProvider = isAppDataProvider(provider) ? provider : null;
  const { permissions } = useCabinetPermissions();
  const allowed = permissions !== undefined && canAccess(permissions.policy, permissions.group_id, APPROVE_PATH, permissions.denied);
  const { data } = useQuery({
    queryKey: APPROVED_BADGE_KEY,
    queryFn: async ({ signal }) => {
      if (dataProvider === null) throw new Error('The cabinet data provider is not in context');
      return dataProvider.approvedDriversCount(signal);
    },
    // Only the cabinet's own provider can ask (tests render the menu over react-admin's test one).
    enabled: allowed && dataProvider !== null,
    refetchInterval: APPROVED_BADGE_REFRESH_MS,
  });
  if (!allowed || data === undefined || data <= 0) return null;
  return { kind: 'count', count: data };
}

export function refreshApprovedBadge(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: APPROVED_BADGE_KEY });
}

/** For the approve screen: call after every change of the applications. */
export function useRefreshApprovedBadge(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshApprovedBadge(queryClient), [queryClient]);
}
