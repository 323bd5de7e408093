/** How the drivers screens show dates (dd.mm.yyyy, times hh:mm in the browser's zone) and cars. */
import { dayIn } from '../../../schemas/days';
import type { CarBrief } from '../../../schemas/drivers';
import { formatDate as formatDay, formatDateTime as formatMoment } from '../../../src/components/dates';
import { t } from '../../../texts/t';

const two = (value: number) => String(value).padStart(2, '0');
/** The cabinet's formats, with a dash where the driver has no such date. */
const orNone = (text: string): string => (text === '' ? t('drivers.common.none') : text);

/** A calendar day (YYYY-MM-DD) or a moment (ISO 8601) as dd.mm.yyyy; a dash when absent. */
export const formatDate = (value: string | null | undefined): string => orNone(formatDay(value));

/** A moment (ISO 8601) as dd.mm.yyyy hh:mm; a dash when absent. */
export const formatDateTime = (value: string | null | undefined): string => orNone(formatMoment(value));

/** «Kia Rio, А123ВС777». */
export function carLabel(car: Pick<CarBrief, 'brand' | 'model' | 'number'> | null | undefined): string {
  if (car === null || car === undefined) return t('drivers.common.none');
  return `${car.brand} ${car.model}, ${car.number}`;
}

/**
 * Today in the park's calendar, as YYYY-MM-DD (a form's default date): the server posts by the
 * park's day, so a browser in another zone (or a Moscow park after 21:00 UTC) must not default to
 * yesterday. The browser's calendar only while the park's zone is not known yet.
 */
export function parkToday(timeZone?: string, now: Date = new Date()): string {
  if (timeZone) return dayIn(now, timeZone);
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
