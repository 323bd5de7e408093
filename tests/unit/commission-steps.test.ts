/** Issue 12 §2: the step arithmetic at the band edges, the floor, a percent and a fixed sum; the shared validation. */
import { describe, expect, it } from 'vitest';
import {
  CommissionRequestSchema,
  commissionTypeOf,
  newStep,
  resolveCommission,
  stepCommission,
  stepFor,
  type StepRule,
} from '../../schemas/commissions';
import { t } from '../../texts/t';

const rule = (overrides: Partial<StepRule>): StepRule => ({
  step: 1,
  stepName: 'Шаг1',
  commissionType: 'percent',
  commission: 1000,
  minCommissionKop: 0,
  minLimitKop: 0,
  maxLimitKop: 0,
  ...overrides,
});

// 0–500 ₽: 10 %, at least 30 ₽; 500–1500 ₽: 8 %; from 1500 ₽: a fixed 100 ₽.
const steps = [
  rule({ step: 1, minLimitKop: 0, maxLimitKop: 50_000, commission: 1000, minCommissionKop: 3000 }),
  rule({ step: 2, stepName: 'Шаг2', minLimitKop: 50_000, maxLimitKop: 150_000, commission: 800 }),
  rule({ step: 3, stepName: 'Шаг3', minLimitKop: 150_000, maxLimitKop: 0, commissionType: 'fixed', commission: 10_000 }),
];

describe('a trip’s step', () => {
  it('min_limit is inside the band, max_limit is not', () => {
    expect(stepFor(steps, 0)?.step).toBe(1);
    expect(stepFor(steps, 49_999)?.step).toBe(1);
    expect(stepFor(steps, 50_000)?.step).toBe(2);
    expect(stepFor(steps, 149_999)?.step).toBe(2);
    expect(stepFor(steps, 150_000)?.step).toBe(3);
  });
  it('max_limit 0 has no upper bound; a price below every band has no step', () => {
    expect(stepFor(steps, 99_999_999)?.step).toBe(3);
    expect(stepFor([rule({ minLimitKop: 10_000, maxLimitKop: 20_000 })], 9_999)).toBeNull();
    expect(stepFor([rule({ minLimitKop: 10_000, maxLimitKop: 20_000 })], 20_000)).toBeNull();
  });
});

describe('a step’s commission', () => {
  it('a percent of the price, rounded to the kopeck', () => {
    expect(stepCommission(steps[1] as StepRule, 100_000)).toBe(8_000);
    expect(stepCommission(rule({ commission: 333 }), 12_345)).toBe(411); // 411.09 kopecks
    expect(stepCommission(rule({ commission: 250 }), 1_010)).toBe(25); // 25.25
    expect(stepCommission(rule({ commission: 250 }), 1_020)).toBe(26); // 25.5 rounds half up
  });
  it('a fixed sum whatever the price', () => {
    expect(stepCommission(steps[2] as StepRule, 150_000)).toBe(10_000);
    expect(stepCommission(steps[2] as StepRule, 5_000_000)).toBe(10_000);
  });
  it('at least min_commission', () => {
    expect(stepCommission(steps[0] as StepRule, 20_000)).toBe(3_000); // 10 % = 20 ₽ < 30 ₽
    expect(stepCommission(steps[0] as StepRule, 30_000)).toBe(3_000); // exactly the floor
    expect(stepCommission(steps[0] as StepRule, 40_000)).toBe(4_000); // above it
    expect(stepCommission(rule({ commissionType: 'fixed', commission: 1_000, minCommissionKop: 1_500 }), 100)).toBe(1_500);
  });
});

describe('which commission a trip is charged', () => {
  it('the group’s active steps, else all drivers’, else the flat rate', () => {
    const group = { active: true, steps };
    const all = { active: true, steps: [rule({ commission: 500 })] };
    expect(resolveCommission({ priceKop: 100_000, group, all, flatBasisPoints: 300 })).toMatchObject({ commissionKop: 8_000, source: { kind: 'group' } });
    expect(resolveCommission({ priceKop: 100_000, group: { ...group, active: false }, all, flatBasisPoints: 300 })).toMatchObject({
      commissionKop: 5_000,
      source: { kind: 'all' },
    });
    expect(resolveCommission({ priceKop: 100_000, group: null, all: null, flatBasisPoints: 300 })).toEqual({
      commissionKop: 3_000,
      source: { kind: 'flat', basisPoints: 300 },
    });
  });
  it('an active set with no step for the price passes the trip on', () => {
    const group = { active: true, steps: [rule({ minLimitKop: 200_000 })] };
    expect(resolveCommission({ priceKop: 100_000, group, all: null, flatBasisPoints: 300 }).source.kind).toBe('flat');
  });
  it('cash trips are the cash type, every other method cashless', () => {
    expect(commissionTypeOf('cash')).toBe('cash');
    expect(commissionTypeOf('card')).toBe('cashless');
    expect(commissionTypeOf('corp')).toBe('cashless');
  });
});

describe('the shared validation', () => {
  const base = { id: 1, group_marker: 1 as const, type: 'cashless' as const, active_status: true };
  const issues = (input: unknown) =>
    Object.fromEntries((CommissionRequestSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('the new step is Шаг1, step 1, zeros, and it passes', () => {
    expect(newStep([])).toMatchObject({ step: 1, step_name: 'Шаг1', commission: '0.00', min_limit: '0.00', max_limit: '0.00', min_commission: '0.00' });
    expect(newStep([{ step: 1 }, { step: 4 }])).toMatchObject({ step: 5, step_name: 'Шаг5' });
    const parsed = CommissionRequestSchema.parse({ ...base, steps: [newStep([])] });
    expect(parsed.steps[0]).toMatchObject({ commission: 0, min_limit: 0, max_limit: 0 });
  });
  it('sums become hundredths', () => {
    const parsed = CommissionRequestSchema.parse({
      ...base,
      steps: [{ ...newStep([]), commission: '3,5', min_commission: '30', min_limit: '100.50', max_limit: '500' }],
    });
    expect(parsed.steps[0]).toMatchObject({ commission: 350, min_commission: 3_000, min_limit: 10_050, max_limit: 50_000 });
  });
  it('errors in Russian at the field', () => {
    expect(issues({ ...base, steps: [{ ...newStep([]), commission: '120' }] })).toEqual({ 'steps.0.commission': t('groups.commissions.validation.percent') });
    expect(issues({ ...base, steps: [{ ...newStep([]), step_name: ' ' }] })).toEqual({ 'steps.0.step_name': t('groups.commissions.validation.stepName') });
    expect(issues({ ...base, steps: [{ ...newStep([]), min_limit: '500', max_limit: '100' }] })).toEqual({ 'steps.0.max_limit': t('groups.commissions.validation.maxLimit') });
    expect(issues({ ...base, steps: [{ ...newStep([]), min_limit: '-1' }] })).toEqual({ 'steps.0.min_limit': t('groups.commissions.validation.money') });
    const overlapping = issues({
      ...base,
      steps: [
        { ...newStep([]), max_limit: '500' },
        { ...newStep([]), min_limit: '400', max_limit: '0' },
      ],
    });
    expect(overlapping).toEqual({ 'steps.1.step': t('groups.commissions.validation.stepTaken'), 'steps.1.min_limit': t('groups.commissions.validation.overlap').replace('%{name}', 'Шаг1') });
  });
});
