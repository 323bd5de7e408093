/** The drivers list as an xlsx sheet: the list's columns under their Russian labels. */
import { dayForPeople } from '../../../schemas/days';
import type { DriverListItem } from '../../../schemas/drivers';
import { ruFleet } from '../../../texts/ru-fleet';
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

export function driverExportColumns(timezone: string): XlsxColumn<DriverListItem>[] {
  const { fields } = ruFleet;
  const dateTime = russianDateTimeFormat(timezone);
  return [
    { header: fields.full_name, width: 34, value: (row) => row.full_name },
    { header: fields.phone, width: 16, value: (row) => row.phone },
    { header: fields.licence_number, width: 16, value: (row) => row.licence_number },
    { header: fields.work_status, width: 14, value: (row) => ruFleet.workStatus[row.work_status] },
    { header: fields.employment_type, width: 16, value: (row) => ruFleet.employmentType[row.employment_type] },
    { header: fields.self_state, width: 20, value: (row) => ruFleet.selfState[row.self_state] },
    { header: fields.car, width: 12, value: (row) => row.car?.number ?? null },
    { header: fields.group, width: 18, value: (row) => row.group?.subname ?? null },
    { header: fields.balance, width: 12, value: (row) => rubles(row.balance) },
    { header: fields.balance_limit, width: 12, value: (row) => rubles(row.balance_limit) },
    { header: fields.last_trip_at, width: 17, value: (row) => dateTime(row.last_trip_at) },
    { header: fields.hire_date, width: 12, value: (row) => russianDate(row.hire_date) },
    { header: fields.aggregators, width: 24, value: (row) => row.links.map((link) => link.aggregator_name).join(', ') || null },
    { header: fields.period_trips, width: 10, value: (row) => row.period_trips },
    { header: fields.period_income, width: 12, value: (row) => rubles(row.period_income) },
  ];
}
