/**
 * The correction's second step: the signed sum, the balance now and after, the reason; «Провести
 * корректировку» posts it. A refusal with field details closes the step and puts the messages
 * at the form's fields; any other failure stays here to be retried with the same key.
 */
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useCreate, useNotify, useRefresh } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { CorrectionResponse } from '../../../schemas/ledger';
import { Money, formatMoney } from '../../../src/components/money';
import { submissionErrors } from '../../../src/components/submission';
import { useText } from '../../../src/i18n/useText';
import type { IdempotencyKeys } from '../common/idempotency';
import { driverPath } from '../common/paths';
import { correctionInput, correctionSummary } from './correction';

/** The drivers adapter answers a correction as its ledger entry with the balance after it. */
type CorrectionRecord = CorrectionResponse['entry'] & { balance: CorrectionResponse['balance'] };

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box role="group" aria-label={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 500, textAlign: 'right', overflowWrap: 'break-word' }}>
      {children}
    </Typography>
  </Box>
);

export interface CorrectionConfirmProps {
  driverId: string;
  values: Record<string, unknown>;
  balance: string | undefined;
  /** The form's keys: a retry after closing this step and opening it again reuses the key. */
  keys: IdempotencyKeys;
  onClose: () => void;
}

export const CorrectionConfirm = ({ driverId, values, balance, keys, onClose }: CorrectionConfirmProps) => {
  const translate = useText();
  const titleId = useId();
  const [create] = useCreate<Record<string, unknown>, Error, CorrectionRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { setError } = useFormContext();
  const [busy, setBusy] = useState(false);
  const summary = correctionSummary(values, balance);

  const post = async () => {
    const input = correctionInput(values);
    setBusy(true);
    let saved: CorrectionRecord | void;
    try {
      saved = await create(
        DRIVER_RESOURCES.corrections,
        { data: input, meta: { driver_id: driverId, idempotencyKey: keys.keyFor(input) } },
        { returnPromise: true },
      );
    } catch (error) {
      setBusy(false);
      const fields = submissionErrors(error, notify);
      if (fields !== undefined) {
        for (const [field, message] of Object.entries(fields)) setError(field, { type: 'server', message });
        onClose();
      }
      return;
    }
    keys.done();
    notify(translate('drivers.correction.done', { balance: formatMoney(saved?.balance) }), { type: 'success' });
    refresh();
    navigate(driverPath(driverId, 'balance'));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('drivers.correction.confirmTitle')}</DialogTitle>
      <DialogContent>
        {summary === null ? null : (
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={summary.credit ? translate('drivers.correction.directions.credit') : translate('drivers.correction.directions.debit')}>
              <Money value={summary.signed} signed variant="body1" sx={{ fontWeight: 600 }} />
            </Row>
            <Row label={translate('drivers.correction.balanceNow')}>{formatMoney(balance)}</Row>
            <Row label={translate('drivers.correction.balanceAfter')}>
              <Money value={summary.balanceAfter} variant="body1" sx={{ fontWeight: 600 }} />
            </Row>
            <Row label={translate('drivers.correction.reason')}>{typeof values.reason === 'string' ? values.reason : ''}</Row>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('drivers.correction.back')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void post()}
          disabled={busy || summary === null}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('drivers.correction.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
