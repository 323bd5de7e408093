/**
 * The self-employed guardian (issue 13): each self-employed driver's НПД status as the tax service
 * last confirmed it, the queue of checks sent to it (the service throttles to about two a minute,
 * so checks wait their turn), who issues the receipts of each driver's income, the receipts due for
 * completed payouts, and the income per driver and calendar year against the 2,400,000 ₽ limit.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { NPD_CHECK_REASONS, NPD_CHECK_STATES, NPD_ISSUERS, NPD_STATUSES, RECEIPT_STATES } from '../../schemas/npd';
import { at, bigId, createdAt, day, kopecks } from './columns';
import { parkId } from './core.schema';
import { drivers } from './fleet.schema';
import { payouts } from './payouts.schema';

/** A driver's status as the tax service last answered it; no row = never checked (unknown). */
export const npdStatuses = pgTable(
  'npd_statuses',
  {
    driverId: bigId('driver_id')
      .primaryKey()
      .references(() => drivers.id),
    taxisId: parkId(),
    status: text('status', { enum: NPD_STATUSES }).notNull(),
    /** The day the service confirmed the status for (its `requestDate`); null when it did not answer. */
    confirmedOn: day('confirmed_on'),
    /** When we last asked; the status is checked again once this is older than NPD_STALE_DAYS. */
    checkedAt: at('checked_at').notNull(),
    /** The service's own words, or why it gave none (Russian, no ИНН in it). */
    answer: text('answer'),
  },
  (table) => [index('npd_statuses_checked').on(table.checkedAt)],
);

/**
 * Checks waiting for the tax service and those sent: one queued check per driver at most; `sentAt`
 * of the done ones is what keeps the queue under the service's throttle across processes.
 */
export const npdChecks = pgTable(
  'npd_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    reason: text('reason', { enum: NPD_CHECK_REASONS }).notNull(),
    state: text('state', { enum: NPD_CHECK_STATES }).notNull().default('queued'),
    requestedAt: at('requested_at').notNull(),
    sentAt: at('sent_at'),
    /** The status the answer gave (null: the service refused or did not answer). */
    result: text('result', { enum: NPD_STATUSES }),
  },
  (table) => [
    uniqueIndex('npd_checks_one_queued').on(table.driverId).where(sql`${table.state} = 'queued'`),
    index('npd_checks_queue').on(table.requestedAt, table.id).where(sql`${table.state} = 'queued'`),
    index('npd_checks_sent').on(table.sentAt).where(sql`${table.sentAt} is not null`),
    index('npd_checks_driver').on(table.taxisId, table.driverId, table.id.desc()),
  ],
);

/** Who issues the receipts of a driver's income: one row per driver; none = the driver (DEFAULT_NPD_ISSUER). */
export const npdIssuers = pgTable('npd_issuers', {
  driverId: bigId('driver_id')
    .primaryKey()
    .references(() => drivers.id),
  taxisId: parkId(),
  issuer: text('issuer', { enum: NPD_ISSUERS }).notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The receipt due for one completed payout (one per payout), with the issuer named when it completed. */
export const npdReceipts = pgTable(
  'npd_receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    payoutId: bigId('payout_id')
      .notNull()
      .references(() => payouts.id),
    amountKop: kopecks('amount_kop').notNull(),
    incomeAt: at('income_at').notNull(),
    /** The park-local calendar year the income counts in. */
    year: integer('year').notNull(),
    /** By the 9th of the month after the income (park-local). */
    dueOn: day('due_on').notNull(),
    issuer: text('issuer', { enum: NPD_ISSUERS }).notNull(),
    state: text('state', { enum: RECEIPT_STATES }).notNull().default('due'),
    receiptNumber: text('receipt_number'),
    receiptUrl: text('receipt_url'),
    issuedAt: at('issued_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('npd_receipts_payout').on(table.payoutId),
    index('npd_receipts_park_state').on(table.taxisId, table.state, table.dueOn, table.id),
    index('npd_receipts_driver').on(table.taxisId, table.driverId, table.id.desc()),
    index('npd_receipts_due').on(table.dueOn).where(sql`${table.state} = 'due'`),
  ],
);

/** The income the park paid each self-employed driver per park-local calendar year. */
export const npdIncome = pgTable(
  'npd_income',
  {
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    year: integer('year').notNull(),
    taxisId: parkId(),
    incomeKop: kopecks('income_kop').notNull().default(0),
    receipts: integer('receipts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.driverId, table.year] })],
);
