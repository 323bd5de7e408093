/**
 * «Новая заявка»: a park driver picked by name, phone or licence, or a new person's data (name,
 * phone, licence, employment); the request goes to the aggregator through the job, and its card
 * opens to follow the answer.
 */
import { ROW_LIST_RESOURCES } from '../../../dataProvider/adapters/rowLists';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, RadioButtonGroupInput, SelectInput, TextInput, useNotify, FormDataConsumer } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EMPLOYMENT_TYPES, LICENCE_COUNTRIES } from '../../../schemas/fleet';
import { DayInput } from '../../../src/components/DayInput';
import { DriverPickerInput } from '../../../src/components/DriverPickerInput';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { submissionErrors } from '../../../src/components/submission';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { driverAddPath } from './shared';

const MODES = [
  { id: 'existing', name: t('driversAdd.create.modeExisting') },
  { id: 'new', name: t('driversAdd.create.modeNew') },
];
const EMPLOYMENT = EMPLOYMENT_TYPES.map((id) => ({ id, name: t(`fleet.employmentType.${id}`) }));
const COUNTRIES = LICENCE_COUNTRIES.map((id) => ({ id, name: t(`fleet.licenceCountry.${id}`) }));

type Values = { mode: 'existing' | 'new'; driver_id?: number | null; person?: Record<string, unknown> };

export const DriverAddCreateDialog = ({ aggregatorId, onClose }: { aggregatorId: number; onClose: () => void }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async (values: Record<string, unknown>) => {
    const { mode, driver_id: driverId, person } = values as Values;
    try {
      const card = await dataProvider.createDriverAddRequest(aggregatorId, mode === 'existing' ? { driver_id: driverId ?? null } : { person: person ?? {} });
      notify(translate('driversAdd.create.created'), { type: 'success' });
      // The requests' list (react-admin's cache of its resource) shows the new one on return.
      await queryClient.invalidateQueries({ queryKey: [ROW_LIST_RESOURCES.driversAdd] });
      navigate(driverAddPath(card.id));
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, notify);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="driver-add-create-title">
      <Form onSubmit={submit} defaultValues={{ mode: 'existing', person: { licence_country: 'rus', employment_type: 'selfemployed' } }}>
        <DialogTitle id="driver-add-create-title">{translate('driversAdd.create.title')}</DialogTitle>
        <DialogContent>
          <RadioButtonGroupInput source="mode" label={translate('driversAdd.create.mode')} choices={MODES} row />
          <FormDataConsumer>
            {({ formData }) =>
              (formData as Values).mode === 'new' ? (
                <Stack>
                  <TextInput source="person.last_name" label={translate('driversAdd.create.lastName')} />
                  <TextInput source="person.first_name" label={translate('driversAdd.create.firstName')} />
                  <TextInput source="person.middle_name" label={translate('driversAdd.create.middleName')} />
                  <TextInput source="person.phone" label={translate('driversAdd.create.phone')} helperText="+7 916 123-45-67" />
                  <TextInput source="person.licence_number" label={translate('driversAdd.create.licenceNumber')} helperText="77 АВ 123456" />
                  <SelectInput source="person.licence_country" label={translate('driversAdd.create.licenceCountry')} choices={COUNTRIES} />
                  <DayInput source="person.licence_expiration_date" label={translate('driversAdd.create.licenceExpiration')} />
                  <SelectInput source="person.employment_type" label={translate('driversAdd.create.employmentType')} choices={EMPLOYMENT} />
                  <TextInput source="person.tax_identification_number" label={translate('driversAdd.create.tin')} />
                </Stack>
              ) : (
                <DriverPickerInput source="driver_id" label={translate('driversAdd.create.driver')} />
              )
            }
          </FormDataConsumer>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('driversAdd.create.cancel')}</Button>
          <SubmitButton label={translate('driversAdd.create.submit')} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
