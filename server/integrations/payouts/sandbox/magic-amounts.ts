/**
 * What a sandbox rail does with an order, decided by the amount's kopecks, as real sandboxes
 * decide by test card numbers: tests and the demo get every outcome on purpose.
 *
 * | kopecks | outcome |
 * |---|---|
 * | .07 | timeout BEFORE the rail took the order: `send` throws RailUnknownOutcome, `status` answers `unknown`. Only the first such send per account, recipient and amount: a new attempt goes through |
 * | .08 | timeout AFTER the rail took the order: `send` throws RailUnknownOutcome, the order goes on as usual |
 * | .13 | refused at once with the rail's reason (RailRefused; «Счёт получателя закрыт», «Карта получателя заблокирована», …) |
 * | .21 | taken, then failed with the bank's reason when it would have completed |
 * | .44 | taken, completes only 3 hours later |
 * | .61 | taken, then suspended under 161-ФЗ for 2 days, then completed |
 * | .62 | taken, then suspended under 161-ФЗ for 2 days, then failed (not confirmed, returned to the sender) |
 * | .77 | completes as usual; every notification is posted twice |
 * | .78 | completes as usual; the notifications arrive out of order (the final one first) |
 * | .91 | completes as usual, then is `returned` by the recipient's bank a day later |
 * | other | completes after the rail's usual time (Точка: after the signature) |
 *
 * Any other amount may also get one of these outcomes at random when PAYOUT_SANDBOX_FAILURE_RATE
 * is above 0 (the demo; 0 in tests).
 */
import type { SandboxPlanStep } from '../../../db/sandbox-rails.schema';
import { t } from '../../../../texts/t';
import type { RailProfile } from './rail-profiles';

export const MAGIC_OUTCOMES = [
  'normal',
  'timeout_before',
  'timeout_after',
  'refused',
  'failed',
  'late',
  'suspended',
  'suspended_failed',
  'duplicate_webhooks',
  'reordered_webhooks',
  'returned',
] as const;
export type MagicOutcome = (typeof MAGIC_OUTCOMES)[number];

export const MAGIC_KOPECKS: Readonly<Record<number, MagicOutcome>> = {
  7: 'timeout_before',
  8: 'timeout_after',
  13: 'refused',
  21: 'failed',
  44: 'late',
  61: 'suspended',
  62: 'suspended_failed',
  77: 'duplicate_webhooks',
  78: 'reordered_webhooks',
  91: 'returned',
};

const HOUR = 3_600_000;
export const LATE_AFTER_MS = 3 * HOUR;
export const SUSPENSION_MS = 48 * HOUR;
export const RETURN_AFTER_MS = 24 * HOUR;

export function magicOutcome(amountKop: number): MagicOutcome {
  return MAGIC_KOPECKS[Math.abs(amountKop) % 100] ?? 'normal';
}

/**
 * The outcome of an order: the magic kopecks first; otherwise, with probability `rate`, one of
 * the unusual outcomes picked by `random` (the demo's occasional trouble).
 */
export function outcomeOf(amountKop: number, rate: number, random: () => number): MagicOutcome {
  const magic = magicOutcome(amountKop);
  if (magic !== 'normal' || rate <= 0 || random() >= rate) return magic;
  const unusual = MAGIC_OUTCOMES.filter((outcome) => outcome !== 'normal');
  return unusual[Math.min(unusual.length - 1, Math.floor(random() * unusual.length))] ?? 'normal';
}

/** The course of a taken order from its start (signature or receipt). */
export function planOf(profile: RailProfile, outcome: MagicOutcome): SandboxPlanStep[] {
  const done = profile.completeAfterMs;
  const accepted: SandboxPlanStep = { state: 'accepted', afterMs: 0, reason: null };
  switch (outcome) {
    case 'failed':
      return [accepted, { state: 'failed', afterMs: done, reason: profile.failureReason }];
    case 'late':
      return [accepted, { state: 'completed', afterMs: Math.max(done, LATE_AFTER_MS), reason: null }];
    case 'suspended':
      return [
        accepted,
        { state: 'suspended', afterMs: done, reason: t('rails.reasons.suspended161') },
        { state: 'completed', afterMs: done + SUSPENSION_MS, reason: null },
      ];
    case 'suspended_failed':
      return [
        accepted,
        { state: 'suspended', afterMs: done, reason: t('rails.reasons.suspended161') },
        { state: 'failed', afterMs: done + SUSPENSION_MS, reason: t('rails.reasons.notConfirmed161') },
      ];
    case 'returned':
      return [
        accepted,
        { state: 'completed', afterMs: done, reason: null },
        { state: 'returned', afterMs: done + RETURN_AFTER_MS, reason: t('rails.reasons.returnedByBank') },
      ];
    default:
      return [accepted, { state: 'completed', afterMs: done, reason: null }];
  }
}

/** A refused order's course: failed the moment it arrived. */
export function refusedPlan(reason: string): SandboxPlanStep[] {
  return [{ state: 'failed', afterMs: 0, reason }];
}

/** The plan's moment of a state, once the start is known. */
export function momentOf(plan: SandboxPlanStep[], startedAt: Date | null, state: SandboxPlanStep['state']): Date | null {
  const step = plan.find((candidate) => candidate.state === state);
  return startedAt === null || step === undefined ? null : new Date(startedAt.getTime() + step.afterMs);
}

/** The step the order is at, at `now` (null before its start: it waits for the signature). */
export function stepAt(plan: SandboxPlanStep[], startedAt: Date | null, now: Date): { step: SandboxPlanStep; at: Date } | null {
  if (startedAt === null || startedAt.getTime() > now.getTime()) return null;
  let current: { step: SandboxPlanStep; at: Date } | null = null;
  for (const step of plan) {
    const at = new Date(startedAt.getTime() + step.afterMs);
    if (at.getTime() <= now.getTime()) current = { step, at };
  }
  return current;
}
