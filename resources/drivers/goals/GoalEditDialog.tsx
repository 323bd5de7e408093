/** «Изменить цель» (PUT /drivers/goals/{goalId}): title, description and whether the goal is active. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { BooleanInput, Form, TextInput, useRefresh, useUpdate, useNotify } from 'react-admin';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { GoalUpdateSchema, type Goal } from '../../../schemas/desk';
import { useText } from '../../../src/i18n/useText';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { zodValidator } from '../../../src/components/zodValidation';

const TITLE_ID = 'goal-edit-title';

/** An emptied description is sent as null (the goal then has none). */
export function goalUpdatePayload(values: Record<string, unknown>): Record<string, unknown> {
  const description = typeof values.description === 'string' && values.description.trim() !== '' ? values.description : null;
  return { title: values.title, description, active: values.active === true };
}

const checkUpdate = zodValidator(GoalUpdateSchema);
const validate = (values: Record<string, unknown>) => checkUpdate(goalUpdatePayload(values));

export const GoalEditDialog = ({ goal, onClose }: { goal: Goal; onClose: () => void }) => {
  const translate = useText();
  const [update] = useUpdate();
  const refresh = useRefresh();
  const notify = useNotify();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await update(DESK_RESOURCES.goals, { id: goal.id, data: goalUpdatePayload(values), previousData: goal }, { returnPromise: true });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    }
    notify(translate('desk.common.saved'), { type: 'success' });
    refresh();
    onClose();
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <Form
        onSubmit={submit}
        validate={validate}
        defaultValues={{ title: goal.title, description: goal.description ?? '', active: goal.active }}
      >
        <DialogTitle id={TITLE_ID}>{translate('desk.goals.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={0.5} sx={{ pt: 1 }}>
            <TextInput source="title" label={translate('desk.goals.titleField')} />
            <TextInput source="description" label={translate('desk.goals.description')} multiline minRows={2} />
            <BooleanInput source="active" label={translate('desk.goals.activeSwitch')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('desk.common.cancel')}</Button>
          <SubmitButton label={translate('desk.common.save')} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
