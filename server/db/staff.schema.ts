/**
 * Tables of the users section beyond the users themselves: per-user access rules, the offer
 * documents the park sends to its drivers, with who got which, and the journal of the exports
 * that carried personal data.
 */
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ExportKind } from '../../schemas/resources/export-audit';
import { at, bigId, createdAt, day } from './columns';
import { parkId, users } from './core.schema';
import { drivers } from './fleet.schema';

/**
 * A section or page (`/drivers`, `/drivers/blacklist`) one user may not open while in one group,
 * although the group may (schemas/user-rules.ts). Kept per group: moving the user to another
 * group leaves these rules behind, they apply again if the user comes back.
 */
export const userAccessRules = pgTable(
  'user_access_rules',
  {
    taxisId: parkId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    groupId: smallint('group_id').notNull(),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId, table.path] })],
);

/** An offer document (договор оферты), one row per редакция: never edited once written. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The park's редакция number: 1, 2, ... in the order they were written. */
    version: integer('version').notNull(),
    effectiveFrom: day('effective_from').notNull(),
    /** Drivers this редакция was sent to, kept with each sending (the list shows it). */
    driversSent: integer('drivers_sent').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('offers_park_version').on(table.taxisId, table.version)],
);

/** Which driver got which offer, once: sending again never adds a second row. */
export const offerDeliveries = pgTable(
  'offer_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    sentAt: at('sent_at').notNull(),
    /** Who sent it; no foreign key, as in resource_changes: the record outlives the user. */
    sentBy: integer('sent_by'),
  },
  (table) => [
    uniqueIndex('offer_deliveries_offer_driver').on(table.offerId, table.driverId),
    index('offer_deliveries_park_driver').on(table.taxisId, table.driverId),
  ],
);

/**
 * One export of personal data (152-ФЗ): who, what, with which parameters, how many rows, when.
 * Written before the file's first byte goes out (an export that cannot be recorded is refused);
 * `row_count` is set once the last row is written. Read by group 1 at /users/exports.
 */
export const exportAudit = pgTable(
  'export_audit',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    /** No foreign key, as in resource_changes: the journal outlives the user. */
    userId: integer('user_id').notNull(),
    /** The user's name when they exported. */
    userName: text('user_name').notNull(),
    kind: text('kind').$type<ExportKind>().notNull(),
    /** The export's query as the server read it (filters, period, sort), no secrets. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** The same in Russian, as the journal shows it. */
    parameters: text('parameters').notNull(),
    rowCount: integer('row_count'),
    createdAt: createdAt(),
  },
  (table) => [index('export_audit_park_created').on(table.taxisId, table.createdAt.desc(), table.id.desc())],
);
