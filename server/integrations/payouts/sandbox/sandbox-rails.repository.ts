/** The sandbox rails' own memory (server/db/sandbox-rails.schema.ts): orders, top-ups, notifications. */
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Rail } from '../../../../schemas/payouts';
import type { Db } from '../../../db/client';
import { sandboxRailNotifications, sandboxRailOperations } from '../../../db/schema';

export type SandboxOperationRow = typeof sandboxRailOperations.$inferSelect;
export type NewSandboxOperation = Omit<typeof sandboxRailOperations.$inferInsert, 'id' | 'externalId'>;
export type SandboxNotificationRow = typeof sandboxRailNotifications.$inferSelect;
export type NewSandboxNotification = Omit<typeof sandboxRailNotifications.$inferInsert, 'id'>;

export interface RailAccountKey {
  rail: Rail;
  accountId: number;
}

export interface DayTotals {
  accountKop: number;
  recipientKop: number;
  recipientCount: number;
}

/** Booked = top-ups − completed orders and their fees + returns; pending = orders taken, neither completed nor failed (amount and fee held). */
export interface AccountBalance {
  bookedKop: number;
  pendingKop: number;
}

export interface OrderLedger extends AccountBalance {
  serial: number;
  day: DayTotals;
}

/** An account's day and balance, as a batch of orders is checked against them. */
export interface AccountBooks extends AccountBalance {
  dayKop: number;
}

export interface OrderFacts {
  serial: number;
  recipientKop: number;
  recipientCount: number;
  /** Whether the rail still remembers an order under the new order's reference. */
  referenceKnown: boolean;
}

const ops = sandboxRailOperations;
const notes = sandboxRailNotifications;

const SERIAL = sql<string>`nextval(pg_get_serial_sequence('sandbox_rail_operations', 'id'))`;

const num = (value: unknown): number => Number(value ?? 0);

/** The account's balance at `at`, as aggregate columns over its operations. */
function balanceColumns(at: Date) {
  return {
    topUps: sql<string>`coalesce(sum(${ops.amountKop}) filter (where ${ops.kind} = 'topup' and ${ops.receivedAt} <= ${at}), 0)`,
    paid: sql<string>`coalesce(sum(${ops.amountKop} + ${ops.feeKop}) filter (where ${ops.kind} = 'payout' and ${ops.completedAt} <= ${at}), 0)`,
    returned: sql<string>`coalesce(sum(${ops.amountKop}) filter (where ${ops.kind} = 'payout' and ${ops.returnedAt} <= ${at}), 0)`,
    pending: sql<string>`coalesce(sum(${ops.amountKop} + ${ops.feeKop}) filter (where ${ops.kind} = 'payout' and ${ops.receivedAt} <= ${at}
      and (${ops.completedAt} is null or ${ops.completedAt} > ${at}) and (${ops.failedAt} is null or ${ops.failedAt} > ${at})), 0)`,
  };
}

/** A payout received that day and not failed by `now`: what the day's limits count. */
const notFailedOn = (day: { from: Date; to: Date }, now: Date) =>
  sql`${ops.kind} = 'payout' and ${ops.receivedAt} >= ${day.from} and ${ops.receivedAt} < ${day.to} and (${ops.failedAt} is null or ${ops.failedAt} > ${now})`;

function balanceOf(row: { topUps: string; paid: string; returned: string; pending: string } | undefined): AccountBalance {
  return { bookedKop: num(row?.topUps) - num(row?.paid) + num(row?.returned), pendingKop: num(row?.pending) };
}

/**
 * This process's queue per sandbox account. The advisory lock orders processes; within one, the
 * worker's parallel sends wait here, holding neither a pooled connection nor an open transaction,
 * so the payouts' own transactions are never starved of connections by sends queued on the lock.
 */
const turns = new Map<string, Promise<void>>();

async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(key) ?? Promise.resolve();
  let release: () => void = () => undefined;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = before.then(() => mine);
  turns.set(key, tail);
  await before;
  try {
    return await work();
  } finally {
    release();
    if (turns.get(key) === tail) turns.delete(key);
  }
}

export class SandboxRailsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` with the account's orders serialised: the daily limits and the balance are read
   * and written as one step, as a bank's core does for one account.
   */
  inAccount<T>(account: RailAccountKey, work: (repository: SandboxRailsRepository) => Promise<T>): Promise<T> {
    const key = `sandbox-rail:${account.rail}:${account.accountId}`;
    return inTurn(key, () =>
      this.db.transaction(async (tx) => {
        // The simulated bank's own books: an OS crash may lose its last few hundred milliseconds of
        // orders, which the worker then meets as «unknown» and sends under a new reference, as it
        // does for a rail that forgot. The cabinet's own money never runs with this setting.
        await tx.execute(sql`select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(hashtext(${key}))`);
        return work(new SandboxRailsRepository(tx));
      }),
    );
  }

  /** The order the rail answers for under this reference (the one it still remembers). */
  async remembered(account: RailAccountKey, reference: string): Promise<SandboxOperationRow | null> {
    const [row] = await this.db
      .select()
      .from(ops)
      .where(and(eq(ops.rail, account.rail), eq(ops.accountId, account.accountId), eq(ops.reference, reference), eq(ops.remembered, true)))
      .limit(1);
    return row ?? null;
  }

  /** The same, by the reference alone (a sandbox's signing in the bank names only the payment). */
  async rememberedAnywhere(rail: Rail, reference: string): Promise<SandboxOperationRow | null> {
    const [row] = await this.db
      .select()
      .from(ops)
      .where(and(eq(ops.rail, rail), eq(ops.reference, reference), eq(ops.remembered, true)))
      .limit(1);
    return row ?? null;
  }

  async forget(id: number): Promise<void> {
    await this.db.update(ops).set({ remembered: false }).where(eq(ops.id, id));
  }

  /** An order to this recipient for this amount that timed out before the rail took it. */
  async lostBefore(account: RailAccountKey, recipientKey: string, amountKop: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: ops.id })
      .from(ops)
      .where(
        and(
          eq(ops.rail, account.rail),
          eq(ops.accountId, account.accountId),
          eq(ops.kind, 'lost'),
          eq(ops.recipientKey, recipientKey),
          eq(ops.amountKop, amountKop),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The next operation's serial, drawn before its insert so that its external id goes in with it. */
  async nextSerial(): Promise<number> {
    const [row] = await this.db.select({ serial: SERIAL }).from(sql`(select 1) as one`);
    return Number(row?.serial);
  }

  /** Inserts an operation under its serial, with the external id the rail gives it. */
  async insert(serial: number, row: NewSandboxOperation, externalIdOf: (serial: number) => string): Promise<SandboxOperationRow> {
    const [inserted] = await this.db
      .insert(ops)
      .values({ ...row, id: serial, externalId: externalIdOf(serial) })
      .returning();
    if (inserted === undefined) throw new Error('sandbox operation not inserted');
    return inserted;
  }

  async setStart(
    id: number,
    moments: { startedAt: Date; completedAt: Date | null; failedAt: Date | null; returnedAt: Date | null },
  ): Promise<void> {
    await this.db.update(ops).set(moments).where(eq(ops.id, id));
  }

  /**
   * The account's side of a new order's checks: the day's orders (failed ones not counted) and the
   * balance. The worker's sends come in batches (sandbox-rail.ts): read once per batch.
   */
  async accountBooks(account: RailAccountKey, day: { from: Date; to: Date }, now: Date): Promise<AccountBooks> {
    const [row] = await this.db
      .select({ dayKop: sql<string>`coalesce(sum(${ops.amountKop}) filter (where ${notFailedOn(day, now)}), 0)`, ...balanceColumns(now) })
      .from(ops)
      .where(and(eq(ops.rail, account.rail), eq(ops.accountId, account.accountId)));
    return { dayKop: num(row?.dayKop), ...balanceOf(row) };
  }

  /**
   * The order's own side, in one read: the serial it will take, the recipient's orders of the day
   * and whether the rail still remembers the reference (the usual answer: not).
   */
  async orderFacts(account: RailAccountKey, day: { from: Date; to: Date }, recipientKey: string, now: Date, reference: string): Promise<OrderFacts> {
    const [row] = await this.db
      .select({
        serial: sql<string>`(select ${SERIAL})`,
        recipientKop: sql<string>`coalesce(sum(${ops.amountKop}) filter (where ${notFailedOn(day, now)}), 0)`,
        recipientCount: sql<string>`count(*) filter (where ${notFailedOn(day, now)})`,
        referenceKnown: sql<boolean>`exists (select 1 from ${ops} as known where known.rail = ${account.rail} and known.account_id = ${account.accountId}
          and known.reference = ${reference} and known.remembered)`,
      })
      .from(ops)
      .where(and(eq(ops.rail, account.rail), eq(ops.accountId, account.accountId), eq(ops.recipientKey, recipientKey), gte(ops.receivedAt, day.from), lt(ops.receivedAt, day.to)));
    return { serial: Number(row?.serial), recipientKop: num(row?.recipientKop), recipientCount: num(row?.recipientCount), referenceKnown: row?.referenceKnown === true };
  }

  /**
   * The account at `at`: booked = top-ups − completed orders and their fees + returns;
   * pending = orders taken and neither completed nor failed yet (amount and fee held).
   */
  async balance(account: RailAccountKey, at: Date): Promise<AccountBalance> {
    const [row] = await this.db
      .select(balanceColumns(at))
      .from(ops)
      .where(and(eq(ops.rail, account.rail), eq(ops.accountId, account.accountId)));
    return balanceOf(row);
  }

  /** Operations with a booking in [from, to) no later than `now`: top-ups, completions, returns. */
  async booked(account: RailAccountKey, from: Date, to: Date, now: Date): Promise<SandboxOperationRow[]> {
    const within = (column: AnyPgColumn) => and(gte(column, from), lt(column, to), lte(column, now));
    return this.db
      .select()
      .from(ops)
      .where(
        and(
          eq(ops.rail, account.rail),
          eq(ops.accountId, account.accountId),
          or(
            and(eq(ops.kind, 'topup'), within(ops.receivedAt)),
            and(eq(ops.kind, 'payout'), or(within(ops.completedAt), within(ops.returnedAt))),
          ),
        ),
      )
      .orderBy(asc(ops.id));
  }

  async insertNotifications(rows: NewSandboxNotification[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(notes).values(rows);
  }

  /** Drops an order's notifications not posted yet (its course starts again from a new moment). */
  async dropUndelivered(operationId: number): Promise<void> {
    await this.db.delete(notes).where(and(eq(notes.operationId, operationId), isNull(notes.deliveredAt)));
  }

  /**
   * Takes up to `limit` notifications due by `now` for delivery: each is leased until
   * `leaseUntil`, so two deliverers never post the same row at once.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<SandboxNotificationRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: notes.id })
        .from(notes)
        .where(and(isNull(notes.deliveredAt), lte(notes.dueAt, now), or(isNull(notes.claimedUntil), lte(notes.claimedUntil, now))))
        .orderBy(asc(notes.dueAt), asc(notes.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const rows = await tx
        .update(notes)
        .set({ claimedUntil: leaseUntil, attempts: sql`${notes.attempts} + 1` })
        .where(
          inArray(
            notes.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      return rows.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
    });
  }

  async delivered(id: number, at: Date): Promise<void> {
    await this.db.update(notes).set({ deliveredAt: at, claimedUntil: null }).where(eq(notes.id, id));
  }

  /** A failed delivery: the rail tries again at `retryAt`. */
  async retryLater(id: number, retryAt: Date): Promise<void> {
    await this.db.update(notes).set({ dueAt: retryAt, claimedUntil: null }).where(eq(notes.id, id));
  }
}
