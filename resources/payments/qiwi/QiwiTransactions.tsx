/** `/payments/qiwi/transactions` and `/payments/transactions-qiwi`: the park's payouts through the closed Qiwi rail (generated), under the notice that it is closed. */
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { useText } from '../../../src/i18n/useText';
import { PageCard, payoutSlots } from '../accounts/parts';
import { qiwiPayoutList } from '../accounts/payouts';
import { QiwiClosedNotice } from './Qiwi';

export const QiwiTransactions = () => {
  const translate = useText();
  return (
    <PageCard title={translate('payoutAccounts.qiwi.transactionsTitle')}>
      <QiwiClosedNotice />
      <GeneratedScopedList declaration={qiwiPayoutList} slots={payoutSlots} />
    </PageCard>
  );
};
