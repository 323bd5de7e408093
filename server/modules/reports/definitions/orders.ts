/**
 * Per-day reports over the trip counters, one row per park-local day and aggregator: all orders
 * by outcome (orders_overall), the completed ones and their money (orders_finished), and the
 * park's commission on them (commission_income).
 */
import { t } from '../../../../texts/t';
import type { XlsxColumn } from '../../../lib/xlsx';
import { russianDate } from '../../drivers/drivers-export';
import { rubles } from '../../ledger/export-format';
import { OrdersReportRepository, type OrderDayRow } from './orders.repository';
import { defineReport, keysetPages, type ReportContext } from './report-definition';

const dayColumns: readonly XlsxColumn<OrderDayRow>[] = [
  { header: t('reports.columns.day'), width: 12, value: (row) => russianDate(row.day) },
  { header: t('fleet.fields.aggregator'), width: 16, value: (row) => row.aggregatorName },
];

function orderDays(finishedOnly: boolean) {
  return (context: ReportContext) => {
    const repository = new OrdersReportRepository(context.db);
    return keysetPages<OrderDayRow>((after, limit) =>
      repository.daysAfter(context.taxisId, context.period, after, limit, finishedOnly),
    );
  };
}

export const ordersOverallReport = defineReport<OrderDayRow>({
  columns: () => [
    ...dayColumns,
    { header: t('reports.columns.trips_overall'), width: 14, value: (row) => row.overall },
    { header: t('reports.columns.trips_complete'), width: 12, value: (row) => row.complete },
    { header: t('reports.columns.trips_cancelled'), width: 12, value: (row) => row.cancelled },
    { header: t('reports.columns.trips_other'), width: 14, value: (row) => row.overall - row.complete - row.cancelled },
    {
      header: t('reports.columns.complete_share'),
      width: 14,
      value: (row) => (row.overall === 0 ? 0 : Math.round((row.complete * 1000) / row.overall) / 10),
    },
  ],
  rows: orderDays(false),
});

export const ordersFinishedReport = defineReport<OrderDayRow>({
  columns: () => [
    ...dayColumns,
    { header: t('reports.columns.trips_complete'), width: 12, value: (row) => row.complete },
    { header: t('reports.columns.revenue'), width: 16, value: (row) => rubles(row.revenueKop) },
    { header: t('reports.columns.average_check'), width: 14, value: (row) => rubles(Math.round(row.revenueKop / row.complete)) },
  ],
  rows: orderDays(true),
});

export const commissionIncomeReport = defineReport<OrderDayRow>({
  columns: () => [
    ...dayColumns,
    { header: t('reports.columns.trips_complete'), width: 12, value: (row) => row.complete },
    { header: t('reports.columns.revenue'), width: 16, value: (row) => rubles(row.revenueKop) },
    { header: t('fleet.fields.park_commission'), width: 16, value: (row) => rubles(row.parkCommissionKop) },
  ],
  rows: orderDays(true),
});
