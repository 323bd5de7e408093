/** /kpi/main: a card per figure (total, change, sparkline) and the orders of every day in one chart. */
import { Box, Card, CardContent } from '@mui/material';
import type { Metric, RatesResponse } from '../../schemas/kpi';
import { ChartCard } from '../../src/components/charts/ChartCard';
import { LineChart } from '../../src/components/charts/LineChart';
import { useText } from '../../src/i18n/useText';
import { MetricCard } from './MetricCard';
import { METRIC_PAGE, metricSeries } from './metricView';
import { kpiPagePath, ORDER_METRICS } from './pages';
import { periodSearch, type Period } from './period';
import { useMetricColor } from './useMetricColor';

export const KpiOverview = ({ rates, period }: { rates: RatesResponse; period: Period }) => {
  const translate = useText();
  const colorOf = useMetricColor();
  const orders = ORDER_METRICS.flatMap((name) => rates.metrics.filter((metric) => metric.metric === name));
  const ordersSeries = orders.map((metric: Metric) => metricSeries(metric, colorOf(metric.metric)));
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(270px, 1fr))' }}>
        {rates.metrics.map((metric) => (
          <MetricCard key={metric.metric} metric={metric} to={`${kpiPagePath(METRIC_PAGE[metric.metric])}${periodSearch(period)}`} />
        ))}
      </Box>
      {ordersSeries.length === 0 ? null : (
        <Card variant="outlined">
          <CardContent>
            <ChartCard title={translate('kpi.ordersChart')} series={ordersSeries}>
              <LineChart title={translate('kpi.ordersChart')} series={ordersSeries} area height={260} />
            </ChartCard>
          </CardContent>
        </Card>
      )}
    </>
  );
};
