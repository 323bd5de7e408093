/** What a day chart says to a screen reader: per series the period, its lowest, highest and last day. */
import { t } from '../../../texts/t';
import { shortDate } from './scale';
import type { ChartPoint, ChartSeries } from './types';

function extreme(points: readonly ChartPoint[], pick: (a: ChartPoint, b: ChartPoint) => boolean): ChartPoint | undefined {
  return points.reduce<ChartPoint | undefined>((best, point) => (best === undefined || pick(point, best) ? point : best), undefined);
}

export function seriesSummary(series: ChartSeries): string {
  const { points } = series;
  const first = points[0];
  const last = points[points.length - 1];
  const min = extreme(points, (a, b) => a.value < b.value);
  const max = extreme(points, (a, b) => a.value > b.value);
  if (first === undefined || last === undefined || min === undefined || max === undefined) {
    return t('kpi.charts.empty', { title: series.label });
  }
  return t('kpi.charts.summary', {
    title: series.label,
    from: shortDate(first.date, true),
    to: shortDate(last.date, true),
    min: min.text,
    max: max.text,
    last: last.text,
  });
}

export function chartSummary(series: readonly ChartSeries[]): string {
  return series.map(seriesSummary).join('. ');
}
