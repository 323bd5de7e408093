/**
 * The SQL of a driver's sign-in: the driver a phone belongs to, the driver a code was sent for,
 * the driver's sign-ins and their rotated refresh tokens. Every state change is one conditional
 * statement, so two racing requests with one refresh token rotate it once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverRefreshTokens, driverSessions, driverSmsChallenges, drivers } from '../../db/schema';
import { RefreshRotation, type TokenKind } from '../auth/refresh-rotation.repository';

export interface DriverForSignIn {
  id: number;
  taxisId: number;
  workStatus: (typeof drivers.$inferSelect)['workStatus'];
  isBlocked: boolean;
  appAccess: boolean;
}

export type DriverRefreshRow = typeof driverRefreshTokens.$inferSelect;

type DriverOwner = { taxisId: number; driverId: number };

/** A driver's sign-in: owned by a driver of a park; its session is a driver session. */
export const driverTokens: TokenKind<DriverOwner, DriverRefreshRow> = {
  tokens: driverRefreshTokens,
  owner: ({ taxisId, driverId }) => ({ taxisId, driverId }),
  openSession: async (tx, sid, { taxisId, driverId }, now) => {
    await tx.insert(driverSessions).values({ id: sid, taxisId, driverId, createdAt: now });
  },
  endSession: async (tx, sid, now) => {
    await tx.update(driverSessions).set({ revokedAt: now }).where(and(eq(driverSessions.id, sid), isNull(driverSessions.revokedAt)));
  },
};

const signInColumns = {
  id: drivers.id,
  taxisId: drivers.taxisId,
  workStatus: drivers.workStatus,
  isBlocked: drivers.isBlocked,
  appAccess: drivers.appAccess,
};

/** A fired or blocked driver, or one whose app access the park closed, may not sign in or stay signed in. */
export const maySignIn = (driver: DriverForSignIn): boolean => driver.workStatus !== 'fired' && !driver.isBlocked && driver.appAccess;

export class DriverSignInRepository {
  private readonly rotation: RefreshRotation<DriverOwner, DriverRefreshRow>;

  constructor(private readonly db: Db) {
    this.rotation = new RefreshRotation(db, driverTokens);
  }

  async driverByPhone(taxisId: number, phone: string): Promise<DriverForSignIn | null> {
    const [row] = await this.db
      .select(signInColumns)
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), eq(drivers.phone, phone)))
      .limit(1);
    return row ?? null;
  }

  async driver(taxisId: number, driverId: number): Promise<DriverForSignIn | null> {
    const [row] = await this.db
      .select(signInColumns)
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), eq(drivers.id, driverId)))
      .limit(1);
    return row ?? null;
  }

  async linkChallenge(challengeId: number, taxisId: number, driverId: number): Promise<void> {
    await this.db.insert(driverSmsChallenges).values({ challengeId, taxisId, driverId });
  }

  async driverOfChallenge(challengeId: number): Promise<{ taxisId: number; driverId: number } | null> {
    const [row] = await this.db
      .select({ taxisId: driverSmsChallenges.taxisId, driverId: driverSmsChallenges.driverId })
      .from(driverSmsChallenges)
      .where(eq(driverSmsChallenges.challengeId, challengeId))
      .limit(1);
    return row ?? null;
  }

  startSession(sid: string, driver: { id: number; taxisId: number }, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    return this.rotation.start(sid, { taxisId: driver.taxisId, driverId: driver.id }, tokenHash, now, expiresAt);
  }

  refreshToken(tokenHash: string): Promise<DriverRefreshRow | null> {
    return this.rotation.find(tokenHash);
  }

  /** Spends `current` and adds its successor; of two racing requests exactly one gets `true`. */
  rotate(current: DriverRefreshRow, successorHash: string, now: Date, expiresAt: Date): Promise<boolean> {
    return this.rotation.rotate(current, successorHash, now, expiresAt);
  }

  /** Ends a sign-in: its refresh tokens and the session behind its driver tokens. */
  revokeFamily(familyId: string, now: Date): Promise<void> {
    return this.rotation.revokeFamily(familyId, now);
  }

  /** The driver behind a live sign-in, in one read on every request: a revoked sign-in answers null. */
  async signedInDriver(sid: string, taxisId: number, driverId: number): Promise<DriverForSignIn | null> {
    const [row] = await this.db
      .select(signInColumns)
      .from(driverSessions)
      .innerJoin(drivers, eq(drivers.id, driverSessions.driverId))
      .where(
        and(
          eq(driverSessions.id, sid),
          eq(driverSessions.taxisId, taxisId),
          eq(driverSessions.driverId, driverId),
          isNull(driverSessions.revokedAt),
          eq(drivers.taxisId, taxisId),
        ),
      )
      .limit(1);
    return row ?? null;
  }
}
