/**
 * The actions of a staff user's card: «Сбросить пароль» (the recovery mail), «Завершить сеансы»
 * (every sign-in; the person's own current one is kept by the server) and the link to the user's
 * access rules for their group. Each action asks first (react-admin's Confirm).
 */
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StaffUser } from './staff-users/resource';
import { useText } from '../../src/i18n/useText';
import { errorMessage, serverFieldErrors } from '../../src/components/feedback';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';

type Action = 'reset' | 'sessions';

export const StaffUserActions = ({ user }: { user: Pick<StaffUser, 'id' | 'name' | 'email' | 'group_id'> }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [open, setOpen] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: Action) => {
    setBusy(true);
    try {
      if (action === 'reset') {
        await dataProvider.resetStaffPassword(user.id);
        notify(translate('recovery.success'), { type: 'success' });
      } else {
        const ended = await dataProvider.endStaffSessions(user.id);
        notify(ended === 0 ? translate('users.actions.noSessions') : translate('users.actions.sessionsEnded', { count: ended }), { type: 'success' });
      }
      setOpen(null);
    } catch (error) {
      notify(Object.values(serverFieldErrors(error))[0] ?? errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <Button variant="outlined" startIcon={<KeyOutlined />} onClick={() => setOpen('reset')}>
        {translate('users.actions.resetPassword')}
      </Button>
      <Button variant="outlined" color="warning" startIcon={<LogoutOutlined />} onClick={() => setOpen('sessions')}>
        {translate('users.actions.endSessions')}
      </Button>
      <Button component={Link} to={`/users/users/${user.id}/rules/${user.group_id}`} startIcon={<RuleOutlined />}>
        {translate('users.actions.rules')}
      </Button>
      <Confirm
        isOpen={open === 'reset'}
        loading={busy}
        title={translate('users.actions.resetPasswordTitle')}
        content={translate('users.actions.resetPasswordContent', { name: user.name, email: user.email })}
        confirm={translate('users.actions.resetPassword')}
        onConfirm={() => void run('reset')}
        onClose={() => setOpen(null)}
      />
      <Confirm
        isOpen={open === 'sessions'}
        loading={busy}
        title={translate('users.actions.endSessionsTitle')}
        content={translate('users.actions.endSessionsContent', { name: user.name })}
        confirm={translate('users.actions.endSessions')}
        onConfirm={() => void run('sessions')}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
};
