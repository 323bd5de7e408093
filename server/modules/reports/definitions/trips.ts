/**
 * Reports listing trips: every trip booked in the period (transfers), and the ones the
 * aggregators' antifraud flagged, each with its reason (orders_fraud: the trips to look into,
 * rather than the per-day counts the KPI page already charts).
 */
import { ruFleet } from '../../../../texts/ru-fleet';
import { ruReports } from '../../../../texts/ru-reports';
import type { XlsxColumn } from '../../../lib/xlsx';
import { russianDateTimeFormat } from '../../drivers/drivers-export';
import { fullNameOf } from '../../drivers/drivers.mappers';
import { rubles } from '../../ledger/export-format';
import type { TripRow } from '../../transfers/trip-row';
import { TransfersRepository, type TransferRow } from '../../transfers/transfers.repository';
import { defineReport, keysetPages, type ReportContext } from './report-definition';
import { TripsReportRepository, type FlaggedTripRow } from './trips.repository';

const { fields } = ruFleet;

/** Columns every trip row has, in the order the trips list shows them. */
function tripColumns(context: ReportContext): XlsxColumn<TripRow>[] {
  const at = russianDateTimeFormat(context.timezone);
  return [
    { header: fields.short_id, width: 14, value: (row) => row.shortId },
    { header: fields.status, width: 14, value: (row) => ruFleet.transferStatus[row.status] },
    { header: fields.booked_at, width: 17, value: (row) => at(row.bookedAt.toISOString()) },
    { header: fields.ended_at, width: 17, value: (row) => at(row.endedAt?.toISOString() ?? null) },
    { header: fields.aggregator, width: 14, value: (row) => row.aggregatorName },
    { header: fields.driver, width: 32, value: (row) => fullNameOf(row) },
    { header: fields.phone, width: 16, value: (row) => row.phone },
    { header: fields.car, width: 12, value: (row) => row.carNumber },
    { header: fields.price, width: 12, value: (row) => rubles(row.priceKop) },
    { header: fields.payment_method, width: 14, value: (row) => ruFleet.paymentMethod[row.paymentMethod] },
  ];
}

export const transfersReport = defineReport<TransferRow>({
  columns: (context) => [
    ...tripColumns(context),
    { header: fields.category, width: 12, value: (row) => ruFleet.carCategory[row.category] },
    { header: fields.park_commission, width: 14, value: (row) => rubles(row.parkCommissionKop) },
    { header: fields.aggregator_commission, width: 14, value: (row) => rubles(row.aggregatorCommissionKop) },
    { header: fields.mileage, width: 10, value: (row) => row.mileageMeters / 1000 },
    { header: fields.address_from, width: 36, value: (row) => row.addressFrom },
    { header: fields.address_to, width: 36, value: (row) => row.addressTo },
    { header: fields.cancel_reason, width: 28, value: (row) => row.cancelReason },
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
    { header: ruReports.columns.fraud_reason, width: 40, value: (row) => row.fraudReason },
  ],
  rows: (context) => {
    const repository = new TripsReportRepository(context.db);
    return keysetPages<FlaggedTripRow>((after, limit) =>
      repository.flaggedAfter(context.taxisId, context.period, after, limit),
    );
  },
});
