/** A driver's progress on a goal: trips made of the target, as a bar and in words. */
import { Box, LinearProgress, Typography } from '@mui/material';
import { formatNumber } from '../../../src/components/format';
import { useText } from '../../../src/i18n/useText';

export const progressPercent = (trips: number, target: number) => (target <= 0 ? 0 : Math.min(100, (trips / target) * 100));

export const GoalProgress = ({ trips, target, achieved }: { trips: number; target: number; achieved: boolean }) => {
  const translate = useText();
  const label = translate('drivers.goals.trips', { trips: formatNumber(trips), target: formatNumber(target) });
  return (
    <Box sx={{ minWidth: 180 }}>
      <LinearProgress
        variant="determinate"
        value={progressPercent(trips, target)}
        color={achieved ? 'success' : 'primary'}
        aria-label={label}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
};
