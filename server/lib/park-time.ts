/**
 * Park-local days. A park's YYYY-MM-DD filters and a trip's `booked_day` are days in the park's
 * own time zone (taxis.timezone), not the server's.
 */
import { addDays, dayIn } from '../../schemas/days';
import { DEFAULT_INACTIVE_INTERVAL_DAYS } from '../../schemas/transfers';

/** The park-local calendar day of an instant, YYYY-MM-DD. */
export const parkDay = dayIn;

export { addDays };

/** The spec's default period: the last 7 days, today included. */
export function defaultPeriod(now: Date, timezone: string): { date_from: string; date_to: string } {
  const today = parkDay(now, timezone);
  return { date_from: addDays(today, -(DEFAULT_INACTIVE_INTERVAL_DAYS - 1)), date_to: today };
}

/** A period with defaults filled and the ends in order. */
export function resolvePeriod(
  query: { date_from?: string; date_to?: string },
  now: Date,
  timezone: string,
): { date_from: string; date_to: string } {
  const fallback = defaultPeriod(now, timezone);
  const dateFrom = query.date_from ?? (query.date_to ? addDays(query.date_to, -6) : fallback.date_from);
  const dateTo = query.date_to ?? fallback.date_to;
  return dateFrom <= dateTo ? { date_from: dateFrom, date_to: dateTo } : { date_from: dateTo, date_to: dateFrom };
}

/** Start of a park-local day as an instant (for comparing with timestamps). */
export function parkDayStart(day: string, timezone: string): Date {
  // Offset of the zone at noon of that day (zones here have no DST, but stay correct if they do).
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const local = new Date(noonUtc.toLocaleString('en-US', { timeZone: timezone }));
  const offsetMs = local.getTime() - new Date(noonUtc.toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs);
}
