/**
 * `/payments/active-settings`: which account pays each payout kind by default — generated
 * (./activeList.ts), each kind's account a select saved on change. Only open accounts (working,
 * switched on, not Qiwi) are offered; groups 1 and 2 change it, the others read. Here only the
 * hint and, with no open account, the way to add one.
 */
import { Alert, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { useText } from '../../../src/i18n/useText';
import { PageCard } from '../accounts/parts';
import { useCanConfigure } from '../accounts/queries';
import { activeSettingsList } from './activeList';

const NoAccounts = () => {
  const translate = useText();
  const { meta, isPending } = useListContext();
  const accounts = (meta as { accounts?: readonly unknown[] } | undefined)?.accounts;
  return isPending || accounts === undefined || accounts.length > 0 ? null : (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate('payoutAccounts.active.noAccounts')} <Link to="/payments/add-account">{translate('payoutAccounts.list.add')}</Link>
    </Alert>
  );
};

export const ActiveSettings = () => {
  const translate = useText();
  const canConfigure = useCanConfigure();
  return (
    <PageCard title={translate('payoutAccounts.active.title')}>
      <Typography variant="body2" color="text.secondary">
        {translate('payoutAccounts.active.hint')}
      </Typography>
      <GeneratedScopedList declaration={activeSettingsList} above={<NoAccounts />} readOnly={!canConfigure} sx={{ maxWidth: 720 }} />
    </PageCard>
  );
};
