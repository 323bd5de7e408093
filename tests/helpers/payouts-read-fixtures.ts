/**
 * Payout rows written straight into the tables for the read side's tests (the engine that
 * creates them through the API is another branch's): a park account, and payouts with events.
 */
import type { Db } from '../../server/db/client';
import { payoutAccounts, payoutEvents, payouts } from '../../server/db/schema';
import type { PayoutKind, PayoutStatus, Rail } from '../../schemas/payouts';

export async function addPayoutAccount(db: Db, taxisId: number, name = 'Точка, тестовый счёт', rail: Rail = 'tochka'): Promise<number> {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ taxisId, rail, name, publicId: `40702810${String(taxisId).padStart(12, '0')}`, sandbox: true })
    .returning({ id: payoutAccounts.id });
  if (!row) throw new Error('account was not written');
  return row.id;
}

export interface PayoutFixture {
  driverId: number;
  accountId: number;
  amountKop: number;
  feeKop?: number;
  status?: PayoutStatus;
  kind?: PayoutKind;
  rail?: Rail;
  aggregatorId?: number | null;
  at: Date;
  reason?: string | null;
}

let keyCounter = 0;

/** A payout with a `created` event, and one more event when its status is another. */
export async function addPayoutRow(db: Db, taxisId: number, fixture: PayoutFixture): Promise<number> {
  keyCounter += 1;
  const status = fixture.status ?? 'completed';
  const [row] = await db
    .insert(payouts)
    .values({
      taxisId,
      driverId: fixture.driverId,
      kind: fixture.kind ?? 'driver',
      aggregatorId: fixture.aggregatorId ?? null,
      source: 'staff',
      rail: fixture.rail ?? 'tochka',
      accountId: fixture.accountId,
      amountKop: fixture.amountKop,
      feeKop: fixture.feeKop ?? 0,
      status,
      reason: fixture.reason ?? null,
      idempotencyKey: `fixture-${keyCounter}`,
      requestHash: 'fixture',
      createdAt: fixture.at,
      updatedAt: fixture.at,
      completedAt: status === 'completed' ? fixture.at : null,
    })
    .returning({ id: payouts.id });
  if (!row) throw new Error('payout was not written');
  await db.insert(payoutEvents).values({ taxisId, payoutId: row.id, status: 'created', createdAt: fixture.at });
  if (status !== 'created') {
    await db.insert(payoutEvents).values({ taxisId, payoutId: row.id, status, reason: fixture.reason ?? null, createdAt: new Date(fixture.at.getTime() + 60_000) });
  }
  return row.id;
}
