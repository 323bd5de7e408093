/**
 * Each driver's park-local day (driver_days) behind the KPI figures: completed trips with their
 * price and park commission on the trip's booked day, payouts on the park-local day they were
 * made; and the park's rollups of them: its payouts per day (park_payout_days) and its drivers
 * per day counted by the days since their previous such day (park_day_drivers). Called by the
 * trip ingest and the ledger writer inside their transaction, after the driver's row is locked
 * (so one driver's days are counted one at a time), and the figures never disagree with the
 * trips and the ledger.
 */
import type { Db } from '../../db/client';
import { parkDay } from '../../lib/park-time';
import { parkTimezone } from '../taxis/park-timezone';
import { DriverDaysRepository, type DayKind } from './driver-days.repository';

const DAY_MS = 86_400_000;

const daysFrom = (earlier: string, later: string) => Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS);

export async function countCompletedTrip(
  tx: Db,
  trip: { taxisId: number; driverId: number; day: string; priceKop: number; parkCommissionKop: number },
): Promise<void> {
  const days = new DriverDaysRepository(tx);
  if ((await days.addTrip(trip)) === 1) await countNewDay(days, 'trips', trip.taxisId, trip.driverId, trip.day);
}

/** A payout of `amountKop` (positive: what left the balance) made at `at`. */
export async function countPayout(tx: Db, payout: { taxisId: number; driverId: number; at: Date; amountKop: number }): Promise<void> {
  const day = parkDay(payout.at, await parkTimezone(tx, payout.taxisId));
  const days = new DriverDaysRepository(tx);
  const payouts = await days.addPayout({ taxisId: payout.taxisId, driverId: payout.driverId, day, amountKop: payout.amountKop });
  if (payouts === 1) await countNewDay(days, 'payouts', payout.taxisId, payout.driverId, day);
}

/**
 * A driver's first trips (or payouts) of a day: the day counts by the days since the driver's
 * previous such day; a later such day, if any, now counts from this one instead.
 */
async function countNewDay(days: DriverDaysRepository, kind: DayKind, taxisId: number, driverId: number, day: string): Promise<void> {
  const { before, after } = await days.neighbours(kind, taxisId, driverId, day);
  const gapTo = (later: string) => (before === null ? 0 : daysFrom(before, later));
  await days.bump({ taxisId, kind, day, gap: gapTo(day) }, 1);
  if (after !== null) {
    const moved = { taxisId, kind, day: after, gap: gapTo(after) };
    await days.bump(moved, -1);
    await days.dropEmpty(moved);
    await days.bump({ taxisId, kind, day: after, gap: daysFrom(day, after) }, 1);
  }
}
