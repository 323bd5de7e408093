/**
 * /drivers/feedback/kpi: passenger ratings over a period (GET /drivers/feedback/kpi): the
 * average, the number of ratings, the share of 1–3, the distribution by score, ratings by day
 * and the drivers with the worst average (links to their cards). The period is remembered.
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type FeedbackKpi } from '../../../schemas/desk';
import { DayPicker } from '../../../src/components/DayPicker';
import { formatNumber } from '../../../src/components/format';
import { readPeriod, storePeriod, type Period } from '../../../src/components/period';
import { useText } from '../../../src/i18n/useText';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { driverCardPath } from '../../../src/components/links';
import { isDay } from '../../../src/components/period';
import { LoadError, Loading } from '../../../src/components/loadStates';
import { DayChart } from './DayChart';
import { FEEDBACK_PERIOD_KEY, feedbackListPath } from './parts';

const SCORES = [5, 4, 3, 2, 1] as const;

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Card sx={{ flex: '1 1 180px' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h1" component="p" sx={{ mt: 0.5 }}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Distribution = ({ kpi }: { kpi: FeedbackKpi }) => {
  const translate = useText();
  return (
    <Stack spacing={1}>
      {SCORES.map((score) => {
        const count = kpi.by_score[score];
        const share = kpi.total === 0 ? 0 : (count / kpi.total) * 100;
        return (
          <Stack key={score} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ width: 36, flexShrink: 0 }}>
              {translate('desk.feedback.scoreStars', { score })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={share}
              color={score <= 3 ? 'warning' : 'primary'}
              aria-label={translate('desk.feedback.scoreStars', { score })}
              sx={{ flex: 1, height: 10, borderRadius: 5 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0, textAlign: 'right' }}>
              {formatNumber(count)} ({formatNumber(share, { fractionDigits: 1 })}%)
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
};

const PeriodFields = ({ period, onChange }: { period: Period; onChange: (period: Period) => void }) => {
  const translate = useText();
  const change = (name: keyof Period) => (day: string | null) => {
    if (isDay(day)) onChange({ ...period, [name]: day });
  };
  return (
    // Two pickers side by side are wider than a phone: the second wraps under the first.
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <DayPicker
        fullWidth={false}
        margin="none"
        sx={{ width: 180 }}
        label={translate('desk.common.dateFrom')}
        value={period.date_from}
        onChange={change('date_from')}
      />
      <DayPicker
        fullWidth={false}
        margin="none"
        sx={{ width: 180 }}
        label={translate('desk.common.dateTo')}
        value={period.date_to}
        onChange={change('date_to')}
      />
    </Stack>
  );
};

export const FeedbackKpiPage = () => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const [period, setPeriod] = useState(() => readPeriod(FEEDBACK_PERIOD_KEY));
  const { data: kpi, error, isPending } = useQuery({
    queryKey: ['driver-feedback', 'kpi', period],
    queryFn: ({ signal }) => dataProvider.feedbackKpi(period, signal),
    placeholderData: keepPreviousData,
  });
  const changePeriod = (next: Period) => {
    setPeriod(next);
    storePeriod(FEEDBACK_PERIOD_KEY, next);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Title title={translate('desk.feedback.kpiTitle')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {translate('desk.feedback.kpiTitle')}
        </Typography>
        <PeriodFields period={period} onChange={changePeriod} />
        <Button component={RouterLink} to={feedbackListPath({ ...period })}>
          {translate('desk.feedback.toList')}
        </Button>
      </Stack>
      {isPending ? <Loading /> : null}
      {error && kpi === undefined ? <LoadError error={error} /> : null}
      {kpi === undefined ? null : (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <Figure
              label={translate('desk.feedback.average')}
              value={kpi.average === null ? translate('desk.common.noValue') : formatNumber(kpi.average, { fractionDigits: 2 })}
            />
            <Figure label={translate('desk.feedback.total')} value={formatNumber(kpi.total)} />
            <Figure label={translate('desk.feedback.negativeShare')} value={`${formatNumber(kpi.negative_share * 100, { fractionDigits: 1 })}%`} />
          </Stack>
          {kpi.total === 0 ? (
            <Typography color="text.secondary">{translate('desk.feedback.noRatings')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Section title={translate('desk.feedback.byScore')}>
                <Distribution kpi={kpi} />
              </Section>
              <Section title={translate('desk.feedback.worstDrivers')}>
                {kpi.worst_drivers.length === 0 ? (
                  <Typography color="text.secondary">{translate('desk.common.empty')}</Typography>
                ) : null}
                <MuiList dense disablePadding>
                  {kpi.worst_drivers.map((driver) => (
                    <ListItem key={driver.driver_id} disableGutters>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={driverCardPath(driver.driver_id)} underline="hover">
                            {driver.full_name}
                          </Link>
                        }
                        secondary={
                          `${translate('desk.feedback.average')}: ${formatNumber(driver.average, { fractionDigits: 2 })} · ` +
                          `${translate('desk.feedback.total').toLowerCase()}: ${formatNumber(driver.count)}`
                        }
                      />
                    </ListItem>
                  ))}
                </MuiList>
              </Section>
              <Box sx={{ gridColumn: { md: '1 / -1' } }}>
                <Section title={translate('desk.feedback.byDay')}>
                  <DayChart days={kpi.by_day} />
                </Section>
              </Box>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
};
