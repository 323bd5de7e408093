/**
 * Payout reports: per park-local day the sum (payments_overall) and the count with the drivers
 * paid (payments_count), and per driver over the period (payments_drivers). A payout is a ledger
 * entry of kind payout, counted in driver_days when it is posted.
 */
import { t } from '../../../../texts/t';
import type { XlsxColumn } from '../../../lib/xlsx';
import { russianDate } from '../../drivers/drivers-export';
import { rubles } from '../../ledger/export-format';
import { driversWithSums, identityColumns, type DriverWithSums } from './drivers';
import { PaymentsReportRepository, type PayoutDayRow } from './payments.repository';
import { defineReport, keysetPages, type ReportContext } from './report-definition';

const day: XlsxColumn<PayoutDayRow> = { header: t('reports.columns.day'), width: 12, value: (row) => russianDate(row.day) };

function payoutDays(context: ReportContext) {
  const repository = new PaymentsReportRepository(context.db);
  return keysetPages<PayoutDayRow>((after, limit) =>
    repository.daysAfter(context.taxisId, context.period, after?.day ?? null, limit),
  );
}

export const paymentsOverallReport = defineReport<PayoutDayRow>({
  columns: () => [
    day,
    { header: t('reports.columns.payout_sum'), width: 16, value: (row) => rubles(row.payoutKop) },
    { header: t('reports.columns.payouts'), width: 10, value: (row) => row.payouts },
  ],
  rows: payoutDays,
});

export const paymentsCountReport = defineReport<PayoutDayRow>({
  columns: () => [
    day,
    { header: t('reports.columns.payouts'), width: 10, value: (row) => row.payouts },
    { header: t('reports.columns.drivers_paid'), width: 14, value: (row) => row.drivers },
    { header: t('reports.columns.average_payout'), width: 14, value: (row) => rubles(Math.round(row.payoutKop / row.payouts)) },
  ],
  rows: payoutDays,
});

export const paymentsDriversReport = defineReport<DriverWithSums>({
  columns: () => [
    ...identityColumns,
    { header: t('reports.columns.payouts'), width: 10, value: (row) => row.payouts },
    { header: t('reports.columns.payout_sum'), width: 16, value: (row) => rubles(row.payoutKop) },
    { header: t('reports.columns.last_payout'), width: 14, value: (row) => russianDate(row.lastPayoutDay) },
  ],
  rows: (context) => driversWithSums(context, (sums) => sums.payouts > 0),
});
