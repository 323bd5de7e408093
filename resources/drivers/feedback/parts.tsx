/** Pieces shared by the feedback screens: the status chip, the remembered period, the list's URL. */
import { Chip } from '@mui/material';
import type { Feedback } from '../../../schemas/desk';
import { useText } from '../../../src/i18n/useText';

export const FEEDBACK_PERIOD_KEY = 'drivers.feedback.period';

/** The feedback list's URL with `filter` as its list filter. */
export const feedbackListPath = (filter: Record<string, unknown>): string =>
  `/drivers/feedback/list?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export const FeedbackStatusChip = ({ status }: { status: Feedback['status'] }) => {
  const translate = useText();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'new' ? 'primary' : 'default'}
      label={translate(`fleet.feedbackStatus.${status}`)}
    />
  );
};
