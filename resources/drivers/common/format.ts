/** How the drivers screens show dates (dd.mm.yyyy, times hh:mm in the browser's zone) and cars. */
import type { CarBrief } from '../../../schemas/drivers';
import { ruDrivers } from '../../../src/i18n/ru-drivers';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

/** A calendar day (YYYY-MM-DD) or a moment (ISO 8601) as dd.mm.yyyy; a dash when absent. */
export function formatDate(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ruDrivers.common.none;
  const day = DAY.exec(value);
  if (day !== null) return `${day[3]}.${day[2]}.${day[1]}`;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return `${two(moment.getDate())}.${two(moment.getMonth() + 1)}.${moment.getFullYear()}`;
}

/** A moment (ISO 8601) as dd.mm.yyyy hh:mm; a dash when absent. */
export function formatDateTime(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ruDrivers.common.none;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return `${formatDate(value)} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

/** «Kia Rio, А123ВС777». */
export function carLabel(car: Pick<CarBrief, 'brand' | 'model' | 'number'> | null | undefined): string {
  if (car === null || car === undefined) return ruDrivers.common.none;
  return `${car.brand} ${car.model}, ${car.number}`;
}

/** Today in the browser's calendar, as YYYY-MM-DD (a form's default date). */
export function todayLocal(now: Date = new Date()): string {
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
