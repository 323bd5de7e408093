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
import { ruPayoutLists } from '../../../texts/ru-payout-lists';
import { useAppDataProvider } from '../../root/useAppDataProvider';
import { errorMessage } from '../feedback';

const texts = ruPayoutLists.decision;
type Decision = 'approve' | 'reject' | 'cancel';

const DONE: Record<Decision, string> = { approve: texts.approved, reject: texts.rejected, cancel: texts.cancelled };

export const PayoutDecision = ({ id, status, onDone }: { id: number; status: PayoutStatus; onDone: () => void }) => {
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
          {texts.approve}
        </Button>
      )}
      {waiting && (
        <Button color="error" disabled={busy} onClick={() => void decide('reject')}>
          {texts.reject}
        </Button>
      )}
      <Button disabled={busy} onClick={() => void decide('cancel')}>
        {texts.cancel}
      </Button>
    </>
  );
};
