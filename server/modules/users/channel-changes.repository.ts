/**
 * Changes of a user's recovery channels waiting for their code (user_channel_changes). A change is
 * pending while neither confirmed nor superseded; the value recovery and the SMS step use is then
 * its previous_value, the last confirmed one. Every state change is one conditional UPDATE.
 */
import { and, count, desc, eq, getTableName, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Channel } from '../../../schemas/recovery-channels';
import type { Db } from '../../db/client';
import { userChannelChanges, users } from '../../db/schema';

export type ChannelChangeRow = typeof userChannelChanges.$inferSelect;
export type NewChannelChange = Omit<typeof userChannelChanges.$inferInsert, 'id' | 'attempts' | 'confirmedAt' | 'supersededAt'>;

const pending = and(isNull(userChannelChanges.confirmedAt), isNull(userChannelChanges.supersededAt));

/**
 * The confirmed value of a user's channel, as SQL over `users`: the pending change's previous
 * value, or the column when nothing is pending. Recovery's lookup and the SMS step read it.
 */
export function confirmedChannelSql(channel: Channel): SQL<string> {
  // Qualified by hand: drizzle writes a column of a one-table query unqualified, and inside the
  // subquery "id" would be the change's own.
  const column = (name: string) => sql`${sql.identifier(getTableName(users))}.${sql.identifier(name)}`;
  return sql<string>`coalesce((select c.previous_value from user_channel_changes c
    where c.user_id = ${column(users.id.name)} and c.channel = ${channel} and c.confirmed_at is null and c.superseded_at is null
    order by c.id desc limit 1), ${column(channel === 'email' ? users.email.name : users.phone.name)})`;
}

export class ChannelChangesRepository {
  constructor(private readonly db: Db) {}

  async create(change: NewChannelChange): Promise<ChannelChangeRow> {
    const [row] = await this.db.insert(userChannelChanges).values(change).returning();
    if (!row) throw new Error('channel change insert returned nothing');
    return row;
  }

  /** The user's pending changes, newest first (one per channel while the rules hold). */
  async pendingOf(userId: number): Promise<ChannelChangeRow[]> {
    return this.db
      .select()
      .from(userChannelChanges)
      .where(and(eq(userChannelChanges.userId, userId), pending))
      .orderBy(desc(userChannelChanges.id));
  }

  /** A later change, a new code or the value changed back ends the pending one unconfirmed. */
  async supersede(userId: number, channel: Channel, now: Date): Promise<void> {
    await this.db
      .update(userChannelChanges)
      .set({ supersededAt: now })
      .where(and(eq(userChannelChanges.userId, userId), eq(userChannelChanges.channel, channel), pending));
  }

  /** Codes sent for a user's channel since `since`: every change and every resend is a row. */
  async sentSince(userId: number, channel: Channel, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(userChannelChanges)
      .where(
        and(eq(userChannelChanges.userId, userId), eq(userChannelChanges.channel, channel), gt(userChannelChanges.createdAt, since)),
      );
    return row?.value ?? 0;
  }

  /**
   * Counts a wrong code, in one statement so parallel guesses cannot pass the limit. Answers the
   * attempts made, or null when the change is no longer open to codes (used up, ended, burned).
   */
  async recordWrongAttempt(id: number, maxAttempts: number, now: Date): Promise<number | null> {
    const [row] = await this.db
      .update(userChannelChanges)
      .set({ attempts: sql`${userChannelChanges.attempts} + 1` })
      .where(and(this.open(id, now), sql`${userChannelChanges.attempts} < ${maxAttempts}`))
      .returning({ attempts: userChannelChanges.attempts });
    return row?.attempts ?? null;
  }

  /** Single use: only one caller ever gets `true`. */
  async confirm(id: number, maxAttempts: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(userChannelChanges)
      .set({ confirmedAt: now })
      .where(and(this.open(id, now), sql`${userChannelChanges.attempts} < ${maxAttempts}`))
      .returning({ id: userChannelChanges.id });
    return rows.length > 0;
  }

  /** The user's confirmed e-mail and phone, whatever the columns hold now. */
  async confirmedOf(userId: number): Promise<{ email: string; phone: string } | null> {
    const [row] = await this.db
      .select({ email: confirmedChannelSql('email'), phone: confirmedChannelSql('phone') })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  private open(id: number, now: Date) {
    return and(eq(userChannelChanges.id, id), pending, gt(userChannelChanges.codeExpiresAt, now));
  }
}
