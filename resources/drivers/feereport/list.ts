/**
 * /drivers/feereport — per-driver commissions over a period (a row opens the driver's trips for
 * the same period), and /drivers/feereport/drivers/:id — one driver's trips (a row opens the trip).
 */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { defineScopedList, type ScopedFilterLine } from '../../../schemas/resource-list';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';

const text = ruDesk.feereport;
const fields = ruFleet.fields;
const period: ScopedFilterLine = {
  kind: 'period',
  from: 'date_from',
  to: 'date_to',
  fromLabel: ruDesk.common.dateFrom,
  toLabel: ruDesk.common.dateTo,
};

export const feereportList = defineScopedList({
  wire: DESK_RESOURCES.feereport,
  page: { title: text.title, storeKey: 'drivers.feereport' },
  label: text.title,
  empty: ruDesk.common.empty,
  filters: [{ kind: 'search', field: 'search', label: ruDesk.common.search, placeholder: text.search }, period],
  defaultSort: { field: 'park_commission', order: 'DESC' },
  paged: true,
  perPage: 50,
  rowPath: '/drivers/feereport/drivers/:rowId',
  rowKeeps: ['date_from', 'date_to'],
  columns: [
    { name: 'full_name', label: fields.full_name, cell: { kind: 'text', path: 'full_name' }, sortable: true },
    { name: 'phone', label: fields.phone, cell: { kind: 'text', path: 'phone' } },
    { name: 'trips', label: text.trips, cell: { kind: 'number', path: 'trips' }, sortable: true },
    { name: 'revenue', label: text.revenue, cell: { kind: 'money', path: 'revenue' }, sortable: true },
    { name: 'park_commission', label: fields.park_commission, cell: { kind: 'money', path: 'park_commission' }, sortable: true },
    { name: 'aggregator_commission', label: fields.aggregator_commission, cell: { kind: 'money', path: 'aggregator_commission' } },
  ],
  phone: { primary: 'full_name', figure: 'park_commission' },
});

export const feereportDriverTrips = defineScopedList({
  wire: DESK_RESOURCES.feereportTransfers,
  page: { title: text.title, storeKey: false },
  label: text.driverTitle,
  empty: ruDesk.common.empty,
  filters: [period],
  paged: true,
  perPage: 50,
  rowPath: '/transfers/detail/:rowId',
  columns: [
    { name: 'short_id', label: fields.short_id, cell: { kind: 'text', path: 'short_id' } },
    { name: 'booked_at', label: fields.booked_at, cell: { kind: 'datetime', path: 'booked_at' } },
    { name: 'status', label: fields.status, cell: { kind: 'choice', path: 'status', labels: ruFleet.transferStatus } },
    { name: 'aggregator', label: fields.aggregator, cell: { kind: 'text', path: 'aggregator.name' } },
    { name: 'payment_method', label: fields.payment_method, cell: { kind: 'choice', path: 'payment_method', labels: ruFleet.paymentMethod } },
    { name: 'price', label: fields.price, cell: { kind: 'money', path: 'price' } },
    { name: 'park_commission', label: fields.park_commission, cell: { kind: 'money', path: 'park_commission' } },
    { name: 'aggregator_commission', label: fields.aggregator_commission, cell: { kind: 'money', path: 'aggregator_commission' } },
  ],
  phone: { primary: 'short_id', figure: 'price' },
});
