/**
 * The worker applies a bulk payout's completions together (PayoutMoves.completeMany: the holds,
 * the ledger entries, the day counts and the park's rollups in a few statements for them all).
 * The same payouts completed one by one and in bulk, in two databases from the same start, must
 * leave every row alike: the ledger with its balances after, the drivers' money, the payouts and
 * their history, driver_days, park_payout_days and park_day_drivers, including a driver whose
 * earlier and later payout days shift the counts by the days between.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutSchema } from '../../schemas/payouts';
import type { Db } from '../../server/db/client';
import { driverDays, drivers, ledgerEntries, parkDayDrivers, parkPayoutDays, payoutEvents, payouts } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { countPayout } from '../../server/modules/kpi/driver-days.writer';
import { PayoutMoves } from '../../server/modules/payouts/payout-moves';
import { PayoutsRepository } from '../../server/modules/payouts/payouts.repository';
import { bearer, signIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { addPaidDriver, addPayoutAccount, expectMoneyInvariants } from '../helpers/payout-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DAY_MS = 86_400_000;
const DRIVERS = 6;

type Mode = 'one by one' | 'in bulk';

/** A park's drivers with money, one with a payout day before today and one after, and a payout each. */
async function scenario(t: TestApp, mode: Mode) {
  await seedDemo(t.db);
  const owner = await signIn(t, 'demo1');
  const parkId = await parkIdOf(t.db, 'demo1');
  await addPayoutAccount(t.db, parkId, 'cloudpayments');
  const driverIds: number[] = [];
  for (let index = 0; index < DRIVERS; index += 1) driverIds.push((await addPaidDriver(t.db, parkId, 50_000 + index * 1_000)).driverId);
  const now = t.clock.now();
  const [earlier, later] = driverIds;
  if (earlier === undefined || later === undefined) throw new Error('no drivers');
  await t.db.transaction((tx) => countPayout(tx, { taxisId: parkId, driverId: earlier, at: new Date(now.getTime() - 3 * DAY_MS), amountKop: 5_000 }));
  await t.db.transaction((tx) => countPayout(tx, { taxisId: parkId, driverId: later, at: new Date(now.getTime() + 4 * DAY_MS), amountKop: 7_000 }));
  const payoutIds: number[] = [];
  for (const [index, driverId] of driverIds.entries()) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: { ...bearer(owner.token), 'idempotency-key': `complete-${index}` },
      payload: { driver_id: driverId, amount: String(100 + index) },
    });
    expect(response.statusCode, response.body).toBe(200);
    payoutIds.push(PayoutSchema.parse(response.json()).id);
  }
  const at = new Date(now.getTime() + 60_000);
  if (mode === 'one by one') {
    for (const payoutId of payoutIds) {
      await t.db.transaction(async (tx) => {
        const payout = await new PayoutsRepository(tx).lock(parkId, payoutId);
        if (!payout) throw new Error('no payout');
        await new PayoutMoves(tx, []).apply(payout, { next: 'completed', reason: null, externalId: `ext-${payoutId}`, at });
      });
    }
  } else {
    await t.db.transaction(async (tx) => {
      const locked = await new PayoutsRepository(tx).lockMany(payoutIds);
      const moves = payoutIds.map((id) => {
        const payout = locked.get(id);
        if (!payout) throw new Error('no payout');
        return { payout, input: { next: 'completed' as const, reason: null, externalId: `ext-${id}`, at } };
      });
      await new PayoutMoves(tx, []).completeMany(parkId, moves);
    });
  }
  return { parkId, driverIds, payoutIds };
}

/** Every row the completions write, without the serial ids (the fixture's top-ups carry the wall clock's time). */
async function written(db: Db, parkId: number, driverIds: number[], payoutIds: number[]) {
  const ledger = await db
      .select({
        driverId: ledgerEntries.driverId,
        kind: ledgerEntries.kind,
        amountKop: ledgerEntries.amountKop,
        balanceAfterKop: ledgerEntries.balanceAfterKop,
        description: ledgerEntries.description,
        key: ledgerEntries.idempotencyKey,
        at: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.driverId, driverIds))
      .orderBy(asc(ledgerEntries.driverId), asc(ledgerEntries.id));
  return {
    ledger: ledger.map((entry) => (entry.kind === 'topup' ? { ...entry, at: null } : entry)),
    money: await db
      .select({ id: drivers.id, balanceKop: drivers.balanceKop, heldKop: drivers.heldKop })
      .from(drivers)
      .where(inArray(drivers.id, driverIds))
      .orderBy(asc(drivers.id)),
    payouts: await db
      .select({ id: payouts.id, status: payouts.status, reason: payouts.reason, externalId: payouts.externalId, completedAt: payouts.completedAt, updatedAt: payouts.updatedAt })
      .from(payouts)
      .where(inArray(payouts.id, payoutIds))
      .orderBy(asc(payouts.id)),
    history: await db
      .select({ payoutId: payoutEvents.payoutId, status: payoutEvents.status, reason: payoutEvents.reason, at: payoutEvents.createdAt })
      .from(payoutEvents)
      .where(inArray(payoutEvents.payoutId, payoutIds))
      .orderBy(asc(payoutEvents.payoutId), asc(payoutEvents.id)),
    driverDays: await db
      .select()
      .from(driverDays)
      .where(and(eq(driverDays.taxisId, parkId), inArray(driverDays.driverId, driverIds)))
      .orderBy(asc(driverDays.driverId), asc(driverDays.day)),
    parkPayoutDays: await db.select().from(parkPayoutDays).where(eq(parkPayoutDays.taxisId, parkId)).orderBy(asc(parkPayoutDays.day), asc(parkPayoutDays.slot)),
    parkDayDrivers: await db
      .select()
      .from(parkDayDrivers)
      .where(and(eq(parkDayDrivers.taxisId, parkId), eq(parkDayDrivers.kind, 'payouts')))
      .orderBy(asc(parkDayDrivers.day), asc(parkDayDrivers.gap), asc(parkDayDrivers.slot)),
  };
}

describe('completions applied in bulk', () => {
  const apps: Partial<Record<Mode, TestApp>> = {};

  beforeAll(async () => {
    apps['one by one'] = await createTestApp();
    apps['in bulk'] = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((t) => t.close()));
  });

  it('write every row exactly as the completions one by one do', async () => {
    const rows: Partial<Record<Mode, Awaited<ReturnType<typeof written>>>> = {};
    for (const mode of ['one by one', 'in bulk'] as const) {
      const t = apps[mode];
      if (!t) throw new Error('no app');
      const { parkId, driverIds, payoutIds } = await scenario(t, mode);
      await expectMoneyInvariants(t.db, driverIds);
      rows[mode] = await written(t.db, parkId, driverIds, payoutIds);
    }
    const bulk = rows['in bulk'];
    expect(bulk?.payouts.every((payout) => payout.status === 'completed')).toBe(true);
    // Each driver: the top-up, the payout and its fee; the earlier and later days shift the counts.
    expect(bulk?.ledger.filter((entry) => entry.kind === 'payout')).toHaveLength(DRIVERS);
    expect(bulk?.parkDayDrivers.some((row) => row.gap > 0)).toBe(true);
    expect(bulk?.money.every((driver) => driver.heldKop === 0)).toBe(true);
    expect(bulk).toEqual(rows['one by one']);
  });
});
