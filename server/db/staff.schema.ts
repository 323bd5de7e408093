/**
 * Tables of the users section beyond the users themselves and its resources' own tables
 * (each folder's table.ts under resources/users): per-user access rules and who got which offer document.
 */
import { bigserial, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { offers } from '../../resources/users/offers/table';
import { at, bigId, createdAt } from './columns';
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

