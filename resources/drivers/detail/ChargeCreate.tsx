/**
 * /drivers/detail/:id/charges/new — a charge (rent, fine...) once or repeated daily/weekly; the
 * form is declared in ./chargeForm.ts. Money moves, so the POST carries an Idempotency-Key:
 * retrying the same values reuses it.
 */
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useCreate, useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { useCabinetIdentity } from '../../../src/root/identity';
import { useText } from '../../../src/i18n/useText';
import { parkToday } from '../common/format';
import { useIdempotencyKeys } from '../common/idempotency';
import { driverPath } from '../common/paths';
import { chargeForm } from './chargeForm';
import { DriverCard, useDriverId } from './DriverCard';

export const ChargeCreate = () => {
  const translate = useText();
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

  /** A refusal throws: GeneratedForm puts its field details at the fields. */
  const save = async (values: Record<string, unknown>) => {
    await create(
      DRIVER_RESOURCES.charges,
      { data: values, meta: { driver_id: id, idempotencyKey: keys.keyFor(values) } },
      { returnPromise: true },
    );
    keys.done();
    notify(translate('drivers.charges.created'), { type: 'success' });
    // The balance in the card's header and the ledger changed with the charge's first posting.
    refresh();
    navigate(driverPath(id, 'charges/list'));
  };

  return (
    <DriverCard tab="charges/list">
      <Typography variant="h2" sx={{ mb: 1 }}>
        {translate('drivers.charges.createTitle')}
      </Typography>
      <GeneratedForm declaration={chargeForm} record={defaults} onSave={save} />
    </DriverCard>
  );
};
