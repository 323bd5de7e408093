/**
 * SQL of the per-day reports over the park's trip counters (transfer_day_counts): one row per
 * park-local day and aggregator, its statuses summed.
 */
import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aggregators, transferDayCounts } from '../../../db/schema';
import type { ParkPeriod } from '../../feereport/park-period';

export interface OrderDayRow {
  day: string;
  aggregatorId: number;
  aggregatorName: string;
  overall: number;
  complete: number;
  cancelled: number;
  /** Price of the completed trips. */
  revenueKop: number;
  parkCommissionKop: number;
}

const int = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);
const tripsWith = (status: 'complete' | 'cancelled') =>
  sql`sum(${transferDayCounts.trips}) filter (where ${transferDayCounts.status} = ${status})`;

export class OrdersReportRepository {
  constructor(private readonly db: Db) {}

  /**
   * Days and aggregators after `after`, by day then aggregator; `finishedOnly` leaves out those
   * without a completed trip.
   */
  async daysAfter(
    taxisId: number,
    period: ParkPeriod,
    after: OrderDayRow | null,
    limit: number,
    finishedOnly: boolean,
  ): Promise<OrderDayRow[]> {
    const keyset = after
      ? sql`(${transferDayCounts.day}, ${transferDayCounts.aggregatorId}) > (${after.day}::date, ${after.aggregatorId})`
      : undefined;
    return this.db
      .select({
        day: transferDayCounts.day,
        aggregatorId: transferDayCounts.aggregatorId,
        aggregatorName: aggregators.name,
        overall: int(sql`sum(${transferDayCounts.trips})`),
        complete: int(sql`coalesce(${tripsWith('complete')}, 0)`),
        cancelled: int(sql`coalesce(${tripsWith('cancelled')}, 0)`),
        revenueKop: int(sql`sum(${transferDayCounts.priceKop})`),
        parkCommissionKop: int(sql`sum(${transferDayCounts.parkCommissionKop})`),
      })
      .from(transferDayCounts)
      .innerJoin(aggregators, eq(aggregators.id, transferDayCounts.aggregatorId))
      .where(and(eq(transferDayCounts.taxisId, taxisId), between(transferDayCounts.day, period.date_from, period.date_to), keyset))
      .groupBy(transferDayCounts.day, transferDayCounts.aggregatorId, aggregators.name)
      .having(finishedOnly ? sql`${tripsWith('complete')} > 0` : undefined)
      .orderBy(asc(transferDayCounts.day), asc(transferDayCounts.aggregatorId))
      .limit(limit);
  }
}
