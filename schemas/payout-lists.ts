/**
 * The read side of payouts (issue 13): the park's payouts list's totals and export, the park's
 * money operations of a period (spec 7 `GET /transactions`: payouts and top-ups together), the
 * drivers' top-ups (`/payments/drivers-addbalance`, one by one or from a file) and a driver's
 * withdrawable sum with where it can be paid to (the driver card's `payments` tab).
 */
import { z } from 'zod';
import { MoneySchema } from './money';
import { PageQuerySchema, PeriodQuerySchema, RowIdQuerySchema, RowIdSchema } from './lists';
import { DESTINATION_KINDS, PAYOUT_KINDS, PayoutStatusSchema, RAILS } from './payouts';
import type { TextsAt } from '../texts/t';
import type { NamesExactly } from './catalogue-keys';

export const PAYOUT_LIST_ENDPOINTS = {
  /** GET: the payouts of PayoutsQuerySchema's filter as xlsx (page and countperpage ignored). */
  export: '/payouts/export',
  /** GET: count and sums of PayoutsQuerySchema's filter, by status. */
  totals: '/payouts/totals',
  /** GET: the park's payouts and top-ups of a period with their totals (spec 7). */
  transactions: '/transactions',
  /** GET: the same as xlsx. */
  transactionsExport: '/transactions/export',
  /** GET: the park's payout accounts, for the filters and the pay dialog. */
  accounts: '/payouts/accounts',
} as const;

export const TOPUP_ENDPOINTS = {
  /** POST: checks rows (JSON `{rows}` or a file `{file_name, content_base64}`); nothing is written. */
  preview: '/topups/preview',
  /** POST (Idempotency-Key): credits the rows' sums to the drivers' balances in one transaction. */
  create: '/topups',
} as const;

/** The payouts list's count, cut off here: beyond it the screen asks for a narrower filter (the export has every row). */
export const PAYOUT_COUNT_CAP = 10_000;

export const PayoutsTotalsSchema = z.object({
  count: z.number().int(),
  amount: MoneySchema,
  fee: MoneySchema,
  by_status: z.array(z.object({ status: PayoutStatusSchema, count: z.number().int(), amount: MoneySchema })),
});
export type PayoutsTotals = z.infer<typeof PayoutsTotalsSchema>;

export const PayoutAccountItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rail: z.enum(RAILS),
  active: z.boolean(),
  sandbox: z.boolean(),
});
export const PayoutAccountsResponseSchema = z.object({ accounts: z.array(PayoutAccountItemSchema) });

// ---- spec 7 GET /transactions: payouts and top-ups of a period ---------------------------------

export const TRANSACTION_TYPES = ['payout', 'topup'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
type _TransactionTypeNames = NamesExactly<TransactionType, TextsAt<'payoutLists.transactionType'>>;

export const TransactionsQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.shape).extend({
  /** Spec 7 names it; only the signed-in user's own park is answered (another one: 404). */
  taxis_id: RowIdQuerySchema.optional().describe('Парк (только свой)'),
  type: z.enum(TRANSACTION_TYPES).optional().describe('Вид операции: payout — выплата, topup — пополнение'),
  driver_id: RowIdQuerySchema.optional().describe('Водитель'),
  status: PayoutStatusSchema.optional().describe('Статус выплаты (пополнения не показываются)'),
  search: z.string().trim().max(100).optional().describe('ФИО или телефон водителя'),
});
export type TransactionsQuery = z.infer<typeof TransactionsQuerySchema>;

export const TransactionSchema = z.object({
  /** `payout-<id>` or `topup-<ledger entry id>`: unique across both. */
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** The payout's id, or the top-up's ledger entry id. */
  source_id: z.number().int(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  /** Positive: what the driver got (a payout) or was credited (a top-up). */
  amount: MoneySchema,
  fee: MoneySchema,
  status: PayoutStatusSchema.nullable(),
  kind: z.enum(PAYOUT_KINDS).nullable(),
  rail: z.enum(RAILS).nullable(),
  description: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionsTotalsSchema = z.object({
  payouts_count: z.number().int(),
  /** Completed payouts only: money that left the park. */
  payouts_amount: MoneySchema,
  payouts_fee: MoneySchema,
  /** Payouts still open (their amount is held on the drivers). */
  open_count: z.number().int(),
  open_amount: MoneySchema,
  topups_count: z.number().int(),
  topups_amount: MoneySchema,
});

export const TransactionsResponseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  transactions: z.array(TransactionSchema),
  totals: TransactionsTotalsSchema,
  total: z.number().int(),
  pages: z.number().int(),
});
export type TransactionsResponse = z.infer<typeof TransactionsResponseSchema>;

// ---- top-ups -----------------------------------------------------------------------------------

export const TOPUP_MAX_ROWS = 5_000;
export const TOPUP_MAX_BYTES = 5 * 1024 * 1024;

export const TopupRowSchema = z.object({
  driver_id: RowIdSchema.nullable().optional(),
  phone: z.string().max(32).nullable().optional(),
  amount: z.string().max(32),
  comment: z.string().max(500).nullable().optional(),
});

export const TopupRequestSchema = z.union([
  z.object({ rows: z.array(TopupRowSchema).min(1).max(TOPUP_MAX_ROWS) }),
  z.object({ file_name: z.string().min(1).max(200), content_base64: z.string().min(1).max(Math.ceil((TOPUP_MAX_BYTES * 4) / 3) + 4) }),
]);
export type TopupRequest = z.infer<typeof TopupRequestSchema>;

export const TopupCheckedRowSchema = z.object({
  /** The row's number: in a file as the spreadsheet shows it, in a list from 1. */
  row: z.number().int(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  amount: MoneySchema.nullable(),
  comment: z.string().nullable(),
  errors: z.array(z.string()),
});
export type TopupCheckedRow = z.infer<typeof TopupCheckedRowSchema>;

export const TopupPreviewSchema = z.object({
  rows: z.array(TopupCheckedRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  total_amount: MoneySchema,
});
export type TopupPreview = z.infer<typeof TopupPreviewSchema>;

export const TopupResultSchema = z.object({
  /** Rows credited now. */
  created: z.number().int(),
  /** Rows credited before (the same file or Idempotency-Key again): nothing changed for them. */
  replayed: z.number().int(),
  total_amount: MoneySchema,
});
export type TopupResult = z.infer<typeof TopupResultSchema>;

// ---- a driver's withdrawable sum (PAYOUT_ENDPOINTS.driverSummary) --------------------------------

export const DriverPayoutSummarySchema = z.object({
  driver_id: z.number().int(),
  balance: MoneySchema,
  blocked: MoneySchema,
  held: MoneySchema,
  balance_limit: MoneySchema,
  /** balance − blocked − held − balance_limit, never below 0. */
  withdrawable: MoneySchema,
  destinations: z.array(
    z.object({ id: z.number().int(), kind: z.enum(DESTINATION_KINDS), title: z.string(), is_default: z.boolean() }),
  ),
  accounts: z.array(PayoutAccountItemSchema),
});
export type DriverPayoutSummary = z.infer<typeof DriverPayoutSummarySchema>;

