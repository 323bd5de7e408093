/** Sign-ins (`sid` of access tokens). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions } from '../../db/schema';

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
    await this.db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
  }

  /** Ends every sign-in of a user (blocked by the park): their access tokens stop at once. */
  async revokeAllOf(userId: number, now: Date): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  }
}
