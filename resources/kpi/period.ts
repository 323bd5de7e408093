/**
 * The KPI period (spec 7): park days YYYY-MM-DD, two weeks ago to yesterday by default, the
 * presets 7 / 14 / 30 / 90 days ending yesterday, kept in the URL (?date_from&date_to). Days are
 * the park's own (GET /taxis/{id} timezone), Moscow's until the park is loaded.
 */
import { addDays, dayIn } from '../../schemas/days';
import { MAX_RATES_DAYS } from '../../schemas/kpi';
import type { Period } from '../../src/components/period';

export type { Period };

export const KPI_TIME_ZONE = 'Europe/Moscow';
export const KPI_PRESETS = [7, 14, 30, 90] as const;
export const DEFAULT_KPI_DAYS = 14;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day it is in `timeZone` at `now`. */
export function parkToday(now: Date, timeZone: string = KPI_TIME_ZONE): string {
  return dayIn(now, timeZone);
}

export { addDays };

/** Days from `from` to `to`, both included. */
export function periodDays({ date_from, date_to }: Period): number {
  return Math.round((Date.parse(`${date_to}T00:00:00Z`) - Date.parse(`${date_from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The `days` days before today: yesterday is the last whole day. */
export function lastDays(days: number, now: Date, timeZone: string = KPI_TIME_ZONE): Period {
  const today = parkToday(now, timeZone);
  return { date_from: addDays(today, -days), date_to: addDays(today, -1) };
}

export const defaultKpiPeriod = (now: Date, timeZone: string = KPI_TIME_ZONE): Period => lastDays(DEFAULT_KPI_DAYS, now, timeZone);

/** The preset a period is, if it is one. */
export function presetOf(period: Period, now: Date, timeZone: string = KPI_TIME_ZONE): number | null {
  return (
    KPI_PRESETS.find((days) => {
      const preset = lastDays(days, now, timeZone);
      return preset.date_from === period.date_from && preset.date_to === period.date_to;
    }) ?? null
  );
}

/** Ends in order and no longer than the rates call answers (the start moves, the end stays). */
export function normalizePeriod(period: Period): Period {
  const ordered = period.date_from <= period.date_to ? period : { date_from: period.date_to, date_to: period.date_from };
  if (periodDays(ordered) <= MAX_RATES_DAYS) return ordered;
  return { date_from: addDays(ordered.date_to, -(MAX_RATES_DAYS - 1)), date_to: ordered.date_to };
}

/** The period of the URL's query, or the default when it carries none (or a broken one). */
export function periodFromSearch(search: URLSearchParams, now: Date, timeZone: string = KPI_TIME_ZONE): Period {
  const from = search.get('date_from');
  const to = search.get('date_to');
  if (isCalendarDay(from) && isCalendarDay(to)) return normalizePeriod({ date_from: from, date_to: to });
  return defaultKpiPeriod(now, timeZone);
}

/** `?date_from=…&date_to=…` for links between the KPI pages. */
export function periodSearch(period: Period): string {
  return `?${new URLSearchParams({ date_from: period.date_from, date_to: period.date_to }).toString()}`;
}
