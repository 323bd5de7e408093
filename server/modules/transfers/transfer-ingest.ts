/**
 * How a trip enters the cabinet (an aggregator's sync, the generator's small runs, test
 * fixtures): the trip row, its park-local day counters (the park's per status, the driver's for a
 * completed trip), the driver's and account's last trip, and for a completed trip its ledger
 * entries. Cash trips: the driver holds the cash, so only the commissions are charged; other
 * methods also credit the price. A trip is written once with its final status and never changes
 * it here: the counters only ever grow.
 * The park's commission on a completed trip comes from the driver's group's active step
 * commissions of the trip's type, else those of 'Все водители', else the aggregator connection's
 * flat rate (groups/commissions.service.ts `tripCommission`); it is stored on the trip and in its
 * ledger entry, so later changes to the steps never touch it.
 */
import type { CarCategory, PaymentMethod, TransferStatus } from '../../../schemas/fleet';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { parkDay } from '../../lib/park-time';
import { DriverAggregatorsRepository } from '../drivers/driver-aggregators.repository';
import { DriversRepository } from '../drivers/drivers.repository';
import { countCompletedTrip } from '../kpi/driver-days.writer';
import { postEntry } from '../ledger/ledger.writer';
import { commissionTypeOf } from '../../../schemas/commissions';
import { t } from '../../../texts/t';
import { tripCommission } from '../groups/commissions.service';
import { TripIngestRepository } from './trip-ingest.repository';

export interface IncomingTransfer {
  taxisId: number;
  aggregatorId: number;
  driverId: number;
  carId?: number | null;
  shortId: string;
  status: TransferStatus;
  bookedAt: Date;
  endedAt?: Date | null;
  priceKop: number;
  paymentMethod: PaymentMethod;
  category?: CarCategory;
  mileageMeters?: number;
  addressFrom: string;
  addressTo?: string | null;
  cancelReason?: string | null;
  /** Why the aggregator's antifraud flagged the trip; absent for a clean one. */
  fraudReason?: string | null;
  /** The aggregator's order id of an imported trip (unique per aggregator: imported once). */
  externalId?: string | null;
  /** The aggregator's fee as its registry states it; absent: the connection's rate. */
  aggregatorCommissionKop?: number | null;
}

const commission = (priceKop: number, basisPoints: number) => Math.round((priceKop * basisPoints) / 10_000);

export async function recordTransfer(db: Db, input: IncomingTransfer): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const trips = new TripIngestRepository(tx);
    const context = await trips.context(input.taxisId, input.aggregatorId);
    if (!context) throw errors.notFound();
    const complete = input.status === 'complete';
    const aggregatorCommissionKop = complete ? (input.aggregatorCommissionKop ?? commission(input.priceKop, context.feeBasisPoints)) : 0;
    const charged = complete
      ? await tripCommission(tx, {
          taxisId: input.taxisId,
          driverId: input.driverId,
          type: commissionTypeOf(input.paymentMethod),
          priceKop: input.priceKop,
          flatBasisPoints: context.parkCommissionBasisPoints,
        })
      : { commissionKop: 0, label: null };
    const parkCommissionKop = charged.commissionKop;
    const bookedDay = parkDay(input.bookedAt, context.timezone);

    const id = await trips.insert({
      taxisId: input.taxisId,
      aggregatorId: input.aggregatorId,
      driverId: input.driverId,
      carId: input.carId ?? null,
      shortId: input.shortId,
      status: input.status,
      bookedAt: input.bookedAt,
      endedAt: input.endedAt ?? null,
      bookedDay,
      priceKop: input.priceKop,
      paymentMethod: input.paymentMethod,
      category: input.category ?? 'econom',
      parkCommissionKop,
      aggregatorCommissionKop,
      mileageMeters: input.mileageMeters ?? 0,
      addressFrom: input.addressFrom,
      addressTo: input.addressTo ?? null,
      cancelReason: input.cancelReason ?? null,
      fraudReason: input.fraudReason ?? null,
      externalId: input.externalId ?? null,
    });

    await trips.countDay({
      taxisId: input.taxisId,
      day: bookedDay,
      aggregatorId: input.aggregatorId,
      status: input.status,
      trips: 1,
      priceKop: complete ? input.priceKop : 0,
      parkCommissionKop,
      fraudTrips: input.fraudReason ? 1 : 0,
    });

    if (complete) {
      const at = input.endedAt ?? input.bookedAt;
      await new DriversRepository(tx).markTrip(input.driverId, input.bookedAt);
      await countCompletedTrip(tx, { taxisId: input.taxisId, driverId: input.driverId, day: bookedDay, priceKop: input.priceKop, parkCommissionKop });
      await new DriverAggregatorsRepository(tx).markTrip(input.driverId, input.aggregatorId, input.bookedAt);
      const base = { taxisId: input.taxisId, driverId: input.driverId, transferId: id, createdBy: 'platform' as const, at };
      const order = `заказ ${input.shortId}`;
      if (input.paymentMethod !== 'cash') {
        await postEntry(tx, { ...base, kind: 'ride_income', amountKop: input.priceKop, description: `Оплата поездки, ${order}` });
      }
      if (aggregatorCommissionKop > 0) {
        await postEntry(tx, {
          ...base,
          kind: 'aggregator_fee',
          amountKop: -aggregatorCommissionKop,
          description: `Комиссия ${context.aggregatorName}, ${order}`,
        });
      }
      if (parkCommissionKop > 0) {
        const what = charged.label ?? t('groups.ledger.parkCommission');
        await postEntry(tx, { ...base, kind: 'park_commission', amountKop: -parkCommissionKop, description: `${what}, ${order}` });
      }
    }
    return { id };
  });
}
