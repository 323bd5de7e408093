/**
 * The sign-in back-off's memory (`login_failures`, read by the system role only): consecutive
 * failed passwords per login, keyed by a hash so that whatever was typed as a login, a password
 * by mistake included, is not kept.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export type LoginFailureRow = typeof loginFailures.$inferSelect;

/** The waits: from the `delayAfter`-th failure, `firstMs` doubling per failure, at most `maxMs`. */
export interface BackoffSteps {
  delayAfter: number;
  firstMs: number;
  maxMs: number;
}

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

  /**
   * Counts a try as failed before its password is checked, unless the login is waiting: one
   * statement under the row's lock, so of many tries sent at once only those before the wait pass,
   * and the try that reaches `delayAfter` starts the wait. Answers the count with this try, or
   * null while the login waits. A try whose password was right is given back (`refund`).
   */
  async reserve(loginKey: string, now: Date, forgetBefore: Date, steps: BackoffSteps): Promise<number | null> {
    const count = sql`CASE WHEN ${loginFailures.lastFailedAt} < ${forgetBefore} THEN 1 ELSE ${loginFailures.failures} + 1 END`;
    const until = (failures: SQL) =>
      sql`CASE WHEN ${failures} >= ${steps.delayAfter}
        THEN ${now}::timestamptz + least(${steps.maxMs}, ${steps.firstMs} * power(2, least(${failures} - ${steps.delayAfter}, 16))) * interval '1 millisecond'
        END`;
    const [row] = await this.db
      .insert(loginFailures)
      .values({ loginKey, failures: 1, lastFailedAt: now, blockedUntil: null })
      .onConflictDoUpdate({
        target: loginFailures.loginKey,
        set: { failures: count, lastFailedAt: now, blockedUntil: until(count) },
        setWhere: sql`${loginFailures.blockedUntil} IS NULL OR ${loginFailures.blockedUntil} <= ${now}`,
      })
      .returning({ failures: loginFailures.failures });
    return row?.failures ?? null;
  }

  /** A reserved try whose password was right: it was no failure, and the wait it may have started ends. */
  async refund(loginKey: string): Promise<void> {
    await this.db
      .update(loginFailures)
      .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)`, blockedUntil: null })
      .where(eq(loginFailures.loginKey, loginKey));
  }

  async blockUntil(loginKey: string, until: Date): Promise<void> {
    await this.db.update(loginFailures).set({ blockedUntil: until }).where(eq(loginFailures.loginKey, loginKey));
  }

  async clear(loginKey: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.loginKey, loginKey));
  }
}
