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
