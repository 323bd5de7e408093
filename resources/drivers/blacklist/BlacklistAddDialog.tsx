/**
 * The add dialog of the blacklist (POST /drivers/blacklist): either a driver of the park found by
 * search, or a person by name with a phone and/or licence number; the reason is required. The
 * values are checked with BlacklistInputSchema before they are sent.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, Button, Stack, Typography } from '@mui/material';
import { Form, RadioButtonGroupInput, TextInput, useCreate, useRefresh, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { BlacklistInputSchema, type BlacklistInput } from '../../../schemas/desk';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { DriverPickerInput } from '../../../src/components/DriverPickerInput';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { zodValidator, type FieldErrors } from '../../../src/components/zodValidation';

const text = ruDesk.blacklist;
const fields = ruFleet.fields;
const TITLE_ID = 'blacklist-add-title';

type Who = 'driver' | 'person';

/** What is sent: the driver, or the person's details; never both. */
export function blacklistPayload(values: Record<string, unknown>): BlacklistInput {
  const reason = typeof values.reason === 'string' ? values.reason : '';
  if (values.who === 'driver') {
    const driverId = values.driver_id;
    return { driver_id: typeof driverId === 'number' ? driverId : undefined, reason };
  }
  const textOf = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  return { full_name: textOf('full_name'), phone: textOf('phone'), licence_number: textOf('licence_number'), reason };
}

const checkPayload = zodValidator(BlacklistInputSchema);
/** A chosen driver is required when adding a park driver (the schema then needs no name). */
export function validateBlacklist(values: Record<string, unknown>): FieldErrors {
  const errors = checkPayload(blacklistPayload(values));
  if (values.who === 'driver') {
    const { full_name: _name, phone: _phone, ...rest } = errors;
    return typeof values.driver_id === 'number' ? rest : { ...rest, driver_id: ruFleet.validation.required };
  }
  return errors;
}

const WhoFields = () => {
  const who = useWatch<Record<string, unknown>>({ name: 'who' });
  if (who === 'driver') return <DriverPickerInput source="driver_id" label={text.driver} />;
  return (
    <>
      <TextInput source="full_name" label={fields.full_name} />
      <Typography variant="body2" color="text.secondary">
        {text.personHint}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="phone" label={fields.phone} />
        <TextInput source="licence_number" label={fields.licence_number} />
      </Stack>
    </>
  );
};

export const BlacklistAddDialog = ({ onClose }: { onClose: () => void }) => {
  const [create] = useCreate();
  const refresh = useRefresh();
  const notify = useNotify();

  const submit = async (values: Record<string, unknown>) => {
    try {
      await create(DESK_RESOURCES.blacklist, { data: blacklistPayload(values) }, { returnPromise: true });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    }
    notify(text.added, { type: 'success' });
    refresh();
    onClose();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <Form onSubmit={submit} validate={validateBlacklist} defaultValues={{ who: 'person' satisfies Who, reason: '' }}>
        <DialogTitle id={TITLE_ID}>{text.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <RadioButtonGroupInput
              source="who"
              label={text.who}
              choices={[
                { id: 'person' satisfies Who, name: text.person },
                { id: 'driver' satisfies Who, name: text.parkDriver },
              ]}
            />
            <WhoFields />
            <TextInput source="reason" label={fields.reason} multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{ruDesk.common.cancel}</Button>
          <SubmitButton label={text.add} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
