/** Per-user access rules (schemas/user-rules.ts): the paths one user may not open in one group. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccessRules } from '../../db/schema';
import { accessChanged } from '../auth/access-cache';

export class UserRulesRepository {
  constructor(private readonly db: Db) {}

  /** Read on every guarded request: one lookup on the primary key's (user_id, group_id) prefix. */
  async deniedPaths(userId: number, groupId: number): Promise<string[]> {
    const rows = await this.db
      .select({ path: userAccessRules.path })
      .from(userAccessRules)
      .where(and(eq(userAccessRules.userId, userId), eq(userAccessRules.groupId, groupId)))
      .orderBy(asc(userAccessRules.path));
    return rows.map((row) => row.path);
  }

  /**
   * The user's rules in the group become exactly `paths`, together or not at all. The auth
   * guard's kept checks of the user are dropped before and after (access-cache.ts).
   */
  async replace(taxisId: number, userId: number, groupId: number, paths: readonly string[], now: Date): Promise<void> {
    accessChanged(userId);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(userAccessRules)
        .where(and(eq(userAccessRules.userId, userId), eq(userAccessRules.groupId, groupId)));
      if (paths.length === 0) return;
      await tx
        .insert(userAccessRules)
        .values(paths.map((path) => ({ taxisId, userId, groupId, path, createdAt: now })));
    });
    accessChanged(userId);
  }
}
