/**
 * /drivers/detail/:id/profile — the driver's profile (`PUT /drivers/{id}`): every field of
 * DriverInputSchema (declared in ../inputs/driverFormDeclaration.ts), checked with that schema
 * before sending, and the server's field errors shown at their fields.
 */
import { Skeleton } from '@mui/material';
import { useMemo } from 'react';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { Driver } from '../../../schemas/drivers';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { useText } from '../../../src/i18n/useText';
import { CarInput } from '../inputs/CarInput';
import { driverProfileForm } from '../inputs/driverFormDeclaration';
import { driverFormValues, driverInputOf } from '../inputs/driverForm';
import { GroupInput } from '../inputs/GroupInput';
import { DriverCard, useDriverId } from './DriverCard';

const ProfileForm = ({ driver }: { driver: Driver }) => {
  const translate = useText();
  const notify = useNotify();
  const [update] = useUpdate();
  const values = useMemo(() => driverFormValues(driver), [driver]);
  const slots = useMemo(() => ({ group_id: <GroupInput />, car_id: <CarInput current={driver.car} /> }), [driver.car]);
  /** Pessimistic: the card's header shows the saved record; a refusal throws to the form. */
  const save = async (input: Record<string, unknown>) => {
    await update(
      DRIVER_RESOURCES.drivers,
      { id: driver.id, data: driverInputOf(input), previousData: driver },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify(translate('drivers.profile.saved'), { type: 'success' });
  };
  return <GeneratedForm declaration={driverProfileForm} record={values} onSave={save} slots={slots} />;
};

export const DriverProfile = () => {
  const id = useDriverId();
  const { data } = useGetOne<Driver>(DRIVER_RESOURCES.drivers, { id: Number(id) });
  return (
    <DriverCard tab="profile">
      {data === undefined ? <Skeleton variant="rounded" height={480} /> : <ProfileForm driver={data} />}
    </DriverCard>
  );
};
