/** `/payments/qiwi/transactions` and `/payments/transactions-qiwi`: the park's payouts through the closed Qiwi rail (generated), under the notice that it is closed. */
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { PageCard, payoutSlots } from '../accounts/parts';
import { qiwiPayoutList } from '../accounts/payouts';
import { QiwiClosedNotice } from './Qiwi';

export const QiwiTransactions = () => (
  <PageCard title={ruPayoutAccounts.qiwi.transactionsTitle}>
    <QiwiClosedNotice />
    <GeneratedScopedList declaration={qiwiPayoutList} slots={payoutSlots} />
  </PageCard>
);
