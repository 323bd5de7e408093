/**
 * Reports listing trips: every trip booked in the period (transfers), and the ones the
 * aggregators' antifraud flagged, each with its reason (orders_fraud: the trips to look into,
 * rather than the per-day counts the KPI page already charts).
 */
import { t } from '../../../../texts/t';
import { transferColumns, tripColumns } from '../../transfers/transfer-columns';
import { TransfersRepository, type TransferRow } from '../../transfers/transfers.repository';
import { defineReport, keysetPages } from './report-definition';
import { TripsReportRepository, type FlaggedTripRow } from './trips.repository';

export const transfersReport = defineReport<TransferRow>({
  columns: (context) => transferColumns(context.timezone),
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
    ...tripColumns(context.timezone),
    { header: t('reports.columns.fraud_reason'), width: 40, value: (row) => row.fraudReason },
  ],
  rows: (context) => {
    const repository = new TripsReportRepository(context.db);
    return keysetPages<FlaggedTripRow>((after, limit) =>
      repository.flaggedAfter(context.taxisId, context.period, after, limit),
    );
  },
});
