/** Pieces shared by the goal screens: paths, the period text and the status chip. */
import { Chip } from '@mui/material';
import type { Goal } from '../../../schemas/desk';
import { ruDesk } from '../../../texts/ru-desk';
import { formatDate } from '../../../src/components/dates';

export const goalPath = (id: number | string) => `/drivers/goals/${id}`;
export const goalPeriod = (goal: Pick<Goal, 'date_from' | 'date_to'>) => `${formatDate(goal.date_from)} – ${formatDate(goal.date_to)}`;

export const GoalStatusChip = ({ active }: { active: boolean }) => (
  <Chip
    size="small"
    variant="outlined"
    color={active ? 'success' : 'default'}
    label={active ? ruDesk.goals.active : ruDesk.goals.finished}
  />
);
