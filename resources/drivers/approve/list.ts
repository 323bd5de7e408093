/** /drivers/approve — applications the aggregators approved, by status (tabs), newest first. */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { APPLICATION_STATUSES } from '../../../schemas/fleet';
import { defineScopedList } from '../../../schemas/resource-list';
import { t, type TextsAt } from '../../../texts/t';

const stringOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The car's brand, model and number, as far as the application names them. */
export function carOf(car: unknown): string {
  if (car === null || typeof car !== 'object') return '';
  const { brand, model, number } = car as Record<string, unknown>;
  return [brand, model, number].map(stringOf).filter(Boolean).join(' ');
}

export const approveList = defineScopedList({
  wire: DESK_RESOURCES.applications,
  page: { title: t('desk.approve.title'), storeKey: 'drivers.approve' },
  tabs: { field: 'status', label: t('desk.approve.tabsLabel'), tabs: APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`desk.approve.tabs.${status}`) })) },
  label: t('desk.approve.title'),
  empty: t('desk.common.empty'),
  paged: true,
  perPage: 25,
  columns: [
    { name: 'created_at', label: t('desk.approve.created'), cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'full_name', label: t('fleet.fields.full_name'), cell: { kind: 'slot' } },
    { name: 'phone', label: t('fleet.fields.phone'), cell: { kind: 'text', path: 'phone' } },
    {
      name: 'licence_number',
      label: t('fleet.fields.licence_number'),
      cell: {
        kind: 'derived',
        value: (row) => `${stringOf(row.licence_number)} (${t(`fleet.licenceCountry.${row.licence_country as keyof TextsAt<'fleet.licenceCountry'>}`)})`,
      },
    },
    { name: 'aggregator', label: t('fleet.fields.aggregator'), cell: { kind: 'text', path: 'aggregator.name', empty: '' } },
    { name: 'car', label: t('fleet.fields.car'), cell: { kind: 'derived', value: (row) => carOf(row.car) } },
    { name: 'decision', label: t('desk.approve.decided'), cell: { kind: 'slot' } },
  ],
  phone: { primary: 'full_name' },
});
