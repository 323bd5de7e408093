/**
 * /drivers/new — a new driver (`POST /drivers`) with the profile's inputs and checks; on success
 * the new driver's card opens.
 */
import { useMemo } from 'react';
import { Create, SaveButton, SimpleForm, Toolbar, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { Driver } from '../../../schemas/drivers';
import { ruDrivers } from '../../../texts/ru-drivers';
import { driverPath } from '../common/paths';
import { DriverInputs } from '../inputs/DriverInputs';
import { driverInputOf, newDriverValues, validateDriver } from '../inputs/driverForm';

const validate = (values: Record<string, unknown>) => validateDriver(values);

export const DriverCreate = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const defaults = useMemo(() => newDriverValues(), []);
  return (
    <Create
      resource={DRIVER_RESOURCES.drivers}
      title={ruDrivers.create.title}
      transform={driverInputOf}
      mutationOptions={{
        onSuccess: (driver: Driver) => {
          notify(ruDrivers.create.created, { type: 'success' });
          navigate(driverPath(driver.id));
        },
      }}
    >
      <SimpleForm
        defaultValues={defaults}
        validate={validate}
        toolbar={
          <Toolbar>
            <SaveButton label={ruDrivers.create.submit} />
          </Toolbar>
        }
      >
        <DriverInputs car={null} />
      </SimpleForm>
    </Create>
  );
};
