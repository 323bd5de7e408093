/** Paths of a group's card, and which commission type each `step-{step}` tab edits. */
import { COMMISSION_TYPES, type CommissionType } from '../../schemas/commissions';

export type GroupTab = 'drivers' | 'params' | 'commissions';

export const groupPath = (id: string | number, tab: GroupTab, type: CommissionType = COMMISSION_TYPES[0]): string =>
  tab === 'commissions' ? `/groups/detail/${id}/step-${stepOfType(type)}` : `/groups/detail/${id}/${tab}`;

/** `step-1` edits the first type (cashless), `step-2` the second (cash); anything else the first. */
export function typeOfStep(step: string | undefined): CommissionType {
  return COMMISSION_TYPES[Number(step) - 1] ?? COMMISSION_TYPES[0];
}

export function stepOfType(type: CommissionType): number {
  return COMMISSION_TYPES.indexOf(type) + 1;
}
