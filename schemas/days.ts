/**
 * YYYY-MM-DD days, shared by the server and the SPA: a park's filters and figures are days of the
 * park's own time zone, not of the machine that computes them.
 */

// Building an Intl formatter costs far more than using one (it showed in list profiles).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  return dayFormat(timeZone).format(instant);
}

/** YYYY-MM-DD plus `days` (negative to go back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a real calendar day (not 2026-02-30, which Date would roll into March). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The days a person can mean. Birth and licence dates reach back to 1900; the days the park works
 * with (periods, reports, goals, charges) start in 2000. Anything outside is a typo, and bounding
 * it keeps PostgreSQL's date arithmetic and every loop over days finite.
 */
export const DAY_BOUNDS = {
  any: { from: '1900-01-01', to: '2099-12-31' },
  working: { from: '2000-01-01', to: '2099-12-31' },
} as const;

/** The days from `back` days before `today` to `ahead` days after it: how far an operation may reach. */
export function windowAround(today: string, window: { back: number; ahead: number }): { from: string; to: string } {
  return { from: addDays(today, -window.back), to: addDays(today, window.ahead) };
}

/** DD.MM.YYYY, as a person reads a day in a message. */
export function dayForPeople(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
