/**
 * Sign-ins (`sid` of access tokens). Every way a sign-in ends (logout, «Завершить сеансы», a
 * reused refresh token, blocking, a new group, a changed recovery channel...) passes through here
 * and raises the one signal "the sessions of user X ended": a NOTIFY inside the transaction that
 * revokes, which the database delivers to every process (PostgreSQL) or to this one (PGlite) once
 * committed, and never for a write rolled back. The realtime server closes the user's sockets on it.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions } from '../../db/schema';
import { SESSIONS_ENDED_CHANNEL } from '../../realtime/event-bus';
import { accessChanged } from './access-cache';

async function signalSessionsEnded(db: Db, userIds: Iterable<number>): Promise<void> {
  for (const userId of new Set(userIds)) {
    // This process's kept checks, at once (the NOTIFY reaches the others after the commit).
    accessChanged(userId);
    await db.execute(sql`SELECT pg_notify(${SESSIONS_ENDED_CHANNEL}, ${String(userId)})`);
  }
}

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async create(id: string, userId: number, now: Date): Promise<void> {
    await this.db.insert(authSessions).values({ id, userId, createdAt: now });
  }

  async isActive(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)))
      .limit(1);
    return rows.length > 0;
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ended = await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)))
        .returning({ userId: authSessions.userId });
      await signalSessionsEnded(tx, ended.map((row) => row.userId));
    });
  }

  /**
   * Ends every sign-in of a user (blocked, regrouped, or «Завершить сеансы») except `keep`, the
   * caller's own when they end their own; their access tokens stop at once. The signal goes out
   * even when none was open: whatever socket the user still holds closes. Answers how many ended.
   */
  async revokeAllOf(userId: number, now: Date, keep: string | null = null): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), keep === null ? undefined : ne(authSessions.id, keep)))
        .returning({ id: authSessions.id });
      await signalSessionsEnded(tx, [userId]);
      return ended.length;
    });
  }
}
