/**
 * A figure's days as a small line inside a card: its shape only, no axes. The exact values are
 * on the figure's own page; here the summary names the period's lowest, highest and last day.
 */
import { areaPath, linePath } from './scale';
import { seriesSummary } from './summary';
import type { ChartSeries } from './types';

export const Sparkline = ({ series, width = 132, height = 40 }: { series: ChartSeries; width?: number; height?: number }) => {
  const { points } = series;
  const max = Math.max(0, ...points.map((point) => point.value));
  const pad = 3;
  const xy = points.map((point, index) => ({
    x: points.length > 1 ? pad + ((width - 2 * pad) * index) / (points.length - 1) : width / 2,
    y: height - pad - (max > 0 ? (Math.max(0, point.value) / max) * (height - 2 * pad) : 0),
  }));
  const last = xy[xy.length - 1];
  return (
    <svg role="img" aria-label={seriesSummary(series)} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <path d={areaPath(xy, height - pad)} fill={series.color} opacity={0.12} />
      <path d={linePath(xy)} fill="none" stroke={series.color} strokeWidth={1.75} strokeLinejoin="round" />
      {last === undefined ? null : <circle cx={last.x} cy={last.y} r={2.5} fill={series.color} />}
    </svg>
  );
};
