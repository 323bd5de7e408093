/** `/payments/tochka/:bankTochkaId/payment/:id`: one payout of a Точка account (`GET /payouts/:id`) as a declared card; its history is the screen's table. */
import { PayoutDetailSchema } from '../../../schemas/payouts';
import { defineScopedCard } from '../../../schemas/resource-card';
import { PAYOUT_STATUS_COLOURS } from '../../../src/components/payouts/PayoutStatusChip';
import { t, textsAt } from '../../../texts/t';

export const tochkaPaymentCard = defineScopedCard({
  read: { method: 'payoutDetail', key: 'payout' },
  schema: PayoutDetailSchema,
  title: t('payoutAccounts.payment.title'),
  back: { path: '/payments/tochka/:bankTochkaId/transactions', label: t('payoutAccounts.payment.back') },
  sections: [
    {
      lines: [
        { source: 'status', label: t('payoutAccounts.payment.fields.status'), kind: 'choice', labels: textsAt('payoutLists.status'), colours: PAYOUT_STATUS_COLOURS },
        { source: 'driver_name', label: t('payoutAccounts.payment.fields.driver') },
        { source: 'amount', label: t('payoutAccounts.payment.fields.amount'), kind: 'money' },
        { source: 'fee', label: t('payoutAccounts.payment.fields.fee'), kind: 'money' },
        { source: 'destination_title', label: t('payoutAccounts.payment.fields.destination') },
        { source: 'created_at', label: t('payoutAccounts.payment.fields.created_at'), kind: 'datetime' },
        { source: 'completed_at', label: t('payoutAccounts.payment.fields.completed_at'), kind: 'datetime' },
        { source: 'external_id', label: t('payoutAccounts.payment.fields.external_id') },
        { source: 'created_by', label: t('payoutAccounts.payment.fields.created_by') },
        { source: 'approved_by', label: t('payoutAccounts.payment.fields.approved_by') },
        { source: 'reason', label: t('payoutAccounts.payment.fields.reason') },
      ],
    },
    { title: t('payoutAccounts.payment.history'), slot: 'history' },
  ],
});
