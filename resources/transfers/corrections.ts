/**
 * /transfers/corrections — the park's balance corrections (GET /transfers/corrections), newest
 * first, searched and in a period: the signed sum and the balance after it; a row opens the driver's balance.
 */
import { DESK_RESOURCES } from '../../dataProvider/adapters/desk';
import { defineScopedList } from '../../schemas/resource-list';
import { t, textsAt } from '../../texts/t';

const authors: Readonly<Record<string, string>> = textsAt('fleet.ledgerAuthor');

export const correctionList = defineScopedList({
  wire: DESK_RESOURCES.corrections,
  page: { title: t('desk.corrections.title'), storeKey: 'transfers.corrections' },
  label: t('desk.corrections.title'),
  empty: t('desk.common.empty'),
  paged: true,
  perPage: 50,
  filters: [
    { kind: 'search', field: 'search', label: t('desk.common.search'), placeholder: t('desk.corrections.search') },
    { kind: 'period', from: 'date_from', to: 'date_to', fromLabel: t('desk.common.dateFrom'), toLabel: t('desk.common.dateTo') },
  ],
  rowPath: '/drivers/detail/:row.driver_id/balance',
  columns: [
    { name: 'created_at', label: t('fleet.fields.created_at'), cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'driver_name', label: t('fleet.fields.driver'), cell: { kind: 'text', path: 'driver_name' }, link: true },
    { name: 'amount', label: t('fleet.fields.amount'), cell: { kind: 'money', path: 'amount', signed: true } },
    { name: 'balance_after', label: t('fleet.fields.balance_after'), cell: { kind: 'money', path: 'balance_after' } },
    { name: 'description', label: t('fleet.fields.reason'), cell: { kind: 'text', path: 'description' } },
    {
      name: 'author',
      label: t('fleet.fields.author'),
      cell: { kind: 'derived', value: (row) => (typeof row.user_name === 'string' ? row.user_name : (authors[String(row.created_by)] ?? '')) },
    },
  ],
  phone: { primary: 'driver_name', figure: 'amount' },
});
