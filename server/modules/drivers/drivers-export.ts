/** The drivers list as an xlsx sheet: the list's columns under their Russian labels. */
import { dayForPeople } from '../../../schemas/days';
import type { DriverListItem } from '../../../schemas/drivers';
import { t } from '../../../texts/t';
import type { XlsxColumn } from '../../lib/xlsx';

/** dd.mm.yyyy from YYYY-MM-DD, as a Russian reader writes dates; an empty cell for no day. */
export function russianDate(day: string | null): string | null {
  return day === null ? null : dayForPeople(day);
}

/**
 * dd.mm.yyyy hh:mm of an instant on the park's clock. One formatter serves the whole file: making
 * one per cell costs native (ICU) memory a 100,000-row export would feel.
 */
export function russianDateTimeFormat(timezone: string): (iso: string | null) => string | null {
  const format = new Intl.DateTimeFormat('ru-RU', {
    timeZone: timezone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return (iso) => (iso === null ? null : format.format(new Date(iso)).replace(',', ''));
}

/** Sums as numbers, so a spreadsheet adds them up. */
const rubles = (money: string) => Number(money);

/**
 * What the file writes of a driver: a list item has all of it, and the export builds only this
 * from its narrow rows (no full driver, no list item per row).
 */
export type DriverExportRow = Pick<
  DriverListItem,
  | 'full_name'
  | 'phone'
  | 'licence_number'
  | 'work_status'
  | 'employment_type'
  | 'self_state'
  | 'balance'
  | 'balance_limit'
  | 'last_trip_at'
  | 'hire_date'
  | 'period_trips'
  | 'period_income'
> & {
  car: { number: string } | null;
  group: { subname: string } | null;
  links: readonly { aggregator_name: string }[];
};

export function driverExportColumns(timezone: string): XlsxColumn<DriverExportRow>[] {
  const dateTime = russianDateTimeFormat(timezone);
  return [
    { header: t('fleet.fields.full_name'), width: 34, value: (row) => row.full_name },
    { header: t('fleet.fields.phone'), width: 16, value: (row) => row.phone },
    { header: t('fleet.fields.licence_number'), width: 16, value: (row) => row.licence_number },
    { header: t('fleet.fields.work_status'), width: 14, value: (row) => t(`fleet.workStatus.${row.work_status}`) },
    { header: t('fleet.fields.employment_type'), width: 16, value: (row) => t(`fleet.employmentType.${row.employment_type}`) },
    { header: t('fleet.fields.self_state'), width: 20, value: (row) => t(`fleet.selfState.${row.self_state}`) },
    { header: t('fleet.fields.car'), width: 12, value: (row) => row.car?.number ?? null },
    { header: t('fleet.fields.group'), width: 18, value: (row) => row.group?.subname ?? null },
    { header: t('fleet.fields.balance'), width: 12, value: (row) => rubles(row.balance) },
    { header: t('fleet.fields.balance_limit'), width: 12, value: (row) => rubles(row.balance_limit) },
    { header: t('fleet.fields.last_trip_at'), width: 17, value: (row) => dateTime(row.last_trip_at) },
    { header: t('fleet.fields.hire_date'), width: 12, value: (row) => russianDate(row.hire_date) },
    { header: t('fleet.fields.aggregators'), width: 24, value: (row) => row.links.map((link) => link.aggregator_name).join(', ') || null },
    { header: t('fleet.fields.period_trips'), width: 10, value: (row) => row.period_trips },
    { header: t('fleet.fields.period_income'), width: 12, value: (row) => rubles(row.period_income) },
  ];
}
