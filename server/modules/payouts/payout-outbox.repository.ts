/**
 * The SQL of the payout outbox the worker drains (payout-outbox.ts): rows that fall due are
 * claimed with FOR UPDATE SKIP LOCKED and leased by moving their due_at ahead, so workers in
 * several processes share them and a worker that dies leaves its rows to be taken again once the
 * lease runs out. A claimed row comes with what the rail needs: the payout, the park's account
 * and the driver's destination.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, payoutAccounts, payoutDestinations, payoutOutbox, payouts } from '../../db/schema';
import type { AccountRow, DestinationRow, PayoutRow } from './payouts.repository';

export type OutboxRow = typeof payoutOutbox.$inferSelect;

export interface OutboxJob {
  row: OutboxRow;
  payout: PayoutRow;
  account: AccountRow;
  destination: DestinationRow | null;
  driverName: string;
}

export class PayoutOutboxRepository {
  constructor(private readonly db: Db) {}

  /** Claims up to `limit` due rows until `leaseUntil`; each claim counts as a try. */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    const due = await this.db
      .select({ id: payoutOutbox.id })
      .from(payoutOutbox)
      .where(and(eq(payoutOutbox.state, 'pending'), lte(payoutOutbox.dueAt, now)))
      .orderBy(asc(payoutOutbox.dueAt), asc(payoutOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return this.db
      .update(payoutOutbox)
      .set({ dueAt: leaseUntil, tries: sql`${payoutOutbox.tries} + 1` })
      .where(
        inArray(
          payoutOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  }

  async jobs(rows: OutboxRow[]): Promise<OutboxJob[]> {
    if (rows.length === 0) return [];
    const found = await this.db
      .select({
        payout: payouts,
        account: payoutAccounts,
        destination: payoutDestinations,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
      })
      .from(payouts)
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, payouts.accountId))
      .innerJoin(drivers, eq(drivers.id, payouts.driverId))
      .leftJoin(payoutDestinations, eq(payoutDestinations.id, payouts.destinationId))
      .where(
        inArray(
          payouts.id,
          rows.map((row) => row.payoutId),
        ),
      );
    const byPayout = new Map(found.map((item) => [item.payout.id, item]));
    return rows.flatMap((row) => {
      const item = byPayout.get(row.payoutId);
      if (!item) return [];
      const driverName = [item.lastName, item.firstName, item.middleName].filter(Boolean).join(' ');
      return [{ row, payout: item.payout, account: item.account, destination: item.destination, driverName }];
    });
  }

  /** The outbox row of a reference (a rail's notification names ours). */
  async byReference(reference: string): Promise<OutboxRow | null> {
    const [row] = await this.db.select().from(payoutOutbox).where(eq(payoutOutbox.reference, reference));
    return row ?? null;
  }

  /** The row is still this worker's: not closed meanwhile by a notification or a newer attempt. */
  async lockPending(id: number): Promise<OutboxRow | null> {
    const [row] = await this.db
      .select()
      .from(payoutOutbox)
      .where(and(eq(payoutOutbox.id, id), eq(payoutOutbox.state, 'pending')))
      .for('update');
    return row ?? null;
  }

  async reschedule(id: number, values: { action?: OutboxRow['action']; dueAt: Date; lastError?: string | null }): Promise<void> {
    await this.db.update(payoutOutbox).set(values).where(eq(payoutOutbox.id, id));
  }

  /** Many rows to ask the rail about again, each at its own time (rows closed meanwhile stay closed). */
  async askAgainMany(rows: readonly { id: number; dueAt: Date }[]): Promise<void> {
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::bigint, ${row.dueAt.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await this.db.execute(sql`
      update ${payoutOutbox} set action = 'status', due_at = v.due_at, last_error = null
      from (values ${values}) as v(id, due_at) where ${payoutOutbox.id} = v.id and ${payoutOutbox.state} = 'pending'`);
  }

  async close(id: number): Promise<void> {
    await this.db.update(payoutOutbox).set({ state: 'done' }).where(eq(payoutOutbox.id, id));
  }

  async insert(values: typeof payoutOutbox.$inferInsert): Promise<void> {
    await this.db.insert(payoutOutbox).values(values);
  }

  /** Rows still to do (the tests and the bench wait for none). */
  async pendingCount(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(payoutOutbox).where(eq(payoutOutbox.state, 'pending'));
    return row?.count ?? 0;
  }
}
