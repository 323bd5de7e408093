/**
 * A manual ("handy") aggregator's uploaded registries (issue 12 §1): each upload is kept with its
 * checked rows (`rows`, what the preview showed) so that confirming applies exactly what was
 * previewed; one file (by its content hash) is applied at most once per aggregator.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REGISTRY_STATUSES } from '../../schemas/registry';
import { at, createdAt, kopecks } from './columns';
import { parkId, users } from './core.schema';
import { aggregators } from './fleet.schema';

/** A checked row as kept with its upload (registry-rows.ts `CheckedRow`). */
export interface StoredRegistryRow {
  line: number;
  order: string | null;
  bookedAt: string | null;
  driverId: number | null;
  driverName: string | null;
  driverText: string | null;
  priceKop: number | null;
  paymentMethod: string | null;
  aggregatorCommissionKop: number | null;
  payoutKop: number | null;
  addressFrom: string | null;
  addressTo: string | null;
  fraudReason: string | null;
  errors: { column: string; message: string; value: string | null }[];
  skipped: boolean;
}

export const aggregatorRegistries = pgTable(
  'aggregator_registries',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    fileName: text('file_name').notNull(),
    /** sha256 of the file's bytes, hex. */
    fileHash: text('file_hash').notNull(),
    status: text('status', { enum: REGISTRY_STATUSES }).notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<StoredRegistryRow[]>().notNull(),
    rowsTotal: integer('rows_total').notNull(),
    errorRows: integer('error_rows').notNull(),
    skippedRows: integer('skipped_rows').notNull().default(0),
    tripsApplied: integer('trips_applied').notNull().default(0),
    priceKop: kopecks('price_kop').notNull().default(0),
    aggregatorCommissionKop: kopecks('aggregator_commission_kop').notNull().default(0),
    payoutKop: kopecks('payout_kop').notNull().default(0),
    parkCommissionKop: kopecks('park_commission_kop').notNull().default(0),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
    appliedAt: at('applied_at'),
  },
  (table) => [
    index('aggregator_registries_aggregator').on(table.aggregatorId, table.id.desc().nullsFirst()),
    uniqueIndex('aggregator_registries_applied_file')
      .on(table.aggregatorId, table.fileHash)
      .where(sql`${table.status} = 'applied'`),
  ],
);
