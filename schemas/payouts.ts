/**
 * Payouts (issue 13): the words every side shares — the rails money leaves by, a payout's kinds,
 * sources and states, and what a driver is paid to. The wire shapes of each screen's endpoints sit
 * beside their own module's schemas; these are the enums they all read.
 */
import { z } from 'zod';
import { PageQuerySchema, PeriodQuerySchema, RowIdQuerySchema, RowIdSchema, SortOrderSchema } from './lists';
import type { TextsAt } from '../texts/t';
import type { NamesExactly } from './catalogue-keys';

/**
 * The rails a park's account can be on. `tochka`, `tbank`, `alfa`: a bank account (payments by
 * requisites, a statement); `cloudpayments`, `ypmn`: card payouts through a card provider (a token,
 * never a card number); `sbp`: SBP by phone and bank; `nominal`: a nominal account with a virtual
 * account per park; `qiwi`: closed (Qiwi Bank lost its licence on 2024-02-21), history only.
 */
export const RAILS = ['tochka', 'tbank', 'alfa', 'cloudpayments', 'ypmn', 'sbp', 'nominal', 'qiwi'] as const;
export type Rail = (typeof RAILS)[number];
export const RailSchema = z.enum(RAILS);

/** Rails through which nothing can be paid any more. */
export const CLOSED_RAILS: readonly Rail[] = ['qiwi'];

/** What a payout is paid to: a saved card token, a bank account by requisites, an SBP phone. */
export const DESTINATION_KINDS = ['card', 'bank_account', 'sbp'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

/** Which destination kinds each rail can pay to. */
export const RAIL_DESTINATIONS: Record<Rail, readonly DestinationKind[]> = {
  tochka: ['bank_account', 'sbp'],
  tbank: ['bank_account', 'sbp'],
  alfa: ['bank_account', 'sbp'],
  cloudpayments: ['card'],
  ypmn: ['card'],
  sbp: ['sbp'],
  nominal: ['bank_account', 'card', 'sbp'],
  qiwi: [],
};

/**
 * A payout's kind decides which rail pays it by default (`/payments/active-settings`):
 * a driver's balance (`driver`), the balance a driver has on one aggregator (`cashout`, the
 * driver card's `cashout/{aggregatorId}`), a referral reward (`referral`).
 */
export const PAYOUT_KINDS = ['driver', 'cashout', 'referral'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** Who asked for it: a staff member, a bulk list or file, the driver through the driver API. */
export const PAYOUT_SOURCES = ['staff', 'bulk', 'driver'] as const;
export type PayoutSource = (typeof PAYOUT_SOURCES)[number];

/**
 * created → awaiting_approval (over the staff member's limit) → awaiting_signature (a bank route
 * such as Точка's, signed in the bank) → processing → completed | failed | suspended (a bank's
 * 2-day hold under 161-ФЗ, then completed or failed); failed → returned (the amount is back in
 * the withdrawable balance). `rejected`: a second person refused the approval; `cancelled`: the
 * park withdrew it before it was sent. Open = the amount is still held.
 */
export const PAYOUT_STATUSES = [
  'created',
  'awaiting_approval',
  'awaiting_signature',
  'processing',
  'suspended',
  'completed',
  'failed',
  'returned',
  'rejected',
  'cancelled',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

// The catalogue names every code of these lists, and nothing else.
type _PayoutNames = [
  NamesExactly<PayoutStatus, TextsAt<'payoutLists.status'>>,
  NamesExactly<Rail, TextsAt<'payoutLists.rail'>>,
  NamesExactly<PayoutKind, TextsAt<'payoutLists.kind'>>,
  NamesExactly<PayoutSource, TextsAt<'payoutLists.source'>>,
  NamesExactly<DestinationKind, TextsAt<'payoutLists.destinationKind'>>,
];
export const PayoutStatusSchema = z.enum(PAYOUT_STATUSES);

/** States in which the payout's amount (and fee) is held on the driver. */
export const OPEN_PAYOUT_STATUSES: readonly PayoutStatus[] = [
  'created',
  'awaiting_approval',
  'awaiting_signature',
  'processing',
  'suspended',
];

/** States a payout never leaves (failed still moves on to returned). */
export const FINAL_PAYOUT_STATUSES: readonly PayoutStatus[] = ['completed', 'returned', 'rejected', 'cancelled'];

// ---- the payout as every screen reads it, and how one is asked for ----------------------------

/**
 * Endpoints of the payouts module (server/modules/payouts). A create takes `Idempotency-Key`
 * (schemas/ledger.ts IDEMPOTENCY_HEADER): the same key with the same body answers the first
 * payout, with another body 409.
 */
export const PAYOUT_ENDPOINTS = {
  /** GET: the park's payouts, paged on the server (PayoutsQuerySchema); POST: one payout. */
  list: '/payouts',
  /** POST: what a payout would cost and whether it may go, before confirmation. */
  preview: '/payouts/preview',
  /** GET: one payout with its history. */
  one: '/payouts/:id',
  /** POST: a second person approves a payout over the creator's limit; reject refuses it. */
  approve: '/payouts/:id/approve',
  reject: '/payouts/:id/reject',
  /** POST: withdraw a payout not sent yet (created or awaiting approval). */
  cancel: '/payouts/:id/cancel',
  /** GET: a driver's withdrawable sum, per kind and aggregator, and saved destinations. */
  driverSummary: '/drivers/:id/payouts/summary',
  /** POST: a rail's notification (no session; the rail's signature is checked). */
  webhook: '/payouts/webhooks/:rail',
} as const;

export const PayoutRequestSchema = z.object({
  driver_id: RowIdSchema,
  /** Roubles as a person typed them ("1500", "1 500,50"); refused at the field in Russian. */
  amount: z.string().max(32),
  kind: z.enum(PAYOUT_KINDS).default('driver'),
  /** The aggregator a cashout pays out (kind = cashout). */
  aggregator_id: RowIdSchema.nullable().optional(),
  /** The driver's saved destination; the default one when left out. */
  destination_id: RowIdSchema.nullable().optional(),
  /** The park's account to pay from; the active setting of the kind when left out. */
  account_id: RowIdSchema.nullable().optional(),
});
export type PayoutRequest = z.infer<typeof PayoutRequestSchema>;

export const PayoutPreviewSchema = z.object({
  amount: z.string(),
  fee: z.string(),
  /** amount + fee: what leaves the driver's balance. */
  total: z.string(),
  withdrawable: z.string(),
  rail: z.enum(RAILS),
  account_id: z.number().int(),
  account_name: z.string(),
  destination_id: z.number().int().nullable(),
  destination_title: z.string().nullable(),
  /** True when it would wait for a second person's approval. */
  needs_approval: z.boolean(),
  /** Why it cannot go, in Russian (limits, balance, НПД status); null when it can. */
  refusal: z.string().nullable(),
  sandbox: z.boolean(),
});
export type PayoutPreview = z.infer<typeof PayoutPreviewSchema>;

export const PayoutSchema = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  kind: z.enum(PAYOUT_KINDS),
  aggregator_id: z.number().int().nullable(),
  source: z.enum(PAYOUT_SOURCES),
  rail: z.enum(RAILS),
  account_id: z.number().int(),
  account_name: z.string(),
  destination_title: z.string().nullable(),
  amount: z.string(),
  fee: z.string(),
  status: PayoutStatusSchema,
  reason: z.string().nullable(),
  created_by: z.string().nullable(),
  approved_by: z.string().nullable(),
  external_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  sandbox: z.boolean(),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const PayoutEventSchema = z.object({
  status: PayoutStatusSchema,
  reason: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export const PayoutDetailSchema = PayoutSchema.extend({ events: z.array(PayoutEventSchema) });

/** `GET /payouts`: the park's payouts, newest first, paged on the server; every filter optional. */
export const PayoutsQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.partial().shape).extend({
  driver_id: RowIdQuerySchema.optional().describe('Водитель'),
  account_id: RowIdQuerySchema.optional().describe('Счёт парка, с которого выплата'),
  aggregator_id: RowIdQuerySchema.optional().describe('Агрегатор (вывод с баланса агрегатора)'),
  batch_id: RowIdQuerySchema.optional().describe('Массовая выплата'),
  rail: z.enum(RAILS).optional().describe('Способ выплаты'),
  status: PayoutStatusSchema.optional().describe('Статус'),
  kind: z.enum(PAYOUT_KINDS).optional().describe('Вид выплаты'),
  search: z.string().trim().max(100).optional().describe('ФИО или телефон водителя, номер выплаты'),
  sortcolumn: z.enum(['created_at', 'amount', 'status']).optional(),
  sort: SortOrderSchema.optional(),
});
export type PayoutsQuery = z.infer<typeof PayoutsQuerySchema>;

export const PayoutsResponseSchema = z.object({
  payouts: z.array(PayoutSchema),
  total: z.number().int(),
  pages: z.number().int(),
});

// ---- bulk payouts: a list picked on a screen or a file (xlsx/csv) ----------------------------

export const PAYOUT_BULK_ENDPOINTS = {
  /** POST: checks the rows (JSON `{rows}`, or a file as `{file_name, content_base64}`); nothing is written. */
  preview: '/payouts/bulk/preview',
  /** POST (Idempotency-Key): creates the checked rows' payouts as one batch. */
  create: '/payouts/bulk',
} as const;

/** A row as a list or a file gives it: the driver by id or phone, the sum as typed. */
export const BulkPayoutRowSchema = z.object({
  driver_id: RowIdSchema.nullable().optional(),
  phone: z.string().max(32).nullable().optional(),
  amount: z.string().max(32),
});

export const BulkPayoutRequestSchema = z.union([
  z.object({ rows: z.array(BulkPayoutRowSchema).min(1).max(10_000), kind: z.enum(PAYOUT_KINDS).default('driver') }),
  z.object({ file_name: z.string().max(200), content_base64: z.string().max(14_000_000), kind: z.enum(PAYOUT_KINDS).default('driver') }),
]);

export const BulkPayoutCheckedRowSchema = z.object({
  /** The row's number in the list or file (1-based, as a spreadsheet shows it). */
  row: z.number().int(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  amount: z.string().nullable(),
  fee: z.string().nullable(),
  /** Russian errors of the row; empty when it can be paid. */
  errors: z.array(z.string()),
});

export const BulkPayoutPreviewSchema = z.object({
  rows: z.array(BulkPayoutCheckedRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  total_amount: z.string(),
  total_fee: z.string(),
});

export const BulkPayoutResultSchema = z.object({
  batch_id: z.number().int(),
  created: z.number().int(),
  total_amount: z.string(),
});

// ---- a rail's notification (engine) ----------------------------------------------------------

export const PayoutWebhookParamsSchema = z.object({ rail: RailSchema });

/** What a rail's notification did: moved a payout, was a replay, was old news, or named no payout of ours. */
export const PayoutWebhookAnswerSchema = z.object({
  outcome: z.enum(['applied', 'replayed', 'stale', 'unknown_reference']),
});
