/**
 * A bank account's payouts (generated, ./payouts.ts): Точка's `transactions` (a row opens
 * ./TochkaPayment.tsx); Т-Банк's and Альфа's `balance/:id` (the balance as last read, when,
 * and the recent payouts).
 */
import { Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../../src/components/dates';
import { Facts } from '../../../src/components/Facts';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { useIdParam } from '../../../src/root/routeParams';
import { useText } from '../../../src/i18n/useText';
import { BankAccount, FlaggedBank } from './AccountForm';
import { AccountStatusChip, BalanceText, PageCard, payoutSlots, SandboxChip } from './parts';
import { accountPayoutList, tochkaPayoutList } from './payouts';
import { TochkaTabs } from './TochkaTabs';

export const TochkaTransactions = () => {
  const translate = useText();
  const id = useIdParam('bankTochkaId');
  return (
    <PageCard title={`${translate('payoutAccounts.rails.tochka')}: ${translate('payoutAccounts.tabs.transactions').toLowerCase()}`}>
      <TochkaTabs id={id} current="transactions" />
      <BankAccount id={id} rail="tochka">
        {(account) => <GeneratedScopedList declaration={tochkaPayoutList} slots={payoutSlots} routeFilter={{ account_id: String(account.id) }} />}
      </BankAccount>
    </PageCard>
  );
};

const BankBalance = ({ rail }: { rail: 'tbank' | 'alfa' }) => {
  const translate = useText();
  const id = useIdParam('id');
  return (
    <PageCard title={translate('payoutAccounts.balance.title').replace('%{name}', translate(`payoutAccounts.rails.${rail}`))}>
      <FlaggedBank rail={rail}>
        <BankAccount id={id} rail={rail}>
          {(account) => (
            <Stack sx={{ gap: 2 }}>
              <SandboxChip sandbox={account.sandbox} />
              <Facts
                items={[
                  { label: translate('payoutAccounts.fields.name'), value: account.name },
                  { label: translate('payoutAccounts.fields.public_id'), value: account.public_id },
                  { label: translate('payoutAccounts.fields.status'), value: <AccountStatusChip status={account.status} /> },
                  { label: translate('payoutAccounts.fields.balance'), value: account.balance === null ? translate('payoutAccounts.balance.never') : <BalanceText balance={account.balance} /> },
                  { label: translate('payoutAccounts.fields.balance_at'), value: formatDateTime(account.balance_at) },
                ]}
              />
              <Typography variant="h2">{translate('payoutAccounts.balance.recent')}</Typography>
              <GeneratedScopedList declaration={accountPayoutList} slots={payoutSlots} routeFilter={{ account_id: String(account.id) }} />
            </Stack>
          )}
        </BankAccount>
      </FlaggedBank>
    </PageCard>
  );
};

export const TinkoffBalance = () => <BankBalance rail="tbank" />;
export const AlfaBalance = () => <BankBalance rail="alfa" />;
