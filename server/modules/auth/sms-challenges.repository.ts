/** SMS codes of sign-in and password recovery. Every state change is one conditional UPDATE. */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsChallenges } from '../../db/schema';

export type SmsChallengeRow = typeof smsChallenges.$inferSelect;
export type SmsPurpose = SmsChallengeRow['purpose'];

export interface NewSmsChallenge {
  smsKeyHash: string;
  codeHash: string;
  purpose: SmsPurpose;
  /** Null: a recovery request that matched no account. It is stored and capped like any other. */
  userId: number | null;
  /** The cap key: the lower-case login, or the e-mail in recovery. */
  login: string;
  phone: string;
  ip: string;
  deviceHash: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const timestamp = (value: Date) => sql`${value.toISOString()}::timestamptz`;

export class SmsChallengesRepository {
  constructor(private readonly db: Db) {}

  async create(challenge: NewSmsChallenge): Promise<void> {
    await this.db.insert(smsChallenges).values(challenge);
  }

  async findByKeyHash(smsKeyHash: string): Promise<SmsChallengeRow | null> {
    const [row] = await this.db.select().from(smsChallenges).where(eq(smsChallenges.smsKeyHash, smsKeyHash)).limit(1);
    return row ?? null;
  }

  async countForLoginSince(login: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(smsChallenges)
      .where(and(eq(smsChallenges.login, login), gt(smsChallenges.createdAt, since)));
    return row?.value ?? 0;
  }

  async countForIpSince(ip: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(smsChallenges)
      .where(and(eq(smsChallenges.ip, ip), gt(smsChallenges.createdAt, since)));
    return row?.value ?? 0;
  }

  /**
   * Counts a wrong code and burns the challenge on the last allowed try, in one statement so
   * parallel guesses cannot slip past the limit. Null when the challenge was used or burned meanwhile.
   */
  async recordWrongAttempt(
    id: number,
    maxAttempts: number,
    now: Date,
  ): Promise<{ attempts: number; burned: boolean } | null> {
    const [row] = await this.db
      .update(smsChallenges)
      .set({
        attempts: sql`${smsChallenges.attempts} + 1`,
        burnedAt: sql`case when ${smsChallenges.attempts} + 1 >= ${maxAttempts} then ${timestamp(now)} end`,
      })
      .where(and(eq(smsChallenges.id, id), isNull(smsChallenges.usedAt), isNull(smsChallenges.burnedAt)))
      .returning({ attempts: smsChallenges.attempts, burnedAt: smsChallenges.burnedAt });
    return row ? { attempts: row.attempts, burned: row.burnedAt !== null } : null;
  }

  /** Marks the recovery code confirmed and gives the park choice a fresh lifetime. */
  async markConfirmed(id: number, now: Date, expiresAt: Date): Promise<boolean> {
    const rows = await this.db
      .update(smsChallenges)
      .set({ confirmedAt: now, expiresAt })
      .where(this.live(id, now))
      .returning({ id: smsChallenges.id });
    return rows.length > 0;
  }

  /** Single use: only one caller can ever get `true` for a challenge. */
  async markUsed(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(smsChallenges)
      .set({ usedAt: now })
      .where(this.live(id, now))
      .returning({ id: smsChallenges.id });
    return rows.length > 0;
  }

  private live(id: number, now: Date) {
    return and(
      eq(smsChallenges.id, id),
      isNull(smsChallenges.usedAt),
      isNull(smsChallenges.burnedAt),
      gt(smsChallenges.expiresAt, now),
    );
  }
}
