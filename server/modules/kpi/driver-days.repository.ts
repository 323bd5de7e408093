/**
 * The SQL of the KPI day counters (driver-days.writer.ts): a driver's park-local day, the park's
 * payouts per day, and the park's drivers per day by the days since their previous such day.
 * Counters only ever add: each write is an upsert that sums into the row of its key.
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverDays, parkDayDrivers, parkPayoutDays } from '../../db/schema';

export type DayKind = (typeof parkDayDrivers.$inferInsert)['kind'];

/** One count of park_day_drivers: the park's drivers whose `kind` day came `gap` days after the previous. */
export interface DayDriversKey {
  taxisId: number;
  kind: DayKind;
  day: string;
  gap: number;
}

const KEY = [driverDays.taxisId, driverDays.day, driverDays.driverId];

export class DriverDaysRepository {
  constructor(private readonly db: Db) {}

  /** Adds a completed trip to the driver's day; answers the day's trips with it. */
  async addTrip(trip: { taxisId: number; driverId: number; day: string; priceKop: number; parkCommissionKop: number }): Promise<number> {
    const [row] = await this.db
      .insert(driverDays)
      .values({ ...trip, trips: 1 })
      .onConflictDoUpdate({
        target: KEY,
        set: {
          trips: sql`${driverDays.trips} + 1`,
          priceKop: sql`${driverDays.priceKop} + excluded.price_kop`,
          parkCommissionKop: sql`${driverDays.parkCommissionKop} + excluded.park_commission_kop`,
        },
      })
      .returning({ trips: driverDays.trips });
    return row?.trips ?? 0;
  }

  /** Adds a payout to the driver's day and to the park's; answers the driver's payouts that day. */
  async addPayout(payout: { taxisId: number; driverId: number; day: string; amountKop: number }): Promise<number> {
    const { taxisId, driverId, day, amountKop } = payout;
    const [row] = await this.db
      .insert(driverDays)
      .values({ taxisId, day, driverId, payouts: 1, payoutKop: amountKop })
      .onConflictDoUpdate({
        target: KEY,
        set: { payouts: sql`${driverDays.payouts} + 1`, payoutKop: sql`${driverDays.payoutKop} + excluded.payout_kop` },
      })
      .returning({ payouts: driverDays.payouts });
    await this.db
      .insert(parkPayoutDays)
      .values({ taxisId, day, payouts: 1, payoutKop: amountKop })
      .onConflictDoUpdate({
        target: [parkPayoutDays.taxisId, parkPayoutDays.day],
        set: { payouts: sql`${parkPayoutDays.payouts} + 1`, payoutKop: sql`${parkPayoutDays.payoutKop} + excluded.payout_kop` },
      });
    return row?.payouts ?? 0;
  }

  /** The driver's nearest `kind` days before and after `day` (null where there is none). */
  async neighbours(kind: DayKind, taxisId: number, driverId: number, day: string): Promise<{ before: string | null; after: string | null }> {
    const flag = kind === 'trips' ? gt(driverDays.trips, 0) : gt(driverDays.payouts, 0);
    const own = and(eq(driverDays.driverId, driverId), eq(driverDays.taxisId, taxisId), flag);
    const [before] = await this.db.select({ day: driverDays.day }).from(driverDays).where(and(own, lt(driverDays.day, day))).orderBy(desc(driverDays.day)).limit(1);
    const [after] = await this.db.select({ day: driverDays.day }).from(driverDays).where(and(own, gt(driverDays.day, day))).orderBy(asc(driverDays.day)).limit(1);
    return { before: before?.day ?? null, after: after?.day ?? null };
  }

  async bump(key: DayDriversKey, drivers: number): Promise<void> {
    await this.db
      .insert(parkDayDrivers)
      .values({ ...key, drivers })
      .onConflictDoUpdate({
        target: [parkDayDrivers.taxisId, parkDayDrivers.kind, parkDayDrivers.day, parkDayDrivers.gap],
        set: { drivers: sql`${parkDayDrivers.drivers} + excluded.drivers` },
      });
  }

  /** Drops the count of `key` once no driver is left in it. */
  async dropEmpty(key: DayDriversKey): Promise<void> {
    await this.db
      .delete(parkDayDrivers)
      .where(
        and(
          eq(parkDayDrivers.taxisId, key.taxisId),
          eq(parkDayDrivers.kind, key.kind),
          eq(parkDayDrivers.day, key.day),
          eq(parkDayDrivers.gap, key.gap),
          eq(parkDayDrivers.drivers, 0),
        ),
      );
  }
}
