/**
 * Payouts (issue 13): the park's accounts on the rails money leaves by, what each driver is paid
 * to, the payouts themselves with their history, the outbox a worker sends them through, and the
 * park's payout settings (default rail per kind, who may send and up to what sum, notifications).
 * A payout's amount and fee are held on the driver (`drivers.held_kop`) while it is open, and
 * reach the ledger only when it completes: withdrawable = balance − blocked − held − limit.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DESTINATION_KINDS, PAYOUT_KINDS, PAYOUT_SOURCES, PAYOUT_STATUSES, RAILS } from '../../schemas/payouts';
import { at, bigId, createdAt, kopecks } from './columns';
import { parkId, users } from './core.schema';
import { aggregators, drivers } from './fleet.schema';

export const PAYOUT_ACCOUNT_STATUSES = ['active', 'pending', 'blocked', 'closed'] as const;

/**
 * An account of the park on one rail: a bank account (Точка, Т-Банк, Альфа), a card provider's
 * merchant (CloudPayments `cloud_public_id`, ypmn `ypmn_merchant_id`, kept in `public_id`), an SBP
 * connection, a nominal account, or the closed Qiwi wallet whose history stays.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    rail: text('rail', { enum: RAILS }).notNull(),
    name: text('name').notNull(),
    /** The account number, merchant id or public id the rail knows the account by. */
    publicId: text('public_id').notNull(),
    active: boolean('active').notNull().default(true),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default('active'),
    /** No real rail is called: the sandbox answers, and the screens say «Тестовый режим». */
    sandbox: boolean('sandbox').notNull().default(true),
    /** The rail's balance as last read (statement or balance call), with when. */
    balanceKop: kopecks('balance_kop'),
    balanceAt: at('balance_at'),
    /** The park's own limits under the bank's: null = the rail's. */
    perPaymentLimitKop: kopecks('per_payment_limit_kop'),
    perDayLimitKop: kopecks('per_day_limit_kop'),
    perRecipientDayLimitKop: kopecks('per_recipient_day_limit_kop'),
    /** What the park charges the driver per payout: basis points of the amount plus a fixed sum, at least the minimum. */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    feeFixedKop: kopecks('fee_fixed_kop').notNull().default(0),
    feeMinKop: kopecks('fee_min_kop').notNull().default(0),
    /** Rail-specific settings shown on the account's settings screen (БИК, signer, webhook, …). */
    settings: jsonb('settings').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** API credentials sealed with AGGREGATOR_SECRETS_KEY's box (never shown back). */
    credentialsSealed: text('credentials_sealed'),
    createdAt: createdAt(),
  },
  (table) => [index('payout_accounts_park').on(table.taxisId, table.rail, table.id)],
);

/** A nominal account's virtual account per park (`/payments/payment-virtual`). */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    /** The bank's id of the virtual account. */
    externalId: text('external_id').notNull(),
    balanceKop: kopecks('balance_kop').notNull().default(0),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('virtual_accounts_account').on(table.accountId, table.externalId)],
);

/**
 * What a driver is paid to. A card is a provider's token and its last four digits, never the
 * number; a bank account its requisites; SBP a phone and the bank's SBP id.
 */
export const payoutDestinations = pgTable(
  'payout_destinations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    kind: text('kind', { enum: DESTINATION_KINDS }).notNull(),
    /** How a person recognises it: «Карта •• 4242», «Сбербанк, +7 ••• ••-12-34». */
    title: text('title').notNull(),
    cardToken: text('card_token'),
    cardLast4: text('card_last4'),
    /** Which card provider issued the token (cloudpayments / ypmn). */
    cardRail: text('card_rail', { enum: RAILS }),
    accountNumber: text('account_number'),
    bik: text('bik'),
    bankName: text('bank_name'),
    recipientName: text('recipient_name'),
    sbpPhone: text('sbp_phone'),
    sbpBankId: text('sbp_bank_id'),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (table) => [index('payout_destinations_driver').on(table.taxisId, table.driverId, table.id)],
);

/** A bulk payout: a list picked on a screen or a file, confirmed as one. */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    fileName: text('file_name'),
    rows: integer('rows').notNull().default(0),
    totalKop: kopecks('total_kop').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payout_batches_key').on(table.taxisId, table.idempotencyKey)],
);

export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    kind: text('kind', { enum: PAYOUT_KINDS }).notNull().default('driver'),
    /** The aggregator whose balance a cashout pays out. */
    aggregatorId: integer('aggregator_id').references(() => aggregators.id),
    source: text('source', { enum: PAYOUT_SOURCES }).notNull(),
    rail: text('rail', { enum: RAILS }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    destinationId: bigId('destination_id').references(() => payoutDestinations.id),
    amountKop: kopecks('amount_kop').notNull(),
    /** The fee the driver pays, posted as its own ledger entry on completion. */
    feeKop: kopecks('fee_kop').notNull().default(0),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('created'),
    /** Why it failed, was stopped or refused, in Russian (a bank's reason as the bank gave it). */
    reason: text('reason'),
    /** The client's Idempotency-Key and a hash of its body: the same key with another body is 409. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    batchId: bigId('batch_id').references(() => payoutBatches.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id),
    approvedAt: at('approved_at'),
    /** The rail's id of the operation, once it answered. */
    externalId: text('external_id'),
    sentAt: at('sent_at'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_park_key').on(table.taxisId, table.idempotencyKey),
    index('payouts_park_list').on(table.taxisId, table.createdAt.desc(), table.id.desc()),
    index('payouts_park_driver').on(table.taxisId, table.driverId, table.createdAt.desc(), table.id.desc()),
    index('payouts_park_status').on(table.taxisId, table.status, table.createdAt.desc(), table.id.desc()),
    index('payouts_batch').on(table.batchId),
  ],
);

/** Every state a payout passed through, who or what moved it, and why. */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    payoutId: bigId('payout_id')
      .notNull()
      .references(() => payouts.id),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    reason: text('reason'),
    /** A staff member, or null for the rail, the worker or the driver. */
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('payout_events_payout').on(table.payoutId, table.id)],
);

export const PAYOUT_OUTBOX_ACTIONS = ['send', 'status'] as const;
export const PAYOUT_OUTBOX_STATES = ['pending', 'done'] as const;

/**
 * Calls to a rail, written in the same transaction as the payout's change. `reference` is our
 * durable id of the attempt: the rail gets it with the order, and a timeout or an unknown outcome
 * is settled by asking the rail about that reference, never by sending again blind.
 */
export const payoutOutbox = pgTable(
  'payout_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    payoutId: bigId('payout_id')
      .notNull()
      .references(() => payouts.id),
    action: text('action', { enum: PAYOUT_OUTBOX_ACTIONS }).notNull(),
    reference: text('reference').notNull(),
    attempt: smallint('attempt').notNull().default(1),
    state: text('state', { enum: PAYOUT_OUTBOX_STATES }).notNull().default('pending'),
    /** When the worker takes it next; also its lease while a worker holds it. */
    dueAt: at('due_at').notNull().defaultNow(),
    tries: smallint('tries').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payout_outbox_reference').on(table.reference),
    index('payout_outbox_due')
      .on(table.dueAt)
      .where(sql`${table.state} = 'pending'`),
    index('payout_outbox_payout').on(table.payoutId),
  ],
);

/** `/payments/access`: who of the staff may send payouts, and up to what sum without a second person. */
export const payoutStaffRules = pgTable(
  'payout_staff_rules',
  {
    taxisId: parkId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    maySend: boolean('may_send').notNull().default(false),
    /** A payout above it waits for another person's approval; null = no limit. */
    approvalLimitKop: kopecks('approval_limit_kop'),
    mayApprove: boolean('may_approve').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taxisId, table.userId] })],
);

/** `/payments/active-settings`: which account pays each kind of payout by default. */
export const payoutRailSettings = pgTable(
  'payout_rail_settings',
  {
    taxisId: parkId(),
    kind: text('kind', { enum: PAYOUT_KINDS }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taxisId, table.kind] })],
);

export const PAYOUT_NOTICE_EVENTS = ['low_balance', 'payout_failed', 'receipt_overdue', 'limit_near', 'approval_waiting'] as const;
export const PAYOUT_NOTICE_CHANNELS = ['cabinet', 'email', 'sms'] as const;

/** `/payments/notifications`: what the park is told about its payouts, and where. */
export const payoutNoticeSettings = pgTable(
  'payout_notice_settings',
  {
    taxisId: parkId(),
    event: text('event', { enum: PAYOUT_NOTICE_EVENTS }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    channels: text('channels', { enum: PAYOUT_NOTICE_CHANNELS }).array().notNull().default(sql`'{cabinet}'::text[]`),
    /** low_balance: below this account balance; limit_near: at this share of a limit, percent. */
    threshold: kopecks('threshold'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taxisId, table.event] })],
);
