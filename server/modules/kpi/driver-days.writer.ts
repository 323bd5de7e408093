/**
 * Each driver's park-local day (driver_days) behind the KPI figures: completed trips with their
 * price and park commission on the trip's booked day, payouts on the park-local day they were
 * made. Called by the trip ingest and the ledger writer inside their transaction, so the day
 * figures never disagree with the trips and the ledger.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverDays, taxis } from '../../db/schema';
import { errors } from '../../errors';
import { parkDay } from '../../lib/park-time';

const KEY = [driverDays.taxisId, driverDays.day, driverDays.driverId];

export async function countCompletedTrip(
  tx: Db,
  trip: { taxisId: number; driverId: number; day: string; priceKop: number; parkCommissionKop: number },
): Promise<void> {
  await tx
    .insert(driverDays)
    .values({ taxisId: trip.taxisId, day: trip.day, driverId: trip.driverId, trips: 1, priceKop: trip.priceKop, parkCommissionKop: trip.parkCommissionKop })
    .onConflictDoUpdate({
      target: KEY,
      set: {
        trips: sql`${driverDays.trips} + 1`,
        priceKop: sql`${driverDays.priceKop} + excluded.price_kop`,
        parkCommissionKop: sql`${driverDays.parkCommissionKop} + excluded.park_commission_kop`,
      },
    });
}

/** A payout of `amountKop` (positive: what left the balance) made at `at`. */
export async function countPayout(tx: Db, payout: { taxisId: number; driverId: number; at: Date; amountKop: number }): Promise<void> {
  const [park] = await tx.select({ timezone: taxis.timezone }).from(taxis).where(eq(taxis.id, payout.taxisId));
  if (!park) throw errors.notFound();
  await tx
    .insert(driverDays)
    .values({ taxisId: payout.taxisId, day: parkDay(payout.at, park.timezone), driverId: payout.driverId, payouts: 1, payoutKop: payout.amountKop })
    .onConflictDoUpdate({
      target: KEY,
      set: { payouts: sql`${driverDays.payouts} + 1`, payoutKop: sql`${driverDays.payoutKop} + excluded.payout_kop` },
    });
}
