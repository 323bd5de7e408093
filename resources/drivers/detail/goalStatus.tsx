/** Chips of a driver's goal: achieved or not, reward paid or not, goal finished. */
import { Chip, Stack } from '@mui/material';
import { fill } from '../../../texts/ru';
import { ruDrivers } from '../../../texts/ru-drivers';
import { formatDate } from '../common/format';

const text = ruDrivers.goals;

export const GoalStatus = ({ achieved, rewardedAt, active }: { achieved: boolean; rewardedAt: string | null; active: boolean }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    <Chip size="small" color={achieved ? 'success' : 'default'} label={achieved ? text.achieved : text.notAchieved} />
    {achieved && (
      <Chip
        size="small"
        variant="outlined"
        color={rewardedAt ? 'success' : 'warning'}
        label={rewardedAt ? fill(text.rewarded, { date: formatDate(rewardedAt) }) : text.notRewarded}
      />
    )}
    {!active && <Chip size="small" variant="outlined" label={text.inactive} />}
  </Stack>
);
