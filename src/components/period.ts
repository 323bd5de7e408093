/**
 * The period filter of lists (spec 9): the last 7 days by default, as YYYY-MM-DD, kept locally so
 * a list opens on the period the user chose last time.
 */
export interface Period {
  date_from: string;
  date_to: string;
}

export const PERIOD_DAYS = 7;

const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Today and the 6 days before it, in the browser's calendar. */
export function defaultPeriod(now: Date = new Date()): Period {
  const from = new Date(now);
  from.setDate(from.getDate() - (PERIOD_DAYS - 1));
  return { date_from: localDay(from), date_to: localDay(now) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day (a filter value as the date inputs give it). */
export const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** The period of a list's filter values, when both ends are set. */
export function periodOf(filterValues: Record<string, unknown>): Period | null {
  const { date_from: from, date_to: to } = filterValues;
  return isDay(from) && isDay(to) ? { date_from: from, date_to: to } : null;
}

/** The stored period under `key`, or the default when nothing (valid) is stored. */
export function readPeriod(key: string, now: Date = new Date()): Period {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (
      typeof stored === 'object' &&
      stored !== null &&
      'date_from' in stored &&
      'date_to' in stored &&
      isDay(stored.date_from) &&
      isDay(stored.date_to)
    ) {
      return { date_from: stored.date_from, date_to: stored.date_to };
    }
  } catch {
    // Unreadable storage: the default period.
  }
  return defaultPeriod(now);
}

export function storePeriod(key: string, period: Period): void {
  try {
    localStorage.setItem(key, JSON.stringify(period));
  } catch {
    // Storage full or blocked: the period still applies to this page.
  }
}
