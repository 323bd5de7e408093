/**
 * /drivers/detail/:id/correction — a correction of the balance (`POST /drivers/{id}/corrections`)
 * in two steps: the form (declared in ./correctionForm.ts: the direction, a sum without a sign, a
 * required reason); then a confirmation with the signed sum and the balance after it, and only
 * then the POST. One Idempotency-Key per attempt, reused when the same values are sent again (a
 * retry after a lost answer writes nothing twice). On success: the new balance in a notification,
 * and the ledger with the new entry on top.
 */
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { Driver } from '../../../schemas/drivers';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { useIdempotencyKeys } from '../common/idempotency';
import { useText } from '../../../src/i18n/useText';
import { correctionSummary } from './correction';
import { correctionForm } from './correctionForm';
import { CorrectionConfirm } from './CorrectionConfirm';
import { DriverCard, useDriverId } from './DriverCard';

const DEFAULTS = { direction: null, amount: null, reason: '' };

/** The driver as the card's header loaded it (react-admin's cache), for the balance after. */
function useDriverBalance(id: string): string | undefined {
  const { data } = useGetOne<Driver>(DRIVER_RESOURCES.drivers, { id: Number(id) }, { retry: false });
  return data?.balance;
}

/** What the typed values will do, shown only while they would pass: never beside an error. */
const Effect = ({ balance }: { balance: string | undefined }) => {
  const values = useWatch<Record<string, unknown>>();
  const summary = correctionSummary(values, balance);
  return summary === null ? null : (
    <Alert severity={summary.credit ? 'success' : 'warning'} sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
      {summary.label}
    </Alert>
  );
};

export const DriverCorrection = () => {
  const translate = useText();
  const id = useDriverId();
  const balance = useDriverBalance(id);
  const keys = useIdempotencyKeys();
  const [review, setReview] = useState<Record<string, unknown> | null>(null);

  return (
    <DriverCard tab="correction">
      <Typography variant="h2" sx={{ mb: 1 }}>
        {translate('drivers.correction.title')}
      </Typography>
      <GeneratedForm
        declaration={correctionForm}
        record={DEFAULTS}
        onSave={async (values) => setReview(values)}
        slots={{ effect: <Effect balance={balance} /> }}
      >
        {review === null ? null : (
          <CorrectionConfirm driverId={id} values={review} balance={balance} keys={keys} onClose={() => setReview(null)} />
        )}
      </GeneratedForm>
    </DriverCard>
  );
};
