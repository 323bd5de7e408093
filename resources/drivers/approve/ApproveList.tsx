/**
 * /drivers/approve — generated (./list.ts). Unread rows are highlighted; the rows on screen are
 * marked read and the menu badge follows. An application waiting for the park is accepted (it
 * becomes a driver of the park) or declined with a reason: the decision column is drawn here.
 */
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Application } from '../../../schemas/desk';
import { useText } from '../../../src/i18n/useText';
import { formatDateTime } from '../../../src/components/dates';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { driverCardPath } from '../../../src/components/links';
import { useRefreshApprovedBadge } from '../useApprovedDriversBadge';
import { AcceptButton } from './AcceptButton';
import { DeclineButton } from './DeclineButton';
import { approveList } from './list';

/** Marks the unread applications on screen read, once per set of ids, then refreshes the badge. */
const MarkVisibleRead = () => {
  const { data } = useListContext<Application>();
  const dataProvider = useAppDataProvider();
  const refreshBadge = useRefreshApprovedBadge();
  const unread = (data ?? []).filter((application) => !application.read).map((application) => application.id);
  const key = unread.join(',');
  useEffect(() => {
    if (key === '') return;
    dataProvider
      .markApplicationsRead(key.split(',').map(Number))
      .then(refreshBadge)
      // Marking read is a courtesy: a failure leaves the rows unread for the next visit.
      .catch(() => undefined);
  }, [key, dataProvider, refreshBadge]);
  return null;
};

const Decision = ({ record }: { record: Application }) => {
  const translate = useText();
  if (record.status === 'approved') {
    return (
      <Stack direction="row" spacing={1}>
        <AcceptButton application={record} />
        <DeclineButton application={record} />
      </Stack>
    );
  }
  return (
    <Box>
      <Typography variant="body2">{formatDateTime(record.decided_at)}</Typography>
      {record.status === 'accepted' && record.driver_id !== null ? (
        <Link component={RouterLink} to={driverCardPath(record.driver_id)} variant="body2">
          {translate('desk.approve.openDriver')}
        </Link>
      ) : null}
      {record.decline_reason ? (
        <Typography variant="body2" color="text.secondary">
          {record.decline_reason}
        </Typography>
      ) : null}
    </Box>
  );
};

const NameCell = ({ record }: { record: Application }) => {
  const translate = useText();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{record.full_name}</span>
      {record.read ? null : <Chip size="small" color="primary" label={translate('desk.approve.unread')} />}
    </Stack>
  );
};

const slots = {
  full_name: (row: RaRecord) => <NameCell record={row as Application} />,
  decision: (row: RaRecord) => <Decision record={row as Application} />,
};

const unreadSx = (row: RaRecord) => ((row as Application).read ? {} : { bgcolor: 'action.hover' });

export const ApproveList = () => (
  <GeneratedScopedList declaration={approveList} slots={slots} rowSx={unreadSx} above={<MarkVisibleRead />} />
);
