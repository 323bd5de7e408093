/**
 * A period of park-local days as the desk's reports read it: the days, and the instants around
 * them so a query can range over `booked_at` / `created_at` indexes.
 */
import { addDays, parkDayStart } from '../../lib/park-time';

export interface ParkPeriod {
  date_from: string;
  date_to: string;
  /** Start of date_from in the park's zone. */
  from: Date;
  /** Start of the day after date_to in the park's zone (exclusive). */
  until: Date;
}

export function periodOf(days: { date_from: string; date_to: string }, timezone: string): ParkPeriod {
  return {
    ...days,
    from: parkDayStart(days.date_from, timezone),
    until: parkDayStart(addDays(days.date_to, 1), timezone),
  };
}
