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
import { ruDrivers } from '../../../texts/ru-drivers';
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
const text = ruDrivers.goals;

const NEWEST_FIRST = { field: 'booked_at', order: 'DESC' } as const;

const CountingTrips = ({ transfers }: { transfers: Transfer[] }) => (
  <LocalList resource={DRIVER_RESOURCES.transfers} data={transfers} sort={NEWEST_FIRST}>
    <GeneratedGrid declaration={{ ...driverTrips, empty: text.noTrips }} />
  </LocalList>
);

export const DriverGoalShow = () => {
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
            {text.back}
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
              <Term label={text.period}>{`${formatDate(goal.date_from)} — ${formatDate(goal.date_to)}`}</Term>
              <Term label={text.aggregator}>{goal.aggregator?.name ?? text.anyAggregator}</Term>
              <Term label={text.reward}>
                <Money value={goal.reward} />
              </Term>
              <Term label={text.progress}>
                <GoalProgress trips={goal.trips} target={goal.target_trips} achieved={goal.achieved} />
              </Term>
            </Stack>
            <GoalStatus achieved={goal.achieved} rewardedAt={goal.rewarded_at} active={goal.active} />
            <Typography variant="h3">{text.countingTrips}</Typography>
            <CountingTrips transfers={goal.transfers} />
          </>
        )}
      </Stack>
    </DriverCard>
  );
};
