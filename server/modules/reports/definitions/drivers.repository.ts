/**
 * SQL of the per-driver reports (drivers, drivers_active, drivers_new, payments_drivers): drivers
 * in keyset pages, and their period's figures from driver_days for one page at a time. The page's
 * ids bound the driver_days range, so a page never reads another page's days.
 */
import { and, asc, between, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cars, driverDays, drivers } from '../../../db/schema';
import type { ParkPeriod } from '../../feereport/park-period';

export interface ReportDriver {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
  licenceNumber: string;
  callsign: string | null;
  workStatus: (typeof drivers.$inferSelect)['workStatus'];
  employmentType: (typeof drivers.$inferSelect)['employmentType'];
  hireDate: string | null;
  balanceKop: number;
}

/** A driver's figures over the period's days. */
export interface DriverPeriodSums {
  trips: number;
  revenueKop: number;
  parkCommissionKop: number;
  activeDays: number;
  payouts: number;
  payoutKop: number;
  /** The last day with a payout, YYYY-MM-DD. */
  lastPayoutDay: string | null;
}

export const NO_SUMS: DriverPeriodSums = {
  trips: 0,
  revenueKop: 0,
  parkCommissionKop: 0,
  activeDays: 0,
  payouts: 0,
  payoutKop: 0,
  lastPayoutDay: null,
};

const driverColumns = {
  id: drivers.id,
  lastName: drivers.lastName,
  firstName: drivers.firstName,
  middleName: drivers.middleName,
  phone: drivers.phone,
  licenceNumber: drivers.licenceNumber,
  callsign: cars.callsign,
  workStatus: drivers.workStatus,
  employmentType: drivers.employmentType,
  hireDate: drivers.hireDate,
  balanceKop: drivers.balanceKop,
};

const int = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

export class DriversReportRepository {
  constructor(private readonly db: Db) {}

  private select(where: SQL | undefined) {
    return this.db.select(driverColumns).from(drivers).leftJoin(cars, eq(cars.id, drivers.carId)).where(where);
  }

  /** The park's drivers after `afterId`, by id (the drivers_park_id index). */
  async driversAfter(taxisId: number, afterId: number, limit: number): Promise<ReportDriver[]> {
    return this.select(and(eq(drivers.taxisId, taxisId), gt(drivers.id, afterId)))
      .orderBy(asc(drivers.id))
      .limit(limit);
  }

  /** Drivers hired on the period's days, by hire date then id (the drivers_park_hire index). */
  async hiredAfter(
    taxisId: number,
    period: ParkPeriod,
    after: { hireDate: string; id: number } | null,
    limit: number,
  ): Promise<ReportDriver[]> {
    const keyset = after
      ? or(gt(drivers.hireDate, after.hireDate), and(eq(drivers.hireDate, after.hireDate), gt(drivers.id, after.id)))
      : undefined;
    return this.select(
      and(eq(drivers.taxisId, taxisId), between(drivers.hireDate, period.date_from, period.date_to), keyset),
    )
      .orderBy(asc(drivers.hireDate), asc(drivers.id))
      .limit(limit);
  }

  /** The period's figures of the park's drivers whose ids lie in [fromId, toId], by driver. */
  async periodSums(
    taxisId: number,
    period: ParkPeriod,
    fromId: number,
    toId: number,
  ): Promise<Map<number, DriverPeriodSums>> {
    const rows = await this.db
      .select({
        driverId: driverDays.driverId,
        trips: int(sql`sum(${driverDays.trips})`),
        revenueKop: int(sql`sum(${driverDays.priceKop})`),
        parkCommissionKop: int(sql`sum(${driverDays.parkCommissionKop})`),
        activeDays: int(sql`count(*) filter (where ${driverDays.trips} > 0)`),
        payouts: int(sql`sum(${driverDays.payouts})`),
        payoutKop: int(sql`sum(${driverDays.payoutKop})`),
        lastPayoutDay: sql<string | null>`(max(${driverDays.day}) filter (where ${driverDays.payouts} > 0))::text`,
      })
      .from(driverDays)
      .where(
        and(
          eq(driverDays.taxisId, taxisId),
          between(driverDays.day, period.date_from, period.date_to),
          between(driverDays.driverId, fromId, toId),
        ),
      )
      .groupBy(driverDays.driverId);
    return new Map(rows.map(({ driverId, ...sums }) => [driverId, sums]));
  }
}
