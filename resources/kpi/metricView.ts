/**
 * How a figure of the rates answer is shown: its value as text (money with the rouble sign and
 * kopecks, counts grouped by spaces), its days as a chart series, and its change against the
 * previous period — up is good except for suspicious (fraud) orders.
 */
import type { KpiMetric, Metric, MetricValue } from '../../schemas/kpi';
import type { ChartSeries } from '../../src/components/charts/types';
import { formatNumber } from '../../src/components/format';
import { formatMoney } from '../../src/components/money';
import { t } from '../../texts/t';
import type { KpiPage } from './pages';

export function metricText(unit: Metric['unit'], value: MetricValue): string {
  return unit === 'money' ? formatMoney(String(value)) : formatNumber(value);
}

export function metricSeries(metric: Metric, color: string): ChartSeries {
  return {
    id: metric.metric,
    label: t(`kpi.metrics.${metric.metric}`),
    color,
    points: metric.series.map((point) => ({ date: point.date, value: Number(point.value), text: metricText(metric.unit, point.value) })),
  };
}

/** Figures where a rise is bad news. */
const RISE_IS_BAD: readonly KpiMetric[] = ['orders_fraud'];

export type ChangeTone = 'good' | 'bad' | 'neutral';

export interface Change {
  direction: 'up' | 'down' | 'same' | 'none';
  /** "↑ 12,5 %", "↓ 3,0 %", "0 %", "—". */
  short: string;
  /** The same in words, for screen readers and tooltips. */
  long: string;
  tone: ChangeTone;
}

export function changeOf(metric: Pick<Metric, 'metric' | 'change_percent'>): Change {
  const percent = metric.change_percent;
  if (percent === null) return { direction: 'none', short: '—', long: t('kpi.change.none'), tone: 'neutral' };
  if (percent === 0) return { direction: 'same', short: '0 %', long: t('kpi.change.same'), tone: 'neutral' };
  const magnitude = formatNumber(Math.abs(percent), { fractionDigits: 1 });
  const up = percent > 0;
  const riseIsBad = RISE_IS_BAD.includes(metric.metric);
  return {
    direction: up ? 'up' : 'down',
    short: `${up ? '↑' : '↓'}\u00a0${magnitude}\u00a0%`,
    long: t(up ? 'kpi.change.up' : 'kpi.change.down', { percent: magnitude }),
    tone: up !== riseIsBad ? 'good' : 'bad',
  };
}

/** Theme palette colours of the figures (keys of theme.palette, main or light shade). */
export const METRIC_COLORS: Record<KpiMetric, { palette: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'; shade: 'main' | 'light' | 'dark' }> = {
  orders_finished: { palette: 'secondary', shade: 'main' },
  orders_overall: { palette: 'info', shade: 'main' },
  orders_fraud: { palette: 'error', shade: 'main' },
  drivers_active: { palette: 'primary', shade: 'main' },
  drivers_new: { palette: 'success', shade: 'main' },
  payments_overall: { palette: 'warning', shade: 'main' },
  payments_count: { palette: 'primary', shade: 'light' },
  payments_drivers: { palette: 'secondary', shade: 'light' },
  commission_income: { palette: 'success', shade: 'main' },
};

/** Figures counted afresh each day are bars; running levels are lines. */
export const METRIC_CHART: Record<KpiMetric, 'line' | 'bar'> = {
  orders_finished: 'line',
  orders_overall: 'line',
  orders_fraud: 'bar',
  drivers_active: 'line',
  drivers_new: 'bar',
  payments_overall: 'bar',
  payments_count: 'bar',
  payments_drivers: 'bar',
  commission_income: 'line',
};

/** The page that shows a figure in detail. */
export const METRIC_PAGE: Record<KpiMetric, Exclude<KpiPage, 'main'>> = {
  orders_finished: 'orders',
  orders_overall: 'orders',
  orders_fraud: 'orders',
  drivers_active: 'drivers',
  drivers_new: 'drivers',
  payments_overall: 'payments',
  payments_count: 'payments',
  payments_drivers: 'payments',
  commission_income: 'commission',
};

/** Driver figures count distinct drivers over the period: their total is not the sum of the days. */
export const DISTINCT_METRICS: readonly KpiMetric[] = ['drivers_active', 'drivers_new', 'payments_drivers'];
