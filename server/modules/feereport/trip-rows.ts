/**
 * Trips as the desk answers them (TransferSchema): one select with the trip's aggregator, driver
 * and car joined, so a page of trips is one query.
 */
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Transfer } from '../../../schemas/transfers';
import { kopecksToWire } from '../../../schemas/money';
import type { Db } from '../../db/client';
import { aggregators, cars, drivers, transfers } from '../../db/schema';

export function fullName(person: { lastName: string; firstName: string; middleName: string | null }): string {
  return [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ');
}

const tripColumns = {
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

export type TripRow = Awaited<ReturnType<typeof selectTrips>>[number];

export function toTransfer(row: TripRow): Transfer {
  return {
    id: row.id,
    short_id: row.shortId,
    status: row.status,
    booked_at: row.bookedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    aggregator: { id: row.aggregatorId, code: row.aggregatorCode, name: row.aggregatorName },
    driver: { id: row.driverId, full_name: fullName(row), phone: row.phone },
    car:
      row.carId === null || row.carNumber === null || row.carBrand === null || row.carModel === null
        ? null
        : { id: row.carId, number: row.carNumber, brand: row.carBrand, model: row.carModel },
    price: kopecksToWire(row.priceKop),
    payment_method: row.paymentMethod,
    category: row.category,
    park_commission: kopecksToWire(row.parkCommissionKop),
    aggregator_commission: kopecksToWire(row.aggregatorCommissionKop),
    address_from: row.addressFrom,
    address_to: row.addressTo,
  };
}
