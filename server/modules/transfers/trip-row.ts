/**
 * A trip as every list answers it (TransferSchema): a row of the select with the trip's
 * aggregator, driver and car joined (trips.repository.ts tripColumns), and its mapping to the wire.
 */
import type { AggregatorCode, CarCategory, PaymentMethod, TransferStatus } from '../../../schemas/fleet';
import type { Transfer } from '../../../schemas/transfers';
import { kopecksToWire } from '../../../schemas/money';
import { fullNameOf } from '../drivers/drivers.mappers';

/** A selected row of tripColumns (trips.repository.ts) (the car's columns are null for a trip without a car). */
export interface TripRow {
  id: number;
  shortId: string;
  status: TransferStatus;
  bookedAt: Date;
  endedAt: Date | null;
  priceKop: number;
  paymentMethod: PaymentMethod;
  category: CarCategory;
  parkCommissionKop: number;
  aggregatorCommissionKop: number;
  addressFrom: string;
  addressTo: string | null;
  aggregatorId: number;
  aggregatorCode: AggregatorCode;
  aggregatorName: string;
  driverId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
  carId: number | null;
  carNumber: string | null;
  carBrand: string | null;
  carModel: string | null;
}

export function toTransfer(row: TripRow): Transfer {
  return {
    id: row.id,
    short_id: row.shortId,
    status: row.status,
    booked_at: row.bookedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    aggregator: { id: row.aggregatorId, code: row.aggregatorCode, name: row.aggregatorName },
    driver: { id: row.driverId, full_name: fullNameOf(row), phone: row.phone },
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
