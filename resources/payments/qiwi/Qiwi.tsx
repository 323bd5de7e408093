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
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { AccountStatusChip, BalanceText, PageCard, readState } from '../accounts/parts';
import { useCanConfigure } from '../accounts/queries';

const q = ruPayoutAccounts.qiwi;

export const QiwiClosedNotice = () => {
  const canConfigure = useCanConfigure();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{q.closedTitle}</AlertTitle>
      {q.closed}
      {canConfigure ? (
        <>
          {' '}
          <Link to="/payments/add-account">{q.addAccount}</Link>
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
  if (wallet.accounts.length === 0 && wallet.qiwi_login === null) return <Alert severity="info">{q.noWallet}</Alert>;
  return (
    <Stack sx={{ gap: 2 }}>
      <Facts
        items={[
          { label: q.login, value: wallet.qiwi_login },
          { label: q.flag, value: q.flagOff },
        ]}
      />
      {wallet.accounts.map((account) => (
        <Facts
          key={account.id}
          items={[
            { label: ruPayoutAccounts.fields.name, value: account.name },
            { label: ruPayoutAccounts.fields.public_id, value: account.public_id },
            { label: ruPayoutAccounts.fields.status, value: <AccountStatusChip status={account.status} /> },
            ...(balance
              ? [
                  { label: ruPayoutAccounts.fields.balance, value: <BalanceText balance={account.balance} /> },
                  { label: ruPayoutAccounts.fields.balance_at, value: formatDateTime(account.balance_at) },
                ]
              : []),
          ]}
        />
      ))}
    </Stack>
  );
};

export const QiwiSettings = () => {
  const wallet = useQiwi();
  return (
    <PageCard title={q.settingsTitle}>
      <QiwiClosedNotice />
      {readState(wallet) ?? (wallet.data ? <WalletFacts wallet={wallet.data} balance={false} /> : null)}
    </PageCard>
  );
};

export const QiwiBalance = () => {
  const wallet = useQiwi();
  return (
    <PageCard title={q.balanceTitle}>
      <QiwiClosedNotice />
      {readState(wallet) ?? (wallet.data ? <WalletFacts wallet={wallet.data} balance /> : null)}
    </PageCard>
  );
};
