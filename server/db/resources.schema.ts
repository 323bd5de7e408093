/**
 * Tables of the resource generator (server/lib/crud): one change history for every generated
 * resource, as the driver card keeps its own (driver_changes), keyed by resource name and id.
 */
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt } from './columns';
import { parkId } from './core.schema';

export const RESOURCE_CHANGE_ACTIONS = ['create', 'update', 'delete'] as const;

export const resourceChanges = pgTable(
  'resource_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    /** The declaration's name (its API path), e.g. `users`. */
    resource: text('resource').notNull(),
    recordId: bigId('record_id').notNull(),
    action: text('action', { enum: RESOURCE_CHANGE_ACTIONS }).notNull(),
    /** No foreign key: the history outlives the user who wrote it, and may be about users. */
    userId: integer('user_id'),
    userName: text('user_name').notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('resource_changes_record').on(table.taxisId, table.resource, table.recordId, table.id.desc())],
);
