/** SQL of the flagged trips report (orders_fraud): the period's trips the antifraud flagged. */
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aggregators, cars, drivers, transfers } from '../../../db/schema';
import type { ParkPeriod } from '../../feereport/park-period';
import type { TripRow } from '../../transfers/trip-row';
import { tripColumns } from '../../transfers/trips.repository';

export interface FlaggedTripRow extends TripRow {
  fraudReason: string | null;
  /** booked_at as text, exact to the microsecond: the keyset cursor. */
  cursor: string;
}

export class TripsReportRepository {
  constructor(private readonly db: Db) {}

  /**
   * Flagged trips booked in the period after `after`, oldest first. The (taxis_id, booked_at)
   * index walks the period once over all pages; the flag is a filter on the way.
   */
  async flaggedAfter(taxisId: number, period: ParkPeriod, after: FlaggedTripRow | null, limit: number): Promise<FlaggedTripRow[]> {
    const keyset = after ? sql`(${transfers.bookedAt}, ${transfers.id}) > (${after.cursor}::timestamptz, ${after.id})` : undefined;
    return this.db
      .select({
        ...tripColumns,
        fraudReason: transfers.fraudReason,
        cursor: sql<string>`${transfers.bookedAt}::text`,
      })
      .from(transfers)
      .innerJoin(aggregators, eq(aggregators.id, transfers.aggregatorId))
      .innerJoin(drivers, eq(drivers.id, transfers.driverId))
      .leftJoin(cars, eq(cars.id, transfers.carId))
      .where(
        and(
          eq(transfers.taxisId, taxisId),
          gte(transfers.bookedAt, period.from),
          lt(transfers.bookedAt, period.until),
          isNotNull(transfers.fraudReason),
          keyset,
        ),
      )
      .orderBy(asc(transfers.bookedAt), asc(transfers.id))
      .limit(limit);
  }
}
