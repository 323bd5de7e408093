/**
 * The SPA's mirror of who may manage whom (schemas/staff-authority.ts, the server's rule): the
 * signed-in user's grants against a staff user's, and the groups they may give. The server
 * refuses the same writes with 403; this only keeps a person from filling in a form for nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { manageRefusal, mayGrantGroup, type ManageRefusal } from '../../schemas/staff-authority';
import type { StaffUser } from './staff-users/resource';
import type { ChoiceFilter } from '../../src/components/generated/inputOf';
import { useCabinetIdentity, useCabinetPermissions } from '../../src/root/identity';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';

/** The rules screen's query key: the card reads the same answer. */
export const RULES_KEY = 'users/rules';
export const rulesPath = (userId: number | string, groupId: number | string) => `/users/${userId}/rules/${groupId}`;

export interface StaffAuthority {
  /** Why the signed-in user may not change this user (with the user's own rules), or null. */
  refusal(target: Pick<StaffUser, 'id' | 'group_id' | 'park_owner'>, targetDenied: readonly string[]): ManageRefusal | null;
  /** The group choice offers only groups within the signed-in user's grants (and the current one). */
  groupChoices(current?: number): ChoiceFilter;
}

/** Undefined until the signed-in user is known. */
export function useStaffAuthority(): StaffAuthority | undefined {
  const identity = useCabinetIdentity();
  const { permissions } = useCabinetPermissions();
  return useMemo(() => {
    if (identity === undefined || permissions === undefined) return undefined;
    const { policy } = permissions;
    const actor = { id: identity.id, groupId: permissions.group_id, denied: permissions.denied ?? [], owner: false };
    return {
      refusal: (target, targetDenied) =>
        manageRefusal(policy, actor, { id: target.id, groupId: target.group_id, owner: target.park_owner, denied: targetDenied }),
      groupChoices: (current) => ({
        group_id: (value) => Number(value) === current || mayGrantGroup(policy, actor, Number(value)),
      }),
    };
  }, [identity, permissions]);
}

/** A staff user's rules in their current group, as the rules screen reads them. */
export function useTargetRules(user: Pick<StaffUser, 'id' | 'group_id'> | undefined) {
  const dataProvider = useAppDataProvider();
  const path = user === undefined ? '' : rulesPath(user.id, user.group_id);
  return useQuery({
    queryKey: [RULES_KEY, path],
    queryFn: ({ signal }) => (user === undefined ? Promise.reject(new Error('No user yet')) : dataProvider.userRules(user.id, user.group_id, signal)),
    enabled: user !== undefined,
  });
}
