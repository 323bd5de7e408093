/** SQL of charges: the rows, their postings in the ledger, and the runner's due list. */
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverCharges, drivers, ledgerEntries, taxis, users } from '../../db/schema';
import type { LedgerEntryRow } from '../ledger/postings.repository';

export type ChargeRow = typeof driverCharges.$inferSelect;
export type NewChargeRow = typeof driverCharges.$inferInsert;

export interface LockedDueCharge {
  charge: ChargeRow;
  timezone: string;
  creatorName: string | null;
}

export class ChargesRepository {
  constructor(private readonly db: Db) {}

  async driverExists(taxisId: number, driverId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.id, driverId), eq(drivers.taxisId, taxisId)));
    return rows.length > 0;
  }

  /** Locks the driver row: two creates for one driver run one after the other. */
  async lockDriver(taxisId: number, driverId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.id, driverId), eq(drivers.taxisId, taxisId)))
      .for('update');
    return rows.length > 0;
  }

  async insert(values: NewChargeRow): Promise<ChargeRow> {
    const [row] = await this.db.insert(driverCharges).values(values).returning();
    if (!row) throw new Error('charge was not written');
    return row;
  }

  async update(id: number, set: Partial<NewChargeRow>): Promise<ChargeRow> {
    const [row] = await this.db.update(driverCharges).set(set).where(eq(driverCharges.id, id)).returning();
    if (!row) throw new Error(`charge ${id} is missing`);
    return row;
  }

  async findById(id: number): Promise<ChargeRow | null> {
    const [row] = await this.db.select().from(driverCharges).where(eq(driverCharges.id, id));
    return row ?? null;
  }

  /** A charge of the park's driver; locked for the rest of the transaction when asked. */
  async find(taxisId: number, driverId: number, chargeId: number, lock = false): Promise<ChargeRow | null> {
    const query = this.db
      .select()
      .from(driverCharges)
      .where(and(eq(driverCharges.id, chargeId), eq(driverCharges.driverId, driverId), eq(driverCharges.taxisId, taxisId)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The driver's charges, newest first (driver_charges_driver index), and their count. */
  async page(taxisId: number, driverId: number, limit: number, offset: number): Promise<{ rows: ChargeRow[]; total: number }> {
    const where = and(eq(driverCharges.driverId, driverId), eq(driverCharges.taxisId, taxisId));
    const [rows, [counted]] = await Promise.all([
      this.db.select().from(driverCharges).where(where).orderBy(desc(driverCharges.id)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(driverCharges).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Sum of each charge's postings (positive), read through the driver's entries (ledger_driver index). */
  async totalsPosted(driverId: number, chargeIds: readonly number[]): Promise<Map<number, number>> {
    if (chargeIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        chargeId: ledgerEntries.chargeId,
        total: sql<number>`coalesce(sum(-${ledgerEntries.amountKop}), 0)`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.driverId, driverId), inArray(ledgerEntries.chargeId, [...chargeIds])))
      .groupBy(ledgerEntries.chargeId);
    return new Map(rows.flatMap((row) => (row.chargeId === null ? [] : [[row.chargeId, row.total] as const])));
  }

  async entries(driverId: number, chargeId: number): Promise<LedgerEntryRow[]> {
    return this.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.driverId, driverId), eq(ledgerEntries.chargeId, chargeId)))
      .orderBy(desc(ledgerEntries.id));
  }

  /** The charge a create with this idempotency key made in the park. */
  async findByKey(taxisId: number, key: string): Promise<ChargeRow | null> {
    const [row] = await this.db
      .select()
      .from(driverCharges)
      .where(and(eq(driverCharges.taxisId, taxisId), eq(driverCharges.idempotencyKey, key)));
    return row ?? null;
  }

  /**
   * Active charges with a posting due by their park's today, after `afterId`. The latest today
   * of any zone (UTC + 14 h) bounds the driver_charges_due index scan; each park's own today
   * then decides.
   */
  async dueIds(now: Date, latestToday: string, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: driverCharges.id })
      .from(driverCharges)
      .innerJoin(taxis, eq(taxis.id, driverCharges.taxisId))
      .where(
        and(
          eq(driverCharges.status, 'active'),
          lte(driverCharges.nextDueOn, latestToday),
          sql`${driverCharges.nextDueOn} <= (${now.toISOString()}::timestamptz at time zone ${taxis.timezone})::date`,
          gt(driverCharges.id, afterId),
        ),
      )
      .orderBy(asc(driverCharges.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Locks an active charge for posting; null when it is no longer active or another process
   * holds it (SKIP LOCKED: runners on several API processes share the work).
   */
  async lockDue(id: number): Promise<LockedDueCharge | null> {
    const [row] = await this.db
      .select({ charge: driverCharges, timezone: taxis.timezone, creatorName: users.name })
      .from(driverCharges)
      .innerJoin(taxis, eq(taxis.id, driverCharges.taxisId))
      .leftJoin(users, eq(users.id, driverCharges.createdByUserId))
      .where(and(eq(driverCharges.id, id), eq(driverCharges.status, 'active')))
      .for('update', { of: driverCharges, skipLocked: true });
    return row ?? null;
  }
}
