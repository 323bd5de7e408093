/**
 * Refresh tokens (stored as SHA-256) grouped in families: one family per sign-in, its id is the
 * session id (`sid`), so revoking a family also ends every access token of that sign-in.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { SessionsRepository } from './sessions.repository';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export class RefreshTokensRepository {
  constructor(private readonly db: Db) {}

  async startSession(sid: string, userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await new SessionsRepository(tx).create(sid, userId, now);
      await tx.insert(refreshTokens).values({ tokenHash, familyId: sid, userId, createdAt: now, expiresAt });
    });
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row ?? null;
  }

  /**
   * Spends `current` and adds its successor to the family. The spend is conditional, so of two
   * requests racing with the same token exactly one rotates; the other gets `false`.
   */
  async rotate(current: RefreshTokenRow, successorHash: string, now: Date, expiresAt: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const spent = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (spent.length === 0) return false;
      await tx.insert(refreshTokens).values({
        tokenHash: successorHash,
        familyId: current.familyId,
        userId: current.userId,
        createdAt: now,
        expiresAt,
      });
      return true;
    });
  }

  /** Ends a sign-in: every refresh token of the family and the session behind its access tokens. */
  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      await new SessionsRepository(tx).revoke(familyId, now);
    });
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
