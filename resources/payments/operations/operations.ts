/**
 * /payments/drivers-operations — every payout and top-up across the park's drivers (GET /transactions)
 * in the period, 50 a page; the driver (a link to the card) and the status (a payout's chip, or
 * «Пополнение») are drawn by the screen.
 */
import { PAYOUT_RESOURCES } from '../../../dataProvider/adapters/payouts';
import { defineScopedList } from '../../../schemas/resource-list';
import { t, textsAt } from '../../../texts/t';

export const operationList = defineScopedList({
  wire: PAYOUT_RESOURCES.operations,
  page: { title: t('payoutLists.titles.operations'), storeKey: 'payments.drivers-operations' },
  label: t('payoutLists.titles.operations'),
  empty: t('payoutLists.list.operationsEmpty'),
  paged: true,
  perPage: 50,
  columns: [
    { name: 'created_at', label: t('payoutLists.fields.date'), cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'type', label: t('payoutLists.fields.type'), cell: { kind: 'choice', path: 'type', labels: textsAt('payoutLists.transactionType') } },
    // A link in the table (the screen's slot), its words on a phone's card, itself a button.
    { name: 'driver', label: t('payoutLists.fields.driver'), cell: { kind: 'text', path: 'driver_name' } },
    { name: 'amount', label: t('payoutLists.fields.amount'), cell: { kind: 'money', path: 'amount' } },
    { name: 'fee', label: t('payoutLists.fields.fee'), cell: { kind: 'money', path: 'fee' } },
    { name: 'status', label: t('payoutLists.fields.status'), cell: { kind: 'slot' } },
    { name: 'rail', label: t('payoutLists.fields.rail'), cell: { kind: 'choice', path: 'rail', labels: textsAt('payoutLists.rail') } },
    { name: 'description', label: t('payoutLists.fields.description'), cell: { kind: 'text', path: 'description' } },
    { name: 'user_name', label: t('payoutLists.fields.user_name'), cell: { kind: 'text', path: 'user_name' } },
  ],
  phone: { primary: 'driver', figure: 'amount' },
});
