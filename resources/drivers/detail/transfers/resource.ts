/**
 * /drivers/detail/:id/transfers/:filter — the driver's trips (`GET /transfersp?driver_id=`, its own
 * wire shape with `status_total`), in a period, sorted by the server; a row opens the trip. A
 * goal's counting trips show the same columns.
 */
import { defineScopedList } from '../../../../schemas/resource-list';
import type { Transfer } from '../../../../schemas/transfers';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { ruDrivers } from '../../../../texts/ru-drivers';
import { ruFleet } from '../../../../texts/ru-fleet';
import { driverTab } from '../parent';

const fields = ruFleet.fields;

export const driverTrips = defineScopedList({
  wire: DRIVER_RESOURCES.transfers,
  parent: driverTab('transfers/:filter'),
  label: ruDrivers.card.tabs.transfers,
  empty: ruDrivers.transfers.empty,
  paged: true,
  defaultSort: { field: 'booked_at', order: 'DESC' },
  filters: [{ kind: 'period', from: 'date_from', to: 'date_to', fromLabel: ruDrivers.filters.dateFrom, toLabel: ruDrivers.filters.dateTo }],
  rowPath: '/transfers/detail/:rowId',
  columns: [
    { name: 'short_id', label: fields.short_id, cell: { kind: 'text', path: 'short_id' }, link: true },
    { name: 'booked_at', label: fields.booked_at, cell: { kind: 'datetime', path: 'booked_at' }, sortable: true },
    { name: 'status', label: fields.status, cell: { kind: 'choice', path: 'status', labels: ruFleet.transferStatus }, sortable: true },
    { name: 'aggregator', label: fields.aggregator, cell: { kind: 'text', path: 'aggregator.name' } },
    { name: 'price', label: fields.price, cell: { kind: 'money', path: 'price' } },
    { name: 'payment_method', label: fields.payment_method, cell: { kind: 'choice', path: 'payment_method', labels: ruFleet.paymentMethod } },
    { name: 'park_commission', label: fields.park_commission, cell: { kind: 'money', path: 'park_commission' } },
    {
      name: 'route',
      label: `${fields.address_from} → ${fields.address_to}`,
      cell: { kind: 'derived', value: (row) => `${(row as Transfer).address_from} → ${(row as Transfer).address_to ?? '—'}` },
    },
    { name: 'car', label: fields.car, cell: { kind: 'text', path: 'car.number', empty: '—' } },
  ],
  phone: { primary: 'short_id', figure: 'price' },
});
