/**
 * The one SVG day chart behind LineChart and BarChart (no chart library): value ticks on the
 * left, Russian short dates below, a legend when there are several series. Pointing at a day
 * or moving along the days with the arrow keys shows the day's exact values in a tooltip that
 * screen readers hear; the drawing itself is one role="img" with a text summary.
 */
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useText } from '../../i18n/useText';
import { areaPath, compactNumber, labelIndexes, linePath, niceTicks, shortDate } from './scale';
import { chartSummary } from './summary';
import type { ChartSeries } from './types';
import { useWidth } from './useWidth';

export type DayChartKind = 'line' | 'bar';

export interface DayChartProps {
  /** What the chart shows; the start of its accessible name. */
  title: string;
  series: readonly ChartSeries[];
  kind: DayChartKind;
  /** Fill the area under each line (line charts). */
  area?: boolean;
  height?: number;
  /** Value-axis labels; compact numbers ("1,5 тыс") by default. */
  formatTick?: (value: number) => string;
}

const MARGIN = { top: 10, right: 12, bottom: 24, left: 56 };
/** Room one date label needs on the axis. */
const LABEL_WIDTH = 56;
const FALLBACK_WIDTH = 640;

export const DayChart = ({ title, series, kind, area = false, height = 220, formatTick = compactNumber }: DayChartProps) => {
  const translate = useText();
  const theme = useTheme();
  const [boxRef, width] = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const [active, setActive] = useState<number | null>(null);

  const days = series[0]?.points.map((point) => point.date) ?? [];
  const count = days.length;
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(40, height - MARGIN.top - MARGIN.bottom);
  const ticks = niceTicks(Math.max(0, ...series.flatMap((item) => item.points.map((point) => point.value))));
  const top = ticks[ticks.length - 1] ?? 1;
  const yOf = (value: number) => MARGIN.top + plotHeight - (Math.max(0, value) / top) * plotHeight;
  const base = MARGIN.top + plotHeight;
  // Bars sit in bands; lines run from edge to edge.
  const band = count > 0 ? plotWidth / count : plotWidth;
  const xOf = (index: number) =>
    kind === 'bar' ? MARGIN.left + band * (index + 0.5) : MARGIN.left + (count > 1 ? (plotWidth * index) / (count - 1) : plotWidth / 2);
  const indexAt = (x: number) => {
    const offset = x - MARGIN.left;
    const raw = kind === 'bar' ? Math.floor(offset / band) : count > 1 ? Math.round((offset / plotWidth) * (count - 1)) : 0;
    return Math.min(count - 1, Math.max(0, raw));
  };
  const labelled = labelIndexes(count, Math.floor(plotWidth / LABEL_WIDTH));
  // Labels at the plot's edges grow inwards so they are never cut off.
  const labelAnchor = (index: number) => {
    const x = xOf(index);
    if (x - LABEL_WIDTH / 2 < MARGIN.left - 8) return 'start';
    if (x + LABEL_WIDTH / 2 > width) return 'end';
    return 'middle';
  };
  // Overlapping areas of several lines would darken each other.
  const areaOpacity = series.length > 1 ? 0.06 : 0.14;
  const summary = `${title}. ${chartSummary(series)}`;

  const onMouseMove = (event: MouseEvent<SVGRectElement>) => {
    if (count === 0) return;
    const svg = event.currentTarget.ownerSVGElement;
    const left = svg?.getBoundingClientRect().left ?? 0;
    setActive(indexAt(event.clientX - left));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count === 0) return;
    const current = active ?? count - 1;
    const next =
      event.key === 'ArrowLeft'
        ? current - 1
        : event.key === 'ArrowRight'
          ? current + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(Math.min(count - 1, Math.max(0, next)));
  };

  const activeDay = active === null ? undefined : days[active];
  const activeX = active === null ? 0 : xOf(active);
  const barWidth = Math.max(1, Math.min(28, (band * 0.72) / Math.max(1, series.length)));

  return (
    <Box>
      <Box
        ref={boxRef}
        tabIndex={0}
        role="group"
        aria-label={`${title}. ${translate('kpi.charts.hint')}`}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((current) => current ?? (count > 0 ? count - 1 : null))}
        onBlur={() => setActive(null)}
        sx={{
          position: 'relative',
          width: '100%',
          borderRadius: 1,
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }}
      >
        <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ display: 'block' }}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={yOf(tick)} y2={yOf(tick)} stroke={theme.palette.divider} />
              <text x={MARGIN.left - 6} y={yOf(tick) + 4} textAnchor="end" fontSize={11} fill={theme.palette.text.secondary}>
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {labelled.map((index) => (
            <text
              key={days[index]}
              data-axis="x"
              x={xOf(index)}
              y={height - 6}
              textAnchor={labelAnchor(index)}
              fontSize={11}
              fill={theme.palette.text.secondary}
            >
              {shortDate(days[index] ?? '')}
            </text>
          ))}
          {kind === 'bar'
            ? series.map((item, seriesIndex) =>
                item.points.map((point, index) => {
                  const y = yOf(point.value);
                  const x = xOf(index) - (barWidth * series.length) / 2 + barWidth * seriesIndex;
                  return (
                    <rect
                      key={`${item.id}-${point.date}`}
                      data-series={item.id}
                      x={x}
                      y={y}
                      width={Math.max(1, barWidth - 1)}
                      height={Math.max(0, base - y)}
                      rx={2}
                      fill={item.color}
                      opacity={active === null || active === index ? 1 : 0.55}
                    />
                  );
                }),
              )
            : series.map((item) => {
                const points = item.points.map((point, index) => ({ x: xOf(index), y: yOf(point.value) }));
                return (
                  <g key={item.id} data-series={item.id}>
                    {area ? <path d={areaPath(points, base)} fill={item.color} opacity={areaOpacity} /> : null}
                    <path d={linePath(points)} fill="none" stroke={item.color} strokeWidth={2} strokeLinejoin="round" />
                  </g>
                );
              })}
          {active !== null ? (
            <g>
              <line x1={activeX} x2={activeX} y1={MARGIN.top} y2={base} stroke={theme.palette.text.disabled} strokeDasharray="3 3" />
              {kind === 'line'
                ? series.map((item) => {
                    const point = item.points[active];
                    return point === undefined ? null : (
                      <circle key={item.id} cx={activeX} cy={yOf(point.value)} r={4} fill={theme.palette.background.paper} stroke={item.color} strokeWidth={2} />
                    );
                  })
                : null}
            </g>
          ) : null}
          <rect
            x={MARGIN.left}
            y={MARGIN.top}
            width={plotWidth}
            height={plotHeight}
            fill="transparent"
            onMouseMove={onMouseMove}
            onMouseLeave={() => setActive(null)}
          />
        </svg>
        <Box
          role="status"
          aria-live="polite"
          sx={{
            position: 'absolute',
            top: 4,
            ...(activeX > width / 2 ? { right: width - activeX + 10 } : { left: activeX + 10 }),
            display: activeDay === undefined ? 'none' : 'block',
            pointerEvents: 'none',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 2,
            px: 1.25,
            py: 0.75,
            minWidth: 140,
          }}
        >
          {activeDay === undefined || active === null ? null : (
            <>
              <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                {shortDate(activeDay, true)}
              </Typography>
              {series.map((item) => (
                <Typography key={item.id} variant="caption" component="p" sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: item.color, mr: 0.75 }} />
                  {`${item.label}: ${item.points[active]?.text ?? ''}`}
                </Typography>
              ))}
            </>
          )}
        </Box>
      </Box>
      {series.length > 1 ? <Legend series={series} /> : null}
    </Box>
  );
};

const Legend = ({ series }: { series: readonly ChartSeries[] }) => {
  const translate = useText();
  return (
    <Stack component="ul" direction="row" aria-label={translate('kpi.charts.legend')} sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {series.map((item) => (
        <Stack key={item.id} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 14, height: 4, borderRadius: 2, bgcolor: item.color }} />
          <Typography variant="caption" color="text.secondary">
            {item.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
};
