/** The resource's table, server only; drizzle-kit reads every resource folder's table.ts (drizzle.config.ts). */
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../server/db/columns';
import { parkId } from '../../../server/db/core.schema';

/** A driver group (work rule): its drivers and step commissions are the groups section's (groups.schema.ts). */
export const driverGroups = pgTable(
  'driver_groups',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('driver_groups_park_name').on(table.taxisId, table.name)],
);
