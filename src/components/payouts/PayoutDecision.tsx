/**
 * What a person can still decide about a payout that has not left: a second person approves or
 * rejects one that waits for approval, and a payout not sent yet can be cancelled. The server
 * decides who may (the creator never approves their own, `/payments/access` says who approves);
 * its Russian refusal is shown as it comes.
 */
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { PAYOUT_ENDPOINTS, PayoutSchema, type PayoutStatus } from '../../../schemas/payouts';
import { fillPath } from '../../../schemas/routing';
import { t } from '../../../texts/t';
import { useText } from '../../i18n/useText';
import { useAppDataProvider } from '../../root/useAppDataProvider';
import { errorMessage } from '../feedback';

type Decision = 'approve' | 'reject' | 'cancel';

const DONE: Record<Decision, string> = { approve: t('payoutLists.decision.approved'), reject: t('payoutLists.decision.rejected'), cancel: t('payoutLists.decision.cancelled') };

export const PayoutDecision = ({ id, status, onDone }: { id: number; status: PayoutStatus; onDone: () => void }) => {
  const translate = useText();
  const { http } = useAppDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const decide = async (decision: Decision) => {
    setBusy(true);
    try {
      await http.json({ path: fillPath(PAYOUT_ENDPOINTS[decision], { id: String(id) }), method: 'POST', json: {} }, PayoutSchema);
      notify(DONE[decision], { type: 'success' });
      onDone();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const waiting = status === 'awaiting_approval';
  if (!waiting && status !== 'created') return null;
  return (
    <>
      {waiting && (
        <Button variant="contained" disabled={busy} onClick={() => void decide('approve')}>
          {translate('payoutLists.decision.approve')}
        </Button>
      )}
      {waiting && (
        <Button color="error" disabled={busy} onClick={() => void decide('reject')}>
          {translate('payoutLists.decision.reject')}
        </Button>
      )}
      <Button disabled={busy} onClick={() => void decide('cancel')}>
        {translate('payoutLists.decision.cancel')}
      </Button>
    </>
  );
};
