/** Typed access to what the auth layer answers (authProvider/types.ts). */
import { useGetIdentity, usePermissions } from 'react-admin';
import type { CabinetIdentity, CabinetPermissions } from '../../authProvider/types';

export function useCabinetIdentity(): CabinetIdentity | undefined {
  const { identity } = useGetIdentity();
  return identity as CabinetIdentity | undefined;
}

export function useCabinetPermissions(): { permissions: CabinetPermissions | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<CabinetPermissions | undefined>();
  return { permissions: permissions ?? undefined, isPending };
}
