/**
 * The fleet: aggregators connected to a park, drivers and their aggregator accounts, cars, trips
 * ("transfers"), the money ledger and the desk around drivers (charges, cards, goals, applications,
 * access requests, blacklist, passenger feedback, change history). Field names follow the Yandex
 * Fleet API (shared/domain.md). Money is integer kopecks; a driver's balance is the sum of their
 * ledger entries, kept beside the driver row in the same transaction as every entry.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, bigId, createdAt, day, kopecks } from './columns';
import {
  AGGREGATOR_CODES,
  DRIVER_WORK_STATUSES,
  EMPLOYMENT_TYPES,
  LICENCE_COUNTRIES,
  LINK_STATUSES,
  CAR_STATUSES,
  TRANSFER_STATUSES,
  PAYMENT_METHODS,
  LEDGER_KINDS,
  LEDGER_AUTHORS,
  CHARGE_KINDS,
  CHARGE_PERIODS,
  CHARGE_STATUSES,
  APPLICATION_STATUSES,
  ACCESS_REQUEST_KINDS,
  ACCESS_REQUEST_STATUSES,
  FEEDBACK_STATUSES,
  CAR_CATEGORIES,
  APP_PLATFORMS,
} from '../../schemas/fleet';
import { driverGroups } from '../../resources/groups/groups/table';
import { parkId, users } from './core.schema';

// Descending index columns are NULLS FIRST, PostgreSQL's own default for DESC: a plain
// `ORDER BY x DESC` can then walk them (drizzle-kit otherwise writes DESC NULLS LAST).

/** An aggregator (ride-hailing platform) connected to a park; `inactive_interval` in days. */
export const aggregators = pgTable(
  'aggregators',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    code: text('code', { enum: AGGREGATOR_CODES }).notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** Days without trips after which a driver counts as inactive; null = the default 7. */
    inactiveInterval: smallint('inactive_interval'),
    /** The aggregator's own fee, in basis points of the trip price. */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    /** The park's commission, in basis points of the trip price. */
    parkCommissionBasisPoints: integer('park_commission_basis_points').notNull().default(0),
    /**
     * A "handy" aggregator (spec 2 `/aggregators/handy/{id}`): no API, its trips and payments come
     * in the registries the park uploads.
     */
    manual: boolean('manual').notNull().default(false),
    /** The city the park works in with it (schemas/geo.ts, `POST /geo`); null = not chosen. */
    cityId: smallint('city_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('aggregators_park_code').on(table.taxisId, table.code)],
);

/** A car (enough for a driver's car; the rent section extends it). `number` is the plate. */
export const cars = pgTable(
  'cars',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: smallint('year').notNull(),
    color: text('color').notNull(),
    number: text('number').notNull(),
    vin: text('vin'),
    registrationCert: text('registration_cert'),
    callsign: text('callsign'),
    status: text('status', { enum: CAR_STATUSES }).notNull().default('working'),
    category: text('category', { enum: CAR_CATEGORIES }).notNull().default('econom'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (table) => [uniqueIndex('cars_park_number').on(table.taxisId, table.number)],
);

export const drivers = pgTable(
  'drivers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address'),
    birthDate: day('birth_date'),
    /** ИНН / ИИН / УНП. */
    taxIdentificationNumber: text('tax_identification_number'),
    passportNumber: text('passport_number'),
    licenceNumber: text('licence_number').notNull(),
    licenceCountry: text('licence_country', { enum: LICENCE_COUNTRIES }).notNull(),
    licenceIssueDate: day('licence_issue_date'),
    licenceExpirationDate: day('licence_expiration_date'),
    experienceSince: day('experience_since'),
    workStatus: text('work_status', { enum: DRIVER_WORK_STATUSES }).notNull().default('working'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull().default('selfemployed'),
    groupId: integer('group_id').references(() => driverGroups.id),
    carId: bigId('car_id').references(() => cars.id),
    /** Sum of the driver's ledger entries, updated in the same transaction as each entry. */
    balanceKop: kopecks('balance_kop').notNull().default(0),
    /** Orders are blocked while the balance is below this limit. */
    balanceLimitKop: kopecks('balance_limit_kop').notNull().default(0),
    /** Held back from payouts (deposits, disputed sums). */
    blockedBalanceKop: kopecks('blocked_balance_kop').notNull().default(0),
    /** The amount and fee of the driver's open payouts (server/db/payouts.schema.ts), not yet in the ledger. */
    heldKop: kopecks('held_kop').notNull().default(0),
    /** On the park's blacklist: no orders, hidden by exclude_blocked. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    appInstalled: boolean('app_installed').notNull().default(false),
    appVersion: text('app_version'),
    appPlatform: text('app_platform', { enum: APP_PLATFORMS }),
    appLastSeenAt: at('app_last_seen_at'),
    /** May the driver use the park's driver app (access-app requests decide it). */
    appAccess: boolean('app_access').notNull().default(true),
    referralCode: text('referral_code'),
    hireDate: day('hire_date'),
    fireDate: day('fire_date'),
    comment: text('comment'),
    checkMessage: text('check_message'),
    /** When the park's offer (contract) was sent to the driver (have_sent_offer). */
    offerSentAt: at('offer_sent_at'),
    lastTripAt: at('last_trip_at'),
    lastTransactionAt: at('last_transaction_at'),
    /**
     * Kept by the triggers on driver_aggregator_accounts (migration 0023): some connected account
     * is self-employed / has a contract issue. The list's is_selfemployed and has_contract_issue
     * filters read them, so a filtered count is an index range, not a probe per driver.
     */
    linksSelfemployed: boolean('links_selfemployed').notNull().default(false),
    linksContractIssue: boolean('links_contract_issue').notNull().default(false),
    /** Lower-case name, phone digits, licence and plate, for substring search (pg_trgm). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (table) => [
    uniqueIndex('drivers_park_phone').on(table.taxisId, table.phone),
    index('drivers_park_id').on(table.taxisId, table.id),
    index('drivers_park_name').on(table.taxisId, table.lastName, table.firstName, table.id),
    index('drivers_park_balance').on(table.taxisId, table.balanceKop, table.id),
    index('drivers_park_balance_limit').on(table.taxisId, table.balanceLimitKop, table.id),
    index('drivers_park_last_trip').on(table.taxisId, table.lastTripAt, table.id),
    index('drivers_park_hire').on(table.taxisId, table.hireDate, table.id),
    index('drivers_park_status').on(table.taxisId, table.workStatus, table.id),
    index('drivers_car').on(table.carId),
    index('drivers_park_group').on(table.taxisId, table.groupId, table.id),
    index('drivers_search').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('drivers_park_name_selfemployed')
      .on(table.taxisId, table.lastName, table.firstName, table.id)
      .where(sql`${table.linksSelfemployed}`),
    index('drivers_park_name_contract_issue')
      .on(table.taxisId, table.lastName, table.firstName, table.id)
      .where(sql`${table.linksContractIssue}`),
  ],
);

/**
 * The drivers' search text as the park role may search it with the trigram index (migration
 * 0011: under row-level security an ILIKE on `drivers` could not use drivers_search).
 */
export const parkDriverSearch = pgView('park_driver_search', {
  id: bigId('id').notNull(),
  taxisId: integer('taxis_id').notNull(),
  searchText: text('search_text').notNull(),
}).existing();

/** A driver's account on an aggregator (the spec's driver list `{product}` links). */
export const driverAggregatorAccounts = pgTable(
  'driver_aggregator_accounts',
  {
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    taxisId: parkId(),
    externalId: text('external_id').notNull(),
    status: text('status', { enum: LINK_STATUSES }).notNull().default('active'),
    /** The aggregator could not confirm the driver's employment. */
    hasContractIssue: boolean('has_contract_issue').notNull().default(false),
    isSelfemployed: boolean('is_selfemployed').notNull().default(false),
    lastTripAt: at('last_trip_at'),
    connectedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.driverId, table.aggregatorId] }),
    index('driver_accounts_aggregator').on(table.aggregatorId, table.lastTripAt),
    // The import finds a platform's driver by the id the platform gave them.
    uniqueIndex('driver_accounts_external').on(table.aggregatorId, table.externalId),
    // The drivers list's aggregator filter: a semi-join answered from the index alone.
    index('driver_accounts_connected')
      .on(table.aggregatorId, table.driverId)
      .where(sql`${table.status} <> 'disconnected'`),
  ],
);

/** A trip (the spec's "transfer"). `booked_day` is the park-local day of booked_at. */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    carId: bigId('car_id').references(() => cars.id),
    shortId: text('short_id').notNull(),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull(),
    bookedAt: at('booked_at').notNull(),
    endedAt: at('ended_at'),
    bookedDay: day('booked_day').notNull(),
    priceKop: kopecks('price_kop').notNull().default(0),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    category: text('category', { enum: CAR_CATEGORIES }).notNull().default('econom'),
    parkCommissionKop: kopecks('park_commission_kop').notNull().default(0),
    aggregatorCommissionKop: kopecks('aggregator_commission_kop').notNull().default(0),
    mileageMeters: integer('mileage_meters').notNull().default(0),
    addressFrom: text('address_from').notNull(),
    addressTo: text('address_to'),
    cancelReason: text('cancel_reason'),
    /** Set when the aggregator's antifraud flagged the trip (the orders_fraud figure). */
    fraudReason: text('fraud_reason'),
    /** The aggregator's order id (Yandex Fleet `order.id`) of an imported trip: imported once. */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('transfers_park_status_time').on(table.taxisId, table.status, table.bookedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('transfers_park_time').on(table.taxisId, table.bookedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('transfers_driver_time').on(table.driverId, table.bookedAt.desc().nullsFirst()),
    index('transfers_park_short').on(table.taxisId, table.shortId),
    uniqueIndex('transfers_aggregator_external').on(table.aggregatorId, table.externalId).where(sql`${table.externalId} IS NOT NULL`),
    // The antifraud screen: one aggregator's flagged trips of a period (about 0.4% of trips).
    index('transfers_park_fraud')
      .on(table.taxisId, table.aggregatorId, table.bookedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.fraudReason} IS NOT NULL`),
  ],
);

/** Trips per park-local day, aggregator and status: the figures over periods read this. */
export const transferDayCounts = pgTable(
  'transfer_day_counts',
  {
    taxisId: parkId(),
    day: day('day').notNull(),
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull(),
    trips: integer('trips').notNull().default(0),
    priceKop: kopecks('price_kop').notNull().default(0),
    parkCommissionKop: kopecks('park_commission_kop').notNull().default(0),
    /** Of `trips`, those the antifraud flagged. */
    fraudTrips: integer('fraud_trips').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.taxisId, table.day, table.aggregatorId, table.status] })],
);

/** Charges: one-off or recurring deductions; each posting is a ledger entry. */
export const driverCharges = pgTable(
  'driver_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    kind: text('kind', { enum: CHARGE_KINDS }).notNull(),
    /** Positive: the sum deducted per posting. */
    amountKop: kopecks('amount_kop').notNull(),
    description: text('description').notNull(),
    period: text('period', { enum: CHARGE_PERIODS }).notNull(),
    startsOn: day('starts_on').notNull(),
    /** Postings in all (1 for once). */
    times: integer('times').notNull(),
    postedTimes: integer('posted_times').notNull().default(0),
    nextDueOn: day('next_due_on'),
    status: text('status', { enum: CHARGE_STATUSES }).notNull().default('active'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /** `charge-create:<Idempotency-Key>` of the POST that made it: a replay answers this charge. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (table) => [
    index('driver_charges_driver').on(table.driverId, table.id.desc().nullsFirst()),
    index('driver_charges_due').on(table.status, table.nextDueOn),
    uniqueIndex('driver_charges_park_idempotency')
      .on(table.taxisId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
  ],
);

/** The ledger: append-only; corrections are new entries, never edits. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Signed. */
    amountKop: kopecks('amount_kop').notNull(),
    /** The driver's balance right after this entry (the running balance). */
    balanceAfterKop: kopecks('balance_after_kop').notNull(),
    description: text('description').notNull(),
    transferId: bigId('transfer_id').references(() => transfers.id),
    chargeId: bigId('charge_id').references(() => driverCharges.id),
    createdBy: text('created_by', { enum: LEDGER_AUTHORS }).notNull(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_driver').on(table.driverId, table.id.desc().nullsFirst()),
    index('ledger_park_kind_time').on(table.taxisId, table.kind, table.createdAt.desc().nullsFirst()),
    index('ledger_transfer').on(table.transferId),
    uniqueIndex('ledger_park_idempotency')
      .on(table.taxisId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
  ],
);

/** A driver's bank card: only the last 4 digits and the card provider's token are kept. */
export const driverCards = pgTable(
  'driver_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    last4: text('last4').notNull(),
    brand: text('brand').notNull(),
    bank: text('bank'),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    providerToken: text('provider_token').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('driver_cards_driver').on(table.driverId)],
);

/** A park goal: complete `target_trips` trips in the period to earn the reward. */
export const goals = pgTable(
  'goals',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    title: text('title').notNull(),
    description: text('description'),
    aggregatorId: integer('aggregator_id').references(() => aggregators.id),
    dateFrom: day('date_from').notNull(),
    dateTo: day('date_to').notNull(),
    targetTrips: integer('target_trips').notNull(),
    rewardKop: kopecks('reward_kop').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('goals_park').on(table.taxisId, table.dateTo)],
);

export const goalParticipants = pgTable(
  'goal_participants',
  {
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    taxisId: parkId(),
    /** Set when the reward was paid (a `bonus` ledger entry). */
    rewardedAt: at('rewarded_at'),
  },
  (table) => [primaryKey({ columns: [table.goalId, table.driverId] }), index('goal_participants_driver').on(table.driverId)],
);

/** Who changed what on a driver: `changes` is {field: {from, to}}. */
export const driverChanges = pgTable(
  'driver_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull(),
    source: text('source', { enum: ['cabinet', 'api', 'platform'] }).notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('driver_changes_driver').on(table.driverId, table.id.desc().nullsFirst())],
);

/**
 * A would-be driver approved by an aggregator's checks and waiting for the park
 * (/drivers/approve); `read_at` feeds the menu badge.
 */
export const driverApplications = pgTable(
  'driver_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    aggregatorId: integer('aggregator_id').references(() => aggregators.id),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    phone: text('phone').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceCountry: text('licence_country', { enum: LICENCE_COUNTRIES }).notNull(),
    carBrand: text('car_brand'),
    carModel: text('car_model'),
    carNumber: text('car_number'),
    carColor: text('car_color'),
    carYear: smallint('car_year'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('approved'),
    readAt: at('read_at'),
    decidedAt: at('decided_at'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    declineReason: text('decline_reason'),
    driverId: bigId('driver_id').references(() => drivers.id),
    createdAt: createdAt(),
  },
  (table) => [index('driver_applications_park').on(table.taxisId, table.status, table.createdAt.desc().nullsFirst())],
);

/** A driver's request for the driver app (`app`) or the marketplace (`market`). */
export const driverAccessRequests = pgTable(
  'driver_access_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    kind: text('kind', { enum: ACCESS_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: ACCESS_REQUEST_STATUSES }).notNull().default('new'),
    comment: text('comment'),
    decidedAt: at('decided_at'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('driver_access_requests_park').on(table.taxisId, table.kind, table.status, table.createdAt.desc().nullsFirst())],
);

/** A passenger's review of a driver after a trip (drivers/feedback). */
export const driverFeedback = pgTable(
  'driver_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    transferId: bigId('transfer_id').references(() => transfers.id),
    aggregatorId: integer('aggregator_id').references(() => aggregators.id),
    score: smallint('score').notNull(),
    comment: text('comment'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    response: text('response'),
    processedByUserId: integer('processed_by_user_id').references(() => users.id),
    processedAt: at('processed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('driver_feedback_park_time').on(table.taxisId, table.createdAt.desc().nullsFirst()),
    index('driver_feedback_driver').on(table.driverId),
  ],
);
