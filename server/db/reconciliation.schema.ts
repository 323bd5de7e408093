/**
 * Bank statements and the reconciliation of payouts (issue 13): a statement the park imports
 * (`/payments/import`, a 1C exchange file or xlsx) with its lines, each matched to one of our
 * payouts; and the reconciliation runs (daily, or started by hand for a period) with every
 * mismatch they found between our ledger, the bank's statement and the self-employed receipts.
 * Payouts' own status is never written here: the payout engine moves a payout.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  MATCH_METHODS,
  MISMATCH_KINDS,
  RUN_SOURCES,
  STATEMENT_FORMATS,
  STATEMENT_LINE_MATCHES,
} from '../../schemas/reconciliation';
import { at, bigId, createdAt, day, kopecks } from './columns';
import { parkId, users } from './core.schema';
import { drivers } from './fleet.schema';
import { payoutAccounts, payouts } from './payouts.schema';

export const bankStatements = pgTable(
  'bank_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    format: text('format', { enum: STATEMENT_FORMATS }).notNull(),
    fileName: text('file_name').notNull(),
    /** sha256 of the file's bytes: the same file for the same account is taken once. */
    fileHash: text('file_hash').notNull(),
    /** The account number the file names, when it does. */
    fileAccount: text('file_account'),
    periodFrom: day('period_from').notNull(),
    periodTo: day('period_to').notNull(),
    openingKop: kopecks('opening_kop'),
    closingKop: kopecks('closing_kop'),
    linesTotal: integer('lines_total').notNull().default(0),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_statements_file').on(table.taxisId, table.accountId, table.fileHash),
    index('bank_statements_park').on(table.taxisId, table.id.desc()),
    index('bank_statements_period').on(table.accountId, table.periodFrom, table.periodTo),
  ],
);

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    statementId: bigId('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    /** Where the line is in the file: the document's first line (1C) or its row (xlsx). */
    line: integer('line').notNull(),
    number: text('number').notNull(),
    day: day('day').notNull(),
    /** Positive kopecks; `incoming` says the money came in. */
    amountKop: kopecks('amount_kop').notNull(),
    incoming: boolean('incoming').notNull().default(false),
    counterparty: text('counterparty'),
    counterpartyInn: text('counterparty_inn'),
    counterpartyAccount: text('counterparty_account'),
    purpose: text('purpose').notNull(),
    match: text('match', { enum: STATEMENT_LINE_MATCHES }).notNull(),
    payoutId: bigId('payout_id').references(() => payouts.id),
    matchedBy: text('matched_by', { enum: MATCH_METHODS }),
    /** Our payout's amount when it was matched (a different sum shows both). */
    payoutAmountKop: kopecks('payout_amount_kop'),
    /** A person confirmed the match; the payout's status stays the payout engine's to move. */
    confirmedAt: at('confirmed_at'),
    confirmedByUserId: integer('confirmed_by_user_id').references(() => users.id),
  },
  (table) => [
    index('bank_statement_lines_statement').on(table.statementId, table.line),
    index('bank_statement_lines_payout')
      .on(table.payoutId)
      .where(sql`${table.payoutId} IS NOT NULL`),
  ],
);

export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    periodFrom: day('period_from').notNull(),
    periodTo: day('period_to').notNull(),
    source: text('source', { enum: RUN_SOURCES }).notNull(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name'),
    payoutsChecked: integer('payouts_checked').notNull().default(0),
    mismatches: integer('mismatches').notNull().default(0),
    /** False when no receipt data was there to check (the self-employed module not connected). */
    receiptsChecked: boolean('receipts_checked').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('reconciliation_runs_park').on(table.taxisId, table.id.desc()),
    // The daily job reconciles each park's day once, however many processes run it.
    uniqueIndex('reconciliation_runs_daily')
      .on(table.taxisId, table.periodFrom)
      .where(sql`${table.source} = 'job'`),
  ],
);

export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    runId: bigId('run_id')
      .notNull()
      .references(() => reconciliationRuns.id),
    kind: text('kind', { enum: MISMATCH_KINDS }).notNull(),
    day: day('day').notNull(),
    payoutId: bigId('payout_id').references(() => payouts.id),
    driverId: bigId('driver_id').references(() => drivers.id),
    statementLineId: bigId('statement_line_id').references(() => bankStatementLines.id),
    /** What our ledger says was paid (positive), and what the bank says. */
    ledgerKop: kopecks('ledger_kop'),
    bankKop: kopecks('bank_kop'),
    /** Who was paid and why, as the bank's line or our payout says it. */
    details: text('details').notNull().default(''),
  },
  (table) => [
    index('reconciliation_mismatches_run').on(table.runId, table.id),
    index('reconciliation_mismatches_park_kind').on(table.taxisId, table.runId, table.kind, table.id),
  ],
);

export type BankStatementRow = typeof bankStatements.$inferSelect;
export type BankStatementLineRow = typeof bankStatementLines.$inferSelect;
export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;
export type ReconciliationMismatchRow = typeof reconciliationMismatches.$inferSelect;
