/**
 * What the sandbox rails "know" (issue 13): each sandbox is a bank or a card provider of its own,
 * so its memory lives in its own tables, apart from our payouts. A restarted process finds every
 * order the rail took, its planned course (signature, completion hours later, a 161-ФЗ hold, a
 * return) and the notifications still to post: the crash-recovery proofs of the payout engine ask
 * this memory, never ours. Rows carry the park of the account (row-level security as any park's
 * table); the account is the rail's own idea of it (payout_accounts.id, no foreign key: a bank does
 * not know our tables).
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RAILS } from '../../schemas/payouts';
import { at, bigId, kopecks } from './columns';
import { parkId } from './core.schema';

/**
 * `payout`: an order the rail took (or refused: it then failed at once); `topup`: money the park
 * put on the account; `lost`: an order that timed out before the rail took it (the rail never
 * answers for it: its status is `unknown`, and it is in no statement).
 */
export const SANDBOX_OPERATION_KINDS = ['payout', 'topup', 'lost'] as const;
export type SandboxOperationKind = (typeof SANDBOX_OPERATION_KINDS)[number];

/** One step of an order's planned course: its state from `afterMs` after the order started. */
export interface SandboxPlanStep {
  state: 'accepted' | 'suspended' | 'completed' | 'failed' | 'returned';
  afterMs: number;
  reason: string | null;
}

/** Where the order pays to, as the rail keeps it (a card's token and last digits, never a number). */
export interface SandboxDestination {
  kind: 'card' | 'bank_account' | 'sbp';
  cardToken?: string;
  cardLast4?: string;
  accountNumber?: string;
  bik?: string;
  phone?: string;
  bankId?: string;
  recipientName?: string;
}

export const sandboxRailOperations = pgTable(
  'sandbox_rail_operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    rail: text('rail', { enum: RAILS }).notNull(),
    accountId: integer('account_id').notNull(),
    kind: text('kind', { enum: SANDBOX_OPERATION_KINDS }).notNull(),
    reference: text('reference').notNull(),
    /**
     * The rail still answers for the reference. CloudPayments forgets a reference after an hour:
     * a send with it then is a new payment, and the old row stops being the reference's.
     */
    remembered: boolean('remembered').notNull().default(true),
    externalId: text('external_id').notNull(),
    amountKop: kopecks('amount_kop').notNull(),
    /** The rail's fee for the order, charged with it on completion. */
    feeKop: kopecks('fee_kop').notNull().default(0),
    destination: jsonb('destination').$type<SandboxDestination>(),
    /** Who is paid, for the per-recipient daily limits (a card token, account+БИК, a phone). */
    recipientKey: text('recipient_key'),
    recipientInn: text('recipient_inn'),
    purpose: text('purpose').notNull(),
    /** The order's course from its start; empty for a top-up. */
    plan: jsonb('plan').$type<SandboxPlanStep[]>().notNull().default([]),
    receivedAt: at('received_at').notNull(),
    /**
     * When the order started its course: at receipt, or when the park's signer confirmed it
     * (Точка); null while it waits for the signature.
     */
    startedAt: at('started_at'),
    /** The plan's moments, written once the start is known (the statement and the limits read them). */
    completedAt: at('completed_at'),
    failedAt: at('failed_at'),
    returnedAt: at('returned_at'),
  },
  (table) => [
    uniqueIndex('sandbox_rail_operations_reference')
      .on(table.rail, table.accountId, table.reference)
      .where(sql`${table.remembered}`),
    index('sandbox_rail_operations_day').on(table.rail, table.accountId, table.receivedAt),
    index('sandbox_rail_operations_recipient').on(table.rail, table.accountId, table.recipientKey, table.receivedAt),
    index('sandbox_rail_operations_reference_any').on(table.rail, table.reference),
  ],
);

/**
 * The notifications a rail posts about its orders, signed as it signs them, due at their times;
 * some twice (the same event id), some out of order. Delivered by `deliverDueWebhooks`.
 */
export const sandboxRailNotifications = pgTable(
  'sandbox_rail_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    rail: text('rail', { enum: RAILS }).notNull(),
    operationId: bigId('operation_id')
      .notNull()
      .references(() => sandboxRailOperations.id),
    eventId: text('event_id').notNull(),
    /** The body exactly as posted (the signature covers these bytes). */
    body: text('body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    dueAt: at('due_at').notNull(),
    /** A delivery in progress: others leave the row alone until then. */
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: at('delivered_at'),
  },
  (table) => [
    index('sandbox_rail_notifications_due')
      .on(table.dueAt, table.id)
      .where(sql`${table.deliveredAt} is null`),
    index('sandbox_rail_notifications_operation').on(table.operationId),
  ],
);
