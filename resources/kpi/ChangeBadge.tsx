/** A figure's change against the previous period: an arrow and percent, coloured by good or bad news. */
import { Box, Typography, type TypographyProps } from '@mui/material';
import type { Metric } from '../../schemas/kpi';
import { changeOf } from './metricView';

/** Hidden from sight, read by screen readers. */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const TONE_COLOR = { good: 'success.main', bad: 'error.main', neutral: 'text.secondary' } as const;

export const ChangeBadge = ({ metric, ...rest }: { metric: Pick<Metric, 'metric' | 'change_percent'> } & TypographyProps) => {
  const change = changeOf(metric);
  return (
    <Typography component="span" variant="body2" title={change.long} sx={{ color: TONE_COLOR[change.tone], fontWeight: 600, whiteSpace: 'nowrap' }} {...rest}>
      <span aria-hidden>{change.short}</span>
      <Box component="span" sx={srOnly}>
        {change.long}
      </Box>
    </Typography>
  );
};
