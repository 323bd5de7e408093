/**
 * The payout engine's pure rules: the fee a driver pays, which limit a sum breaks, who may send
 * without a second person, and which of a rail's answers moves a payout forward. No I/O here:
 * the service and the worker apply them under their locks.
 */
import { kopecksToWire } from '../../../schemas/money';
import type { GroupId } from '../../../schemas/access';
import type { PayoutStatus } from '../../../schemas/payouts';
import { t } from '../../../texts/t';
import type { RailLimits, RailPaymentState } from '../../integrations/payouts/payout-rail';

/** Our durable id of a payout's attempt: the rail gets it with the order, and it is unique forever. */
export const attemptReference = (payoutId: number, attempt: number) => `p${payoutId}a${attempt}`;

export interface FeeTerms {
  feeBasisPoints: number;
  feeFixedKop: number;
  feeMinKop: number;
}

/** Basis points of the amount (rounded up to a kopeck) plus the fixed part, at least the minimum. */
export function feeOf(amountKop: number, terms: FeeTerms): number {
  const share = Math.ceil((amountKop * terms.feeBasisPoints) / 10_000);
  return Math.max(terms.feeMinKop, share + terms.feeFixedKop);
}

export interface LimitUse {
  amountKop: number;
  /** Already sent (open or completed) from the account today, and to this driver. */
  todayKop: number;
  todayDriverKop: number;
}

/** The park's own limit where it is set under the rail's, else the rail's. */
function tighter(rail: number | null, park: number | null): number | null {
  if (rail === null) return park;
  if (park === null) return rail;
  return Math.min(rail, park);
}

const rub = (kop: number) => kopecksToWire(kop).replace('.00', '');

/** The first limit the sum breaks, in Russian; null when it fits every one. */
export function limitRefusal(rail: RailLimits, park: { perPaymentKop: number | null; perDayKop: number | null; perRecipientDayKop: number | null }, use: LimitUse): string | null {
  if (use.amountKop < rail.minPaymentKop) return t('payouts.refusal.minPayment', { min: rub(rail.minPaymentKop) });
  const perPayment = tighter(rail.perPaymentKop, park.perPaymentKop);
  if (perPayment !== null && use.amountKop > perPayment) return t('payouts.refusal.perPayment', { limit: rub(perPayment) });
  const perDay = tighter(rail.perDayKop, park.perDayKop);
  if (perDay !== null && use.todayKop + use.amountKop > perDay) {
    return t('payouts.refusal.perDay', { limit: rub(perDay), used: rub(use.todayKop) });
  }
  const perRecipient = tighter(rail.perRecipientDayKop, park.perRecipientDayKop);
  if (perRecipient !== null && use.todayDriverKop + use.amountKop > perRecipient) {
    return t('payouts.refusal.perRecipientDay', { limit: rub(perRecipient), used: rub(use.todayDriverKop) });
  }
  return null;
}

export interface StaffRule {
  maySend: boolean;
  approvalLimitKop: number | null;
  mayApprove: boolean;
}

/**
 * A staff member without a rule of their own (`/payments/access`): the park's owners (group 1)
 * may send any sum and approve others' payouts; everyone else may send nothing until an owner
 * allows them. Money leaves the park only by someone the owner named.
 */
export function defaultStaffRule(groupId: GroupId): StaffRule {
  return groupId === 1 ? { maySend: true, approvalLimitKop: null, mayApprove: true } : { maySend: false, approvalLimitKop: null, mayApprove: false };
}

export function needsApproval(rule: StaffRule, amountKop: number): boolean {
  return rule.approvalLimitKop !== null && amountKop > rule.approvalLimitKop;
}

/** How far along a payout is: a rail's answer is applied only when it moves it further. */
const RANK: Record<PayoutStatus, number> = {
  created: 0,
  awaiting_approval: 0,
  awaiting_signature: 1,
  processing: 2,
  suspended: 3,
  completed: 4,
  failed: 4,
  returned: 5,
  rejected: 9,
  cancelled: 9,
};

/** The payout's state for a rail's answer; null for `unknown`, which only the worker settles. */
export function statusOfRail(state: RailPaymentState): PayoutStatus | null {
  switch (state) {
    case 'accepted':
      return 'processing';
    case 'unknown':
      return null;
    default:
      return state;
  }
}

/**
 * Whether a payout in `current` moves to `next`: only forward, never out of a closed state, and
 * `returned` only from `completed` (the recipient's bank sent it back) or through a failure.
 */
export function movesForward(current: PayoutStatus, next: PayoutStatus): boolean {
  if (current === 'rejected' || current === 'cancelled' || current === 'returned' || current === 'failed') return false;
  if (current === 'completed') return next === 'returned';
  if (current === 'awaiting_approval') return false;
  return RANK[next] > RANK[current];
}
