/**
 * Trips as the desk's sections read them (the commission report, goals): one select with the
 * trip's aggregator, driver and car joined, so a page of trips is one query; and which trips a
 * period of park-local days counts.
 */
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregators, cars, drivers, transfers } from '../../db/schema';
import type { ParkPeriod } from '../feereport/park-period';
import type { TripRow } from './trip-row';

/** The columns of a TripRow. */
export const tripColumns = {
  id: transfers.id,
  shortId: transfers.shortId,
  status: transfers.status,
  bookedAt: transfers.bookedAt,
  endedAt: transfers.endedAt,
  priceKop: transfers.priceKop,
  paymentMethod: transfers.paymentMethod,
  category: transfers.category,
  parkCommissionKop: transfers.parkCommissionKop,
  aggregatorCommissionKop: transfers.aggregatorCommissionKop,
  addressFrom: transfers.addressFrom,
  addressTo: transfers.addressTo,
  aggregatorId: aggregators.id,
  aggregatorCode: aggregators.code,
  aggregatorName: aggregators.name,
  driverId: drivers.id,
  lastName: drivers.lastName,
  firstName: drivers.firstName,
  middleName: drivers.middleName,
  phone: drivers.phone,
  carId: cars.id,
  carNumber: cars.number,
  carBrand: cars.brand,
  carModel: cars.model,
};

/**
 * Complete trips of a park in a period of park-local days. booked_day is booked_at's day in the
 * park's zone, so the period is the range of instants [start of date_from, start of the day after
 * date_to): one range over the (taxis_id, status, booked_at) and (driver_id, booked_at) indexes,
 * which the planner also estimates well (a second, booked_day, range would make it guess a few
 * rows and sort where it should hash).
 */
export function completeTripsIn(taxisId: number, period: ParkPeriod): SQL {
  return and(
    eq(transfers.taxisId, taxisId),
    eq(transfers.status, 'complete'),
    gte(transfers.bookedAt, period.from),
    lt(transfers.bookedAt, period.until),
  ) as SQL;
}

export class TripsRepository {
  constructor(private readonly db: Db) {}

  /**
   * One driver's complete trips of the period (the (driver_id, booked_at) index), of one
   * aggregator when it is given, newest first.
   */
  async driverCompleteTrips(
    taxisId: number,
    driverId: number,
    period: ParkPeriod,
    aggregatorId: number | null,
    limit: number,
    offset = 0,
  ): Promise<TripRow[]> {
    return this.db
      .select(tripColumns)
      .from(transfers)
      .innerJoin(aggregators, eq(aggregators.id, transfers.aggregatorId))
      .innerJoin(drivers, eq(drivers.id, transfers.driverId))
      .leftJoin(cars, eq(cars.id, transfers.carId))
      .where(
        and(
          eq(transfers.driverId, driverId),
          completeTripsIn(taxisId, period),
          aggregatorId === null ? undefined : eq(transfers.aggregatorId, aggregatorId),
        ),
      )
      .orderBy(desc(transfers.bookedAt), desc(transfers.id))
      .limit(limit)
      .offset(offset);
  }
}
