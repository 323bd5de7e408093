/** The resource's table, server only; drizzle-kit reads every resource folder's table.ts (drizzle.config.ts). */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day } from '../../../server/db/columns';
import { parkId } from '../../../server/db/core.schema';

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
