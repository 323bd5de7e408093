/**
 * The hand-drawn cells of the access requests (./list.ts): the driver as a link to the card, the
 * status chip, and for a new request «Одобрить» / «Отклонить».
 */
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { AccessRequest } from '../../../schemas/desk';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { errorMessage } from '../../../src/components/feedback';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { DriverLink } from '../../../src/components/links';

/** Whose requests: the driver app's or the marketplace's. */
export type AccessKind = 'app' | 'market';
type Decision = 'approved' | 'rejected';

const statusColor = { new: 'primary', approved: 'success', rejected: 'default' } as const;

const DecideButtons = ({ request, kind }: { request: AccessRequest; kind: AccessKind }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const decide = async (decision: Decision) => {
    setBusy(true);
    try {
      await dataProvider.decideAccessRequest(kind, request.id, decision);
      notify(decision === 'approved' ? translate('desk.access.approved') : translate('desk.access.rejected'), { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="contained"
        disabled={busy}
        aria-label={`${translate('desk.access.approve')}: ${request.driver.full_name}`}
        onClick={() => void decide('approved')}
      >
        {translate('desk.access.approve')}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={busy}
        aria-label={`${translate('desk.access.reject')}: ${request.driver.full_name}`}
        onClick={() => void decide('rejected')}
      >
        {translate('desk.access.reject')}
      </Button>
    </Stack>
  );
};

export const accessSlots = (kind: AccessKind) => ({
  driver: (row: RaRecord) => <DriverLink id={(row as AccessRequest).driver.id} name={(row as AccessRequest).driver.full_name} />,
  status: (row: RaRecord) => {
    const { status } = row as AccessRequest;
    return <Chip size="small" variant="outlined" color={statusColor[status]} label={t(`fleet.accessRequestStatus.${status}`)} />;
  },
  actions: (row: RaRecord) => ((row as AccessRequest).status === 'new' ? <DecideButtons request={row as AccessRequest} kind={kind} /> : null),
});
