/** canOpen (./canOpen.ts) for the signed-in person; null while their permissions load. */
import { useMemo } from 'react';
import { openCheck, type OpenCheck } from './canOpen';
import { useRouteTable } from './definitions';
import { useCabinetIdentity, useCabinetPermissions } from './identity';

export function useOpenCheck(): OpenCheck | null {
  const table = useRouteTable();
  const countryCode = useCabinetIdentity()?.country_code;
  const { permissions } = useCabinetPermissions();
  const policy = permissions?.policy;
  const groupId = permissions?.group_id;
  const denied = permissions?.denied;
  return useMemo(
    () => (policy === undefined || groupId === undefined ? null : openCheck(table, { policy, groupId, countryCode, denied })),
    [table, policy, groupId, countryCode, denied],
  );
}
