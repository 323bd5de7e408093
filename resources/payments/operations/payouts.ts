/**
 * /payments/transactions — the park's payouts (GET /payouts), newest first, 50 a page; the number,
 * the driver and the status are drawn by the screen (a button opening the payout, a link to the
 * driver card, the status chip). /payments/aggregators/:id is the same list fixed to cashouts.
 */
import { PAYOUT_RESOURCES } from '../../../dataProvider/adapters/payouts';
import { defineScopedList } from '../../../schemas/resource-list';
import { t, textsAt } from '../../../texts/t';

export const payoutList = defineScopedList({
  wire: PAYOUT_RESOURCES.payouts,
  page: { title: t('payoutLists.titles.transactions'), storeKey: 'payments.transactions' },
  label: t('payoutLists.titles.transactions'),
  empty: t('payoutLists.list.empty'),
  paged: true,
  perPage: 50,
  defaultSort: { field: 'created_at', order: 'DESC' },
  columns: [
    // The table draws the number and the driver as a button and a link (the screen's slots); a phone's
    // card, itself a button, shows their words (nested controls are refused by axe).
    { name: 'id', label: t('payoutLists.fields.id'), cell: { kind: 'derived', value: (row) => `№${String(row.id)}` } },
    { name: 'created_at', label: t('payoutLists.fields.created_at'), cell: { kind: 'datetime', path: 'created_at' }, sortable: true },
    { name: 'driver', label: t('payoutLists.fields.driver'), cell: { kind: 'text', path: 'driver_name' } },
    { name: 'amount', label: t('payoutLists.fields.amount'), cell: { kind: 'money', path: 'amount' }, sortable: true },
    { name: 'fee', label: t('payoutLists.fields.fee'), cell: { kind: 'money', path: 'fee' } },
    { name: 'status', label: t('payoutLists.fields.status'), cell: { kind: 'slot' }, sortable: true },
    { name: 'rail', label: t('payoutLists.fields.rail'), cell: { kind: 'choice', path: 'rail', labels: textsAt('payoutLists.rail') } },
    { name: 'account_name', label: t('payoutLists.fields.account'), cell: { kind: 'text', path: 'account_name' } },
    { name: 'kind', label: t('payoutLists.fields.kind'), cell: { kind: 'choice', path: 'kind', labels: textsAt('payoutLists.kind') } },
    { name: 'reason', label: t('payoutLists.fields.reason'), cell: { kind: 'text', path: 'reason' } },
  ],
  phone: { primary: 'driver', figure: 'amount' },
});

/** One aggregator's cashouts: the route's aggregator is added by the screen. */
export const aggregatorCashoutList = defineScopedList({
  ...payoutList,
  page: { title: t('payoutLists.titles.aggregatorCashouts'), storeKey: 'payments.aggregators' },
  label: t('payoutLists.titles.aggregatorCashouts'),
  scope: { kind: 'cashout' },
});
