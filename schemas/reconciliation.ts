/**
 * Bank statements and the reconciliation of payouts (issue 13): the import of a statement
 * (`/payments/import`: a 1C exchange file or xlsx, matched line by line to our payouts) and the
 * reconciliation (`/payments/reconciliation`: runs and the mismatches between our ledger, the
 * bank's statement and the self-employed drivers' receipts).
 */
import { z } from 'zod';
import { t } from '../texts/t';
import { IsoDateSchema, PageQuerySchema, RowIdQuerySchema, RowIdSchema } from './lists';
import { MoneySchema } from './money';
import { RailSchema } from './payouts';

export const STATEMENT_FORMATS = ['one_c', 'xlsx', 'rail'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * A line against our payouts: `matched`; `sum_differs` (found, another sum); `not_in_books`
 * (the bank paid it, no payout of ours); `incoming` (money in: not a payout).
 */
export const STATEMENT_LINE_MATCHES = ['matched', 'sum_differs', 'not_in_books', 'incoming'] as const;
export type StatementLineMatch = (typeof STATEMENT_LINE_MATCHES)[number];

/** How a line found its payout: our reference or the rail's operation id in the purpose, else sum + day + recipient. */
export const MATCH_METHODS = ['reference', 'external_id', 'sum_date_recipient'] as const;
export type MatchMethod = (typeof MATCH_METHODS)[number];

export const MISMATCH_KINDS = ['paid_not_in_ledger', 'in_ledger_not_paid', 'sum_differs', 'receipt_missing'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const RUN_SOURCES = ['job', 'staff'] as const;
export type RunSource = (typeof RUN_SOURCES)[number];

/** Largest statement file, most lines in one, longest period of a run started by hand. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STATEMENT_MAX_LINES = 20_000;
export const RUN_MAX_DAYS = 31;

export const RECONCILIATION_ENDPOINTS = {
  /** GET: the park's accounts a statement can be for. */
  accounts: '/payments/statements/accounts',
  /** GET: imported statements, newest first; POST: import one. */
  statements: '/payments/statements',
  /** GET: one statement with its lines and the payouts it lacks. */
  statement: '/payments/statements/:id',
  /** POST: a person confirms a line's payout (recorded; the payout's status is the engine's). */
  confirm: '/payments/statements/:id/lines/:lineId/confirm',
  /** GET: runs, newest first; POST: run for a period now. */
  runs: '/payments/reconciliation/runs',
  run: '/payments/reconciliation/runs/:id',
  mismatches: '/payments/reconciliation/runs/:id/mismatches',
  export: '/payments/reconciliation/runs/:id/mismatches/export',
} as const;

export const StatementAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rail: RailSchema,
  public_id: z.string(),
});
export const StatementAccountsSchema = z.object({ accounts: z.array(StatementAccountSchema) });
export type StatementAccount = z.infer<typeof StatementAccountSchema>;

export const StatementUploadSchema = z.object({
  account_id: RowIdSchema.describe('Счёт парка, по которому выписка'),
  file_name: z.string().trim().min(1, t('reconciliation.file.fileName')).max(255),
  /** The file's bytes, base64 (the cabinet takes no multipart); the format is told by its content. */
  content_base64: z.string().min(1, t('reconciliation.file.empty')).describe('Файл выписки (1CClientBankExchange или xlsx) в base64'),
});
export type StatementUpload = z.infer<typeof StatementUploadSchema>;

export const StatementSummarySchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  account_name: z.string(),
  format: z.enum(STATEMENT_FORMATS),
  file_name: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  opening: MoneySchema.nullable(),
  closing: MoneySchema.nullable(),
  lines_total: z.number().int(),
  matched: z.number().int(),
  /** Lines with another sum or not in our books. */
  mismatched: z.number().int(),
  user_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type StatementSummary = z.infer<typeof StatementSummarySchema>;

export const StatementLineSchema = z.object({
  id: z.number().int(),
  line: z.number().int(),
  number: z.string(),
  day: z.string(),
  amount: MoneySchema,
  incoming: z.boolean(),
  counterparty: z.string().nullable(),
  purpose: z.string(),
  match: z.enum(STATEMENT_LINE_MATCHES),
  matched_by: z.enum(MATCH_METHODS).nullable(),
  payout_id: z.number().int().nullable(),
  payout_amount: MoneySchema.nullable(),
  payout_status: z.string().nullable(),
  driver_name: z.string().nullable(),
  /** The bank shows it paid while our payout is still open: the payout engine moves it, not the import. */
  note: z.string().nullable(),
  confirmed_at: z.iso.datetime().nullable(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

/** A completed payout of the account in the statement's period that the statement lacks. */
export const MissingPayoutSchema = z.object({
  payout_id: z.number().int(),
  driver_name: z.string(),
  amount: MoneySchema,
  completed_at: z.iso.datetime().nullable(),
});

export const StatementDetailSchema = StatementSummarySchema.extend({
  /** The same file was imported before: nothing changed. */
  already_imported: z.boolean(),
  lines: z.array(StatementLineSchema),
  missing: z.array(MissingPayoutSchema),
});
export type StatementDetail = z.infer<typeof StatementDetailSchema>;

export const StatementsQuerySchema = PageQuerySchema.extend({
  account_id: RowIdQuerySchema.optional().describe('Счёт парка'),
});
export const StatementsResponseSchema = z.object({
  statements: z.array(StatementSummarySchema),
  total: z.number().int(),
  pages: z.number().int(),
});

export const StatementLineParamsSchema = z.object({ id: RowIdQuerySchema, lineId: RowIdQuerySchema });

// ---- reconciliation ------------------------------------------------------------------------

export const RunRequestSchema = z.object({
  date_from: IsoDateSchema.describe('Первый день периода (день парка)'),
  date_to: IsoDateSchema.describe('Последний день периода (день парка)'),
});
export type RunRequest = z.infer<typeof RunRequestSchema>;

export const RunSchema = z.object({
  id: z.number().int(),
  period_from: z.string(),
  period_to: z.string(),
  source: z.enum(RUN_SOURCES),
  user_name: z.string().nullable(),
  payouts_checked: z.number().int(),
  mismatches: z.number().int(),
  receipts_checked: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Run = z.infer<typeof RunSchema>;

export const RunsQuerySchema = PageQuerySchema;
export const RunsResponseSchema = z.object({ runs: z.array(RunSchema), total: z.number().int(), pages: z.number().int() });

export const MismatchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MISMATCH_KINDS),
  day: z.string(),
  payout_id: z.number().int().nullable(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  ledger: MoneySchema.nullable(),
  bank: MoneySchema.nullable(),
  details: z.string(),
});
export type Mismatch = z.infer<typeof MismatchSchema>;

export const MismatchesQuerySchema = PageQuerySchema.extend({
  kind: z.enum(MISMATCH_KINDS).optional().describe('Вид расхождения'),
  day: IsoDateSchema.optional().describe('День, ГГГГ-ММ-ДД'),
});
export type MismatchesQuery = z.infer<typeof MismatchesQuerySchema>;
export const MismatchesExportQuerySchema = MismatchesQuerySchema.pick({ kind: true, day: true });
export type MismatchesExportQuery = z.infer<typeof MismatchesExportQuerySchema>;

export const MismatchesResponseSchema = z.object({
  run: RunSchema,
  mismatches: z.array(MismatchSchema),
  total: z.number().int(),
  pages: z.number().int(),
});
