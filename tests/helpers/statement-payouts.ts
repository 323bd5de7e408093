/**
 * Payouts for the statement and reconciliation tests, written directly as the payout engine
 * leaves them (before the engine merges): the park's account, a payout in a state with the
 * outbox's reference, the `payout` ledger entry under the engine's key once completed, and the
 * driver's held sum while it is open (so the money invariants hold after every test).
 */
import { eq, sql } from 'drizzle-orm';
import { OPEN_PAYOUT_STATUSES, type PayoutStatus, type Rail } from '../../schemas/payouts';
import type { Db } from '../../server/db/client';
import { drivers, payoutAccounts, payoutOutbox, payouts } from '../../server/db/schema';
import { postEntry } from '../../server/modules/ledger/ledger.writer';

let counter = 0;

export async function addPayoutAccount(db: Db, taxisId: number, publicId: string, rail: Rail = 'tochka', name = 'Точка, основной счёт'): Promise<number> {
  const [row] = await db.insert(payoutAccounts).values({ taxisId, rail, name, publicId }).returning({ id: payoutAccounts.id });
  if (!row) throw new Error('account was not written');
  return row.id;
}

export interface TestPayout {
  taxisId: number;
  driverId: number;
  accountId: number;
  amountKop: number;
  status: PayoutStatus;
  /** When it was created and sent; completed at `at` too when its status is completed. */
  at: Date;
  externalId?: string | null;
  reference?: string | null;
}

export async function addTestPayout(db: Db, payout: TestPayout): Promise<number> {
  counter += 1;
  const [account] = await db.select({ rail: payoutAccounts.rail }).from(payoutAccounts).where(eq(payoutAccounts.id, payout.accountId));
  const [row] = await db
    .insert(payouts)
    .values({
      taxisId: payout.taxisId,
      driverId: payout.driverId,
      source: 'staff',
      rail: account?.rail ?? 'tochka',
      accountId: payout.accountId,
      amountKop: payout.amountKop,
      status: payout.status,
      idempotencyKey: `test-payout-${counter}-${payout.driverId}`,
      requestHash: 'test',
      externalId: payout.externalId ?? null,
      createdAt: payout.at,
      sentAt: payout.at,
      completedAt: payout.status === 'completed' ? payout.at : null,
      updatedAt: payout.at,
    })
    .returning({ id: payouts.id });
  if (!row) throw new Error('payout was not written');
  if (payout.reference) {
    await db.insert(payoutOutbox).values({ taxisId: payout.taxisId, payoutId: row.id, action: 'send', reference: payout.reference, state: 'done' });
  }
  if (payout.status === 'completed') {
    await db.transaction((tx) =>
      postEntry(tx, {
        taxisId: payout.taxisId,
        driverId: payout.driverId,
        kind: 'payout',
        amountKop: -payout.amountKop,
        description: `Выплата № ${row.id}`,
        createdBy: 'platform',
        idempotencyKey: `payout:${row.id}`,
        at: payout.at,
      }),
    );
  } else if (OPEN_PAYOUT_STATUSES.includes(payout.status)) {
    await db.update(drivers).set({ heldKop: sql`${drivers.heldKop} + ${payout.amountKop}` }).where(eq(drivers.id, payout.driverId));
  }
  return row.id;
}
