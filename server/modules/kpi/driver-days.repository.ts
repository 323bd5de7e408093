/**
 * The SQL of the KPI day counters (driver-days.writer.ts): a driver's park-local day, the park's
 * payouts per day, and the park's drivers per day by the days since their previous such day.
 * Counters only ever add: each write is an upsert that sums into the row of its key.
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverDays, parkDayDrivers, parkPayoutDays } from '../../db/schema';

export type DayKind = (typeof parkDayDrivers.$inferInsert)['kind'];

/**
 * How many rows a park's day is spread over: each driver always writes the same stripe (so a
 * count taken back lands where it was added), and a bulk payout's thousands of completions
 * wait on one another only within a stripe. Readers sum the stripes.
 */
export const ROLLUP_SLOTS = 16;
export const slotOf = (driverId: number) => driverId % ROLLUP_SLOTS;

/** One count of park_day_drivers: the park's drivers whose `kind` day came `gap` days after the previous. */
export interface DayDriversKey {
  taxisId: number;
  kind: DayKind;
  day: string;
  gap: number;
  slot: number;
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
      .values({ taxisId, day, slot: slotOf(driverId), payouts: 1, payoutKop: amountKop })
      .onConflictDoUpdate({
        target: [parkPayoutDays.taxisId, parkPayoutDays.day, parkPayoutDays.slot],
        set: { payouts: sql`${parkPayoutDays.payouts} + 1`, payoutKop: sql`${parkPayoutDays.payoutKop} + excluded.payout_kop` },
      });
    return row?.payouts ?? 0;
  }

  /**
   * Many drivers' payouts of one park (one row per driver and day) added to their days and the
   * park's; answers each driver's payouts on that day with them.
   */
  async addPayouts(taxisId: number, sums: readonly { driverId: number; day: string; payouts: number; amountKop: number }[]): Promise<Map<number, number>> {
    if (sums.length === 0) return new Map();
    const rows = await this.db
      .insert(driverDays)
      .values(sums.map(({ driverId, day, payouts, amountKop }) => ({ taxisId, day, driverId, payouts, payoutKop: amountKop })))
      .onConflictDoUpdate({
        target: KEY,
        set: { payouts: sql`${driverDays.payouts} + excluded.payouts`, payoutKop: sql`${driverDays.payoutKop} + excluded.payout_kop` },
      })
      .returning({ driverId: driverDays.driverId, payouts: driverDays.payouts });
    const park = new Map<string, { day: string; slot: number; payouts: number; payoutKop: number }>();
    for (const { driverId, day, payouts, amountKop } of sums) {
      const slot = slotOf(driverId);
      const sum = park.get(`${day}:${slot}`) ?? { day, slot, payouts: 0, payoutKop: 0 };
      sum.payouts += payouts;
      sum.payoutKop += amountKop;
      park.set(`${day}:${slot}`, sum);
    }
    await this.db
      .insert(parkPayoutDays)
      .values([...park.values()].sort((a, b) => a.day.localeCompare(b.day) || a.slot - b.slot).map((sum) => ({ taxisId, ...sum })))
      .onConflictDoUpdate({
        target: [parkPayoutDays.taxisId, parkPayoutDays.day, parkPayoutDays.slot],
        set: { payouts: sql`${parkPayoutDays.payouts} + excluded.payouts`, payoutKop: sql`${parkPayoutDays.payoutKop} + excluded.payout_kop` },
      });
    return new Map(rows.map((row) => [row.driverId, row.payouts]));
  }

  /** `neighbours` of many drivers, each about its own day, in one statement. */
  async neighboursMany(kind: DayKind, taxisId: number, days: readonly { driverId: number; day: string }[]): Promise<Map<number, { before: string | null; after: string | null }>> {
    if (days.length === 0) return new Map();
    const flag = kind === 'trips' ? sql`d.trips > 0` : sql`d.payouts > 0`;
    const values = sql.join(
      days.map(({ driverId, day }) => sql`(${driverId}::bigint, ${day}::date)`),
      sql`, `,
    );
    const own = sql`d.taxis_id = ${taxisId} and d.driver_id = v.driver_id and ${flag}`;
    const result: unknown = await this.db.execute(sql`
      select v.driver_id,
        (select d.day::text from ${driverDays} d where ${own} and d.day < v.day order by d.day desc limit 1) as before,
        (select d.day::text from ${driverDays} d where ${own} and d.day > v.day order by d.day asc limit 1) as after
      from (values ${values}) as v(driver_id, day)`);
    const { rows } = result as { rows: { driver_id: string | number; before: string | null; after: string | null }[] };
    return new Map(rows.map((row) => [Number(row.driver_id), { before: row.before, after: row.after }]));
  }

  /** Many counts of park_day_drivers changed at once (each key once, in key order). */
  async bumpMany(keys: readonly (DayDriversKey & { delta: number })[]): Promise<void> {
    if (keys.length === 0) return;
    const sorted = [...keys].sort((a, b) => a.day.localeCompare(b.day) || a.gap - b.gap || a.slot - b.slot);
    await this.db
      .insert(parkDayDrivers)
      .values(sorted.map(({ delta, ...key }) => ({ ...key, drivers: delta })))
      .onConflictDoUpdate({
        target: [parkDayDrivers.taxisId, parkDayDrivers.kind, parkDayDrivers.day, parkDayDrivers.gap, parkDayDrivers.slot],
        set: { drivers: sql`${parkDayDrivers.drivers} + excluded.drivers` },
      });
  }

  /** `dropEmpty` of many keys. */
  async dropEmptyMany(keys: readonly DayDriversKey[]): Promise<void> {
    for (const key of keys) await this.dropEmpty(key);
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
        target: [parkDayDrivers.taxisId, parkDayDrivers.kind, parkDayDrivers.day, parkDayDrivers.gap, parkDayDrivers.slot],
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
          eq(parkDayDrivers.slot, key.slot),
          eq(parkDayDrivers.drivers, 0),
        ),
      );
  }
}
