/**
 * The SQL of posting a ledger entry (ledger.writer.ts): the driver's balance row locked for the
 * entry, an earlier entry under the same idempotency key, the entry itself and the balance kept
 * beside the driver. The ledger owns drivers.balance_kop: nothing else writes it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, ledgerEntries } from '../../db/schema';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntryRow = typeof ledgerEntries.$inferInsert;

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

  async findByKey(taxisId: number, idempotencyKey: string): Promise<LedgerEntryRow | null> {
    const [entry] = await this.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.taxisId, taxisId), eq(ledgerEntries.idempotencyKey, idempotencyKey)));
    return entry ?? null;
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
