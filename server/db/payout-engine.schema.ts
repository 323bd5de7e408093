/**
 * The payout engine's own table beyond the foundation (payouts.schema.ts): the rails'
 * notifications already applied. A rail may post the same notification twice or late; its event
 * id is kept here, so a replay changes nothing.
 */
import { bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RAILS } from '../../schemas/payouts';
import { bigId, createdAt } from './columns';
import { parkId } from './core.schema';
import { payouts } from './payouts.schema';

export const payoutRailEvents = pgTable(
  'payout_rail_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    rail: text('rail', { enum: RAILS }).notNull(),
    /** The rail's id of the notification. */
    eventId: text('event_id').notNull(),
    payoutId: bigId('payout_id')
      .notNull()
      .references(() => payouts.id),
    /** The state the notification reported (the rail's word), whether it moved the payout or not. */
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payout_rail_events_event').on(table.rail, table.eventId),
    index('payout_rail_events_payout').on(table.payoutId),
  ],
);
