/**
 * SQL of the park's figures. Each source is read once per call, over one range of park-local
 * days and grouped by day, a few rows a day however many drivers: the park's trip counters
 * (transfer_day_counts), its drivers per day by the days since their previous such day
 * (park_day_drivers), its payouts per day (park_payout_days) and the hire dates
 * (drivers_park_hire).
 */
import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, parkDayDrivers, parkPayoutDays, transferDayCounts } from '../../db/schema';

/** Park-local days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface OrderDay {
  day: string;
  overall: number;
  finished: number;
  fraud: number;
  commissionKop: number;
}

export interface PayoutDay {
  day: string;
  payouts: number;
  payoutKop: number;
}

export type DriverDayKind = (typeof parkDayDrivers.$inferSelect)['kind'];

export interface DriverDay {
  kind: DriverDayKind;
  day: string;
  drivers: number;
  /** Per start asked: the drivers whose previous such day is before it. */
  fresh: number[];
}

export interface DayCount {
  day: string;
  count: number;
}

const int = (expression: SQL) => sql`${expression}`.mapWith(Number);

export class KpiRepository {
  constructor(private readonly db: Db) {}

  /** Trips of every status, completed ones, flagged ones and the park's commission, per day. */
  async orderDays(taxisId: number, range: DayRange): Promise<OrderDay[]> {
    const complete = sql`${transferDayCounts.status} = 'complete'`;
    return this.db
      .select({
        day: transferDayCounts.day,
        overall: int(sql`sum(${transferDayCounts.trips})`),
        finished: int(sql`coalesce(sum(${transferDayCounts.trips}) FILTER (WHERE ${complete}), 0)`),
        fraud: int(sql`sum(${transferDayCounts.fraudTrips})`),
        commissionKop: int(sql`coalesce(sum(${transferDayCounts.parkCommissionKop}) FILTER (WHERE ${complete}), 0)`),
      })
      .from(transferDayCounts)
      .where(and(eq(transferDayCounts.taxisId, taxisId), between(transferDayCounts.day, range.from, range.to)))
      .groupBy(transferDayCounts.day);
  }

  /**
   * Drivers with completed trips ('trips') or payouts ('payouts') per day: all of them, and for
   * each of `starts` those whose previous such day is before that start (or who had none). Summed
   * over the days of a span beginning at that start, the latter are the span's distinct drivers.
   */
  async driverDays(taxisId: number, kinds: readonly DriverDayKind[], range: DayRange, starts: readonly string[]): Promise<DriverDay[]> {
    if (kinds.length === 0) return [];
    const fresh = starts.map(
      (start) => sql`coalesce(sum(${parkDayDrivers.drivers}) FILTER (WHERE ${parkDayDrivers.gap} = 0 OR ${parkDayDrivers.gap} > ${parkDayDrivers.day} - ${start}::date), 0)::int`,
    );
    return this.db
      .select({
        kind: parkDayDrivers.kind,
        day: parkDayDrivers.day,
        drivers: int(sql`sum(${parkDayDrivers.drivers})`),
        fresh: sql<number[]>`ARRAY[${sql.join(fresh, sql`, `)}]::int[]`,
      })
      .from(parkDayDrivers)
      .where(and(eq(parkDayDrivers.taxisId, taxisId), inArray(parkDayDrivers.kind, [...kinds]), between(parkDayDrivers.day, range.from, range.to)))
      .groupBy(parkDayDrivers.kind, parkDayDrivers.day);
  }

  /** Payouts and their sum, per day (summed over the day's stripes). */
  async payoutDays(taxisId: number, range: DayRange): Promise<PayoutDay[]> {
    return this.db
      .select({ day: parkPayoutDays.day, payouts: int(sql`sum(${parkPayoutDays.payouts})`), payoutKop: int(sql`sum(${parkPayoutDays.payoutKop})`) })
      .from(parkPayoutDays)
      .where(and(eq(parkPayoutDays.taxisId, taxisId), between(parkPayoutDays.day, range.from, range.to)))
      .groupBy(parkPayoutDays.day);
  }

  /** Drivers hired on each day (the drivers_park_hire index alone). */
  async hiredDays(taxisId: number, range: DayRange): Promise<DayCount[]> {
    const hired = await this.db
      .select({ day: drivers.hireDate, count: int(sql`count(*)`) })
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), between(drivers.hireDate, range.from, range.to)))
      .groupBy(drivers.hireDate);
    return hired.flatMap((row) => (row.day === null ? [] : [{ day: row.day, count: row.count }]));
  }
}
