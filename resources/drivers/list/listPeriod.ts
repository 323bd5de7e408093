/** The drivers list's period filter: the last 7 days by default, the user's last choice kept locally. */
import { periodOf, readPeriod, storePeriod, type Period } from '../../../src/components/period';

export const DRIVERS_PERIOD_KEY = 'drivers.list.period';

/** The filter values a list opens with: the stored period, or the last 7 days. */
export function listPeriodDefaults(now?: Date): Period {
  return readPeriod(DRIVERS_PERIOD_KEY, now);
}

/** Stores the period the user set, so the list (and its figures) open on it next time. */
export function rememberPeriod(filterValues: Record<string, unknown>): void {
  const period = periodOf(filterValues);
  if (period !== null) storePeriod(DRIVERS_PERIOD_KEY, period);
}
