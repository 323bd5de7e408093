/**
 * Reports about drivers: every driver of the park with the period's figures (drivers), those who
 * drove in the period (drivers_active) and those hired in it (drivers_new). Figures come from
 * driver_days (completed trips, their price and the park's commission per park-local day).
 */
import { t } from '../../../../texts/t';
import type { XlsxColumn } from '../../../lib/xlsx';
import { russianDate } from '../../drivers/drivers-export';
import { fullNameOf } from '../../drivers/drivers.mappers';
import { rubles } from '../../ledger/export-format';
import { DriversReportRepository, NO_SUMS, type DriverPeriodSums, type ReportDriver } from './drivers.repository';
import { defineReport, keysetPages, REPORT_PAGE_SIZE, type ReportContext } from './report-definition';

export type DriverWithSums = ReportDriver & DriverPeriodSums;

/** The park's drivers by id with their period's figures, those `keep` accepts. */
export async function* driversWithSums(
  context: ReportContext,
  keep: (sums: DriverPeriodSums) => boolean,
): AsyncGenerator<DriverWithSums> {
  const repository = new DriversReportRepository(context.db);
  let afterId = 0;
  for (;;) {
    const page = await repository.driversAfter(context.taxisId, afterId, REPORT_PAGE_SIZE);
    const first = page[0];
    const last = page.at(-1);
    if (first === undefined || last === undefined) return;
    const sums = await repository.periodSums(context.taxisId, context.period, first.id, last.id);
    for (const driver of page) {
      const driverSums = sums.get(driver.id) ?? NO_SUMS;
      if (keep(driverSums)) yield { ...driver, ...driverSums };
    }
    if (page.length < REPORT_PAGE_SIZE) return;
    afterId = last.id;
  }
}

export const identityColumns: readonly XlsxColumn<ReportDriver>[] = [
  { header: t('fleet.fields.id'), width: 10, value: (row) => row.id },
  { header: t('fleet.fields.full_name'), width: 34, value: (row) => fullNameOf(row) },
  { header: t('fleet.fields.phone'), width: 16, value: (row) => row.phone },
];

const licence: XlsxColumn<ReportDriver> = { header: t('fleet.fields.licence_number'), width: 16, value: (row) => row.licenceNumber };
const callsign: XlsxColumn<ReportDriver> = { header: t('reports.columns.callsign'), width: 12, value: (row) => row.callsign };
const workStatus: XlsxColumn<ReportDriver> = {
  header: t('fleet.fields.work_status'),
  width: 14,
  value: (row) => t(`fleet.workStatus.${row.workStatus}`),
};
const periodColumns: readonly XlsxColumn<DriverWithSums>[] = [
  { header: t('fleet.fields.period_trips'), width: 12, value: (row) => row.trips },
  { header: t('reports.columns.period_revenue'), width: 14, value: (row) => rubles(row.revenueKop) },
  { header: t('fleet.fields.park_commission'), width: 14, value: (row) => rubles(row.parkCommissionKop) },
];

export const driversReport = defineReport<DriverWithSums>({
  columns: () => [
    ...identityColumns,
    licence,
    callsign,
    workStatus,
    { header: t('fleet.fields.balance'), width: 12, value: (row) => rubles(row.balanceKop) },
    ...periodColumns,
  ],
  rows: (context) => driversWithSums(context, () => true),
});

export const driversActiveReport = defineReport<DriverWithSums>({
  columns: () => [
    ...identityColumns,
    callsign,
    workStatus,
    { header: t('reports.columns.active_days'), width: 12, value: (row) => row.activeDays },
    ...periodColumns,
  ],
  rows: (context) => driversWithSums(context, (sums) => sums.trips > 0),
});

/** Hired in the period, by hire date, with what they drove in it. */
function hiredWithSums(context: ReportContext): AsyncGenerator<DriverWithSums> {
  const repository = new DriversReportRepository(context.db);
  return keysetPages<DriverWithSums>(async (after, limit) => {
    const page = await repository.hiredAfter(
      context.taxisId,
      context.period,
      after?.hireDate ? { hireDate: after.hireDate, id: after.id } : null,
      limit,
    );
    if (page.length === 0) return [];
    const ids = page.map((driver) => driver.id);
    const sums = await repository.periodSums(context.taxisId, context.period, Math.min(...ids), Math.max(...ids));
    return page.map((driver) => ({ ...driver, ...(sums.get(driver.id) ?? NO_SUMS) }));
  });
}

export const driversNewReport = defineReport<DriverWithSums>({
  columns: () => [
    ...identityColumns,
    licence,
    callsign,
    { header: t('fleet.fields.employment_type'), width: 16, value: (row) => t(`fleet.employmentType.${row.employmentType}`) },
    workStatus,
    { header: t('fleet.fields.hire_date'), width: 12, value: (row) => russianDate(row.hireDate) },
    ...periodColumns,
  ],
  rows: hiredWithSums,
});
