/**
 * The value a day input holds and the Date a date picker works with. Forms and filters keep a day
 * as 'YYYY-MM-DD' (a park-local day, never moved across a time zone); the picker edits a Date at
 * the browser's local midnight of that day and shows it as ДД.ММ.ГГГГ.
 */

/** The picker's display and typing format (date-fns tokens): 01.11.2026. */
export const DAY_DISPLAY_FORMAT = 'dd.MM.yyyy';

/**
 * What a day input holds while the typed date is incomplete or impossible («31.02.2026»): not a
 * day, so schemas and the input's own check refuse it, and a filter form does not apply it.
 */
export const INCOMPLETE_DAY = 'incomplete';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** '2026-11-01' -> the local midnight of 1 November 2026; null for anything that is not a real day. */
export function dayToDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date rolls 2026-02-30 over into March: such a string names no day.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** The years the picker offers (its own defaults): a year still being typed («0202») is outside. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2099;

/**
 * A picker's Date -> 'YYYY-MM-DD' of its local calendar day; null when empty; INCOMPLETE_DAY when
 * invalid or outside the picker's years.
 */
export function dateToDay(date: Date | null): string | null {
  if (date === null) return null;
  if (Number.isNaN(date.getTime()) || date.getFullYear() < FIRST_YEAR || date.getFullYear() > LAST_YEAR) return INCOMPLETE_DAY;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
