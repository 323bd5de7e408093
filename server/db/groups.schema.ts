/**
 * Step commissions of the park's driver groups (schemas/commissions.ts): one commission per
 * owner and type, with its active_status, and its steps. `group_id` 0 is the pseudo group 'Все
 * водители' (the park's own commissions), so it is a plain column, not a foreign key; a group's
 * commissions go with it (its delete hook). Money in kopecks; a percent step's `commission` in
 * basis points, a fixed one's in kopecks.
 */
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMMISSION_TYPES, STEP_COMMISSION_TYPES } from '../../schemas/commissions';
import { at, createdAt, kopecks } from './columns';
import { parkId } from './core.schema';

export const groupCommissions = pgTable(
  'group_commissions',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    /** A driver group of the park, or 0 for 'Все водители'. */
    groupId: integer('group_id').notNull(),
    type: text('type', { enum: COMMISSION_TYPES }).notNull(),
    activeStatus: boolean('active_status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (table) => [uniqueIndex('group_commissions_owner_type').on(table.taxisId, table.groupId, table.type)],
);

export const commissionSteps = pgTable(
  'commission_steps',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    commissionId: integer('commission_id')
      .notNull()
      .references(() => groupCommissions.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    stepName: text('step_name').notNull(),
    commissionType: text('commission_type', { enum: STEP_COMMISSION_TYPES }).notNull(),
    /** Basis points (percent) or kopecks (fixed). */
    commission: kopecks('commission').notNull(),
    minCommissionKop: kopecks('min_commission_kop').notNull().default(0),
    minLimitKop: kopecks('min_limit_kop').notNull().default(0),
    /** 0 = no upper bound. */
    maxLimitKop: kopecks('max_limit_kop').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('commission_steps_commission').on(table.commissionId, table.step)],
);
