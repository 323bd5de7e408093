/**
 * The order form's period: the last 7 days unless the user chose another one before (kept
 * locally, spec 9), checked as the server checks it: both days given, the start not after the
 * end, at most MAX_REPORT_DAYS days.
 */
import { MAX_REPORT_DAYS, ReportOrderRequestSchema } from '../../schemas/reports';
import { readPeriod, storePeriod, type Period } from '../../src/components/period';
import { zodFieldErrors, type FieldErrors } from '../../src/components/zodValidation';
import { fill, ru } from '../../texts/ru';
import { ruReports } from '../../texts/ru-reports';
import { ruReportsUi } from '../../texts/ru-reports-ui';

export const REPORT_PERIOD_KEY = 'reports.order.period';

const DAY_MS = 86_400_000;

/** Days of a period, both ends included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const PeriodSchema = ReportOrderRequestSchema.pick({ date_from: true, date_to: true }).superRefine((period, context) => {
  if (period.date_from > period.date_to) {
    context.addIssue({ code: 'custom', path: ['date_from'], message: ruReportsUi.order.fromAfterTo });
  } else if (periodDays(period.date_from, period.date_to) > MAX_REPORT_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['date_to'],
      message: fill(ruReports.api.periodTooLong, { days: MAX_REPORT_DAYS }),
    });
  }
});

const filled = (value: unknown): boolean => typeof value === 'string' && value !== '';

export function validatePeriod(values: Record<string, unknown>): FieldErrors {
  const missing: FieldErrors = {};
  for (const field of ['date_from', 'date_to'] as const) {
    if (!filled(values[field])) missing[field] = ru.validation.required;
  }
  if (Object.keys(missing).length > 0) return missing;
  return zodFieldErrors(PeriodSchema, { date_from: values.date_from, date_to: values.date_to });
}

export const initialPeriod = (now?: Date): Period => readPeriod(REPORT_PERIOD_KEY, now);

export const rememberPeriod = (period: Period): void => storePeriod(REPORT_PERIOD_KEY, period);
