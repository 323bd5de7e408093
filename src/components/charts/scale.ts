/**
 * Pure geometry and labels of the day charts: "nice" value ticks, which days get a date label,
 * Russian short dates and compact numbers for the value axis.
 */
import { t, textsAt } from '../../../texts/t';
import { formatNumber } from '../format';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-21" -> "21 ноя"; with the year -> "21 ноя 2026". */
export function shortDate(day: string, withYear = false): string {
  const match = DAY.exec(day);
  if (match === null) return day;
  const month = textsAt('kpi.charts.months')[Number(match[2]) - 1] ?? match[2];
  const text = `${Number(match[3])}\u00a0${month}`;
  return withYear ? `${text}\u00a0${match[1]}` : text;
}

/**
 * Ticks from 0 to a round ceiling at or above `max`, about `count` of them, on a 1-2-2.5-5
 * step (0, 250, 500, 750, 1000). A max of 0 or less still gives an axis (0 and 1).
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough;
  // Counts never need a fractional step: a day has a whole number of orders.
  const wholeStep = max >= 1 ? Math.max(1, step) : step;
  const top = Math.ceil(max / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let value = 0; value <= top + wholeStep / 2; value += wholeStep) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

/** Indexes of the days that carry a date label: at most `maxLabels`, evenly spread, the first always. */
export function labelIndexes(days: number, maxLabels: number): number[] {
  if (days <= 0) return [];
  const every = Math.max(1, Math.ceil(days / Math.max(1, maxLabels)));
  const indexes: number[] = [];
  for (let index = 0; index < days; index += every) indexes.push(index);
  return indexes;
}

/** Axis labels: 1 500 -> "1,5 тыс", 2 000 000 -> "2 млн"; below a thousand as it is. */
export function compactNumber(value: number): string {
  const units: [number, string][] = [
    [1e9, t('kpi.charts.billions')],
    [1e6, t('kpi.charts.millions')],
    [1e3, t('kpi.charts.thousands')],
  ];
  const absolute = Math.abs(value);
  for (const [size, unit] of units) {
    if (absolute >= size) return `${formatNumber(Math.round((value / size) * 10) / 10)}\u00a0${unit}`;
  }
  return formatNumber(value);
}

/** SVG path through the points ("M x y L x y ..."). */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');
}

/** The area between the line and the baseline `base`. */
export function areaPath(points: readonly { x: number; y: number }[], base: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return '';
  return `${linePath(points)} L${round(last.x)} ${round(base)} L${round(first.x)} ${round(base)} Z`;
}

const round = (value: number) => Math.round(value * 10) / 10;
