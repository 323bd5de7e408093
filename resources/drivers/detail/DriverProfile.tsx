/**
 * /drivers/detail/:id/profile — the driver's profile (`PUT /drivers/{id}`): every field of
 * DriverInputSchema, checked with that schema before sending, and the server's field errors
 * shown at their fields.
 */
import { Skeleton } from '@mui/material';
import { useMemo } from 'react';
import { EditBase, SaveButton, SimpleForm, Toolbar, useEditContext, useNotify } from 'react-admin';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { Driver } from '../../../schemas/drivers';
import { ruDrivers } from '../../../texts/ru-drivers';
import { submissionErrors } from '../../../src/components/submission';
import { DriverInputs } from '../inputs/DriverInputs';
import { driverFormValues, driverInputOf, validateDriver } from '../inputs/driverForm';
import { DriverCard, useDriverId } from './DriverCard';

const validate = (values: Record<string, unknown>) => validateDriver(values);

const ProfileForm = () => {
  const { record } = useEditContext<Driver>();
  const values = useMemo(() => (record === undefined ? undefined : driverFormValues(record)), [record]);
  if (record === undefined || values === undefined) return <Skeleton variant="rounded" height={480} />;
  return (
    <SimpleForm
      record={values}
      validate={validate}
      sx={{ p: 0 }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <DriverInputs car={record.car} />
    </SimpleForm>
  );
};

export const DriverProfile = () => {
  const id = useDriverId();
  const notify = useNotify();
  return (
    <DriverCard tab="profile">
      <EditBase
        resource={DRIVER_RESOURCES.drivers}
        id={Number(id)}
        mutationMode="pessimistic"
        transform={driverInputOf}
        redirect={false}
        redirectOnError={false}
        mutationOptions={{
          onSuccess: () => notify(ruDrivers.profile.saved, { type: 'success' }),
          onError: (error: unknown) => {
            submissionErrors(error, notify);
          },
        }}
      >
        <ProfileForm />
      </EditBase>
    </DriverCard>
  );
};
