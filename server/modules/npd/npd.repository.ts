/** The self-employed guardian's tables (server/db/npd.schema.ts) and the drivers' fields it reads (SQL only here). */
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { REGISTERED_ISSUERS, type NpdCheckReason, type NpdIssuer, type ReceiptState } from '../../../schemas/npd';
import type { Db } from '../../db/client';
import { drivers, npdChecks, npdIncome, npdIssuers, npdReceipts, npdStatuses, taxis } from '../../db/schema';
import { driverFullNameSql } from '../drivers/drivers.repository';

export type NpdStatusRow = typeof npdStatuses.$inferSelect;
export type NpdReceiptRow = typeof npdReceipts.$inferSelect;
export type NewNpdReceipt = typeof npdReceipts.$inferInsert;

export interface NpdDriver {
  id: number;
  taxisId: number;
  name: string;
  employmentType: typeof drivers.$inferSelect.employmentType;
  inn: string | null;
  timezone: string;
}

export interface ReceiptView {
  receipt: NpdReceiptRow;
  driverName: string;
}

/** A check taken from the queue: sent to the service now. */
export interface ClaimedCheck {
  checkId: number;
  taxisId: number;
  driverId: number;
  inn: string | null;
}

/** Between claiming and answering a check; a claim older than this (a process died) is claimed again. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** One lock for every process's queue: the throttle is the service's, shared by all. */
const QUEUE_LOCK = sql`hashtext('fleet-cabinet: npd checks')`;

const driverName = driverFullNameSql;

/** `due` past its date is overdue on read as well, whether or not the job has marked it yet. */
function stateCondition(state: ReceiptState, today: string) {
  if (state === 'overdue') return or(eq(npdReceipts.state, 'overdue'), and(eq(npdReceipts.state, 'due'), lt(npdReceipts.dueOn, today)));
  if (state === 'due') return and(eq(npdReceipts.state, 'due'), gte(npdReceipts.dueOn, today));
  return eq(npdReceipts.state, state);
}

export class NpdRepository {
  constructor(private readonly db: Db) {}

  async driver(taxisId: number, driverId: number): Promise<NpdDriver | null> {
    const [row] = await this.db
      .select({ id: drivers.id, taxisId: drivers.taxisId, name: driverName, employmentType: drivers.employmentType, inn: drivers.taxIdentificationNumber, timezone: taxis.timezone })
      .from(drivers)
      .innerJoin(taxis, eq(taxis.id, drivers.taxisId))
      .where(and(eq(drivers.taxisId, taxisId), eq(drivers.id, driverId)))
      .limit(1);
    return row ?? null;
  }

  async parkTimezone(taxisId: number): Promise<string | null> {
    const [row] = await this.db.select({ timezone: taxis.timezone }).from(taxis).where(eq(taxis.id, taxisId)).limit(1);
    return row?.timezone ?? null;
  }

  async status(taxisId: number, driverId: number): Promise<NpdStatusRow | null> {
    const [row] = await this.db.select().from(npdStatuses).where(and(eq(npdStatuses.taxisId, taxisId), eq(npdStatuses.driverId, driverId))).limit(1);
    return row ?? null;
  }

  async saveStatus(row: NpdStatusRow): Promise<void> {
    const { driverId: _driverId, taxisId: _taxisId, ...changes } = row;
    await this.db.insert(npdStatuses).values(row).onConflictDoUpdate({ target: npdStatuses.driverId, set: changes });
  }

  async hasQueuedCheck(taxisId: number, driverId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: npdChecks.id })
      .from(npdChecks)
      .where(and(eq(npdChecks.taxisId, taxisId), eq(npdChecks.driverId, driverId), eq(npdChecks.state, 'queued')))
      .limit(1);
    return row !== undefined;
  }

  /** Queues a check unless one is queued already (one per driver: npd_checks_one_queued). */
  async enqueue(taxisId: number, driverId: number, reason: NpdCheckReason, at: Date): Promise<void> {
    await this.db.insert(npdChecks).values({ taxisId, driverId, reason, requestedAt: at }).onConflictDoNothing();
  }

  async issuer(taxisId: number, driverId: number): Promise<NpdIssuer | null> {
    const [row] = await this.db.select({ issuer: npdIssuers.issuer }).from(npdIssuers).where(and(eq(npdIssuers.taxisId, taxisId), eq(npdIssuers.driverId, driverId))).limit(1);
    return row?.issuer ?? null;
  }

  async setIssuer(taxisId: number, driverId: number, issuer: NpdIssuer, at: Date): Promise<void> {
    await this.db
      .insert(npdIssuers)
      .values({ taxisId, driverId, issuer, updatedAt: at })
      .onConflictDoUpdate({ target: npdIssuers.driverId, set: { issuer, updatedAt: at } });
  }

  async income(taxisId: number, driverId: number, year: number): Promise<number> {
    const [row] = await this.db
      .select({ incomeKop: npdIncome.incomeKop })
      .from(npdIncome)
      .where(and(eq(npdIncome.taxisId, taxisId), eq(npdIncome.driverId, driverId), eq(npdIncome.year, year)))
      .limit(1);
    return row?.incomeKop ?? 0;
  }

  /** The receipt of a payout, once: false when the payout already has one (nothing else is written). */
  async addReceipt(receipt: NewNpdReceipt & { year: number }): Promise<boolean> {
    const inserted = await this.db.insert(npdReceipts).values(receipt).onConflictDoNothing({ target: npdReceipts.payoutId }).returning({ id: npdReceipts.id });
    if (inserted.length === 0) return false;
    await this.db
      .insert(npdIncome)
      .values({ taxisId: receipt.taxisId, driverId: receipt.driverId, year: receipt.year, incomeKop: receipt.amountKop, receipts: 1 })
      .onConflictDoUpdate({
        target: [npdIncome.driverId, npdIncome.year],
        set: { incomeKop: sql`${npdIncome.incomeKop} + ${receipt.amountKop}`, receipts: sql`${npdIncome.receipts} + 1` },
      });
    return true;
  }

  async driverReceipts(taxisId: number, driverId: number, limit: number): Promise<NpdReceiptRow[]> {
    return this.db
      .select()
      .from(npdReceipts)
      .where(and(eq(npdReceipts.taxisId, taxisId), eq(npdReceipts.driverId, driverId)))
      .orderBy(desc(npdReceipts.id))
      .limit(limit);
  }

  async receiptsPage(taxisId: number, state: ReceiptState, today: string, page: { limit: number; offset: number }): Promise<{ rows: ReceiptView[]; total: number }> {
    const where = and(eq(npdReceipts.taxisId, taxisId), stateCondition(state, today));
    const [rows, [count]] = await Promise.all([
      this.db
        .select({ receipt: npdReceipts, driverName })
        .from(npdReceipts)
        .innerJoin(drivers, eq(drivers.id, npdReceipts.driverId))
        .where(where)
        .orderBy(asc(npdReceipts.dueOn), asc(npdReceipts.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(npdReceipts).where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /** A receipt the driver or the aggregator issued, with its number; false when it is not theirs to issue or is issued already. */
  async markIssued(taxisId: number, driverId: number, receiptId: number, issuers: readonly NpdIssuer[], receipt: { number: string; url: string | null }, at: Date): Promise<boolean> {
    const updated = await this.db
      .update(npdReceipts)
      .set({ state: 'issued', receiptNumber: receipt.number, receiptUrl: receipt.url, issuedAt: at })
      .where(
        and(
          eq(npdReceipts.taxisId, taxisId),
          eq(npdReceipts.driverId, driverId),
          eq(npdReceipts.id, receiptId),
          inArray(npdReceipts.issuer, [...issuers]),
          inArray(npdReceipts.state, ['due', 'overdue']),
        ),
      )
      .returning({ id: npdReceipts.id });
    return updated.length > 0;
  }

  /** The receipts' states of the given payouts (the reconciliation's receipt check). */
  async receiptStates(taxisId: number, payoutIds: readonly number[]): Promise<{ payoutId: number; state: ReceiptState }[]> {
    if (payoutIds.length === 0) return [];
    return this.db
      .select({ payoutId: npdReceipts.payoutId, state: npdReceipts.state })
      .from(npdReceipts)
      .where(and(eq(npdReceipts.taxisId, taxisId), inArray(npdReceipts.payoutId, [...payoutIds])));
  }

  async receiptExists(taxisId: number, driverId: number, receiptId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: npdReceipts.id })
      .from(npdReceipts)
      .where(and(eq(npdReceipts.taxisId, taxisId), eq(npdReceipts.driverId, driverId), eq(npdReceipts.id, receiptId)))
      .limit(1);
    return row !== undefined;
  }

  // ---- the job (jobs role: every park) ------------------------------------------------------------

  /**
   * Takes checks for the service without breaking its throttle: at most `perMinute` sent in any 60 s
   * (counted from npd_checks.sent_at, under one lock, so several processes share the budget).
   * Queued checks (a person's, a payout's) go first, oldest first; what is left, up to
   * `schedulePerMinute` in the window, re-checks the stalest statuses of self-employed drivers.
   */
  async claimChecks(now: Date, budget: { perMinute: number; schedulePerMinute: number; staleBefore: Date }): Promise<ClaimedCheck[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK})`);
      const windowStart = new Date(now.getTime() - 60_000);
      const [sent] = await tx
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          scheduled: sql<number>`count(*) filter (where ${npdChecks.reason} = 'schedule')`.mapWith(Number),
        })
        .from(npdChecks)
        .where(sql`${npdChecks.sentAt} > ${windowStart}`);
      let free = budget.perMinute - (sent?.total ?? 0);
      if (free <= 0) return [];
      const leaseEnd = new Date(now.getTime() - CLAIM_LEASE_MS);
      const queued = await tx
        .select({ id: npdChecks.id })
        .from(npdChecks)
        .where(and(eq(npdChecks.state, 'queued'), or(sql`${npdChecks.sentAt} is null`, lt(npdChecks.sentAt, leaseEnd))))
        .orderBy(asc(npdChecks.requestedAt), asc(npdChecks.id))
        .limit(free);
      const ids = queued.map((row) => row.id);
      free -= ids.length;
      const scheduleFree = Math.min(free, budget.schedulePerMinute - (sent?.scheduled ?? 0));
      if (scheduleFree > 0) {
        const stale = await tx
          .select({ driverId: drivers.id, taxisId: drivers.taxisId })
          .from(drivers)
          .leftJoin(npdStatuses, eq(npdStatuses.driverId, drivers.id))
          .where(
            and(
              eq(drivers.employmentType, 'selfemployed'),
              sql`${drivers.workStatus} <> 'fired'`,
              sql`${drivers.taxIdentificationNumber} is not null`,
              or(sql`${npdStatuses.checkedAt} is null`, lt(npdStatuses.checkedAt, budget.staleBefore)),
              sql`not exists (select 1 from ${npdChecks} where ${npdChecks.driverId} = ${drivers.id} and ${npdChecks.state} = 'queued')`,
            ),
          )
          .orderBy(sql`${npdStatuses.checkedAt} asc nulls first`, asc(drivers.id))
          .limit(scheduleFree);
        if (stale.length > 0) {
          const added = await tx
            .insert(npdChecks)
            .values(stale.map((row) => ({ taxisId: row.taxisId, driverId: row.driverId, reason: 'schedule' as const, requestedAt: now })))
            .returning({ id: npdChecks.id });
          ids.push(...added.map((row) => row.id));
        }
      }
      if (ids.length === 0) return [];
      await tx.update(npdChecks).set({ sentAt: now }).where(inArray(npdChecks.id, ids));
      return tx
        .select({ checkId: npdChecks.id, taxisId: npdChecks.taxisId, driverId: npdChecks.driverId, inn: drivers.taxIdentificationNumber })
        .from(npdChecks)
        .innerJoin(drivers, eq(drivers.id, npdChecks.driverId))
        .where(inArray(npdChecks.id, ids))
        .orderBy(asc(npdChecks.id));
    });
  }

  /** The answer of a check: the check is done and the driver's status is what it said. */
  async finishCheck(checkId: number, status: NpdStatusRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(npdChecks).set({ state: 'done', result: status.status }).where(eq(npdChecks.id, checkId));
      await new NpdRepository(tx).saveStatus(status);
    });
  }

  /** A throttled check goes back to the queue, in its place. */
  async releaseCheck(checkId: number): Promise<void> {
    await this.db.update(npdChecks).set({ sentAt: null }).where(eq(npdChecks.id, checkId));
  }

  /** Receipts the park or the bank issues through the service, not yet registered. */
  async receiptsToRegister(limit: number): Promise<(NpdReceiptRow & { inn: string | null })[]> {
    const rows = await this.db
      .select({ receipt: npdReceipts, inn: drivers.taxIdentificationNumber })
      .from(npdReceipts)
      .innerJoin(drivers, eq(drivers.id, npdReceipts.driverId))
      .where(and(inArray(npdReceipts.issuer, [...REGISTERED_ISSUERS]), inArray(npdReceipts.state, ['due', 'overdue'])))
      .orderBy(asc(npdReceipts.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.receipt, inn: row.inn }));
  }

  async registered(receiptId: number, receipt: { number: string; url: string }, at: Date): Promise<void> {
    await this.db
      .update(npdReceipts)
      .set({ state: 'issued', receiptNumber: receipt.number, receiptUrl: receipt.url, issuedAt: at })
      .where(and(eq(npdReceipts.id, receiptId), inArray(npdReceipts.state, ['due', 'overdue'])));
  }

  /** Receipts past their due date in their park's own day become overdue. */
  async markOverdue(now: Date): Promise<number> {
    const moved = await this.db
      .update(npdReceipts)
      .set({ state: 'overdue' })
      .where(
        and(
          eq(npdReceipts.state, 'due'),
          sql`${npdReceipts.dueOn} < (${now}::timestamptz at time zone (select ${taxis.timezone} from ${taxis} where ${taxis.id} = ${npdReceipts.taxisId}))::date`,
        ),
      )
      .returning({ id: npdReceipts.id });
    return moved.length;
  }
}
