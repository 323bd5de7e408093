/**
 * The home page's look at the park (groups that may open /kpi/main): finished orders, active
 * drivers and commission income over the last 7 days, each opening its KPI page.
 */
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { KpiMetric } from '../../schemas/kpi';
import { LoadingScreen } from '../../src/components/LoadingScreen';
import { useText } from '../../src/i18n/useText';
import { errorMessage } from '../../src/components/feedback';
import { MetricCard } from './MetricCard';
import { METRIC_PAGE } from './metricView';
import { kpiPagePath } from './pages';
import { lastDays, periodSearch } from './period';
import { shortDate } from '../../src/components/charts/scale';
import { useRates } from './useRates';
import { useCabinetIdentity } from '../../src/root/identity';

export const HOME_METRICS: readonly KpiMetric[] = ['orders_finished', 'drivers_active', 'commission_income'];
export const HOME_DAYS = 7;

export const HomeKpiSummary = () => {
  const translate = useText();
  const timeZone = useCabinetIdentity()?.park_timezone;
  const [period] = useState(() => lastDays(HOME_DAYS, new Date(), timeZone));
  const rates = useRates(period, HOME_METRICS);
  const search = periodSearch(period);
  return (
    <Card component="section" aria-labelledby="home-kpi-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Typography id="home-kpi-title" variant="h2" sx={{ flexGrow: 1 }}>
            {translate('kpi.home.kpiTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('kpi.home.kpiPeriod', { from: shortDate(period.date_from, true), to: shortDate(period.date_to, true) })}
          </Typography>
          <Button component={RouterLink} to={`${kpiPagePath('main')}${search}`} size="small">
            {translate('kpi.home.kpiLink')}
          </Button>
        </Stack>
        {rates.data !== undefined ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))' }}>
            {rates.data.metrics.map((metric) => (
              <MetricCard key={metric.metric} metric={metric} to={`${kpiPagePath(METRIC_PAGE[metric.metric])}${search}`} />
            ))}
          </Box>
        ) : rates.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void rates.refetch()}>
                {translate('kpi.retry')}
              </Button>
            }
          >
            {`${translate('kpi.loadFailed')}: ${errorMessage(rates.error)}`}
          </Alert>
        ) : (
          <LoadingScreen fullHeight={false} />
        )}
      </CardContent>
    </Card>
  );
};
