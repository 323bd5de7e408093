/**
 * Ratings by day as a small SVG chart (no chart library): a bar per day for the number of
 * ratings, and a line for the day's average on a 1..5 scale. Each bar carries its figures as a
 * tooltip; the whole chart is described for screen readers.
 */
import { Box, Stack, Typography, useTheme } from '@mui/material';
import type { FeedbackKpi } from '../../../schemas/desk';
import { formatNumber } from '../../../src/components/format';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { formatDate } from '../../../src/components/dates';

const HEIGHT = 160;
/** A day's width: roomy for a week or a month, narrower for longer periods. */
const slotOf = (days: number) => (days <= 31 ? 44 : 28);
const BAR_SHARE = 0.64;
const LABEL_SPACE = 18;

/** A bar's tooltip: "21.11.2026: оценок 12, средняя 4,58". */
const dayTitle = (day: FeedbackKpi['by_day'][number]) =>
  `${formatDate(day.day)}: ${t('desk.feedback.dayCount').toLowerCase()} ${formatNumber(day.count)}, ` +
  `${t('desk.feedback.dayAverage').toLowerCase()} ${formatNumber(day.average, { fractionDigits: 2 })}`;

/** Every n-th day is labelled so labels never overlap. */
const labelStep = (days: number) => Math.max(1, Math.ceil(days / 14));

export const DayChart = ({ days }: { days: FeedbackKpi['by_day'] }) => {
  const translate = useText();
  const theme = useTheme();
  const maxCount = Math.max(1, ...days.map((day) => day.count));
  const slot = slotOf(days.length);
  const bar = Math.round(slot * BAR_SHARE);
  const width = Math.max(days.length, 1) * slot;
  const plot = HEIGHT - LABEL_SPACE;
  const yOfAverage = (average: number) => plot - ((average - 1) / 4) * (plot - 8) - 4;
  const points = days
    .map((day, index) => (day.count > 0 ? `${index * slot + slot / 2},${yOfAverage(day.average)}` : null))
    .filter((point): point is string => point !== null);
  const step = labelStep(days.length);

  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <svg role="img" aria-label={translate('desk.feedback.byDayChart')} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
          {days.map((day, index) => {
            const barHeight = (day.count / maxCount) * (plot - 8);
            const x = index * slot + (slot - bar) / 2;
            return (
              <g key={day.day}>
                <rect x={x} y={plot - barHeight} width={bar} height={barHeight} rx={3} fill={theme.palette.primary.light}>
                  <title>{dayTitle(day)}</title>
                </rect>
                {index % step === 0 ? (
                  <text x={index * slot + slot / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={10} fill={theme.palette.text.secondary}>
                    {formatDate(day.day).slice(0, 5)}
                  </text>
                ) : null}
              </g>
            );
          })}
          {points.length > 1 ? (
            <polyline points={points.join(' ')} fill="none" stroke={theme.palette.warning.main} strokeWidth={2} />
          ) : null}
          {points.map((point) => {
            const [cx, cy] = point.split(',');
            return <circle key={point} cx={cx} cy={cy} r={3} fill={theme.palette.warning.main} />;
          })}
        </svg>
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Legend color={theme.palette.primary.light} label={translate('desk.feedback.dayCount')} />
        <Legend color={theme.palette.warning.main} label={`${translate('desk.feedback.dayAverage')} (1–5)`} />
      </Stack>
    </Box>
  );
};

const Legend = ({ color, label }: { color: string; label: string }) => (
  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
    <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: color }} />
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
  </Stack>
);
