/** /drivers/detail/:id/goals/:goalId — one goal of the driver: terms, progress and the trips it counted. */
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { DriverGoalDetailSchema } from '../../../schemas/desk';
import type { Transfer } from '../../../schemas/transfers';
import { Money } from '../../../src/components/money';
import { useText } from '../../../src/i18n/useText';
import { useRouteParams } from '../../../src/root/routeParams';
import { formatDate } from '../common/format';
import { driverPath } from '../common/paths';
import { DriverCard, useDriverId } from './DriverCard';
import { GoalProgress } from './GoalProgress';
import { GoalStatus } from './goalStatus';
import { LocalList } from './LocalList';
import { Term } from './Term';
import { GeneratedGrid } from '../../../src/components/generated/GeneratedScopedList';
import { driverTrips } from './transfers/resource';

type DriverGoalDetail = z.infer<typeof DriverGoalDetailSchema>;

const NEWEST_FIRST = { field: 'booked_at', order: 'DESC' } as const;

const CountingTrips = ({ transfers }: { transfers: Transfer[] }) => {
  const translate = useText();
  return (
    <LocalList resource={DRIVER_RESOURCES.transfers} data={transfers} sort={NEWEST_FIRST}>
      <GeneratedGrid declaration={{ ...driverTrips, empty: translate('drivers.goals.noTrips') }} />
    </LocalList>
  );
};

export const DriverGoalShow = () => {
  const translate = useText();
  const id = useDriverId();
  const { goalId = '' } = useRouteParams();
  const { data: goal, error } = useGetOne<DriverGoalDetail>(DRIVER_RESOURCES.goals, {
    id: Number(goalId),
    meta: { driver_id: id },
  });
  return (
    <DriverCard tab="goals">
      <Stack sx={{ gap: 2 }}>
        <Box>
          <Button component={RouterLink} to={driverPath(id, 'goals')} startIcon={<ArrowBackOutlined />} size="small">
            {translate('drivers.goals.back')}
          </Button>
        </Box>
        {error ? (
          <Alert severity="warning">{error.message}</Alert>
        ) : goal === undefined ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <>
            <Typography variant="h2">{goal.title}</Typography>
            {goal.description && <Typography color="text.secondary">{goal.description}</Typography>}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
              <Term label={translate('drivers.goals.period')}>{`${formatDate(goal.date_from)} — ${formatDate(goal.date_to)}`}</Term>
              <Term label={translate('drivers.goals.aggregator')}>{goal.aggregator?.name ?? translate('drivers.goals.anyAggregator')}</Term>
              <Term label={translate('drivers.goals.reward')}>
                <Money value={goal.reward} />
              </Term>
              <Term label={translate('drivers.goals.progress')}>
                <GoalProgress trips={goal.trips} target={goal.target_trips} achieved={goal.achieved} />
              </Term>
            </Stack>
            <GoalStatus achieved={goal.achieved} rewardedAt={goal.rewarded_at} active={goal.active} />
            <Typography variant="h3">{translate('drivers.goals.countingTrips')}</Typography>
            <CountingTrips transfers={goal.transfers} />
          </>
        )}
      </Stack>
    </DriverCard>
  );
};
