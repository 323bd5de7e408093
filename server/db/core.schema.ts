/**
 * The core tables every other table file refers to: the park (taxis), its cabinet users and their
 * sign-in (devices, SMS codes, refresh tokens, sessions, linked accounts, realtime tickets), and
 * installation secrets. Their own file, so fleet, cabinet and resource tables import them without
 * an import cycle through schema.ts. Secrets (passwords, codes, refresh tokens, device ids) are
 * stored only as hashes.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/** Installation-wide settings and secrets (the JWT key when JWT_SECRET is not set). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Spec 3 "Taxi (park)". */
export const taxis = pgTable('taxis', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  countryCode: smallint('country_code').notNull(),
  phone: text('phone'),
  bankAllowed: boolean('bank_allowed').notNull().default(false),
  /** Spec 6: the park may open Альфа-Банк accounts (`alfabankAllowed`) and Т-Банк's (`tbankAllowed`). */
  alfabankAllowed: boolean('alfabank_allowed').notNull().default(false),
  tbankAllowed: boolean('tbank_allowed').notNull().default(false),
  handAggregator: boolean('hand_aggregator').notNull().default(false),
  qiwiLogin: text('qiwi_login'),
  qiwiFlag: boolean('qiwi_flag').notNull().default(false),
  firstTransactionDate: at('first_transaction_date'),
  /** The API shard that serves the park (spec 7: the token names its server). */
  serverId: text('server_id').notNull().default('main'),
  /** IANA zone of the park: its dates (YYYY-MM-DD filters, trip days) are local to it. */
  timezone: text('timezone').notNull().default('Europe/Moscow'),
  /** The city the park chose its zone by (schemas/timezones.ts); null for parks older than the list. */
  timezoneCity: text('timezone_city'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    taxisId: integer('taxis_id')
      .notNull()
      .references(() => taxis.id),
    login: text('login').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    groupId: smallint('group_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set by password recovery; replaces password_hash once pending_password_active_at passes. */
    pendingPasswordHash: text('pending_password_hash'),
    pendingPasswordActiveAt: at('pending_password_active_at'),
    firstLogin: at('first_login'),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The account that registered the park (spec 6's owner flag): only it changes itself. One per
     * park; set at registration and by the seed, and for older parks by migration 0022.
     */
    parkOwner: boolean('park_owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_login_unique').on(sql`lower(${table.login})`),
    uniqueIndex('users_park_owner').on(table.taxisId).where(sql`${table.parkOwner}`),
    index('users_email_phone').on(sql`lower(${table.email})`, table.phone),
    index('users_taxis').on(table.taxisId),
  ],
);

/**
 * A changed recovery channel (e-mail or phone) waits for the code sent to the new value before
 * recovery and the SMS step use it; until then they use `previous_value`, the last confirmed one.
 */
export const userChannelChanges = pgTable(
  'user_channel_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxisId: integer('taxis_id')
      .notNull()
      .references(() => taxis.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    previousValue: text('previous_value').notNull(),
    newValue: text('new_value').notNull(),
    /** Who made the change: the user, or a manager of the park. */
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    codeExpiresAt: at('code_expires_at').notNull(),
    confirmedAt: at('confirmed_at'),
    /** A later change of the same channel, or the value changed back, ends this one unconfirmed. */
    supersededAt: at('superseded_at'),
  },
  (table) => [index('user_channel_changes_user').on(table.userId, table.channel, table.createdAt)],
);

/**
 * Per-account sign-in back-off: wrong passwords counted per login (lower case), whether or not
 * the account exists, so the delays tell nobody which logins are real.
 */
export const loginFailures = pgTable('login_failures', {
  loginKey: text('login_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: at('last_failed_at').notNull(),
  /** No password is checked for this login before this moment. */
  blockedUntil: at('blocked_until'),
});

/** Devices a user confirmed with an SMS code; a login from another device asks for a code. */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceHash: text('device_hash').notNull(),
    confirmedAt: createdAt(),
    lastSeenAt: at('last_seen_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);

/** One SMS code: 5 digits, short-lived, single use, burned after too many wrong tries. */
export const smsChallenges = pgTable(
  'sms_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The public sms_key handed to the client: random, unguessable. */
    smsKeyHash: text('sms_key_hash').notNull(),
    purpose: text('purpose', { enum: ['login', 'reset', 'driver'] }).notNull(),
    /** Null for a recovery request that matched no account: it behaves the same but never succeeds. */
    userId: integer('user_id').references(() => users.id),
    login: text('login').notNull(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    codeHash: text('code_hash').notNull(),
    deviceHash: text('device_hash'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Recovery only: the code was right and the parks were shown; the password change may follow. */
    confirmedAt: at('confirmed_at'),
    usedAt: at('used_at'),
    burnedAt: at('burned_at'),
  },
  (table) => [
    uniqueIndex('sms_challenges_key').on(table.smsKeyHash),
    index('sms_challenges_login_time').on(table.login, table.createdAt),
    index('sms_challenges_ip_time').on(table.ip, table.createdAt),
  ],
);

/**
 * Refresh tokens: rotated on every use. All tokens of one sign-in share a family; presenting a
 * used token again revokes the whole family (a stolen copy was used).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [uniqueIndex('refresh_tokens_hash').on(table.tokenHash), index('refresh_tokens_family').on(table.familyId)],
);

/** A sign-in (the `sid` of access tokens); revoked on logout or refresh-token reuse. */
export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  revokedAt: at('revoked_at'),
});

/** Spec 3 "Linked account": sub-accounts an owner added to switch between. */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.ownerUserId, table.userId] }),
    // The owner flag asks "is this user someone's active sub-account?" on every /users/{id}.
    index('linked_accounts_user').on(table.userId),
  ],
);

/** Single-use 30-second tickets for the realtime websocket's `?token=` (spec 7). */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    taxisId: integer('taxis_id')
      .notNull()
      .references(() => taxis.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** The screens whose events the socket may hear (REALTIME_EVENT_PATHS the user may open), fixed at issue. */
    hears: text('hears').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [index('realtime_tickets_expiry').on(table.expiresAt)],
);

/** The owning park of a row (every park's row carries it). */
export const parkId = () =>
  integer('taxis_id')
    .notNull()
    .references(() => taxis.id);
