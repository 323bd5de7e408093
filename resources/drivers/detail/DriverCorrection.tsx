/**
 * /drivers/detail/:id/correction — a signed correction of the balance with a required reason
 * (`POST /drivers/{id}/corrections`). One Idempotency-Key per attempt, reused when the same values
 * are sent again (a retry after a lost answer writes nothing twice). On success: the new balance
 * in a notification, and the ledger with the new entry on top.
 */
import { Alert, Typography } from '@mui/material';
import {
  FormDataConsumer,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useCreate,
  useNotify,
  useRefresh,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import { CorrectionInputSchema, type CorrectionResponse } from '../../../schemas/ledger';
import { formatMoney } from '../../../src/components/money';
import { fill } from '../../../src/i18n/ru';
import { ruDrivers } from '../../../src/i18n/ru-drivers';
import { useIdempotencyKeys } from '../common/idempotency';
import { driverPath } from '../common/paths';
import { submissionErrors } from '../../../src/components/submission';
import { zodValidator } from '../../../src/components/zodValidation';
import { correctionEffect, correctionInput } from './correction';
import { DriverCard, useDriverId } from './DriverCard';

const text = ruDrivers.correction;
const checkInput = zodValidator(CorrectionInputSchema);
const validate = (values: Record<string, unknown>) => checkInput(correctionInput(values));
const DEFAULTS = { amount: '', reason: '' };

/** The drivers adapter answers a correction as its ledger entry with the balance after it. */
type CorrectionRecord = CorrectionResponse['entry'] & { balance: CorrectionResponse['balance'] };

const Effect = () => (
  <FormDataConsumer>
    {({ formData }) => {
      const effect = correctionEffect(formData.amount);
      return effect === null ? null : (
        <Alert severity={effect.credit ? 'success' : 'warning'} sx={{ mb: 2 }}>
          {effect.label}
        </Alert>
      );
    }}
  </FormDataConsumer>
);

export const DriverCorrection = () => {
  const id = useDriverId();
  const keys = useIdempotencyKeys();
  const [create] = useCreate<Record<string, unknown>, Error, CorrectionRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();

  const submit = async (values: Record<string, unknown>) => {
    const input = correctionInput(values);
    let balance: string | undefined;
    try {
      const saved = await create(
        DRIVER_RESOURCES.corrections,
        { data: input, meta: { driver_id: id, idempotencyKey: keys.keyFor(input) } },
        { returnPromise: true },
      );
      balance = saved?.balance;
    } catch (error) {
      return submissionErrors(error, notify);
    }
    keys.done();
    notify(fill(text.done, { balance: formatMoney(balance) }), { type: 'success' });
    refresh();
    navigate(driverPath(id, 'balance'));
    return undefined;
  };

  return (
    <DriverCard tab="correction">
      <Typography variant="h2" sx={{ mb: 1 }}>
        {text.title}
      </Typography>
      <SimpleForm
        defaultValues={DEFAULTS}
        onSubmit={submit}
        validate={validate}
        sx={{ maxWidth: 560, p: 0 }}
        toolbar={
          <Toolbar>
            <SaveButton label={text.submit} />
          </Toolbar>
        }
      >
        <TextInput source="amount" label={text.amount} helperText={text.amountHint} />
        <Effect />
        <TextInput source="reason" label={text.reason} helperText={text.reasonHint} multiline minRows={2} />
      </SimpleForm>
    </DriverCard>
  );
};
