/**
 * Step commissions of a driver group (spec 3 "Commission", spec 4, spec 7 `/commissions/*`): the
 * wire contracts shared by the editor and the API, and the pure arithmetic that decides a trip's
 * park commission. Where the spec is silent (docs/FEATURES.md, "Groups and step commissions"):
 * - `type` is the kind of order a commission covers: `cashless` (every method but cash) or `cash`.
 *   A group has at most one commission per type; each has its `active_status` and its steps.
 * - `{id}` of `/commissions/groups/{id}` is the driver group (0 = 'Все водители'); `{id}` of
 *   `/commissions/v2/{id}` is the park itself, whose commissions are those of 'Все водители'.
 * - `group_marker=1` marks the groups variant; `{step}` of the DELETE calls is a step's `id`.
 * - A step's band is `[min_limit, max_limit)` of the trip's price; `max_limit` 0 = no upper bound.
 *   `commission` is a percent of the price (hundredths) for `percent`, roubles for `fixed`; the
 *   result is at least `min_commission`.
 * Money is a decimal string on the wire and integer kopecks in the database (schemas/money.ts);
 * a percent is kept in basis points (hundredths of a percent).
 */
import { z } from 'zod';
import { kopecksToWire, MoneySchema, parseKopecks } from './money';
import type { PaymentMethod } from './fleet';
import { t } from '../texts/t';

export const COMMISSION_TYPES = ['cashless', 'cash'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];
export const CommissionTypeSchema = z.enum(COMMISSION_TYPES).describe('Вид заказов: cashless — безналичные (все способы, кроме наличных), cash — наличные');

export const STEP_COMMISSION_TYPES = ['percent', 'fixed'] as const;
export type StepCommissionType = (typeof STEP_COMMISSION_TYPES)[number];

/** The pseudo group of every driver of the park (spec 3). */
export const ALL_DRIVERS_GROUP_ID = 0;
export const MAX_STEPS = 50;
/** Highest band edge or fixed sum a step takes: 10 000 000 ₽. */
const MAX_MONEY_KOPECKS = 1_000_000_000;

/** Which commission type a trip's payment method falls under. */
export function commissionTypeOf(method: PaymentMethod): CommissionType {
  return method === 'cash' ? 'cash' : 'cashless';
}

// ---- the arithmetic --------------------------------------------------------------------------

/** A step as the arithmetic sees it: integer kopecks, the percent in basis points. */
export interface StepRule {
  step: number;
  stepName: string;
  commissionType: StepCommissionType;
  /** Basis points (percent × 100) for `percent`, kopecks for `fixed`. */
  commission: number;
  minCommissionKop: number;
  minLimitKop: number;
  /** 0 = no upper bound. */
  maxLimitKop: number;
}

/** The step whose `[min_limit, max_limit)` band holds the price; the lowest step number first. */
export function stepFor(steps: readonly StepRule[], priceKop: number): StepRule | null {
  const holding = steps.filter((rule) => priceKop >= rule.minLimitKop && (rule.maxLimitKop === 0 || priceKop < rule.maxLimitKop));
  return holding.sort((a, b) => a.step - b.step)[0] ?? null;
}

/** A step's commission on a price: a percent (rounded half up to the kopeck) or a fixed sum, at least the minimum. */
export function stepCommission(rule: StepRule, priceKop: number): number {
  const raw = rule.commissionType === 'percent' ? Math.round((priceKop * rule.commission) / 10_000) : rule.commission;
  return Math.max(raw, rule.minCommissionKop);
}

/** The flat rate of the aggregator connection (the fallback): basis points of the price. */
export function flatCommission(priceKop: number, basisPoints: number): number {
  return Math.round((priceKop * basisPoints) / 10_000);
}

/** One set of steps of one type, as it applies (or not) to trips. */
export interface AppliedCommission {
  active: boolean;
  steps: readonly StepRule[];
}

/** Where a trip's commission came from. */
export type CommissionSource =
  | { kind: 'group'; step: StepRule }
  | { kind: 'all'; step: StepRule }
  | { kind: 'flat'; basisPoints: number };

/**
 * A completed trip's park commission: the driver's group's active steps of the trip's type, else
 * those of 'Все водители', else the aggregator's flat rate. A set that is active but has no step
 * for the price passes the trip on to the next one.
 */
export function resolveCommission(input: {
  priceKop: number;
  group: AppliedCommission | null;
  all: AppliedCommission | null;
  flatBasisPoints: number;
}): { commissionKop: number; source: CommissionSource } {
  for (const [kind, set] of [
    ['group', input.group],
    ['all', input.all],
  ] as const) {
    if (set === null || !set.active) continue;
    const step = stepFor(set.steps, input.priceKop);
    if (step !== null) return { commissionKop: stepCommission(step, input.priceKop), source: { kind, step } };
  }
  return { commissionKop: flatCommission(input.priceKop, input.flatBasisPoints), source: { kind: 'flat', basisPoints: input.flatBasisPoints } };
}

// ---- the wire ---------------------------------------------------------------------------------

/** A step as the API answers it. */
export const CommissionStepSchema = z.object({
  id: z.number().int().describe('Шаг: его id (для DELETE …/{step}/delete)'),
  commission_type: z.enum(STEP_COMMISSION_TYPES),
  commission: MoneySchema.describe('Процент от стоимости (percent) или сумма в рублях (fixed), два знака'),
  min_commission: MoneySchema,
  max_limit: MoneySchema.describe('Верхняя граница стоимости заказа, не включая её; "0.00" — без ограничения'),
  min_limit: MoneySchema.describe('Нижняя граница стоимости заказа, включая её'),
  step: z.number().int(),
  step_name: z.string(),
});
export type CommissionStep = z.infer<typeof CommissionStepSchema>;

export const CommissionSchema = z.object({
  type: CommissionTypeSchema,
  active_status: z.boolean(),
  steps: z.array(CommissionStepSchema),
});
export type Commission = z.infer<typeof CommissionSchema>;

/** `GET /commissions/groups/{id}` and `/commissions/v2/{id}`: the owner's commissions, one per type that exists. */
export const CommissionsResponseSchema = z.object({
  /** The group (0 = 'Все водители') whose commissions these are. */
  group_id: z.number().int(),
  commissions: z.array(CommissionSchema),
});
export type CommissionsResponse = z.infer<typeof CommissionsResponseSchema>;

/** A non-negative sum of hundredths (kopecks or basis points) typed as "1500", "1500.5", "3,5". */
const hundredths = (message: string, max: number) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const parsed = parseKopecks(String(value));
    if (parsed === null || parsed < 0 || parsed > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });

const MoneyStepInput = hundredths(t('groups.commissions.validation.money'), MAX_MONEY_KOPECKS).describe('Сумма в рублях: "1500" или "1500.50"');

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);
const hundredthsOf = (value: unknown): number | null =>
  typeof value === 'string' || typeof value === 'number' ? parseKopecks(String(value)) : null;

export const CommissionStepInputSchema = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).optional().describe('id шага, если он уже сохранён'),
    commission_type: z.enum(STEP_COMMISSION_TYPES),
    commission: z.union([z.string(), z.number()], { error: t('groups.commissions.validation.money') }).describe('Процент (percent, до 100) или сумма в рублях (fixed)'),
    min_commission: MoneyStepInput,
    max_limit: MoneyStepInput,
    min_limit: MoneyStepInput,
    step: z.number({ error: t('groups.commissions.validation.step') }).int(t('groups.commissions.validation.step')).min(1, t('groups.commissions.validation.step')).max(100, t('groups.commissions.validation.step')),
    step_name: z.string({ error: t('groups.commissions.validation.stepName') }).trim().min(1, t('groups.commissions.validation.stepName')).max(100, t('groups.commissions.validation.stepName')),
  })
  .superRefine(
    (step, ctx) => {
      // The commission by its kind, and the band's ends: also while another field is still wrong.
      const commission = hundredthsOf(step.commission);
      const percent = step.commission_type === 'percent';
      if (commission === null || commission < 0 || commission > (percent ? 10_000 : MAX_MONEY_KOPECKS)) {
        ctx.addIssue({ code: 'custom', path: ['commission'], message: percent ? t('groups.commissions.validation.percent') : t('groups.commissions.validation.money') });
      }
      const min = hundredthsOf(step.min_limit);
      const max = hundredthsOf(step.max_limit);
      if (min !== null && max !== null && min >= 0 && max > 0 && max <= min) ctx.addIssue({ code: 'custom', path: ['max_limit'], message: t('groups.commissions.validation.maxLimit') });
    },
    { when: isObject },
  );

/** The step with its sums in hundredths. */
export type StepInput = Omit<z.output<typeof CommissionStepInputSchema>, 'commission'> & { commission: number };

/** Checks the steps together (commission per its kind, bands, numbers) and answers them in hundredths. */
const StepsSchema = z
  .array(CommissionStepInputSchema)
  .max(MAX_STEPS, t('groups.commissions.validation.steps'))
  .transform((steps, ctx): StepInput[] => {
    const out: StepInput[] = [];
    steps.forEach((step, index) => {
      if (steps.findIndex((other) => other.step === step.step) < index) ctx.addIssue({ code: 'custom', path: [index, 'step'], message: t('groups.commissions.validation.stepTaken') });
      const end = (value: number) => (value === 0 ? Number.POSITIVE_INFINITY : value);
      const overlapping = steps.findIndex(
        (other, at) => at < index && step.min_limit < end(other.max_limit) && other.min_limit < end(step.max_limit),
      );
      const other = steps[overlapping];
      if (other !== undefined) {
        ctx.addIssue({ code: 'custom', path: [index, 'min_limit'], message: t('groups.commissions.validation.overlap').replace('%{name}', other.step_name) });
      }
      out.push({ ...step, commission: hundredthsOf(step.commission) ?? 0 });
    });
    return out;
  });

/** `POST` / `PUT /commissions/groups` (group_marker=1) and `/commissions/v2`: one type's commission. */
export const CommissionRequestSchema = z.object({
  id: z.number().int().min(0).max(2_147_483_647).describe('Группа (0 — «Все водители») в варианте groups, парк в варианте v2'),
  group_marker: z.literal(1).optional().describe('1: id — группа водителей (вариант /commissions/groups)'),
  type: CommissionTypeSchema,
  active_status: z.boolean(),
  steps: StepsSchema,
});
export type CommissionRequest = z.input<typeof CommissionRequestSchema>;
export type CommissionInput = z.output<typeof CommissionRequestSchema>;

/** The editor's form: every type of one owner at once (validated as the API would, type by type). */
export const CommissionFormSchema = z.object({
  commissions: z.array(z.object({ type: CommissionTypeSchema, active_status: z.boolean(), steps: StepsSchema })),
});

export const GroupMarkerQuerySchema = z.object({
  group_marker: z.coerce.number().int().pipe(z.literal(1, { error: t('groups.commissions.validation.groupMarker') })).describe('1: вариант groups'),
});
export const OptionalGroupMarkerQuerySchema = z.object({
  group_marker: z.coerce.number().int().optional().describe('Не нужен в варианте v2'),
});

/** `POST /commissions/preview`: the edited (unsaved) commissions of a group against the last 7 days. */
export const CommissionPreviewRequestSchema = z.object({
  group_id: z.number().int().min(0).max(2_147_483_647).describe('Группа; 0 — «Все водители» (все водители парка)'),
  commissions: CommissionFormSchema.shape.commissions,
});
export type CommissionPreviewRequest = z.input<typeof CommissionPreviewRequestSchema>;

export const CommissionPreviewResponseSchema = z.object({
  date_from: z.iso.date(),
  date_to: z.iso.date(),
  trips: z.number().int(),
  earned: MoneySchema.describe('Комиссия парка, списанная с этих заказов'),
  would_earn: MoneySchema.describe('Комиссия по изменённым шагам'),
  by_type: z.array(z.object({ type: CommissionTypeSchema, trips: z.number().int(), earned: MoneySchema, would_earn: MoneySchema })),
});
export type CommissionPreviewResponse = z.infer<typeof CommissionPreviewResponseSchema>;

/** A stored step (kopecks, basis points) in wire form. */
export function stepToWire(step: StepRule & { id: number }): CommissionStep {
  return {
    id: step.id,
    commission_type: step.commissionType,
    commission: kopecksToWire(step.commission),
    min_commission: kopecksToWire(step.minCommissionKop),
    max_limit: kopecksToWire(step.maxLimitKop),
    min_limit: kopecksToWire(step.minLimitKop),
    step: step.step,
    step_name: step.stepName,
  };
}

/** A validated input step as the arithmetic sees it. */
export function stepRuleOf(step: StepInput): StepRule {
  return {
    step: step.step,
    stepName: step.step_name,
    commissionType: step.commission_type,
    commission: step.commission,
    minCommissionKop: step.min_commission,
    minLimitKop: step.min_limit,
    maxLimitKop: step.max_limit,
  };
}

/** The editor's new step: 'Шаг1', step 1, zeros (spec 3); the next number after the last. */
export function newStep(existing: readonly { step: number }[]): z.input<typeof CommissionStepInputSchema> {
  const step = existing.reduce((max, other) => Math.max(max, other.step), 0) + 1;
  return {
    commission_type: 'percent',
    commission: '0.00',
    min_commission: '0.00',
    max_limit: '0.00',
    min_limit: '0.00',
    step,
    step_name: t('groups.commissions.defaultStepName').replace('%{step}', String(step)),
  };
}

export const COMMISSION_ENDPOINTS = {
  groups: '/commissions/groups',
  v2: '/commissions/v2',
  preview: '/commissions/preview',
} as const;
