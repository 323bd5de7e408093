/** The drivers list's period filter: the last 7 days by default, the user's last choice kept locally. */
import { readPeriod, storePeriod, type Period } from '../../../src/components/period';

export const DRIVERS_PERIOD_KEY = 'drivers.list.period';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter values a list opens with: the stored period, or the last 7 days. */
export function listPeriodDefaults(now?: Date): Period {
  return readPeriod(DRIVERS_PERIOD_KEY, now);
}

/** The period of the list's filter values, when both ends are set. */
export function periodOf(filterValues: Record<string, unknown>): Period | null {
  const { date_from: from, date_to: to } = filterValues;
  return typeof from === 'string' && typeof to === 'string' && DAY.test(from) && DAY.test(to)
    ? { date_from: from, date_to: to }
    : null;
}

/** Stores the period the user set, so the list (and its figures) open on it next time. */
export function rememberPeriod(filterValues: Record<string, unknown>): void {
  const period = periodOf(filterValues);
  if (period !== null) storePeriod(DRIVERS_PERIOD_KEY, period);
}
