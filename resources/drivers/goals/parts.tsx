/** Pieces shared by the goal screens: paths, the period text and the status chip. */
import { Chip } from '@mui/material';
import type { Goal } from '../../../schemas/desk';
import { useText } from '../../../src/i18n/useText';
import { formatDate } from '../../../src/components/dates';

export const goalPath = (id: number | string) => `/drivers/goals/${id}`;
export const goalPeriod = (goal: Pick<Goal, 'date_from' | 'date_to'>) => `${formatDate(goal.date_from)} – ${formatDate(goal.date_to)}`;

export const GoalStatusChip = ({ active }: { active: boolean }) => {
  const translate = useText();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={active ? translate('desk.goals.active') : translate('desk.goals.finished')}
    />
  );
};
