/**
 * Wire contracts of the ledger: a driver's balance tab, corrections and charges. Every money
 * movement is an append-only ledger entry; POSTs that move money need an `Idempotency-Key`
 * header (the same key again answers the first result and writes nothing).
 */
import { z } from 'zod';
import { t } from '../texts/t';
import {
  CHARGE_STATUSES,
  ChargeKindSchema,
  ChargePeriodSchema,
  ChargeStatusSchema,
  LEDGER_AUTHORS,
  LedgerKindSchema,
} from './fleet';
import { PageQuerySchema, PeriodQuerySchema, WorkingDaySchema } from './lists';
import { MoneySchema, NonZeroMoneyInputSchema, PositiveMoneyInputSchema } from './money';

export const LEDGER_ENDPOINTS = {
  balance: '/drivers/:id/balance',
  corrections: '/drivers/:id/corrections',
  parkCorrections: '/transfers/corrections',
  parkCorrectionsExport: '/transfers/corrections/export',
  charges: '/drivers/:id/charges',
  charge: '/drivers/:id/charges/:chargeId',
} as const;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/**
 * How far a charge's first posting may lie from the park's today: a month back (a fine noticed
 * late), a year ahead. Postings already due are made at once, so an older start is a correction.
 */
export const CHARGE_START_WINDOW = { back: 31, ahead: 366 } as const;

export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  kind: LedgerKindSchema,
  amount: MoneySchema,
  balance_after: MoneySchema,
  description: z.string(),
  transfer_id: z.number().int().nullable(),
  charge_id: z.number().int().nullable(),
  created_by: z.enum(LEDGER_AUTHORS),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** GET /drivers/{id}/balance: entries newest first, each with the balance right after it. */
export const BalanceQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.shape).extend({
  kind: LedgerKindSchema.optional().describe('Только записи этого типа'),
});
export const BalanceResponseSchema = z.object({
  entries: z.array(LedgerEntrySchema),
  balance: MoneySchema,
  balance_limit: MoneySchema,
  blocked_balance: MoneySchema,
  /** balance - blocked - limit, not below zero. */
  withdrawable: MoneySchema,
  total: z.number().int(),
  pages: z.number().int(),
});
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;

/** POST /drivers/{id}/corrections: a signed correction with a required reason. */
export const CorrectionInputSchema = z.object({
  amount: NonZeroMoneyInputSchema,
  reason: z
    .string({ error: t('fleet.validation.reasonRequired') })
    .trim()
    .min(1, t('fleet.validation.reasonRequired'))
    .min(3, t('fleet.validation.reasonLength'))
    .max(500, t('fleet.validation.reasonLength')),
});
export type CorrectionInput = z.input<typeof CorrectionInputSchema>;
export const CorrectionResponseSchema = z.object({ entry: LedgerEntrySchema, balance: MoneySchema });
export type CorrectionResponse = z.infer<typeof CorrectionResponseSchema>;

/** GET /transfers/corrections: the park's corrections, newest first. */
export const ParkCorrectionsQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.shape).extend({
  search: z.string().trim().max(100).optional().describe('Часть ФИО или телефона водителя, или причины'),
});
export const ParkCorrectionSchema = LedgerEntrySchema.extend({ driver_name: z.string() });
export const ParkCorrectionsResponseSchema = z.object({
  corrections: z.array(ParkCorrectionSchema),
  total: z.number().int(),
  pages: z.number().int(),
});

export const ChargeSchema = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  kind: ChargeKindSchema,
  amount: MoneySchema,
  description: z.string(),
  period: ChargePeriodSchema,
  starts_on: z.string(),
  times: z.number().int(),
  posted_times: z.number().int(),
  next_due_on: z.string().nullable(),
  status: ChargeStatusSchema,
  /** Sum of the postings so far (positive). */
  total_posted: MoneySchema,
  created_at: z.string(),
});
export type Charge = z.infer<typeof ChargeSchema>;

/**
 * POST /drivers/{id}/charges: `once` posts on `starts_on`; `daily`/`weekly` post `times` times from
 * `starts_on`. A posting due today or earlier is made at once; later ones by the charges runner.
 */
export const ChargeInputSchema = z
  .object({
    kind: ChargeKindSchema,
    amount: PositiveMoneyInputSchema,
    description: z
      .string({ error: t('fleet.validation.descriptionRequired') })
      .trim()
      .min(1, t('fleet.validation.descriptionRequired'))
      .max(500, t('fleet.validation.tooLong').replace('%{max}', '500')),
    period: ChargePeriodSchema.default('once'),
    starts_on: WorkingDaySchema,
    times: z.coerce.number({ error: t('fleet.validation.times') }).int(t('fleet.validation.times')).min(1, t('fleet.validation.times')).max(365, t('fleet.validation.times')).default(1),
  })
  .transform((value) => (value.period === 'once' ? { ...value, times: 1 } : value));
export type ChargeInput = z.input<typeof ChargeInputSchema>;

/** PUT /drivers/{id}/charges/{chargeId}: changes apply to postings not made yet. */
export const ChargeUpdateSchema = z.object({
  description: ChargeInputSchema.in.shape.description,
  amount: PositiveMoneyInputSchema,
  status: z.enum(CHARGE_STATUSES.filter((status) => status !== 'completed') as ['active', 'paused', 'cancelled']),
});
export type ChargeUpdate = z.input<typeof ChargeUpdateSchema>;

export const ChargesResponseSchema = z.object({
  charges: z.array(ChargeSchema),
  total: z.number().int(),
  pages: z.number().int(),
});
export const ChargeDetailSchema = ChargeSchema.extend({ entries: z.array(LedgerEntrySchema) });
