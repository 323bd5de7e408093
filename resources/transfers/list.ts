/**
 * /transfers/list/:filter — the park's trips (GET /transfersp), newest first: the aggregator under
 * the order number, the plate under the driver, the drop-off under the pick-up, the payment
 * method under the price; searched, in a period, by aggregator and payment method. A row opens the trip.
 */
import { DESK_RESOURCES } from '../../dataProvider/adapters/desk';
import { TRANSFER_STATUSES } from '../../schemas/fleet';
import { defineScopedList, type ChipColour } from '../../schemas/resource-list';
import { TRANSFER_FILTER_STATUSES } from '../../schemas/transfers';
import { t, textsAt } from '../../texts/t';

/** Done green, in progress blue, failed red, cancelled grey (as a trip's own page shows it). */
const statusColours: Record<string, ChipColour> = Object.fromEntries(
  TRANSFER_STATUSES.map((status) => [
    status,
    status === 'complete' ? 'success' : TRANSFER_FILTER_STATUSES.active.includes(status) ? 'info' : TRANSFER_FILTER_STATUSES.failed.includes(status) ? 'error' : 'default',
  ]),
);

export const transferList = defineScopedList({
  wire: DESK_RESOURCES.transfers,
  page: { title: t('desk.transfers.title'), storeKey: 'transfers.list' },
  label: t('desk.transfers.title'),
  empty: t('desk.common.empty'),
  paged: true,
  perPage: 50,
  defaultSort: { field: 'booked_at', order: 'DESC' },
  filters: [
    { kind: 'search', field: 'search', label: t('desk.common.search'), placeholder: t('desk.transfers.search') },
    { kind: 'period', from: 'date_from', to: 'date_to', fromLabel: t('desk.common.dateFrom'), toLabel: t('desk.common.dateTo') },
    { kind: 'lookup', field: 'aggregator_id', label: t('fleet.fields.aggregator'), all: t('desk.transfers.allAggregators') },
    { kind: 'choice', field: 'payment_method', label: t('fleet.fields.payment_method'), labels: textsAt('fleet.paymentMethod'), all: t('desk.transfers.allPaymentMethods') },
  ],
  rowPath: '/transfers/detail/:rowId',
  columns: [
    { name: 'short_id', label: t('fleet.fields.short_id'), cell: { kind: 'text', path: 'short_id' }, under: { kind: 'text', path: 'aggregator.name' } },
    { name: 'booked_at', label: t('fleet.fields.booked_at'), cell: { kind: 'datetime', path: 'booked_at' }, sortable: true },
    { name: 'ended_at', label: t('fleet.fields.ended_at'), cell: { kind: 'datetime', path: 'ended_at' }, sortable: true },
    { name: 'status', label: t('fleet.fields.status'), cell: { kind: 'choice', path: 'status', labels: textsAt('fleet.transferStatus'), colours: statusColours }, sortable: true },
    {
      name: 'driver',
      label: t('fleet.fields.driver'),
      cell: { kind: 'text', path: 'driver.full_name' },
      linkTo: '/drivers/detail/:row.driver.id/balance',
      under: { kind: 'text', path: 'car.number' },
    },
    { name: 'route', label: t('desk.transfers.route'), cell: { kind: 'text', path: 'address_from' }, under: { kind: 'text', path: 'address_to' } },
    {
      name: 'price',
      label: t('fleet.fields.price'),
      cell: { kind: 'money', path: 'price' },
      under: { kind: 'choice', path: 'payment_method', labels: textsAt('fleet.paymentMethod') },
      sortable: true,
    },
    { name: 'park_commission', label: t('fleet.fields.park_commission'), cell: { kind: 'money', path: 'park_commission' }, sortable: true },
  ],
  phone: { primary: 'short_id', figure: 'price' },
});
