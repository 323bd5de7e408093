/**
 * /drivers/feedback/list — generated (./list.ts), with the period remembered for the next visit,
 * the way to the figures, and in the table the driver and the trip as links, the comment on one line.
 */
import { Box, Button } from '@mui/material';
import { type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Feedback } from '../../../schemas/desk';
import { useText } from '../../../src/i18n/useText';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { DriverLink, TransferLink } from '../../../src/components/links';
import { PeriodMemory, useStoredPeriod } from '../../../src/components/periodFilters';
import { feedbackList } from './list';
import { FEEDBACK_PERIOD_KEY, FeedbackStatusChip } from './parts';

const clipped = { maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const slots = {
  driver: (row: RaRecord) => <DriverLink id={(row as Feedback).driver.id} name={(row as Feedback).driver.full_name} />,
  trip: (row: RaRecord) => {
    const { transfer } = row as Feedback;
    return transfer ? <TransferLink id={transfer.id} number={transfer.short_id} /> : null;
  },
  comment: (row: RaRecord) => <Box sx={clipped}>{(row as Feedback).comment}</Box>,
  status: (row: RaRecord) => <FeedbackStatusChip status={(row as Feedback).status} />,
};

export const FeedbackList = () => {
  const translate = useText();
  const period = useStoredPeriod(FEEDBACK_PERIOD_KEY);
  return (
    <GeneratedScopedList
      declaration={feedbackList}
      filterDefaultValues={period}
      slots={slots}
      actions={
        <Button component={RouterLink} to="/drivers/feedback/kpi" size="small">
          {translate('desk.feedback.toKpi')}
        </Button>
      }
      above={<PeriodMemory storageKey={FEEDBACK_PERIOD_KEY} />}
    />
  );
};
