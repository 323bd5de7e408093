/**
 * Payout fixtures for the engine's tests: a park account on a sandbox rail, a driver with money
 * and a saved destination, one pass of the worker, and the money invariants checked after every
 * test (the ledger sums to the balance, held_kop is the open payouts' amount + fee).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { OPEN_PAYOUT_STATUSES, type Rail } from '../../schemas/payouts';
import type { Db } from '../../server/db/client';
import { drivers, payoutAccounts, payoutDestinations, payouts, sandboxRailOperations } from '../../server/db/schema';
import { runPayoutsOnce } from '../../server/jobs/payouts-runner';
import { postEntry } from '../../server/modules/ledger/ledger.writer';
import type { WorkerFaults } from '../../server/modules/payouts/payout-outbox';
import { LocalEventBus } from '../../server/realtime/event-bus';
import { addDriver } from './fleet-fixtures';
import { expectLedgerConsistent } from './ledger-checks';
import type { TestApp } from './test-app';

export async function addPayoutAccount(db: Db, taxisId: number, rail: Rail, values: Partial<typeof payoutAccounts.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ taxisId, rail, name: `Счёт ${rail}`, publicId: `${rail}-${taxisId}-${Math.random().toString(36).slice(2, 8)}`, ...values })
    .returning({ id: payoutAccounts.id });
  if (!row) throw new Error('account was not written');
  return row.id;
}

let cardCounter = 0;

/** A driver with `balanceKop` on the ledger (a top-up) and a saved card of `cardRail`. */
export async function addPaidDriver(db: Db, taxisId: number, balanceKop: number, cardRail: Rail = 'cloudpayments'): Promise<{ driverId: number; destinationId: number }> {
  const driverId = await addDriver(db, taxisId);
  if (balanceKop !== 0) {
    await db.transaction((tx) =>
      postEntry(tx, { taxisId, driverId, kind: 'topup', amountKop: balanceKop, description: 'Пополнение', createdBy: 'platform' }),
    );
  }
  cardCounter += 1;
  const last4 = String(1000 + (cardCounter % 9000));
  const [destination] = await db
    .insert(payoutDestinations)
    .values({ taxisId, driverId, kind: 'card', title: `Карта •• ${last4}`, cardToken: `tk_${driverId}_${cardCounter}`, cardLast4: last4, cardRail, isDefault: true })
    .returning({ id: payoutDestinations.id });
  if (!destination) throw new Error('destination was not written');
  return { driverId, destinationId: destination.id };
}

/** One pass of the payouts runner on the test's database, rails and clock. */
export async function runWorker(t: TestApp, faults?: WorkerFaults) {
  return runPayoutsOnce({ db: t.database.jobs, clock: t.clock, rails: t.payoutRails, guards: [], bus: new LocalEventBus(), faults });
}

/** The ledger sums to the balance, and held_kop is the open payouts' amount + fee. */
export async function expectMoneyInvariants(db: Db, driverIds: number[]): Promise<void> {
  for (const driverId of driverIds) await expectLedgerConsistent(db, driverId);
  if (driverIds.length === 0) return;
  const open = await db
    .select({ driverId: payouts.driverId, sum: sql<string>`sum(${payouts.amountKop} + ${payouts.feeKop})` })
    .from(payouts)
    .where(and(inArray(payouts.driverId, driverIds), inArray(payouts.status, [...OPEN_PAYOUT_STATUSES])))
    .groupBy(payouts.driverId);
  const expected = new Map(open.map((row) => [row.driverId, Number(row.sum)]));
  const held = await db.select({ id: drivers.id, heldKop: drivers.heldKop }).from(drivers).where(inArray(drivers.id, driverIds));
  for (const row of held) expect(row.heldKop, `held of driver ${row.id}`).toBe(expected.get(row.id) ?? 0);
}

/** The sandbox's own operations for a payout's references (`p<id>a…`): what the "bank" did. */
export async function railOperations(db: Db, payoutId: number) {
  return db
    .select({ reference: sandboxRailOperations.reference, amountKop: sandboxRailOperations.amountKop })
    .from(sandboxRailOperations)
    .where(and(eq(sandboxRailOperations.kind, 'payout'), sql`${sandboxRailOperations.reference} like ${`p${payoutId}a%`}`));
}

export async function payoutStatus(db: Db, payoutId: number): Promise<string | undefined> {
  const [row] = await db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
  return row?.status;
}
