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
import { DriverDaysRepository, slotOf, type DayDriversKey, type DayKind } from './driver-days.repository';

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
 * Many payouts of one park at once, counted as `countPayout` would count them one by one, in a
 * few statements for them all. A driver with payouts on two days in one call (a batch across
 * midnight) is counted one by one: each day's neighbours must see the other.
 */
export async function countPayouts(tx: Db, taxisId: number, payouts: readonly { driverId: number; at: Date; amountKop: number }[]): Promise<void> {
  if (payouts.length === 0) return;
  const timezone = await parkTimezone(tx, taxisId);
  const byDriverDay = new Map<string, { driverId: number; day: string; payouts: number; amountKop: number }>();
  for (const payout of payouts) {
    const day = parkDay(payout.at, timezone);
    const key = `${payout.driverId}:${day}`;
    const sum = byDriverDay.get(key) ?? { driverId: payout.driverId, day, payouts: 0, amountKop: 0 };
    sum.payouts += 1;
    sum.amountKop += payout.amountKop;
    byDriverDay.set(key, sum);
  }
  const sums = [...byDriverDay.values()];
  if (new Set(sums.map((sum) => sum.driverId)).size !== sums.length) {
    for (const payout of payouts) await countPayout(tx, { taxisId, ...payout });
    return;
  }
  const days = new DriverDaysRepository(tx);
  const after = await days.addPayouts(taxisId, sums);
  // A day is new to its driver when this call's payouts are all it has.
  const fresh = sums.filter((sum) => after.get(sum.driverId) === sum.payouts);
  const around = await days.neighboursMany('payouts', taxisId, fresh);
  const deltas = new Map<string, DayDriversKey & { delta: number }>();
  const add = (key: DayDriversKey, delta: number) => {
    const id = `${key.day}:${key.gap}:${key.slot}`;
    const found = deltas.get(id) ?? { ...key, delta: 0 };
    found.delta += delta;
    deltas.set(id, found);
  };
  for (const { driverId, day } of fresh) {
    const { before, after: next } = around.get(driverId) ?? { before: null, after: null };
    for (const { delta, ...key } of newDayShifts('payouts', taxisId, driverId, day, before, next)) add(key, delta);
  }
  const changed = [...deltas.values()].filter((key) => key.delta !== 0);
  await days.bumpMany(changed);
  await days.dropEmptyMany(changed.filter((key) => key.delta < 0));
}

/**
 * A driver's first trips (or payouts) of a day: the day counts by the days since the driver's
 * previous such day; a later such day, if any, now counts from this one instead.
 */
async function countNewDay(days: DriverDaysRepository, kind: DayKind, taxisId: number, driverId: number, day: string): Promise<void> {
  const { before, after } = await days.neighbours(kind, taxisId, driverId, day);
  for (const { delta, ...key } of newDayShifts(kind, taxisId, driverId, day, before, after)) {
    await days.bump(key, delta);
    if (delta < 0) await days.dropEmpty(key);
  }
}

/** What a driver's new `kind` day changes in park_day_drivers, given its nearest days before and after. */
function newDayShifts(kind: DayKind, taxisId: number, driverId: number, day: string, before: string | null, after: string | null): (DayDriversKey & { delta: number })[] {
  const gapTo = (later: string) => (before === null ? 0 : daysFrom(before, later));
  const slot = slotOf(driverId);
  const shifts = [{ taxisId, kind, day, gap: gapTo(day), slot, delta: 1 }];
  if (after !== null) {
    shifts.push({ taxisId, kind, day: after, gap: gapTo(after), slot, delta: -1 }, { taxisId, kind, day: after, gap: daysFrom(day, after), slot, delta: 1 });
  }
  return shifts;
}
