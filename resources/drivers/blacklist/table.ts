/** The resource's table, server only; drizzle-kit reads every resource folder's table.ts (drizzle.config.ts). */
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt } from '../../../server/db/columns';
import { parkId, users } from '../../../server/db/core.schema';
import { drivers } from '../../../server/db/fleet.schema';

/** The park's blacklist: people (drivers or not) the park will not work with. */
export const blacklistEntries = pgTable(
  'blacklist_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id').references(() => drivers.id),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    licenceNumber: text('licence_number'),
    reason: text('reason').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('blacklist_park_time').on(table.taxisId, table.createdAt.desc().nullsFirst()),
    index('blacklist_park_phone').on(table.taxisId, table.phone),
    index('blacklist_park_licence').on(table.taxisId, table.licenceNumber),
  ],
);
