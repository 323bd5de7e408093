/**
 * /drivers/new — a new driver (`POST /drivers`) with the profile's inputs and checks (declared in
 * ../inputs/driverFormDeclaration.ts); on success the new driver's card opens.
 */
import { Card, CardContent } from '@mui/material';
import { useMemo } from 'react';
import { Title, useCreate, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { Driver } from '../../../schemas/drivers';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { useText } from '../../../src/i18n/useText';
import { driverPath } from '../common/paths';
import { CarInput } from '../inputs/CarInput';
import { driverCreateForm } from '../inputs/driverFormDeclaration';
import { driverInputOf, newDriverValues } from '../inputs/driverForm';
import { GroupInput } from '../inputs/GroupInput';

const SLOTS = { group_id: <GroupInput />, car_id: <CarInput current={null} /> };

export const DriverCreate = () => {
  const translate = useText();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate<Record<string, unknown>, Error, Driver>();
  const defaults = useMemo(() => newDriverValues(), []);
  /** A refusal throws: GeneratedForm puts the server's field errors at the inputs. */
  const save = async (values: Record<string, unknown>) => {
    const driver = await create(DRIVER_RESOURCES.drivers, { data: driverInputOf(values) }, { returnPromise: true });
    notify(translate('drivers.create.created'), { type: 'success' });
    if (driver) navigate(driverPath(driver.id));
  };
  return (
    <>
      <Title title={translate('drivers.create.title')} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <GeneratedForm declaration={driverCreateForm} record={defaults} onSave={save} slots={SLOTS} />
        </CardContent>
      </Card>
    </>
  );
};
