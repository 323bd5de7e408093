/**
 * /drivers/detail/:id/charges/new — a charge (rent, fine...) once or repeated daily/weekly. Money
 * moves, so the POST carries an Idempotency-Key: retrying the same values reuses it.
 */
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  FormDataConsumer,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useCreate,
  useNotify,
  useRefresh,
} from 'react-admin';
import { DayInput } from '../../../src/components/DayInput';
import { useNavigate } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import { CHARGE_KINDS, CHARGE_PERIODS } from '../../../schemas/fleet';
import { ChargeInputSchema } from '../../../schemas/ledger';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { useCabinetIdentity } from '../../../src/root/identity';
import { parkToday } from '../common/format';
import { useIdempotencyKeys } from '../common/idempotency';
import { driverPath } from '../common/paths';
import { MoneyInput } from '../../../src/components/MoneyInput';
import { submissionErrors } from '../../../src/components/submission';
import { zodValidator } from '../../../src/components/zodValidation';
import { DriverCard, useDriverId } from './DriverCard';

const text = ruDrivers.charges;
const KINDS = CHARGE_KINDS.map((kind) => ({ id: kind, name: ruFleet.chargeKind[kind] }));
const PERIODS = CHARGE_PERIODS.map((period) => ({ id: period, name: ruFleet.chargePeriod[period] }));
const validate = zodValidator(ChargeInputSchema);

/** How many times: only for repeated charges. */
const TimesInput = () => (
  <FormDataConsumer>
    {({ formData }) =>
      formData.period === 'once' ? null : <NumberInput source="times" label={text.times} min={1} max={365} step={1} />
    }
  </FormDataConsumer>
);

export const ChargeCreate = () => {
  const id = useDriverId();
  const keys = useIdempotencyKeys();
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const timeZone = useCabinetIdentity()?.park_timezone;
  const defaults = useMemo(
    () => ({ kind: 'rent', amount: '', description: '', period: 'once', starts_on: parkToday(timeZone), times: 1 }),
    [timeZone],
  );

  const submit = async (values: Record<string, unknown>) => {
    try {
      await create(
        DRIVER_RESOURCES.charges,
        { data: values, meta: { driver_id: id, idempotencyKey: keys.keyFor(values) } },
        { returnPromise: true },
      );
    } catch (error) {
      return submissionErrors(error, notify);
    }
    keys.done();
    notify(text.created, { type: 'success' });
    // The balance in the card's header and the ledger changed with the charge's first posting.
    refresh();
    navigate(driverPath(id, 'charges/list'));
    return undefined;
  };

  return (
    <DriverCard tab="charges/list">
      <Typography variant="h2" sx={{ mb: 1 }}>
        {text.createTitle}
      </Typography>
      <SimpleForm
        defaultValues={defaults}
        onSubmit={submit}
        validate={validate}
        sx={{ maxWidth: 560, p: 0 }}
        toolbar={
          <Toolbar>
            <SaveButton label={text.create} />
          </Toolbar>
        }
      >
        <SelectInput source="kind" label={text.kind} choices={KINDS} />
        <MoneyInput source="amount" label={text.amountInput} />
        <TextInput source="description" label={text.description} multiline minRows={2} />
        <SelectInput source="period" label={text.period} choices={PERIODS} />
        <DayInput source="starts_on" label={text.startsOn} />
        <TimesInput />
      </SimpleForm>
    </DriverCard>
  );
};
