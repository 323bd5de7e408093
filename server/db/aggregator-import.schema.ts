/**
 * A park's live connection to an aggregator's API (issue 12 §1): its credentials, the state of
 * the scheduled import (cursor, counts, last error) and the aggregator's transactions as they were
 * imported. The API key is kept sealed (server/integrations/aggregators/secret-box.ts) and only its
 * last four characters are ever answered.
 */
import { bigserial, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bigId, createdAt, kopecks } from './columns';
import { parkId } from './core.schema';
import { AGGREGATOR_IMPORT_PHASES, AGGREGATOR_IMPORT_STATUSES } from '../../schemas/aggregator-import';
import { driverGroups } from '../../resources/groups/groups/table';
import { aggregators, drivers, ledgerEntries } from './fleet.schema';

/** One set of credentials per aggregator of a park (Yandex Fleet: client id, API key, park id). */
export const aggregatorCredentials = pgTable('aggregator_credentials', {
  aggregatorId: integer('aggregator_id')
    .primaryKey()
    .references(() => aggregators.id),
  taxisId: parkId(),
  /** X-Client-ID, `taxi/park/{park_id}`. */
  clientId: text('client_id').notNull(),
  /** X-Park-ID. */
  externalParkId: text('external_park_id').notNull(),
  /** The API key, sealed: `v1:<iv>:<tag>:<data>` with AGGREGATOR_SECRETS_KEY, else `plain:<key>`. */
  apiKeySealed: text('api_key_sealed').notNull(),
  /** What the API answers instead of the key. */
  apiKeyLast4: text('api_key_last4').notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at'),
});

/**
 * The import of one aggregator of a park. A run imports the window [window_from, window_to) in
 * three phases (drivers by offset, then orders and transactions by cursor); each page is
 * committed together with the position after it, so a run cut short resumes where it stopped.
 */
export const aggregatorImports = pgTable('aggregator_imports', {
  aggregatorId: integer('aggregator_id')
    .primaryKey()
    .references(() => aggregators.id),
  taxisId: parkId(),
  status: text('status', { enum: AGGREGATOR_IMPORT_STATUSES }).notNull().default('idle'),
  phase: text('phase', { enum: AGGREGATOR_IMPORT_PHASES }).notNull().default('drivers'),
  windowFrom: at('window_from'),
  windowTo: at('window_to'),
  driversOffset: integer('drivers_offset').notNull().default(0),
  ordersCursor: text('orders_cursor'),
  transactionsCursor: text('transactions_cursor'),
  /** The platform's driver count, from the last drivers page. */
  driversTotal: integer('drivers_total'),
  driversImported: integer('drivers_imported').notNull().default(0),
  tripsImported: integer('trips_imported').notNull().default(0),
  /** Already imported, not final yet, or of a driver the import does not know. */
  tripsSkipped: integer('trips_skipped').notNull().default(0),
  transactionsImported: integer('transactions_imported').notNull().default(0),
  /** The first line of the last failure (no key, no personal data). */
  lastError: text('last_error'),
  failures: integer('failures').notNull().default(0),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
  /** The end of the last window imported in full: the next run starts there. */
  importedUntil: at('imported_until'),
  nextRunAt: at('next_run_at'),
  /** A runner holds the import until then (several API processes share the work). */
  leaseUntil: at('lease_until'),
  updatedAt: at('updated_at'),
});

/** An aggregator's transaction as imported; posted to the ledger when it is the park's own. */
export const aggregatorTransactions = pgTable(
  'aggregator_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    externalId: text('external_id').notNull(),
    driverId: bigId('driver_id').references(() => drivers.id),
    externalDriverId: text('external_driver_id'),
    externalOrderId: text('external_order_id'),
    categoryId: text('category_id').notNull(),
    categoryName: text('category_name'),
    amountKop: kopecks('amount_kop').notNull(),
    description: text('description'),
    /** platform, dispatcher, fleet-api, tech-support. */
    createdByIdentity: text('created_by_identity'),
    /** The ledger entry it was posted as (the park's own charges); null when it was not. */
    ledgerEntryId: bigId('ledger_entry_id').references(() => ledgerEntries.id),
    eventAt: at('event_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('aggregator_transactions_external').on(table.aggregatorId, table.externalId),
    index('aggregator_transactions_park_time').on(table.taxisId, table.eventAt.desc().nullsFirst()),
  ],
);

/**
 * The aggregator's own driver groups (Yandex Fleet work rules) and the park group each maps to:
 * the import puts a driver of that rule in that group, so the group's step commissions apply.
 */
export const aggregatorWorkRules = pgTable(
  'aggregator_work_rules',
  {
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    taxisId: parkId(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    groupId: integer('group_id').references(() => driverGroups.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at'),
  },
  (table) => [primaryKey({ columns: [table.aggregatorId, table.externalId] })],
);
