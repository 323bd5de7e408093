/**
 * Each driver's park-local day (driver_days) behind the KPI figures: completed trips with their
 * price and park commission on the trip's booked day, payouts on the park-local day they were
 * made; and the park's rollups of them: its payouts per day (park_payout_days) and its drivers
 * per day counted by the days since their previous such day (park_day_drivers). Called by the
 * trip ingest and the ledger writer inside their transaction, after the driver's row is locked
 * (so one driver's days are counted one at a time), and the figures never disagree with the
 * trips and the ledger.
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverDays, parkDayDrivers, parkPayoutDays, taxis } from '../../db/schema';
import { errors } from '../../errors';
import { parkDay } from '../../lib/park-time';

type DayKind = (typeof parkDayDrivers.$inferInsert)['kind'];

const KEY = [driverDays.taxisId, driverDays.day, driverDays.driverId];
const DAY_MS = 86_400_000;

const daysFrom = (earlier: string, later: string) => Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS);

export async function countCompletedTrip(
  tx: Db,
  trip: { taxisId: number; driverId: number; day: string; priceKop: number; parkCommissionKop: number },
): Promise<void> {
  const [row] = await tx
    .insert(driverDays)
    .values({ taxisId: trip.taxisId, day: trip.day, driverId: trip.driverId, trips: 1, priceKop: trip.priceKop, parkCommissionKop: trip.parkCommissionKop })
    .onConflictDoUpdate({
      target: KEY,
      set: {
        trips: sql`${driverDays.trips} + 1`,
        priceKop: sql`${driverDays.priceKop} + excluded.price_kop`,
        parkCommissionKop: sql`${driverDays.parkCommissionKop} + excluded.park_commission_kop`,
      },
    })
    .returning({ trips: driverDays.trips });
  if (row?.trips === 1) await countNewDay(tx, 'trips', trip.taxisId, trip.driverId, trip.day);
}

/** A payout of `amountKop` (positive: what left the balance) made at `at`. */
export async function countPayout(tx: Db, payout: { taxisId: number; driverId: number; at: Date; amountKop: number }): Promise<void> {
  const [park] = await tx.select({ timezone: taxis.timezone }).from(taxis).where(eq(taxis.id, payout.taxisId));
  if (!park) throw errors.notFound();
  const day = parkDay(payout.at, park.timezone);
  const [row] = await tx
    .insert(driverDays)
    .values({ taxisId: payout.taxisId, day, driverId: payout.driverId, payouts: 1, payoutKop: payout.amountKop })
    .onConflictDoUpdate({
      target: KEY,
      set: { payouts: sql`${driverDays.payouts} + 1`, payoutKop: sql`${driverDays.payoutKop} + excluded.payout_kop` },
    })
    .returning({ payouts: driverDays.payouts });
  await tx
    .insert(parkPayoutDays)
    .values({ taxisId: payout.taxisId, day, payouts: 1, payoutKop: payout.amountKop })
    .onConflictDoUpdate({
      target: [parkPayoutDays.taxisId, parkPayoutDays.day],
      set: { payouts: sql`${parkPayoutDays.payouts} + 1`, payoutKop: sql`${parkPayoutDays.payoutKop} + excluded.payout_kop` },
    });
  if (row?.payouts === 1) await countNewDay(tx, 'payouts', payout.taxisId, payout.driverId, day);
}

/**
 * A driver's first trips (or payouts) of a day: the day counts by the days since the driver's
 * previous such day; a later such day, if any, now counts from this one instead.
 */
async function countNewDay(tx: Db, kind: DayKind, taxisId: number, driverId: number, day: string): Promise<void> {
  const flag = kind === 'trips' ? gt(driverDays.trips, 0) : gt(driverDays.payouts, 0);
  const own = and(eq(driverDays.driverId, driverId), eq(driverDays.taxisId, taxisId), flag);
  const [before] = await tx.select({ day: driverDays.day }).from(driverDays).where(and(own, lt(driverDays.day, day))).orderBy(desc(driverDays.day)).limit(1);
  const [after] = await tx.select({ day: driverDays.day }).from(driverDays).where(and(own, gt(driverDays.day, day))).orderBy(asc(driverDays.day)).limit(1);
  const gapTo = (later: string) => (before ? daysFrom(before.day, later) : 0);
  await bump(tx, { taxisId, kind, day, gap: gapTo(day) }, 1);
  if (after) {
    const moved = { taxisId, kind, day: after.day, gap: gapTo(after.day) };
    await bump(tx, moved, -1);
    await tx
      .delete(parkDayDrivers)
      .where(
        and(
          eq(parkDayDrivers.taxisId, taxisId),
          eq(parkDayDrivers.kind, kind),
          eq(parkDayDrivers.day, moved.day),
          eq(parkDayDrivers.gap, moved.gap),
          eq(parkDayDrivers.drivers, 0),
        ),
      );
    await bump(tx, { taxisId, kind, day: after.day, gap: daysFrom(day, after.day) }, 1);
  }
}

async function bump(tx: Db, key: { taxisId: number; kind: DayKind; day: string; gap: number }, drivers: number): Promise<void> {
  await tx
    .insert(parkDayDrivers)
    .values({ ...key, drivers })
    .onConflictDoUpdate({
      target: [parkDayDrivers.taxisId, parkDayDrivers.kind, parkDayDrivers.day, parkDayDrivers.gap],
      set: { drivers: sql`${parkDayDrivers.drivers} + excluded.drivers` },
    });
}
