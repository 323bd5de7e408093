/**
 * /kpi/{orders|drivers|payments|commission}: a larger chart of every figure of the page by day,
 * and beside them a compact table of the days with the period's totals.
 */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { RatesResponse } from '../../schemas/kpi';
import { BarChart } from '../../src/components/charts/BarChart';
import { ChartCard } from '../../src/components/charts/ChartCard';
import { DayTable } from '../../src/components/charts/DayTable';
import { LineChart } from '../../src/components/charts/LineChart';
import { useText } from '../../src/i18n/useText';
import { ChangeBadge } from './ChangeBadge';
import { DISTINCT_METRICS, METRIC_CHART, metricSeries, metricText } from './metricView';
import { useMetricColor } from './useMetricColor';

export const KpiDetail = ({ rates, title }: { rates: RatesResponse; title: string }) => {
  const translate = useText();
  const colorOf = useMetricColor();
  const series = rates.metrics.map((metric) => metricSeries(metric, colorOf(metric.metric)));
  const totals = rates.metrics.map((metric) => metricText(metric.unit, metric.total));
  const distinct = rates.metrics.some((metric) => DISTINCT_METRICS.includes(metric.metric));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {rates.metrics.map((metric, index) => {
          const item = series[index];
          if (item === undefined) return null;
          const chartTitle = translate('kpi.byDay', { metric: item.label });
          return (
            <Card key={metric.metric} variant="outlined" data-metric={metric.metric}>
              <CardContent>
                <ChartCard
                  title={chartTitle}
                  series={[item]}
                  totals={[metricText(metric.unit, metric.total)]}
                  aside={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                      <Typography component="span" variant="h4" data-total>
                        {metricText(metric.unit, metric.total)}
                      </Typography>
                      <ChangeBadge metric={metric} />
                    </Stack>
                  }
                >
                  {METRIC_CHART[metric.metric] === 'bar' ? (
                    <BarChart title={chartTitle} series={[item]} height={260} />
                  ) : (
                    <LineChart title={chartTitle} series={[item]} height={260} area />
                  )}
                </ChartCard>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      <Card variant="outlined" component="section" aria-label={translate('kpi.daysTable')} sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
        <CardContent>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            {`${title}: ${translate('kpi.daysTable').toLowerCase()}`}
          </Typography>
          <DayTable caption={`${title}: ${translate('kpi.daysTable').toLowerCase()}`} series={series} totals={totals} maxHeight={560} />
          {distinct ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {translate('kpi.distinctNote')}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};
