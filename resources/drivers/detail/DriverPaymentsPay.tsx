/**
 * «Выплатить» of the driver card: the sum, where to (the driver's saved card, account or SBP
 * phone) and from which park account; the fee is previewed (POST /payouts/preview) before the
 * payout is confirmed (POST /payouts with an Idempotency-Key); then the payout opens with its
 * status, which follows the payout live. A cashout pays out the driver's balance on one aggregator.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { DriverPayoutSummary } from '../../../schemas/payout-lists';
import { type PayoutPreview, type PayoutRequest } from '../../../schemas/payouts';
import { Facts } from '../../../src/components/Facts';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { Money } from '../../../src/components/money';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';

const TITLE_ID = 'driver-pay-title';
const DEFAULT = 'default';

export interface PayTarget {
  driverId: number;
  kind: 'driver' | 'cashout';
  aggregatorId?: number;
}

export const PayDialog = ({
  target,
  summary,
  onClose,
  onCreated,
}: {
  target: PayTarget;
  summary: DriverPayoutSummary;
  onClose: () => void;
  onCreated: (payoutId: number) => void;
}) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState<string>(DEFAULT);
  const [account, setAccount] = useState<string>(DEFAULT);
  const [preview, setPreview] = useState<{ request: PayoutRequest; answer: PayoutPreview; key: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const request = (): PayoutRequest => ({
    driver_id: target.driverId,
    amount,
    kind: target.kind,
    aggregator_id: target.aggregatorId ?? null,
    destination_id: destination === DEFAULT ? null : Number(destination),
    account_id: account === DEFAULT ? null : Number(account),
  });

  const changed = (apply: () => void) => {
    apply();
    setPreview(null);
  };

  const calculate = async () => {
    setBusy(true);
    setFieldErrors({});
    const body = request();
    try {
      const answer = await dataProvider.previewDriverPayout(body);
      setPreview({ request: body, answer, key: crypto.randomUUID() });
    } catch (error) {
      setFieldErrors(serverFieldErrors(error));
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (preview === null) return;
    setBusy(true);
    try {
      const payout = await dataProvider.payDriver(preview.request, preview.key);
      notify(translate('payoutLists.pay.created', { id: payout.id }), { type: 'success' });
      refresh();
      onCreated(payout.id);
    } catch (error) {
      setFieldErrors(serverFieldErrors(error));
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{target.kind === 'cashout' ? translate('payoutLists.pay.cashoutTitle') : translate('payoutLists.pay.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">
            {translate('payoutLists.pay.withdrawable')}: <Money value={summary.withdrawable} component="b" />
          </Alert>
          <TextField
            label={translate('payoutLists.pay.amount')}
            value={amount}
            onChange={(event) => changed(() => setAmount(event.target.value))}
            error={fieldErrors.amount !== undefined}
            helperText={fieldErrors.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            select
            label={translate('payoutLists.pay.destination')}
            value={destination}
            onChange={(event) => changed(() => setDestination(event.target.value))}
            error={fieldErrors.destination_id !== undefined}
            helperText={fieldErrors.destination_id ?? (summary.destinations.length === 0 ? translate('payoutLists.pay.noDestinations') : undefined)}
          >
            <MenuItem value={DEFAULT}>{translate('payoutLists.pay.defaultDestination')}</MenuItem>
            {summary.destinations.map((item) => (
              <MenuItem key={item.id} value={String(item.id)}>
                {`${translate(`payoutLists.destinationKind.${item.kind}`)}: ${item.title}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('payoutLists.pay.account')}
            value={account}
            onChange={(event) => changed(() => setAccount(event.target.value))}
            error={fieldErrors.account_id !== undefined}
            helperText={fieldErrors.account_id}
          >
            <MenuItem value={DEFAULT}>{translate('payoutLists.pay.defaultAccount')}</MenuItem>
            {summary.accounts.map((item) => (
              <MenuItem key={item.id} value={String(item.id)}>
                {`${item.name} (${translate(`payoutLists.rail.${item.rail}`)})`}
              </MenuItem>
            ))}
          </TextField>
          {preview && (
            <Stack spacing={1} role="region" aria-label={translate('payoutLists.pay.preview')}>
              <Facts
                items={[
                  { label: translate('payoutLists.fields.amount'), value: <Money value={preview.answer.amount} /> },
                  { label: translate('payoutLists.pay.fee'), value: <Money value={preview.answer.fee} /> },
                  { label: translate('payoutLists.pay.total'), value: <Money value={preview.answer.total} /> },
                  { label: translate('payoutLists.pay.account'), value: `${preview.answer.account_name} (${translate(`payoutLists.rail.${preview.answer.rail}`)})` },
                  { label: translate('payoutLists.pay.destination'), value: preview.answer.destination_title },
                ]}
              />
              {preview.answer.needs_approval && <Alert severity="warning">{translate('payoutLists.pay.needsApproval')}</Alert>}
              {preview.answer.refusal && <Alert severity="error">{preview.answer.refusal}</Alert>}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('payoutLists.pay.cancel')}</Button>
        {preview === null || preview.answer.refusal !== null ? (
          <Button variant="outlined" onClick={() => void calculate()} disabled={busy || amount.trim() === ''}>
            {translate('payoutLists.pay.preview')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
            {translate('payoutLists.pay.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
