/**
 * /transfers/corrections — the park's balance corrections (GET /transfers/corrections), newest
 * first, searched and in a period: the signed sum and the balance after it; a row opens the driver's balance.
 */
import { DESK_RESOURCES } from '../../dataProvider/adapters/desk';
import { defineScopedList } from '../../schemas/resource-list';
import { ruDesk } from '../../texts/ru-desk';
import { ruFleet } from '../../texts/ru-fleet';

const fields = ruFleet.fields;
const text = ruDesk.corrections;
const authors: Readonly<Record<string, string>> = ruFleet.ledgerAuthor;

export const correctionList = defineScopedList({
  wire: DESK_RESOURCES.corrections,
  page: { title: text.title, storeKey: 'transfers.corrections' },
  label: text.title,
  empty: ruDesk.common.empty,
  paged: true,
  perPage: 50,
  filters: [
    { kind: 'search', field: 'search', label: ruDesk.common.search, placeholder: text.search },
    { kind: 'period', from: 'date_from', to: 'date_to', fromLabel: ruDesk.common.dateFrom, toLabel: ruDesk.common.dateTo },
  ],
  rowPath: '/drivers/detail/:row.driver_id/balance',
  columns: [
    { name: 'created_at', label: fields.created_at, cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'driver_name', label: fields.driver, cell: { kind: 'text', path: 'driver_name' }, link: true },
    { name: 'amount', label: fields.amount, cell: { kind: 'money', path: 'amount', signed: true } },
    { name: 'balance_after', label: fields.balance_after, cell: { kind: 'money', path: 'balance_after' } },
    { name: 'description', label: fields.reason, cell: { kind: 'text', path: 'description' } },
    {
      name: 'author',
      label: fields.author,
      cell: { kind: 'derived', value: (row) => (typeof row.user_name === 'string' ? row.user_name : (authors[String(row.created_by)] ?? '')) },
    },
  ],
  phone: { primary: 'driver_name', figure: 'amount' },
});
