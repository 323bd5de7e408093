/**
 * One figure of the overview: its total over the period, the change against the previous
 * period and its days as a sparkline; the card opens the figure's own page.
 */
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Metric } from '../../schemas/kpi';
import { Sparkline } from '../../src/components/charts/Sparkline';
import { useText } from '../../src/i18n/useText';
import { ChangeBadge } from './ChangeBadge';
import { metricSeries, metricText } from './metricView';
import { useMetricColor } from './useMetricColor';

export const MetricCard = ({ metric, to }: { metric: Metric; to: string }) => {
  const translate = useText();
  const colorOf = useMetricColor();
  const label = translate(`kpi.metrics.${metric.metric}`);
  return (
    <Card component="section" aria-label={label} variant="outlined" data-metric={metric.metric}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography component="h3" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {label}
          </Typography>
          {/* A long sum pushes the sparkline to the next line rather than under itself. */}
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="p" variant="h2" data-total sx={{ whiteSpace: 'nowrap' }}>
                {metricText(metric.unit, metric.total)}
              </Typography>
              <ChangeBadge metric={metric} />
            </Box>
            <Box sx={{ flexShrink: 0 }}>
              <Sparkline series={metricSeries(metric, colorOf(metric.metric))} />
            </Box>
          </Stack>
          {/* Under both, so a long sum never runs into the sparkline. */}
          <Typography variant="caption" component="p" color="text.secondary">
            {translate('kpi.change.previous', { value: metricText(metric.unit, metric.previous_total) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
