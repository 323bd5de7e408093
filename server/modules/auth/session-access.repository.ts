/**
 * What the auth guard reads for a token it has not checked lately (access-cache.ts): whether its
 * session is still open and the user's own rules in the token's group, in one statement.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, userAccessRules } from '../../db/schema';
import type { SessionAccess } from './access-cache';

export class SessionAccessRepository {
  constructor(private readonly db: Db) {}

  /** null when the session is revoked or unknown. */
  async of(sid: string, userId: number, groupId: number): Promise<SessionAccess | null> {
    const result: unknown = await this.db.execute(sql`
      select
        exists (select 1 from ${authSessions} where ${authSessions.id} = ${sid} and ${authSessions.revokedAt} is null) as active,
        (select array_agg(${userAccessRules.path} order by ${userAccessRules.path}) from ${userAccessRules}
          where ${userAccessRules.userId} = ${userId} and ${userAccessRules.groupId} = ${groupId}) as denied`);
    const [row] = (result as { rows: { active: boolean; denied: string[] | null }[] }).rows;
    return row?.active === true ? { denied: row.denied ?? [] } : null;
  }
}
