/**
 * The SQL of posting a ledger entry (ledger.writer.ts): the driver's balance row locked for the
 * entry, an earlier entry under the same idempotency key, the entry itself and the balance kept
 * beside the driver. The ledger owns drivers.balance_kop: nothing else writes it; a payout's hold
 * (drivers.held_kop) is written here too, under the same row lock.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, ledgerEntries } from '../../db/schema';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntryRow = typeof ledgerEntries.$inferInsert;

export interface LockedMoney {
  balanceKop: number;
  blockedKop: number;
  limitKop: number;
  heldKop: number;
}

/**
 * What may be paid out: the balance less what is blocked, held by open payouts and the limit. A
 * negative limit lets a driver take orders in debt; it never lets a payout make that debt.
 */
export const withdrawableOf = (money: LockedMoney): number =>
  Math.max(0, money.balanceKop - money.blockedKop - money.heldKop - Math.max(0, money.limitKop));

export class PostingsRepository {
  constructor(private readonly db: Db) {}

  /** The driver's balance with the row locked until the transaction ends; null for another park's driver. */
  async lockBalance(taxisId: number, driverId: number): Promise<number | null> {
    const [driver] = await this.db
      .select({ balanceKop: drivers.balanceKop })
      .from(drivers)
      .where(and(eq(drivers.id, driverId), eq(drivers.taxisId, taxisId)))
      .for('update');
    return driver?.balanceKop ?? null;
  }

  /**
   * The driver's money with the row locked until the transaction ends (the same lock postEntry
   * takes, so a payout's hold and a ledger entry never interleave); null for another park's driver.
   */
  async lockMoney(taxisId: number, driverId: number): Promise<LockedMoney | null> {
    const [driver] = await this.db
      .select({
        balanceKop: drivers.balanceKop,
        blockedKop: drivers.blockedBalanceKop,
        limitKop: drivers.balanceLimitKop,
        heldKop: drivers.heldKop,
      })
      .from(drivers)
      .where(and(eq(drivers.id, driverId), eq(drivers.taxisId, taxisId)))
      .for('update');
    return driver ?? null;
  }

  /** Holds (positive) or releases (negative) a payout's amount and fee; call with the row locked. */
  async addHeld(driverId: number, deltaKop: number): Promise<void> {
    await this.db
      .update(drivers)
      .set({ heldKop: sql`${drivers.heldKop} + ${deltaKop}` })
      .where(eq(drivers.id, driverId));
  }

  /** Many drivers' money locked at once, in id order (two bulk payouts never deadlock). */
  async lockMoneyMany(taxisId: number, driverIds: number[]): Promise<Map<number, LockedMoney>> {
    if (driverIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: drivers.id,
        balanceKop: drivers.balanceKop,
        blockedKop: drivers.blockedBalanceKop,
        limitKop: drivers.balanceLimitKop,
        heldKop: drivers.heldKop,
      })
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), inArray(drivers.id, driverIds)))
      .orderBy(asc(drivers.id))
      .for('update');
    return new Map(rows.map(({ id, ...money }) => [id, money]));
  }

  /** Holds for many drivers in one statement; call with their rows locked. */
  async addHeldMany(deltas: { driverId: number; deltaKop: number }[]): Promise<void> {
    if (deltas.length === 0) return;
    const values = sql.join(
      deltas.map(({ driverId, deltaKop }) => sql`(${driverId}::bigint, ${deltaKop}::bigint)`),
      sql`, `,
    );
    await this.db.execute(
      sql`update ${drivers} set held_kop = ${drivers.heldKop} + v.delta from (values ${values}) as v(id, delta) where ${drivers.id} = v.id`,
    );
  }

  async findByKey(taxisId: number, idempotencyKey: string): Promise<LedgerEntryRow | null> {
    const [entry] = await this.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.taxisId, taxisId), eq(ledgerEntries.idempotencyKey, idempotencyKey)));
    return entry ?? null;
  }

  /** The entries already written under any of these keys, by key. */
  async findByKeys(taxisId: number, idempotencyKeys: string[]): Promise<Map<string, LedgerEntryRow>> {
    if (idempotencyKeys.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.taxisId, taxisId), inArray(ledgerEntries.idempotencyKey, idempotencyKeys)));
    return new Map(rows.map((row) => [row.idempotencyKey ?? '', row]));
  }

  async insertMany(values: NewLedgerEntryRow[]): Promise<LedgerEntryRow[]> {
    if (values.length === 0) return [];
    return this.db.insert(ledgerEntries).values(values).returning();
  }

  /** setBalance for many drivers in one statement. */
  async setBalances(balances: { driverId: number; balanceKop: number; at: Date }[]): Promise<void> {
    if (balances.length === 0) return;
    const values = sql.join(
      balances.map(({ driverId, balanceKop, at }) => sql`(${driverId}::bigint, ${balanceKop}::bigint, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await this.db.execute(sql`
      update ${drivers} set balance_kop = v.balance, last_transaction_at = greatest(${drivers.lastTransactionAt}, v.at)
      from (values ${values}) as v(id, balance, at) where ${drivers.id} = v.id`);
  }

  async insert(values: NewLedgerEntryRow): Promise<LedgerEntryRow> {
    const [entry] = await this.db.insert(ledgerEntries).values(values).returning();
    if (!entry) throw new Error('ledger entry was not written');
    return entry;
  }

  /** The balance after the entry, and the driver's last money movement (never moved back). */
  async setBalance(driverId: number, balanceKop: number, at: Date): Promise<void> {
    await this.db
      .update(drivers)
      .set({
        balanceKop,
        lastTransactionAt: sql`greatest(${drivers.lastTransactionAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(drivers.id, driverId));
  }
}
