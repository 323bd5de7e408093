/** /drivers/detail/:id/goals — generated (./goals/resource.ts); progress and status are drawn here. */
import type { RaRecord } from 'react-admin';
import type { z } from 'zod';
import type { DriverGoalSchema } from '../../../schemas/desk';
import { GeneratedDriverTab } from './DriverTab';
import { GoalProgress } from './GoalProgress';
import { GoalStatus } from './goalStatus';
import { driverGoals } from './goals/resource';

type DriverGoal = z.infer<typeof DriverGoalSchema>;

const slots = {
  progress: (row: RaRecord) => {
    const goal = row as DriverGoal;
    return <GoalProgress trips={goal.trips} target={goal.target_trips} achieved={goal.achieved} />;
  },
  status: (row: RaRecord) => {
    const goal = row as DriverGoal;
    return <GoalStatus achieved={goal.achieved} rewardedAt={goal.rewarded_at} active={goal.active} />;
  },
};

export const DriverGoals = () => <GeneratedDriverTab declaration={driverGoals} slots={slots} />;
