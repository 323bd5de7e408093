/** The resource's table, server only; drizzle-kit reads every resource folder's table.ts (drizzle.config.ts). */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ExportKind } from '../../../schemas/export-kinds';
import { createdAt } from '../../../server/db/columns';
import { parkId } from '../../../server/db/core.schema';

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
