/**
 * SQL of the antifraud screen: one aggregator's flagged trips of a period of park-local days, its
 * figures and counts per reason. Every query walks the partial index transfers_park_fraud
 * (taxis_id, aggregator_id, booked_at) WHERE fraud_reason IS NOT NULL: only the flagged trips
 * (about 0.4% of all) are read, however large the park. The booked_at bounds (a day of margin)
 * drive the index; booked_day is the filter.
 */
import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregators, cars, drivers, transferDayCounts, transfers } from '../../db/schema';
import type { TripRow } from '../transfers/trip-row';
import { tripColumns } from '../transfers/trips.repository';

export interface FlaggedFilters {
  taxisId: number;
  aggregatorId: number;
  /** Park-local days, inclusive. */
  dateFrom: string;
  dateTo: string;
  /** Instants surely around those days: the index range, not the filter. */
  fromAt: Date;
  toAt: Date;
  reason?: string;
}

export interface FlaggedTotals {
  trips: number;
  sumKop: number;
  /** Of `trips`, the completed ones (the share is of completed trips). */
  complete: number;
  drivers: number;
}

export interface ReasonCount {
  reason: string;
  trips: number;
  sumKop: number;
}

export interface FlaggedRow extends TripRow {
  fraudReason: string | null;
}

const int = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

export class AntifraudRepository {
  constructor(private readonly db: Db) {}

  /** The flagged trips of the period; the reason too when `withReason`. */
  private where(filters: FlaggedFilters, withReason: boolean): SQL | undefined {
    return and(
      eq(transfers.taxisId, filters.taxisId),
      eq(transfers.aggregatorId, filters.aggregatorId),
      isNotNull(transfers.fraudReason),
      gte(transfers.bookedAt, filters.fromAt),
      lt(transfers.bookedAt, filters.toAt),
      sql`${transfers.bookedDay} between ${filters.dateFrom} and ${filters.dateTo}`,
      withReason && filters.reason !== undefined ? eq(transfers.fraudReason, filters.reason) : undefined,
    );
  }

  /** The period's figures, every reason. */
  async totals(filters: FlaggedFilters): Promise<FlaggedTotals> {
    const [row] = await this.db
      .select({
        trips: int(sql`count(*)`),
        sumKop: int(sql`coalesce(sum(${transfers.priceKop}), 0)`),
        complete: int(sql`count(*) filter (where ${transfers.status} = 'complete')`),
        drivers: int(sql`count(distinct ${transfers.driverId})`),
      })
      .from(transfers)
      .where(this.where(filters, false));
    return row ?? { trips: 0, sumKop: 0, complete: 0, drivers: 0 };
  }

  /** Trips and their sum per reason, the most frequent first. */
  async byReason(filters: FlaggedFilters): Promise<ReasonCount[]> {
    const rows = await this.db
      .select({
        reason: sql<string>`${transfers.fraudReason}`,
        trips: int(sql`count(*)`),
        sumKop: int(sql`coalesce(sum(${transfers.priceKop}), 0)`),
      })
      .from(transfers)
      .where(this.where(filters, false))
      .groupBy(transfers.fraudReason)
      .orderBy(sql`count(*) desc`, transfers.fraudReason);
    return rows;
  }

  /** One page of the flagged trips, newest first, with driver, car and aggregator. */
  async page(filters: FlaggedFilters, limit: number, offset: number): Promise<FlaggedRow[]> {
    return this.db
      .select({ ...tripColumns, fraudReason: transfers.fraudReason })
      .from(transfers)
      .innerJoin(aggregators, eq(aggregators.id, transfers.aggregatorId))
      .innerJoin(drivers, eq(drivers.id, transfers.driverId))
      .leftJoin(cars, eq(cars.id, transfers.carId))
      .where(this.where(filters, true))
      .orderBy(desc(transfers.bookedAt), desc(transfers.id))
      .limit(limit)
      .offset(offset);
  }

  /** The aggregator's completed trips of the period, from the day counters. */
  async completeTrips(taxisId: number, aggregatorId: number, dateFrom: string, dateTo: string): Promise<number> {
    const [row] = await this.db
      .select({ trips: int(sql`coalesce(sum(${transferDayCounts.trips}), 0)`) })
      .from(transferDayCounts)
      .where(
        and(
          eq(transferDayCounts.taxisId, taxisId),
          eq(transferDayCounts.aggregatorId, aggregatorId),
          eq(transferDayCounts.status, 'complete'),
          sql`${transferDayCounts.day} between ${dateFrom} and ${dateTo}`,
        ),
      );
    return row?.trips ?? 0;
  }
}
