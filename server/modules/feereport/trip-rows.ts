/**
 * Trips as the desk answers them (TransferSchema): one select with the trip's aggregator, driver
 * and car joined, so a page of trips is one query.
 */
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregators, cars, drivers, transfers } from '../../db/schema';
import { tripColumns } from '../transfers/trip-row';

/** Trips matching `where`, newest first. */
export async function selectTrips(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  return db
    .select(tripColumns)
    .from(transfers)
    .innerJoin(aggregators, eq(aggregators.id, transfers.aggregatorId))
    .innerJoin(drivers, eq(drivers.id, transfers.driverId))
    .leftJoin(cars, eq(cars.id, transfers.carId))
    .where(where)
    .orderBy(desc(transfers.bookedAt), desc(transfers.id))
    .limit(limit)
    .offset(offset);
}

export { toTransfer, type TripRow } from '../transfers/trip-row';
