/**
 * «Новая цель» (POST /drivers/goals): title, description, aggregator, period, target trips,
 * reward, and the participants: every working driver, or drivers chosen by search. Checked with
 * GoalInputSchema before sending; the new goal opens.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, RadioButtonGroupInput, SelectInput, TextInput, useDataProvider, useNotify } from 'react-admin';
import { DayInput } from '../../../src/components/DayInput';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { GoalInputSchema, type Goal, type GoalInput } from '../../../schemas/desk';
import { MoneyInput } from '../../../src/components/MoneyInput';
import { defaultPeriod } from '../../../src/components/period';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { useParkAggregators } from '../../../src/components/parkAggregators';
import { DriversPickerInput } from '../../../src/components/DriverPickerInput';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { zodValidator, type FieldErrors } from '../../../src/components/zodValidation';
import { goalPath } from './parts';

const TITLE_ID = 'goal-create-title';

type Participants = 'all' | 'chosen';

/** Fields a person must fill: an emptied input is checked (and sent) as '' so the schema's own message shows. */
const FILLED = ['title', 'date_from', 'date_to', 'target_trips', 'reward'] as const;

/** The request body: `driver_ids` only when the participants are chosen. */
export function goalPayload(values: Record<string, unknown>): GoalInput {
  const { participants, driver_ids: driverIds, ...goal } = values;
  for (const name of FILLED) goal[name] ??= '';
  const chosen =
    participants === 'chosen' && Array.isArray(driverIds)
      ? { driver_ids: driverIds.filter((id) => typeof id === 'number') }
      : {};
  return { ...(goal as Omit<GoalInput, 'driver_ids'>), ...chosen };
}

const checkPayload = zodValidator(GoalInputSchema);
export function validateGoal(values: Record<string, unknown>): FieldErrors {
  const errors = checkPayload(goalPayload(values));
  const chosen = values.participants === 'chosen';
  if (chosen && (!Array.isArray(values.driver_ids) || values.driver_ids.length === 0)) {
    return { ...errors, driver_ids: t('desk.goals.chooseAtLeastOne') };
  }
  return errors;
}

const ChosenDrivers = () => {
  const translate = useText();
  const participants = useWatch<Record<string, unknown>>({ name: 'participants' });
  return participants === 'chosen' ? <DriversPickerInput source="driver_ids" label={translate('desk.goals.chooseDrivers')} /> : null;
};

export const GoalCreateDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useText();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const notify = useNotify();
  const aggregators = useParkAggregators();

  const submit = async (values: Record<string, unknown>) => {
    let goal: Goal;
    try {
      // The form's values as typed (the reward in roubles): the server parses them with the same schema.
      ({ data: goal } = await dataProvider.create<GoalInput, Goal>(DESK_RESOURCES.goals, { data: goalPayload(values) }));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    }
    notify(translate('desk.goals.created'), { type: 'success' });
    onClose();
    navigate(goalPath(goal.id));
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <Form
        onSubmit={submit}
        validate={validateGoal}
        defaultValues={{
          ...defaultPeriod(),
          title: '',
          aggregator_id: '',
          target_trips: '',
          reward: '',
          participants: 'all' satisfies Participants,
          driver_ids: [],
        }}
      >
        <DialogTitle id={TITLE_ID}>{translate('desk.goals.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={0.5} sx={{ pt: 1 }}>
            <TextInput source="title" label={translate('desk.goals.titleField')} />
            <TextInput source="description" label={translate('desk.goals.description')} multiline minRows={2} />
            <SelectInput
              source="aggregator_id"
              label={translate('desk.goals.aggregator')}
              choices={aggregators}
              optionValue="id"
              optionText="name"
              emptyText={translate('desk.goals.anyAggregator')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DayInput source="date_from" label={translate('desk.goals.dateFrom')} />
              <DayInput source="date_to" label={translate('desk.goals.dateTo')} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput source="target_trips" label={translate('desk.goals.targetTrips')} type="number" />
              <MoneyInput source="reward" label={translate('desk.goals.reward')} />
            </Stack>
            <RadioButtonGroupInput
              source="participants"
              label={translate('desk.goals.participants')}
              choices={[
                { id: 'all' satisfies Participants, name: translate('desk.goals.allDrivers') },
                { id: 'chosen' satisfies Participants, name: translate('desk.goals.chosenDrivers') },
              ]}
            />
            <ChosenDrivers />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('desk.common.cancel')}</Button>
          <SubmitButton label={translate('desk.goals.create')} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
