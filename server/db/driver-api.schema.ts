/**
 * The driver API's sign-in (issue 13): which driver an SMS code was sent for, the driver's
 * sign-ins and their refresh tokens. Apart from the staff's sessions and refresh tokens, so a
 * driver's sign-in can never stand for a cabinet user's. The code itself lives in sms_challenges
 * (purpose 'driver'), with the same lifetime, single use, burning and caps as a staff code.
 * Tokens are stored only as SHA-256 hashes.
 */
import { bigint, bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bigId, createdAt } from './columns';
import { parkId, smsChallenges } from './core.schema';
import { drivers } from './fleet.schema';

/** The driver a code was sent to. A code asked for a phone that is no driver's has no row: it never succeeds. */
export const driverSmsChallenges = pgTable('driver_sms_challenges', {
  challengeId: bigint('challenge_id', { mode: 'number' })
    .primaryKey()
    .references(() => smsChallenges.id),
  taxisId: parkId(),
  driverId: bigId('driver_id')
    .notNull()
    .references(() => drivers.id),
});

/** A driver's sign-in (the `sid` of driver tokens); revoked on logout or refresh-token reuse. */
export const driverSessions = pgTable(
  'driver_sessions',
  {
    id: text('id').primaryKey(),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('driver_sessions_driver').on(table.taxisId, table.driverId)],
);

/** Rotated on every use; one family per sign-in (its id is the session's), reuse revokes the family. */
export const driverRefreshTokens = pgTable(
  'driver_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id')
      .notNull()
      .references(() => driverSessions.id),
    taxisId: parkId(),
    driverId: bigId('driver_id')
      .notNull()
      .references(() => drivers.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [uniqueIndex('driver_refresh_tokens_hash').on(table.tokenHash), index('driver_refresh_tokens_family').on(table.familyId)],
);
