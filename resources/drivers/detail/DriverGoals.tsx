/** /drivers/detail/:id/goals — the park goals the driver takes part in, with progress and reward. */
import { Link, Typography } from '@mui/material';
import { Datagrid, FunctionField, ListBase } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { z } from 'zod';
import type { DriverGoalSchema } from '../../../schemas/desk';
import { Money } from '../../../src/components/money';
import { ruDrivers } from '../../../texts/ru-drivers';
import { formatDate } from '../common/format';
import { driverPath } from '../common/paths';
import { DriverCard, useDriverId } from './DriverCard';
import { GoalProgress } from './GoalProgress';
import { GoalStatus } from './goalStatus';

type DriverGoal = z.infer<typeof DriverGoalSchema>;
const text = ruDrivers.goals;

export const DriverGoals = () => {
  const id = useDriverId();
  return (
    <DriverCard tab="goals">
      <ListBase resource={DRIVER_RESOURCES.goals} filter={{ driver_id: id }} perPage={100} disableSyncWithLocation storeKey={false}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={(goalId) => driverPath(id, `goals/${String(goalId)}`)}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              {text.empty}
            </Typography>
          }
        >
          <FunctionField<DriverGoal>
            label={text.title}
            sortable={false}
            render={(goal) => (
              <Link component={RouterLink} to={driverPath(id, `goals/${goal.id}`)} onClick={(event) => event.stopPropagation()}>
                {goal.title}
              </Link>
            )}
          />
          <FunctionField<DriverGoal>
            label={text.period}
            sortable={false}
            render={(goal) => `${formatDate(goal.date_from)} — ${formatDate(goal.date_to)}`}
          />
          <FunctionField<DriverGoal>
            label={text.aggregator}
            sortable={false}
            render={(goal) => goal.aggregator?.name ?? text.anyAggregator}
          />
          <FunctionField<DriverGoal>
            label={text.progress}
            sortable={false}
            render={(goal) => <GoalProgress trips={goal.trips} target={goal.target_trips} achieved={goal.achieved} />}
          />
          <FunctionField<DriverGoal> label={text.reward} sortable={false} render={(goal) => <Money value={goal.reward} />} />
          <FunctionField<DriverGoal>
            label=""
            sortable={false}
            render={(goal) => <GoalStatus achieved={goal.achieved} rewardedAt={goal.rewarded_at} active={goal.active} />}
          />
        </Datagrid>
      </ListBase>
    </DriverCard>
  );
};
