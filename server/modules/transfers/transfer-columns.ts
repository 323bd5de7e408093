/**
 * The columns of a trips file: the trips list's export and the trips reports write the same
 * ones, so an export that became a report (issue 22 §3) is the file the export would have been.
 */
import { t } from '../../../texts/t';
import type { XlsxColumn } from '../../lib/xlsx';
import { fullNameOf } from '../drivers/drivers.mappers';
import { parkDateTime, rubles } from '../ledger/export-format';
import type { TripRow } from './trip-row';
import type { TransferRow } from './transfers.repository';

/** Columns every trip row has, in the order the trips list shows them. */
export function tripColumns(timezone: string): XlsxColumn<TripRow>[] {
  const at = (instant: Date | null) => parkDateTime(instant, timezone);
  return [
    { header: t('fleet.fields.short_id'), width: 14, value: (row) => row.shortId },
    { header: t('fleet.fields.status'), width: 14, value: (row) => t(`fleet.transferStatus.${row.status}`) },
    { header: t('fleet.fields.booked_at'), width: 17, value: (row) => at(row.bookedAt) },
    { header: t('fleet.fields.ended_at'), width: 17, value: (row) => at(row.endedAt) },
    { header: t('fleet.fields.aggregator'), width: 14, value: (row) => row.aggregatorName },
    { header: t('fleet.fields.driver'), width: 32, value: (row) => fullNameOf(row) },
    { header: t('fleet.fields.phone'), width: 16, value: (row) => row.phone },
    { header: t('fleet.fields.car'), width: 12, value: (row) => row.carNumber },
    { header: t('fleet.fields.price'), width: 12, value: (row) => rubles(row.priceKop) },
    { header: t('fleet.fields.payment_method'), width: 14, value: (row) => t(`fleet.paymentMethod.${row.paymentMethod}`) },
  ];
}

/** A booked trip's whole row: the trips list's export and the transfers report. */
export function transferColumns(timezone: string): XlsxColumn<TransferRow>[] {
  return [
    ...tripColumns(timezone),
    { header: t('fleet.fields.category'), width: 12, value: (row) => t(`fleet.carCategory.${row.category}`) },
    { header: t('fleet.fields.park_commission'), width: 14, value: (row) => rubles(row.parkCommissionKop) },
    { header: t('fleet.fields.aggregator_commission'), width: 14, value: (row) => rubles(row.aggregatorCommissionKop) },
    { header: t('fleet.fields.mileage'), width: 10, value: (row) => row.mileageMeters / 1000 },
    { header: t('fleet.fields.address_from'), width: 36, value: (row) => row.addressFrom },
    { header: t('fleet.fields.address_to'), width: 36, value: (row) => row.addressTo },
    { header: t('fleet.fields.cancel_reason'), width: 28, value: (row) => row.cancelReason },
  ];
}
