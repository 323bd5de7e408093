/**
 * /payments/transactions — the park's payouts (GET /payouts), newest first, 50 a page; the number,
 * the driver and the status are drawn by the screen (a button opening the payout, a link to the
 * driver card, the status chip). /payments/aggregators/:id is the same list fixed to cashouts.
 */
import { PAYOUT_RESOURCES } from '../../../dataProvider/adapters/payouts';
import { defineScopedList } from '../../../schemas/resource-list';
import { ruPayoutLists } from '../../../texts/ru-payout-lists';

const texts = ruPayoutLists;
const f = texts.fields;

export const payoutList = defineScopedList({
  wire: PAYOUT_RESOURCES.payouts,
  page: { title: texts.titles.transactions, storeKey: 'payments.transactions' },
  label: texts.titles.transactions,
  empty: texts.list.empty,
  paged: true,
  perPage: 50,
  defaultSort: { field: 'created_at', order: 'DESC' },
  columns: [
    // The table draws the number and the driver as a button and a link (the screen's slots); a phone's
    // card, itself a button, shows their words (nested controls are refused by axe).
    { name: 'id', label: f.id, cell: { kind: 'derived', value: (row) => `№${String(row.id)}` } },
    { name: 'created_at', label: f.created_at, cell: { kind: 'datetime', path: 'created_at' }, sortable: true },
    { name: 'driver', label: f.driver, cell: { kind: 'text', path: 'driver_name' } },
    { name: 'amount', label: f.amount, cell: { kind: 'money', path: 'amount' }, sortable: true },
    { name: 'fee', label: f.fee, cell: { kind: 'money', path: 'fee' } },
    { name: 'status', label: f.status, cell: { kind: 'slot' }, sortable: true },
    { name: 'rail', label: f.rail, cell: { kind: 'choice', path: 'rail', labels: texts.rail } },
    { name: 'account_name', label: f.account, cell: { kind: 'text', path: 'account_name' } },
    { name: 'kind', label: f.kind, cell: { kind: 'choice', path: 'kind', labels: texts.kind } },
    { name: 'reason', label: f.reason, cell: { kind: 'text', path: 'reason' } },
  ],
  phone: { primary: 'driver', figure: 'amount' },
});

/** One aggregator's cashouts: the route's aggregator is added by the screen. */
export const aggregatorCashoutList = defineScopedList({
  ...payoutList,
  page: { title: texts.titles.aggregatorCashouts, storeKey: 'payments.aggregators' },
  label: texts.titles.aggregatorCashouts,
  scope: { kind: 'cashout' },
});
