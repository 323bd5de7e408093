/**
 * The ledger's invariant, checked after every write in the money tests: the driver's entries
 * sum to drivers.balance_kop, each entry's balance_after is the running sum up to it, and so the
 * newest balance_after is the balance.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';
import { drivers, ledgerEntries } from '../../server/db/schema';

export async function expectLedgerConsistent(db: Db, driverId: number): Promise<number> {
  const entries = await db
    .select({ amountKop: ledgerEntries.amountKop, balanceAfterKop: ledgerEntries.balanceAfterKop })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.driverId, driverId))
    .orderBy(asc(ledgerEntries.id));
  const [driver] = await db.select({ balanceKop: drivers.balanceKop }).from(drivers).where(eq(drivers.id, driverId));
  let running = 0;
  for (const entry of entries) {
    running += entry.amountKop;
    expect(entry.balanceAfterKop).toBe(running);
  }
  expect(driver?.balanceKop).toBe(running);
  expect(entries.at(-1)?.balanceAfterKop ?? 0).toBe(driver?.balanceKop);
  return running;
}

export async function entryCount(db: Db, driverId: number): Promise<number> {
  const rows = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.driverId, driverId));
  return rows.length;
}
