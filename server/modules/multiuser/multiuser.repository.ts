/** Linked accounts (spec 3, 4): sub-accounts an owner added to switch between. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linkedAccounts, users } from '../../db/schema';

export interface LinkedAccountRow {
  userId: number;
  login: string;
  deleted: boolean;
}

export class MultiuserRepository {
  constructor(private readonly db: Db) {}

  async listOwnedBy(ownerUserId: number): Promise<LinkedAccountRow[]> {
    return this.db
      .select({ userId: linkedAccounts.userId, login: users.login, deleted: linkedAccounts.deleted })
      .from(linkedAccounts)
      .innerJoin(users, eq(users.id, linkedAccounts.userId))
      .where(eq(linkedAccounts.ownerUserId, ownerUserId))
      .orderBy(asc(linkedAccounts.createdAt), asc(linkedAccounts.userId));
  }

  async find(ownerUserId: number, userId: number): Promise<{ deleted: boolean } | null> {
    const [row] = await this.db
      .select({ deleted: linkedAccounts.deleted })
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.ownerUserId, ownerUserId), eq(linkedAccounts.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  /** Adds the link, or brings back a deleted one. */
  async upsert(ownerUserId: number, userId: number, now: Date): Promise<void> {
    await this.db
      .insert(linkedAccounts)
      .values({ ownerUserId, userId, deleted: false, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [linkedAccounts.ownerUserId, linkedAccounts.userId],
        set: { deleted: false, updatedAt: now },
      });
  }

  /** Marks links deleted; counts the links found, deleted before or not, so a repeat is no error. */
  async markDeleted(where: { ownerUserId?: number; userId: number }, now: Date): Promise<number> {
    const rows = await this.db
      .update(linkedAccounts)
      .set({ deleted: true, updatedAt: now })
      .where(
        and(
          eq(linkedAccounts.userId, where.userId),
          where.ownerUserId === undefined ? undefined : eq(linkedAccounts.ownerUserId, where.ownerUserId),
        ),
      )
      .returning({ userId: linkedAccounts.userId });
    return rows.length;
  }

  /** A user someone added as an active sub-account is not an owner (spec 3 "owner flag"). */
  async isActiveSubAccount(userId: number): Promise<boolean> {
    const rows = await this.db
      .select({ one: sql<number>`1` })
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.deleted, false)))
      .limit(1);
    return rows.length > 0;
  }
}
