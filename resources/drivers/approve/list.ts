/** /drivers/approve — applications the aggregators approved, by status (tabs), newest first. */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { APPLICATION_STATUSES } from '../../../schemas/fleet';
import { defineScopedList } from '../../../schemas/resource-list';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';

const text = ruDesk.approve;
const fields = ruFleet.fields;
const stringOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The car's brand, model and number, as far as the application names them. */
export function carOf(car: unknown): string {
  if (car === null || typeof car !== 'object') return '';
  const { brand, model, number } = car as Record<string, unknown>;
  return [brand, model, number].map(stringOf).filter(Boolean).join(' ');
}

export const approveList = defineScopedList({
  wire: DESK_RESOURCES.applications,
  page: { title: text.title, storeKey: 'drivers.approve' },
  tabs: { field: 'status', label: text.tabsLabel, tabs: APPLICATION_STATUSES.map((status) => ({ value: status, label: text.tabs[status] })) },
  label: text.title,
  empty: ruDesk.common.empty,
  paged: true,
  perPage: 25,
  columns: [
    { name: 'created_at', label: text.created, cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'full_name', label: fields.full_name, cell: { kind: 'slot' } },
    { name: 'phone', label: fields.phone, cell: { kind: 'text', path: 'phone' } },
    {
      name: 'licence_number',
      label: fields.licence_number,
      cell: {
        kind: 'derived',
        value: (row) => `${stringOf(row.licence_number)} (${ruFleet.licenceCountry[row.licence_country as keyof typeof ruFleet.licenceCountry]})`,
      },
    },
    { name: 'aggregator', label: fields.aggregator, cell: { kind: 'text', path: 'aggregator.name', empty: '' } },
    { name: 'car', label: fields.car, cell: { kind: 'derived', value: (row) => carOf(row.car) } },
    { name: 'decision', label: text.decided, cell: { kind: 'slot' } },
  ],
  phone: { primary: 'full_name' },
});
