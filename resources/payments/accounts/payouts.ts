/**
 * The payouts of one account (or one rail), 25 a page (GET /payouts): the table of a bank's
 * transactions and balance pages, a virtual account's operations and the closed Qiwi rail's
 * history. The account is the screen's (`routeFilter`); only Точка's rows open a payout page.
 */
import { PAYOUT_RESOURCES } from '../../../dataProvider/adapters/payouts';
import { defineScopedList } from '../../../schemas/resource-list';
import { t } from '../../../texts/t';

export const accountPayoutList = defineScopedList({
  wire: PAYOUT_RESOURCES.payouts,
  label: t('payoutAccounts.list.payoutsTitle'),
  empty: t('payoutAccounts.list.payoutsEmpty'),
  paged: true,
  columns: [
    { name: 'id', label: t('payoutAccounts.list.columns.id'), cell: { kind: 'derived', value: (row) => `№ ${String(row.id)}` } },
    { name: 'created_at', label: t('payoutAccounts.list.columns.created_at'), cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'driver_name', label: t('payoutAccounts.list.columns.driver'), cell: { kind: 'text', path: 'driver_name' } },
    { name: 'destination_title', label: t('payoutAccounts.list.columns.destination'), cell: { kind: 'text', path: 'destination_title' } },
    { name: 'amount', label: t('payoutAccounts.list.columns.amount'), cell: { kind: 'money', path: 'amount' } },
    { name: 'fee', label: t('payoutAccounts.list.columns.fee'), cell: { kind: 'money', path: 'fee' } },
    { name: 'status', label: t('payoutAccounts.list.columns.status'), cell: { kind: 'slot' } },
    { name: 'reason', label: t('payoutAccounts.list.columns.reason'), cell: { kind: 'text', path: 'reason' } },
  ],
  phone: { primary: 'driver_name', figure: 'amount' },
});

/** Точка's transactions: a row opens the payout on the account's own page. */
export const tochkaPayoutList = defineScopedList({
  ...accountPayoutList,
  rowPath: '/payments/tochka/:bankTochkaId/payment/:rowId',
  columns: accountPayoutList.columns.map((column) => (column.name === 'id' ? { ...column, link: true } : column)),
});

/** The closed Qiwi rail's payouts. */
export const qiwiPayoutList = defineScopedList({ ...accountPayoutList, scope: { rail: 'qiwi' }, empty: t('payoutAccounts.qiwi.empty') });
