/** Chips of a driver's goal: achieved or not, reward paid or not, goal finished. */
import { Chip, Stack } from '@mui/material';
import { useText } from '../../../src/i18n/useText';
import { formatDate } from '../common/format';

export const GoalStatus = ({ achieved, rewardedAt, active }: { achieved: boolean; rewardedAt: string | null; active: boolean }) => {
  const translate = useText();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size="small" color={achieved ? 'success' : 'default'} label={achieved ? translate('drivers.goals.achieved') : translate('drivers.goals.notAchieved')} />
      {achieved && (
        <Chip
          size="small"
          variant="outlined"
          color={rewardedAt ? 'success' : 'warning'}
          label={rewardedAt ? translate('drivers.goals.rewarded', { date: formatDate(rewardedAt) }) : translate('drivers.goals.notRewarded')}
        />
      )}
      {!active && <Chip size="small" variant="outlined" label={translate('drivers.goals.inactive')} />}
    </Stack>
  );
};
