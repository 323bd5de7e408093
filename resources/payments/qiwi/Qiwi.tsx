/**
 * The closed Qiwi rail (Qiwi Bank lost its licence on 2024-02-21): `/payments/qiwi/settings`
 * (the wallet as it was) and `/payments/qiwi-balance` (its balance as last read); its payouts are
 * ./QiwiTransactions.tsx. Each says the rail is closed; nothing can be paid through it, so there
 * is no pay button anywhere here.
 */
import { Alert, AlertTitle, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { QiwiWallet } from '../../../schemas/payout-accounts';
import { formatDateTime } from '../../../src/components/dates';
import { Facts } from '../../../src/components/Facts';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import { AccountStatusChip, BalanceText, PageCard, readState } from '../accounts/parts';
import { useCanConfigure } from '../accounts/queries';

export const QiwiClosedNotice = () => {
  const translate = useText();
  const canConfigure = useCanConfigure();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{translate('payoutAccounts.qiwi.closedTitle')}</AlertTitle>
      {translate('payoutAccounts.qiwi.closed')}
      {canConfigure ? (
        <>
          {' '}
          <Link to="/payments/add-account">{translate('payoutAccounts.qiwi.addAccount')}</Link>
        </>
      ) : null}
    </Alert>
  );
};

function useQiwi() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['qiwi-wallet'], queryFn: ({ signal }) => dataProvider.qiwiWallet(signal), retry: false });
}

const WalletFacts = ({ wallet, balance }: { wallet: QiwiWallet; balance: boolean }) => {
  const translate = useText();
  if (wallet.accounts.length === 0 && wallet.qiwi_login === null) return <Alert severity="info">{translate('payoutAccounts.qiwi.noWallet')}</Alert>;
  return (
    <Stack sx={{ gap: 2 }}>
      <Facts
        items={[
          { label: translate('payoutAccounts.qiwi.login'), value: wallet.qiwi_login },
          { label: translate('payoutAccounts.qiwi.flag'), value: translate('payoutAccounts.qiwi.flagOff') },
        ]}
      />
      {wallet.accounts.map((account) => (
        <Facts
          key={account.id}
          items={[
            { label: translate('payoutAccounts.fields.name'), value: account.name },
            { label: translate('payoutAccounts.fields.public_id'), value: account.public_id },
            { label: translate('payoutAccounts.fields.status'), value: <AccountStatusChip status={account.status} /> },
            ...(balance
              ? [
                  { label: translate('payoutAccounts.fields.balance'), value: <BalanceText balance={account.balance} /> },
                  { label: translate('payoutAccounts.fields.balance_at'), value: formatDateTime(account.balance_at) },
                ]
              : []),
          ]}
        />
      ))}
    </Stack>
  );
};

export const QiwiSettings = () => {
  const translate = useText();
  const wallet = useQiwi();
  return (
    <PageCard title={translate('payoutAccounts.qiwi.settingsTitle')}>
      <QiwiClosedNotice />
      {readState(wallet) ?? (wallet.data ? <WalletFacts wallet={wallet.data} balance={false} /> : null)}
    </PageCard>
  );
};

export const QiwiBalance = () => {
  const translate = useText();
  const wallet = useQiwi();
  return (
    <PageCard title={translate('payoutAccounts.qiwi.balanceTitle')}>
      <QiwiClosedNotice />
      {readState(wallet) ?? (wallet.data ? <WalletFacts wallet={wallet.data} balance /> : null)}
    </PageCard>
  );
};
