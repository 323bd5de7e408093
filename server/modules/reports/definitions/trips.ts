/**
 * Reports listing trips: every trip booked in the period (transfers), and the ones the
 * aggregators' antifraud flagged, each with its reason (orders_fraud: the trips to look into,
 * rather than the per-day counts the KPI page already charts).
 */
import { t } from '../../../../texts/t';
import type { XlsxColumn } from '../../../lib/xlsx';
import { russianDateTimeFormat } from '../../drivers/drivers-export';
import { fullNameOf } from '../../drivers/drivers.mappers';
import { rubles } from '../../ledger/export-format';
import type { TripRow } from '../../transfers/trip-row';
import { TransfersRepository, type TransferRow } from '../../transfers/transfers.repository';
import { defineReport, keysetPages, type ReportContext } from './report-definition';
import { TripsReportRepository, type FlaggedTripRow } from './trips.repository';

/** Columns every trip row has, in the order the trips list shows them. */
function tripColumns(context: ReportContext): XlsxColumn<TripRow>[] {
  const at = russianDateTimeFormat(context.timezone);
  return [
    { header: t('fleet.fields.short_id'), width: 14, value: (row) => row.shortId },
    { header: t('fleet.fields.status'), width: 14, value: (row) => t(`fleet.transferStatus.${row.status}`) },
    { header: t('fleet.fields.booked_at'), width: 17, value: (row) => at(row.bookedAt.toISOString()) },
    { header: t('fleet.fields.ended_at'), width: 17, value: (row) => at(row.endedAt?.toISOString() ?? null) },
    { header: t('fleet.fields.aggregator'), width: 14, value: (row) => row.aggregatorName },
    { header: t('fleet.fields.driver'), width: 32, value: (row) => fullNameOf(row) },
    { header: t('fleet.fields.phone'), width: 16, value: (row) => row.phone },
    { header: t('fleet.fields.car'), width: 12, value: (row) => row.carNumber },
    { header: t('fleet.fields.price'), width: 12, value: (row) => rubles(row.priceKop) },
    { header: t('fleet.fields.payment_method'), width: 14, value: (row) => t(`fleet.paymentMethod.${row.paymentMethod}`) },
  ];
}

export const transfersReport = defineReport<TransferRow>({
  columns: (context) => [
    ...tripColumns(context),
    { header: t('fleet.fields.category'), width: 12, value: (row) => t(`fleet.carCategory.${row.category}`) },
    { header: t('fleet.fields.park_commission'), width: 14, value: (row) => rubles(row.parkCommissionKop) },
    { header: t('fleet.fields.aggregator_commission'), width: 14, value: (row) => rubles(row.aggregatorCommissionKop) },
    { header: t('fleet.fields.mileage'), width: 10, value: (row) => row.mileageMeters / 1000 },
    { header: t('fleet.fields.address_from'), width: 36, value: (row) => row.addressFrom },
    { header: t('fleet.fields.address_to'), width: 36, value: (row) => row.addressTo },
    { header: t('fleet.fields.cancel_reason'), width: 28, value: (row) => row.cancelReason },
  ],
  rows: (context) => {
    const repository = new TransfersRepository(context.db);
    const filters = {
      taxisId: context.taxisId,
      dateFrom: context.period.date_from,
      dateTo: context.period.date_to,
      fromAt: context.period.from,
      toAt: context.period.until,
    };
    return keysetPages<TransferRow>((after, limit) =>
      repository.pageAfter(filters, null, { column: 'booked_at', order: 'asc' }, after, limit),
    );
  },
});

export const ordersFraudReport = defineReport<FlaggedTripRow>({
  columns: (context) => [
    ...tripColumns(context),
    { header: t('reports.columns.fraud_reason'), width: 40, value: (row) => row.fraudReason },
  ],
  rows: (context) => {
    const repository = new TripsReportRepository(context.db);
    return keysetPages<FlaggedTripRow>((after, limit) =>
      repository.flaggedAfter(context.taxisId, context.period, after, limit),
    );
  },
});
