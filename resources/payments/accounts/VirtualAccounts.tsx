/**
 * `/payments/virtual-transactions/:id`: a virtual account's figures and its operations (the payouts
 * made from its nominal account, generated: ./payouts.ts).
 */
import { Stack } from '@mui/material';
import { Facts } from '../../../src/components/Facts';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { recordState } from '../../../src/components/loadStates';
import { formatMoney } from '../../../src/components/money';
import { useIdParam } from '../../../src/root/routeParams';
import { useText } from '../../../src/i18n/useText';
import { AccountStatusChip, PageCard, payoutSlots } from './parts';
import { accountPayoutList } from './payouts';
import { useVirtualAccount } from './queries';

export const VirtualTransactions = () => {
  const translate = useText();
  const id = useIdParam('id');
  const query = useVirtualAccount(id);
  const virtual = query.data;
  return (
    <PageCard title={translate('payoutAccounts.virtual.transactionsTitle').replace('%{id}', virtual?.external_id ?? String(id))}>
      {recordState(id, query) ??
        (virtual ? (
          <Stack sx={{ gap: 2 }}>
            <Facts
              items={[
                { label: translate('payoutAccounts.rails.nominal'), value: virtual.account_name },
                { label: translate('payoutAccounts.fields.balance'), value: formatMoney(virtual.balance) },
                { label: translate('payoutAccounts.fields.status'), value: <AccountStatusChip status={virtual.status} /> },
              ]}
            />
            <GeneratedScopedList declaration={accountPayoutList} slots={payoutSlots} routeFilter={{ account_id: String(virtual.account_id) }} />
          </Stack>
        ) : null)}
    </PageCard>
  );
};
