/**
 * The park's figures over a period (spec 7: GET /taxis/{taxis_id}/rates with date_from, date_to,
 * group_by=day, metric=...). Figures come from per-day aggregates, never from scanning trips.
 *
 * `percent` keeps the spec's reading path `percent[0].orders_overall.last_week`:
 *   percent[0][metric].last_week — change of the last 7 days of the period against the 7 days
 *     before them, in percent (one decimal; null when the earlier week is zero);
 *   percent[1][metric].last_week — the value over the last 7 days (the "second value" that the
 *     help condition compares with 2,000,000 for orders_overall).
 */
import { z } from 'zod';
import { RowIdQuerySchema, WorkingDaySchema } from './lists';
import { MoneySchema } from './money';

export const KPI_METRICS = [
  'orders_overall',
  'orders_finished',
  'orders_fraud',
  'drivers_active',
  'drivers_new',
  'payments_overall',
  'payments_count',
  'payments_drivers',
  'commission_income',
] as const;
export const KpiMetricSchema = z.enum(KPI_METRICS);
export type KpiMetric = z.infer<typeof KpiMetricSchema>;

/** Sums of money (the rest are counts). */
export const MONEY_METRICS: readonly KpiMetric[] = ['payments_overall', 'commission_income'];

/** Spec 9: the help button (and 'Ваш менеджер') from this many orders_overall. */
export const HELP_THRESHOLD = 2_000_000;
/** Longest period the rates call answers, in days. */
export const MAX_RATES_DAYS = 366;

export const KPI_ENDPOINTS = { rates: '/taxis/:taxis_id/rates' } as const;

export const RatesParamsSchema = z.object({ taxis_id: RowIdQuerySchema });

export const RatesQuerySchema = z.object({
  date_from: WorkingDaySchema.describe('Начало периода, ГГГГ-ММ-ДД (день парка, включительно)'),
  date_to: WorkingDaySchema.describe('Конец периода, ГГГГ-ММ-ДД (день парка, включительно)'),
  group_by: z.literal('day').default('day').describe('Группировка: только day'),
  metric: z
    .string()
    .default('orders_overall')
    .describe(`Показатели через запятую: ${KPI_METRICS.join(', ')}`)
    .transform((value, ctx) => {
      const names = [...new Set(value.split(',').map((name) => name.trim()).filter((name) => name.length > 0))];
      const parsed = z.array(KpiMetricSchema).min(1).safeParse(names);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `Неизвестный показатель: ${value}` });
        return z.NEVER;
      }
      return parsed.data;
    }),
});
export type RatesQuery = z.infer<typeof RatesQuerySchema>;

/** A count, or a sum of money as a decimal string. */
export const MetricValueSchema = z.union([z.number().int(), MoneySchema]);
export type MetricValue = z.infer<typeof MetricValueSchema>;

export const MetricSchema = z.object({
  metric: KpiMetricSchema,
  unit: z.enum(['count', 'money']),
  /** Over the whole period (distinct drivers for the driver figures). */
  total: MetricValueSchema,
  /** Over the period of the same length right before it. */
  previous_total: MetricValueSchema,
  /** total against previous_total, percent with one decimal; null when previous_total is zero. */
  change_percent: z.number().nullable(),
  /** One point per park-local day of the period, zeros included. */
  series: z.array(z.object({ date: WorkingDaySchema, value: MetricValueSchema })),
});
export type Metric = z.infer<typeof MetricSchema>;

const WeekFigureSchema = z.object({ last_week: z.number().nullable() });

export const RatesResponseSchema = z.object({
  date_from: WorkingDaySchema,
  date_to: WorkingDaySchema,
  group_by: z.literal('day'),
  metrics: z.array(MetricSchema),
  percent: z.array(z.partialRecord(KpiMetricSchema, WeekFigureSchema)),
});
export type RatesResponse = z.infer<typeof RatesResponseSchema>;
