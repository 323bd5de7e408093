/** SQL of the per-day payout reports: the drivers' paid days (driver_days) summed per day. */
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { driverDays } from '../../../db/schema';
import type { ParkPeriod } from '../../feereport/park-period';

export interface PayoutDayRow {
  day: string;
  payouts: number;
  payoutKop: number;
  drivers: number;
}

export class PaymentsReportRepository {
  constructor(private readonly db: Db) {}

  /** Days with payouts after `afterDay`, in order (the driver_days_paid index). */
  async daysAfter(taxisId: number, period: ParkPeriod, afterDay: string | null, limit: number): Promise<PayoutDayRow[]> {
    return this.db
      .select({
        day: driverDays.day,
        payouts: sql<number>`sum(${driverDays.payouts})`.mapWith(Number),
        payoutKop: sql<number>`sum(${driverDays.payoutKop})`.mapWith(Number),
        drivers: sql<number>`count(*)`.mapWith(Number),
      })
      .from(driverDays)
      .where(
        and(
          eq(driverDays.taxisId, taxisId),
          between(driverDays.day, period.date_from, period.date_to),
          gt(driverDays.payouts, 0),
          afterDay === null ? undefined : gt(driverDays.day, afterDay),
        ),
      )
      .groupBy(driverDays.day)
      .orderBy(asc(driverDays.day))
      .limit(limit);
  }
}
