/**
 * SQL of the park's figures. Each source is read once per call, over one range of park-local
 * days and grouped by day: the park's trip counters (transfer_day_counts), the drivers' days
 * (driver_days: its partial indexes on active and paid days answer from the index alone), and the
 * hire dates (drivers_park_hire). Distinct drivers over several windows come from one pass over
 * the windows' hull.
 */
import { and, between, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverDays, drivers, transferDayCounts } from '../../db/schema';

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
  drivers: number;
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

  /** Drivers with completed trips, per day (the driver_days_active index alone). */
  async activeDays(taxisId: number, range: DayRange): Promise<DayCount[]> {
    return this.db
      .select({ day: driverDays.day, count: int(sql`count(*)`) })
      .from(driverDays)
      .where(and(eq(driverDays.taxisId, taxisId), between(driverDays.day, range.from, range.to), gt(driverDays.trips, 0)))
      .groupBy(driverDays.day);
  }

  /** Payouts, their sum and the drivers paid, per day. */
  async payoutDays(taxisId: number, range: DayRange): Promise<PayoutDay[]> {
    return this.db
      .select({
        day: driverDays.day,
        payouts: int(sql`sum(${driverDays.payouts})`),
        payoutKop: int(sql`sum(${driverDays.payoutKop})`),
        drivers: int(sql`count(*)`),
      })
      .from(driverDays)
      .where(and(eq(driverDays.taxisId, taxisId), between(driverDays.day, range.from, range.to), gt(driverDays.payouts, 0)))
      .groupBy(driverDays.day);
  }

  /**
   * Distinct drivers with completed trips (`active`) or payouts (`paid`) in each window, in the
   * windows' order: one index-only scan of the windows' hull.
   */
  async distinctDrivers(taxisId: number, kind: 'active' | 'paid', windows: readonly DayRange[]): Promise<number[]> {
    const [first, ...rest] = windows;
    if (!first) return [];
    const hull = rest.reduce(
      (span, window) => ({ from: window.from < span.from ? window.from : span.from, to: window.to > span.to ? window.to : span.to }),
      first,
    );
    const [row] = await this.db
      .select(
        Object.fromEntries(
          windows.map((window, index) => [
            `w${index}`,
            int(sql`count(DISTINCT ${driverDays.driverId}) FILTER (WHERE ${driverDays.day} BETWEEN ${window.from} AND ${window.to})`),
          ]),
        ),
      )
      .from(driverDays)
      .where(
        and(
          eq(driverDays.taxisId, taxisId),
          between(driverDays.day, hull.from, hull.to),
          kind === 'active' ? gt(driverDays.trips, 0) : gt(driverDays.payouts, 0),
        ),
      );
    return windows.map((_, index) => Number(row?.[`w${index}`] ?? 0));
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
