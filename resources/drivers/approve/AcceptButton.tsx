/**
 * «Принять» of an approved application: after a confirmation the application becomes a driver
 * of the park (POST /drivers/approve/{id}/accept). The person stays on the list with a success
 * message, or goes straight to the new driver's card.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { type Application } from '../../../schemas/desk';
import { useText } from '../../../src/i18n/useText';
import { errorMessage } from '../../../src/components/feedback';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { driverCardPath } from '../../../src/components/links';
import { useRefreshApprovedBadge } from '../useApprovedDriversBadge';

export const AcceptButton = ({ application }: { application: Application }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const refreshBadge = useRefreshApprovedBadge();
  const navigate = useNavigate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const accept = async (openCard: boolean) => {
    setBusy(true);
    try {
      const { driver_id } = await dataProvider.acceptApplication(application.id);
      setOpen(false);
      notify(translate('desk.approve.accepted', { name: application.full_name }), { type: 'success' });
      void refreshBadge();
      if (openCard) navigate(driverCardPath(driver_id));
      else refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)}>
        {translate('desk.approve.accept')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`accept-${application.id}`}>
        <DialogTitle id={`accept-${application.id}`}>{translate('desk.approve.acceptTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('desk.approve.acceptText', { name: application.full_name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('desk.common.cancel')}
          </Button>
          <Button onClick={() => void accept(true)} disabled={busy}>
            {translate('desk.approve.acceptAndOpen')}
          </Button>
          <Button variant="contained" onClick={() => void accept(false)} disabled={busy}>
            {translate('desk.approve.accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
