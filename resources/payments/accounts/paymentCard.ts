/** `/payments/tochka/:bankTochkaId/payment/:id`: one payout of a Точка account (`GET /payouts/:id`) as a declared card; its history is the screen's table. */
import { PayoutDetailSchema } from '../../../schemas/payouts';
import { defineScopedCard } from '../../../schemas/resource-card';
import { PAYOUT_STATUS_COLOURS } from '../../../src/components/payouts/PayoutStatusChip';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { ruPayoutLists } from '../../../texts/ru-payout-lists';

const t = ruPayoutAccounts.payment;
const p = t.fields;

export const tochkaPaymentCard = defineScopedCard({
  read: { method: 'payoutDetail', key: 'payout' },
  schema: PayoutDetailSchema,
  title: t.title,
  back: { path: '/payments/tochka/:bankTochkaId/transactions', label: t.back },
  sections: [
    {
      lines: [
        { source: 'status', label: p.status, kind: 'choice', labels: ruPayoutLists.status, colours: PAYOUT_STATUS_COLOURS },
        { source: 'driver_name', label: p.driver },
        { source: 'amount', label: p.amount, kind: 'money' },
        { source: 'fee', label: p.fee, kind: 'money' },
        { source: 'destination_title', label: p.destination },
        { source: 'created_at', label: p.created_at, kind: 'datetime' },
        { source: 'completed_at', label: p.completed_at, kind: 'datetime' },
        { source: 'external_id', label: p.external_id },
        { source: 'created_by', label: p.created_by },
        { source: 'approved_by', label: p.approved_by },
        { source: 'reason', label: p.reason },
      ],
    },
    { title: t.history, slot: 'history' },
  ],
});
