/**
 * `/payments/active-settings`: which account pays each payout kind by default. Only open accounts
 * (working, switched on, not Qiwi) are offered; groups 1 and 2 change it, the others read.
 */
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PayoutKind } from '../../../schemas/payouts';
import { errorMessage } from '../../../src/components/feedback';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { PageCard, readState } from '../accounts/parts';
import { useCanConfigure } from '../accounts/queries';
import { RAIL_SETTINGS_KEY, useRailSettings } from './queries';

const t = ruPayoutAccounts;
const a = t.active;

export const ActiveSettings = () => {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canConfigure = useCanConfigure();
  const query = useRailSettings();
  const save = async (kind: PayoutKind, value: string) => {
    try {
      const saved = await dataProvider.choosePayoutRailAccount(kind, value === '' ? null : Number(value));
      queryClient.setQueryData(RAIL_SETTINGS_KEY, saved);
      notify(a.saved, { type: 'success' });
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  const data = query.data;
  return (
    <PageCard title={a.title}>
      <Typography variant="body2" color="text.secondary">
        {a.hint}
      </Typography>
      {readState(query) ??
        (data ? (
          <Stack sx={{ gap: 2, maxWidth: 560 }}>
            {data.accounts.length === 0 ? (
              <Alert severity="info">
                {a.noAccounts} <Link to="/payments/add-account">{t.list.add}</Link>
              </Alert>
            ) : null}
            {data.settings.map((setting) => (
              <TextField
                key={setting.kind}
                select
                label={t.kinds[setting.kind]}
                value={setting.account_id === null || !data.accounts.some((account) => account.id === setting.account_id) ? '' : setting.account_id}
                onChange={(event) => void save(setting.kind, event.target.value)}
                disabled={!canConfigure}
                slotProps={{ htmlInput: { 'aria-label': t.kinds[setting.kind] } }}
              >
                <MenuItem value="">{a.none}</MenuItem>
                {data.accounts.map((account) => (
                  <MenuItem key={account.id} value={account.id}>
                    {`${t.rails[account.rail]} · ${account.name}${account.sandbox ? ` (${t.sandbox})` : ''}`}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        ) : null)}
    </PageCard>
  );
};
