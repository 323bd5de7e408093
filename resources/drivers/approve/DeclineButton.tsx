/** «Отклонить» of an approved application: a dialog asking the required reason (POST /drivers/approve/{id}/decline). */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useRefresh, useNotify } from 'react-admin';
import { ApplicationDeclineSchema, type Application } from '../../../schemas/desk';
import { useText } from '../../../src/i18n/useText';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { zodValidator } from '../../../src/components/zodValidation';
import { useRefreshApprovedBadge } from '../useApprovedDriversBadge';

const validate = zodValidator(ApplicationDeclineSchema);

export const DeclineButton = ({ application }: { application: Application }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const refreshBadge = useRefreshApprovedBadge();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const titleId = `decline-${application.id}`;

  const decline = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.declineApplication(application.id, values);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    }
    setOpen(false);
    notify(translate('desk.approve.declined'), { type: 'success' });
    void refreshBadge();
    refresh();
    return undefined;
  };

  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {translate('desk.approve.decline')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form onSubmit={decline} validate={validate} defaultValues={{ reason: '' }}>
          <DialogTitle id={titleId}>{translate('desk.approve.declineTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('desk.approve.declineText', { name: application.full_name })}</DialogContentText>
            <TextInput source="reason" label={translate('desk.approve.reason')} multiline minRows={2} autoFocus />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('desk.common.cancel')}</Button>
            <SubmitButton label={translate('desk.approve.decline')} color="error" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
