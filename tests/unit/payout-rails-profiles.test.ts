/** The sandbox rails' pure parts: the profiles, the fees, the magic kopecks and the courses they plan. */
import { describe, expect, it } from 'vitest';
import { RAILS } from '../../schemas/payouts';
import {
  LATE_AFTER_MS,
  MAGIC_KOPECKS,
  RETURN_AFTER_MS,
  SUSPENSION_MS,
  magicOutcome,
  momentOf,
  outcomeOf,
  planOf,
  refusedPlan,
  stepAt,
} from '../../server/integrations/payouts/sandbox/magic-amounts';
import { OPEN_RAILS, RAIL_PROFILES, isOpenRail, railFeeOf } from '../../server/integrations/payouts/sandbox/rail-profiles';
import { t } from '../../texts/t';

const START = new Date('2026-11-21T09:00:00Z');
const at = (ms: number) => new Date(START.getTime() + ms);

describe('rail profiles', () => {
  it('cover every rail but the closed Qiwi', () => {
    expect(RAILS.filter(isOpenRail)).toEqual([...OPEN_RAILS]);
    expect(isOpenRail('qiwi')).toBe(false);
    for (const rail of OPEN_RAILS) expect(RAIL_PROFILES[rail].rail).toBe(rail);
  });

  it('give each rail its own behaviour where the real one differs', () => {
    const where = (test: (rail: (typeof OPEN_RAILS)[number]) => boolean) => OPEN_RAILS.filter(test);
    expect(where((rail) => RAIL_PROFILES[rail].signature)).toEqual(['tochka']);
    expect(where((rail) => RAIL_PROFILES[rail].forgetAfterMs !== null)).toEqual(['cloudpayments']);
    expect(RAIL_PROFILES.cloudpayments.forgetAfterMs).toBe(3_600_000);
    expect(where((rail) => RAIL_PROFILES[rail].reuse === 'refuse')).toEqual(['ypmn']);
    expect(where((rail) => RAIL_PROFILES[rail].openingBalanceKop === 0)).toEqual(['nominal']);
    expect(RAIL_PROFILES.cloudpayments.completeAfterMs).toBe(0);
    expect(RAIL_PROFILES.tbank.perRecipientDayCount).toBe(3);
    expect(RAIL_PROFILES.tbank.limits.perPaymentKop).toBe(10_000_000);
    expect(RAIL_PROFILES.sbp.limits.perPaymentKop).toBeLessThanOrEqual(100_000_000);
    expect(RAIL_PROFILES.cloudpayments.signatureHeader).toBe('content-hmac');
  });

  it('name every state differently, so a notification\'s status reads back to one state', () => {
    for (const rail of OPEN_RAILS) {
      const names = Object.values(RAIL_PROFILES[rail].statusNames);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('make external ids of each rail\'s shape', () => {
    expect(RAIL_PROFILES.tochka.externalIdOf(42)).toBe('TCH-0000000042');
    expect(RAIL_PROFILES.cloudpayments.externalIdOf(42)).toBe('1000000042');
    expect(RAIL_PROFILES.tbank.externalIdOf(7)).toMatch(/^TB\d{12}$/);
  });
});

describe('fees', () => {
  it('take basis points plus a fixed sum, at least the minimum, at most the maximum', () => {
    expect(railFeeOf({ basisPoints: 0, fixedKop: 1_900, minKop: 0, maxKop: null }, 500_000)).toBe(1_900);
    expect(railFeeOf({ basisPoints: 150, fixedKop: 0, minKop: 2_500, maxKop: null }, 100_000)).toBe(2_500);
    expect(railFeeOf({ basisPoints: 150, fixedKop: 0, minKop: 2_500, maxKop: null }, 1_000_000)).toBe(15_000);
    expect(railFeeOf({ basisPoints: 40, fixedKop: 0, minKop: 500, maxKop: 150_000 }, 100_000_000)).toBe(150_000);
    expect(railFeeOf(RAIL_PROFILES.sbp.fee, 33_333)).toBe(500);
  });
});

describe('magic kopecks', () => {
  it('decide the outcome by the kopecks of the amount', () => {
    expect(magicOutcome(100_07)).toBe('timeout_before');
    expect(magicOutcome(100_08)).toBe('timeout_after');
    expect(magicOutcome(5_13)).toBe('refused');
    expect(magicOutcome(5_21)).toBe('failed');
    expect(magicOutcome(5_44)).toBe('late');
    expect(magicOutcome(5_61)).toBe('suspended');
    expect(magicOutcome(5_62)).toBe('suspended_failed');
    expect(magicOutcome(5_77)).toBe('duplicate_webhooks');
    expect(magicOutcome(5_78)).toBe('reordered_webhooks');
    expect(magicOutcome(5_91)).toBe('returned');
    expect(magicOutcome(5_00)).toBe('normal');
    expect(magicOutcome(5_50)).toBe('normal');
    expect(Object.keys(MAGIC_KOPECKS)).toHaveLength(10);
  });

  it('leave ordinary amounts ordinary at a zero rate, and give them trouble at random above it', () => {
    const never = () => {
      throw new Error('no randomness at rate 0');
    };
    expect(outcomeOf(1_000_00, 0, never)).toBe('normal');
    expect(outcomeOf(1_000_13, 1, () => 0)).toBe('refused');
    const rolls = [0.05, 0.0];
    expect(outcomeOf(1_000_00, 0.1, () => rolls.shift() ?? 0)).toBe('timeout_before');
    expect(outcomeOf(1_000_00, 0.1, () => 0.5)).toBe('normal');
    expect(outcomeOf(1_000_00, 1, () => 0.999_999)).toBe('returned');
  });
});

describe('the course of an order', () => {
  const profile = RAIL_PROFILES.tbank;
  const done = profile.completeAfterMs;

  it('completes after the rail\'s time, or three hours later for .44', () => {
    expect(planOf(profile, 'normal')).toEqual([
      { state: 'accepted', afterMs: 0, reason: null },
      { state: 'completed', afterMs: done, reason: null },
    ]);
    expect(planOf(profile, 'late').at(-1)).toEqual({ state: 'completed', afterMs: LATE_AFTER_MS, reason: null });
  });

  it('is held two days under 161-ФЗ, then completed or failed', () => {
    expect(planOf(profile, 'suspended').map((step) => [step.state, step.afterMs])).toEqual([
      ['accepted', 0],
      ['suspended', done],
      ['completed', done + SUSPENSION_MS],
    ]);
    expect(planOf(profile, 'suspended_failed').at(-1)).toEqual({ state: 'failed', afterMs: done + SUSPENSION_MS, reason: t('rails.reasons.notConfirmed161') });
  });

  it('fails with the rail\'s reason, or comes back a day after completing', () => {
    expect(planOf(profile, 'failed').at(-1)).toEqual({ state: 'failed', afterMs: done, reason: profile.failureReason });
    expect(planOf(profile, 'returned').at(-1)).toEqual({ state: 'returned', afterMs: done + RETURN_AFTER_MS, reason: t('rails.reasons.returnedByBank') });
    expect(refusedPlan('Неверный БИК')).toEqual([{ state: 'failed', afterMs: 0, reason: 'Неверный БИК' }]);
  });

  it('is read at any moment from its start', () => {
    const plan = planOf(profile, 'returned');
    expect(stepAt(plan, null, at(DAY_MS))).toBeNull();
    expect(stepAt(plan, START, at(-1))).toBeNull();
    expect(stepAt(plan, START, START)?.step.state).toBe('accepted');
    expect(stepAt(plan, START, at(done - 1))?.step.state).toBe('accepted');
    expect(stepAt(plan, START, at(done))).toEqual({ step: plan[1], at: at(done) });
    expect(stepAt(plan, START, at(done + RETURN_AFTER_MS))?.step.state).toBe('returned');
    expect(momentOf(plan, START, 'completed')).toEqual(at(done));
    expect(momentOf(plan, START, 'failed')).toBeNull();
    expect(momentOf(plan, null, 'completed')).toBeNull();
  });
});

const DAY_MS = 86_400_000;
