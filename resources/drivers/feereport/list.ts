/**
 * /drivers/feereport — per-driver commissions over a period (a row opens the driver's trips for
 * the same period), and /drivers/feereport/drivers/:id — one driver's trips (a row opens the trip).
 */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { defineScopedList, type ScopedFilterLine } from '../../../schemas/resource-list';
import { t, textsAt } from '../../../texts/t';

const period: ScopedFilterLine = {
  kind: 'period',
  from: 'date_from',
  to: 'date_to',
  fromLabel: t('desk.common.dateFrom'),
  toLabel: t('desk.common.dateTo'),
};

export const feereportList = defineScopedList({
  wire: DESK_RESOURCES.feereport,
  page: { title: t('desk.feereport.title'), storeKey: 'drivers.feereport' },
  label: t('desk.feereport.title'),
  empty: t('desk.common.empty'),
  filters: [{ kind: 'search', field: 'search', label: t('desk.common.search'), placeholder: t('desk.feereport.search') }, period],
  defaultSort: { field: 'park_commission', order: 'DESC' },
  paged: true,
  perPage: 50,
  rowPath: '/drivers/feereport/drivers/:rowId',
  rowKeeps: ['date_from', 'date_to'],
  columns: [
    { name: 'full_name', label: t('fleet.fields.full_name'), cell: { kind: 'text', path: 'full_name' }, sortable: true },
    { name: 'phone', label: t('fleet.fields.phone'), cell: { kind: 'text', path: 'phone' } },
    { name: 'trips', label: t('desk.feereport.trips'), cell: { kind: 'number', path: 'trips' }, sortable: true },
    { name: 'revenue', label: t('desk.feereport.revenue'), cell: { kind: 'money', path: 'revenue' }, sortable: true },
    { name: 'park_commission', label: t('fleet.fields.park_commission'), cell: { kind: 'money', path: 'park_commission' }, sortable: true },
    { name: 'aggregator_commission', label: t('fleet.fields.aggregator_commission'), cell: { kind: 'money', path: 'aggregator_commission' } },
  ],
  phone: { primary: 'full_name', figure: 'park_commission' },
});

export const feereportDriverTrips = defineScopedList({
  wire: DESK_RESOURCES.feereportTransfers,
  page: { title: t('desk.feereport.title'), storeKey: false },
  label: t('desk.feereport.driverTitle'),
  empty: t('desk.common.empty'),
  filters: [period],
  paged: true,
  perPage: 50,
  rowPath: '/transfers/detail/:rowId',
  columns: [
    { name: 'short_id', label: t('fleet.fields.short_id'), cell: { kind: 'text', path: 'short_id' } },
    { name: 'booked_at', label: t('fleet.fields.booked_at'), cell: { kind: 'datetime', path: 'booked_at' } },
    { name: 'status', label: t('fleet.fields.status'), cell: { kind: 'choice', path: 'status', labels: textsAt('fleet.transferStatus') } },
    { name: 'aggregator', label: t('fleet.fields.aggregator'), cell: { kind: 'text', path: 'aggregator.name' } },
    { name: 'payment_method', label: t('fleet.fields.payment_method'), cell: { kind: 'choice', path: 'payment_method', labels: textsAt('fleet.paymentMethod') } },
    { name: 'price', label: t('fleet.fields.price'), cell: { kind: 'money', path: 'price' } },
    { name: 'park_commission', label: t('fleet.fields.park_commission'), cell: { kind: 'money', path: 'park_commission' } },
    { name: 'aggregator_commission', label: t('fleet.fields.aggregator_commission'), cell: { kind: 'money', path: 'aggregator_commission' } },
  ],
  phone: { primary: 'short_id', figure: 'price' },
});
