/**
 * Driver-add requests (issue 12 §1): a park asks an aggregator to register a driver, then the
 * driver's car; a job sends each request and asks the aggregator for its review
 * (server/jobs/drivers-add-runner.ts). Every status a request passes through is a row of its
 * history. A park's defaults for new requests are kept per aggregator.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DRIVER_ADD_KINDS, DRIVER_ADD_STATUSES, type DriverAddCarData, type DriverAddPerson } from '../../schemas/drivers-add';
import { EMPLOYMENT_TYPES } from '../../schemas/fleet';
import { at, bigId, createdAt } from './columns';
import { parkId } from './core.schema';
import { aggregators, cars, drivers } from './fleet.schema';

export const driverAddRequests = pgTable(
  'driver_add_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    kind: text('kind', { enum: DRIVER_ADD_KINDS }).notNull(),
    /** A car request follows its driver's request. */
    parentId: bigId('parent_id'),
    /** The park driver; null until a new person's request is approved (then the driver is made). */
    driverId: bigId('driver_id').references(() => drivers.id),
    /** A new person's data (no park driver yet). */
    person: jsonb('person').$type<DriverAddPerson>(),
    carId: bigId('car_id').references(() => cars.id),
    /** A car entered by hand (no park car). */
    car: jsonb('car').$type<DriverAddCarData>(),
    status: text('status', { enum: DRIVER_ADD_STATUSES }).notNull().default('new'),
    /** The aggregator's answer (a rejection's reason) or why sending failed, in Russian. */
    reason: text('reason'),
    /** The aggregator's id of the profile or the vehicle. */
    externalId: text('external_id'),
    /** Sent with every submission of this request (X-Idempotency-Token): the platform registers it once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Submissions tried (automatic and by hand). */
    attempts: smallint('attempts').notNull().default(0),
    /** When the job looks at the request next; null once it is decided. Also the job's lease. */
    nextCheckAt: at('next_check_at'),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    createdByUserId: bigId('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('driver_add_requests_key').on(table.idempotencyKey),
    index('driver_add_requests_list').on(table.taxisId, table.aggregatorId, table.status, table.id),
    index('driver_add_requests_due')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null`),
    index('driver_add_requests_parent').on(table.parentId),
  ],
);

export const driverAddEvents = pgTable(
  'driver_add_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    requestId: bigId('request_id')
      .notNull()
      .references(() => driverAddRequests.id),
    status: text('status', { enum: DRIVER_ADD_STATUSES }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [index('driver_add_events_request').on(table.requestId, table.id)],
);

export const driverAddSettings = pgTable(
  'driver_add_settings',
  {
    taxisId: parkId(),
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    /** aggregator_work_rules.external_id. */
    workRuleId: text('work_rule_id'),
    /** A city of POST /geo. */
    cityId: integer('city_id'),
    autoCar: boolean('auto_car').notNull().default(false),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull().default('selfemployed'),
    updatedAt: at('updated_at'),
  },
  (table) => [primaryKey({ columns: [table.taxisId, table.aggregatorId] })],
);
