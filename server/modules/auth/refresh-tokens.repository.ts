/**
 * Refresh tokens (stored as SHA-256) grouped in families: one family per sign-in, its id is the
 * session id (`sid`), so revoking a family also ends every access token of that sign-in.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { RefreshRotation, type TokenKind } from './refresh-rotation.repository';
import { SessionsRepository } from './sessions.repository';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** A staff sign-in: owned by a user; its session is an auth session (ending one signals the user's sockets). */
export const staffTokens: TokenKind<{ userId: number }, RefreshTokenRow> = {
  tokens: refreshTokens,
  owner: ({ userId }) => ({ userId }),
  openSession: (tx, sid, { userId }, now) => new SessionsRepository(tx).create(sid, userId, now),
  endSession: (tx, sid, now) => new SessionsRepository(tx).revoke(sid, now),
};

export class RefreshTokensRepository {
  private readonly rotation: RefreshRotation<{ userId: number }, RefreshTokenRow>;

  constructor(private readonly db: Db) {
    this.rotation = new RefreshRotation(db, staffTokens);
  }

  startSession(sid: string, userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    return this.rotation.start(sid, { userId }, tokenHash, now, expiresAt);
  }

  findByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
    return this.rotation.find(tokenHash);
  }

  /** See RefreshRotation.rotate: of two requests racing with one token exactly one gets `true`. */
  rotate(current: RefreshTokenRow, successorHash: string, now: Date, expiresAt: Date): Promise<boolean> {
    return this.rotation.rotate(current, successorHash, now, expiresAt);
  }

  /** Ends a sign-in: every refresh token of the family and the session behind its access tokens. */
  revokeFamily(familyId: string, now: Date): Promise<void> {
    return this.rotation.revokeFamily(familyId, now);
  }

  /**
   * Ends every sign-in of a user (the park's «Завершить сеансы»): refresh tokens and the sessions
   * behind the access tokens, except the sign-in `keep` (the caller's own, when they end their
   * own). Answers how many sign-ins were still open.
   */
  async revokeAllOfUser(userId: number, now: Date, keep: string | null): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keep === null ? undefined : ne(refreshTokens.familyId, keep),
          ),
        );
      return new SessionsRepository(tx).revokeAllOf(userId, now, keep);
    });
  }
}
