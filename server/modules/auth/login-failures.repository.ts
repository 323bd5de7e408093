/**
 * The sign-in back-off's memory (`login_failures`, read by the system role only): consecutive
 * failed passwords per login, keyed by a hash so that whatever was typed as a login, a password
 * by mistake included, is not kept.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export type LoginFailureRow = typeof loginFailures.$inferSelect;

export class LoginFailuresRepository {
  constructor(private readonly db: Db) {}

  async find(loginKey: string): Promise<LoginFailureRow | null> {
    const [row] = await this.db.select().from(loginFailures).where(eq(loginFailures.loginKey, loginKey)).limit(1);
    return row ?? null;
  }

  /**
   * One more failure, in one statement so parallel guesses each count; a failure after
   * `forgetBefore` since the last one starts the count afresh. Answers the count now.
   */
  async recordFailure(loginKey: string, now: Date, forgetBefore: Date): Promise<number> {
    const [row] = await this.db
      .insert(loginFailures)
      .values({ loginKey, failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: loginFailures.loginKey,
        set: {
          failures: sql`CASE WHEN ${loginFailures.lastFailedAt} < ${forgetBefore} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
          lastFailedAt: now,
        },
      })
      .returning({ failures: loginFailures.failures });
    return row?.failures ?? 1;
  }

  async blockUntil(loginKey: string, until: Date): Promise<void> {
    await this.db.update(loginFailures).set({ blockedUntil: until }).where(eq(loginFailures.loginKey, loginKey));
  }

  async clear(loginKey: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.loginKey, loginKey));
  }
}
