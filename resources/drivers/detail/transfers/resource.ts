/**
 * /drivers/detail/:id/transfers/:filter — the driver's trips (`GET /transfersp?driver_id=`, its own
 * wire shape with `status_total`), in a period, sorted by the server; a row opens the trip. A
 * goal's counting trips show the same columns.
 */
import { defineScopedList } from '../../../../schemas/resource-list';
import type { Transfer } from '../../../../schemas/transfers';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { t, textsAt } from '../../../../texts/t';
import { driverTab } from '../parent';

export const driverTrips = defineScopedList({
  wire: DRIVER_RESOURCES.transfers,
  parent: driverTab('transfers/:filter'),
  label: t('drivers.card.tabs.transfers'),
  empty: t('drivers.transfers.empty'),
  paged: true,
  defaultSort: { field: 'booked_at', order: 'DESC' },
  filters: [{ kind: 'period', from: 'date_from', to: 'date_to', fromLabel: t('drivers.filters.dateFrom'), toLabel: t('drivers.filters.dateTo') }],
  rowPath: '/transfers/detail/:rowId',
  columns: [
    { name: 'short_id', label: t('fleet.fields.short_id'), cell: { kind: 'text', path: 'short_id' }, link: true },
    { name: 'booked_at', label: t('fleet.fields.booked_at'), cell: { kind: 'datetime', path: 'booked_at' }, sortable: true },
    { name: 'status', label: t('fleet.fields.status'), cell: { kind: 'choice', path: 'status', labels: textsAt('fleet.transferStatus') }, sortable: true },
    { name: 'aggregator', label: t('fleet.fields.aggregator'), cell: { kind: 'text', path: 'aggregator.name' } },
    { name: 'price', label: t('fleet.fields.price'), cell: { kind: 'money', path: 'price' } },
    { name: 'payment_method', label: t('fleet.fields.payment_method'), cell: { kind: 'choice', path: 'payment_method', labels: textsAt('fleet.paymentMethod') } },
    { name: 'park_commission', label: t('fleet.fields.park_commission'), cell: { kind: 'money', path: 'park_commission' } },
    {
      name: 'route',
      label: `${t('fleet.fields.address_from')} → ${t('fleet.fields.address_to')}`,
      cell: { kind: 'derived', value: (row) => `${(row as Transfer).address_from} → ${(row as Transfer).address_to ?? '—'}` },
    },
    { name: 'car', label: t('fleet.fields.car'), cell: { kind: 'text', path: 'car.number', empty: '—' } },
  ],
  phone: { primary: 'short_id', figure: 'price' },
});
