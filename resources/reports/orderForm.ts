/**
 * The order form's period: the last 7 days unless the user chose another one before (kept
 * locally, spec 9), checked as the server checks it: both days given, the start not after the
 * end, at most MAX_REPORT_DAYS days.
 */
import { z } from 'zod';
import { WorkingDaySchema } from '../../schemas/lists';
import { MAX_REPORT_DAYS } from '../../schemas/reports';
import { defineScopedForm } from '../../schemas/resource-form';
import { readPeriod, storePeriod, type Period } from '../../src/components/period';
import { zodFieldErrors, type FieldErrors } from '../../src/components/zodValidation';
import { t } from '../../texts/t';

export const REPORT_PERIOD_KEY = 'reports.order.period';

const DAY_MS = 86_400_000;

/** Days of a period, both ends included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

// An empty day is «required» (the input's empty is '' or null), not «no date».
const day = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string().min(1, t('validation.required')).pipe(WorkingDaySchema),
);

/** The period as POST /reports takes it (its `report_type` is the route's), checked as the server checks it. */
export const ReportPeriodSchema = z.object({ date_from: day, date_to: day }).superRefine((period, context) => {
  if (period.date_from > period.date_to) {
    context.addIssue({ code: 'custom', path: ['date_from'], message: t('reportsUi.order.fromAfterTo') });
  } else if (periodDays(period.date_from, period.date_to) > MAX_REPORT_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['date_to'],
      message: t('reports.api.periodTooLong', { days: MAX_REPORT_DAYS }),
    });
  }
});

export function validatePeriod(values: Record<string, unknown>): FieldErrors {
  return zodFieldErrors(ReportPeriodSchema, { date_from: values.date_from, date_to: values.date_to });
}

/**
 * Every report type is ordered for a period and nothing else, so one declaration serves them all;
 * a type with inputs of its own would get its lines under `when`.
 */
export const reportOrderForm = defineScopedForm({
  schema: ReportPeriodSchema,
  save: t('reportsUi.order.submit'),
  sections: [
    {
      title: t('reportsUi.order.period'),
      lines: [
        { source: 'date_from', label: t('reportsUi.order.dateFrom'), kind: 'day' },
        { source: 'date_to', label: t('reportsUi.order.dateTo'), kind: 'day' },
      ],
    },
  ],
});

export const initialPeriod = (now?: Date): Period => readPeriod(REPORT_PERIOD_KEY, now);

export const rememberPeriod = (period: Period): void => storePeriod(REPORT_PERIOD_KEY, period);
