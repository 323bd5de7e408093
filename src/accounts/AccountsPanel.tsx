/**
 * The accounts block of the right side panel (spec 3, 4): the current account (name, login,
 * park), the linked accounts with 'Перейти в аккаунт', 'Добавить аккаунт' and logout. A failed
 * switch to a linked account shows ru.accounts.reauth and the login modal for it.
 */
import { Suspense, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useNotify } from 'react-admin';
import type { LinkedAccount } from '../../schemas/auth';
import type { CabinetIdentity } from '../../authProvider/types';
import { linkedAccounts as loadLinkedAccounts, switchAccount } from '../../authProvider/accounts';
import { sameLogin } from '../../authProvider/storage';
import { useText } from '../i18n/useText';
import { errorMessage } from '../components/feedback';
import { lazyNamed } from '../root/lazy';

// The add-account modal carries a whole login form: it loads when first opened, not with every page.
const AddAccountDialog = lazyNamed(() => import('../login/AddAccountDialog'), 'AddAccountDialog');

interface ModalState {
  login?: string;
  update: boolean;
}

function asCabinetIdentity(data: unknown): CabinetIdentity | undefined {
  if (typeof data !== 'object' || data === null || !('login' in data) || !('group_id' in data)) return undefined;
  return data as CabinetIdentity;
}

export const AccountsPanel = () => {
  const translate = useText();
  const { data, isPending } = useGetIdentity();
  const identity = asCabinetIdentity(data);
  const logout = useLogout();
  const notify = useNotify();
  const [accounts, setAccounts] = useState<LinkedAccount[]>([]);
  const [switching, setSwitching] = useState<string | null>(null);
  const [modal, setModal] = useState<ModalState | null>(null);

  useEffect(() => {
    if (identity?.login === undefined) return;
    let current = true;
    loadLinkedAccounts().then(
      (list) => {
        if (current) setAccounts(list);
      },
      (error: unknown) => {
        if (current) notify(translate('errors.dataLoad', { message: errorMessage(error) }), { type: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [identity?.login, notify, translate]);

  const goTo = async (login: string) => {
    setSwitching(login);
    try {
      const outcome = await switchAccount(login);
      if (outcome.status === 'reauth') {
        notify(translate('accounts.reauth'), { type: 'error' });
        setModal({ login, update: true });
      }
      if (outcome.status !== 'switched') setSwitching(null);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      setSwitching(null);
    }
  };

  if (isPending || identity === undefined) {
    return (
      <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label={translate('accounts.title')} />
      </Box>
    );
  }

  const others = accounts.filter((account) => !account.deleted && !sameLogin(account.login, identity.login));

  return (
    <Box component="section" aria-labelledby="accounts-title" sx={{ p: 2 }}>
      <Typography id="accounts-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('accounts.title')}
      </Typography>

      <Box aria-label={translate('accounts.current')} role="group" sx={{ mb: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {identity.fullName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 0.5 }}>
          <Chip size="small" color="primary" label={translate('accounts.current')} />
          {identity.owner ? <Chip size="small" variant="outlined" label={translate('accounts.owner')} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {identity.login}
        </Typography>
        {identity.park_name ? (
          <Typography variant="body2" color="text.secondary">
            {identity.park_name}
          </Typography>
        ) : null}
      </Box>

      {others.length > 0 ? (
        <>
          <Divider />
          <List dense aria-label={translate('accounts.title')}>
            {others.map((account) => (
              <ListItem
                key={account.userId}
                aria-label={account.login}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={switching !== null}
                    onClick={() => void goTo(account.login)}
                    startIcon={switching === account.login ? <CircularProgress size={14} color="inherit" /> : null}
                  >
                    {translate('accounts.switchTo')}
                  </Button>
                }
              >
                <ListItemText primary={account.login} secondary={account.owner ? translate('accounts.owner') : undefined} />
              </ListItem>
            ))}
          </List>
          <Divider sx={{ mb: 2 }} />
        </>
      ) : null}

      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {identity.owner ? (
          <Button startIcon={<PersonAddIcon />} variant="text" onClick={() => setModal({ update: false })}>
            {translate('accounts.add')}
          </Button>
        ) : null}
        <Button startIcon={<LogoutIcon />} variant="text" color="inherit" onClick={() => void logout()}>
          {translate('menu.logout')}
        </Button>
      </Stack>

      {modal !== null ? (
        <Suspense fallback={null}>
          <AddAccountDialog
            open
            login={modal.login}
            update={modal.update}
            onClose={() => setModal(null)}
            onAdded={(next) => {
              setAccounts(next);
              if (modal.update && modal.login) void goTo(modal.login);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
};
