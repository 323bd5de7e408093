/** A figure's chart colour from the theme's palette. */
import { useTheme } from '@mui/material';
import type { KpiMetric } from '../../schemas/kpi';
import { METRIC_COLORS } from './metricView';

export function useMetricColor(): (metric: KpiMetric) => string {
  const theme = useTheme();
  return (metric) => {
    const { palette, shade } = METRIC_COLORS[metric];
    return theme.palette[palette][shade];
  };
}
