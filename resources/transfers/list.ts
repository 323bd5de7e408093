/**
 * /transfers/list/:filter — the park's trips (GET /transfersp), newest first: the aggregator under
 * the order number, the plate under the driver, the drop-off under the pick-up, the payment
 * method under the price; searched, in a period, by aggregator and payment method. A row opens the trip.
 */
import { DESK_RESOURCES } from '../../dataProvider/adapters/desk';
import { TRANSFER_STATUSES } from '../../schemas/fleet';
import { defineScopedList, type ChipColour } from '../../schemas/resource-list';
import { TRANSFER_FILTER_STATUSES } from '../../schemas/transfers';
import { ruDesk } from '../../texts/ru-desk';
import { ruFleet } from '../../texts/ru-fleet';

const fields = ruFleet.fields;
const text = ruDesk.transfers;

/** Done green, in progress blue, failed red, cancelled grey (as a trip's own page shows it). */
const statusColours: Record<string, ChipColour> = Object.fromEntries(
  TRANSFER_STATUSES.map((status) => [
    status,
    status === 'complete' ? 'success' : TRANSFER_FILTER_STATUSES.active.includes(status) ? 'info' : TRANSFER_FILTER_STATUSES.failed.includes(status) ? 'error' : 'default',
  ]),
);

export const transferList = defineScopedList({
  wire: DESK_RESOURCES.transfers,
  page: { title: text.title, storeKey: 'transfers.list' },
  label: text.title,
  empty: ruDesk.common.empty,
  paged: true,
  perPage: 50,
  defaultSort: { field: 'booked_at', order: 'DESC' },
  filters: [
    { kind: 'search', field: 'search', label: ruDesk.common.search, placeholder: text.search },
    { kind: 'period', from: 'date_from', to: 'date_to', fromLabel: ruDesk.common.dateFrom, toLabel: ruDesk.common.dateTo },
    { kind: 'lookup', field: 'aggregator_id', label: fields.aggregator, all: text.allAggregators },
    { kind: 'choice', field: 'payment_method', label: fields.payment_method, labels: ruFleet.paymentMethod, all: text.allPaymentMethods },
  ],
  rowPath: '/transfers/detail/:rowId',
  columns: [
    { name: 'short_id', label: fields.short_id, cell: { kind: 'text', path: 'short_id' }, under: { kind: 'text', path: 'aggregator.name' } },
    { name: 'booked_at', label: fields.booked_at, cell: { kind: 'datetime', path: 'booked_at' }, sortable: true },
    { name: 'ended_at', label: fields.ended_at, cell: { kind: 'datetime', path: 'ended_at' }, sortable: true },
    { name: 'status', label: fields.status, cell: { kind: 'choice', path: 'status', labels: ruFleet.transferStatus, colours: statusColours }, sortable: true },
    {
      name: 'driver',
      label: fields.driver,
      cell: { kind: 'text', path: 'driver.full_name' },
      linkTo: '/drivers/detail/:row.driver.id/balance',
      under: { kind: 'text', path: 'car.number' },
    },
    { name: 'route', label: text.route, cell: { kind: 'text', path: 'address_from' }, under: { kind: 'text', path: 'address_to' } },
    {
      name: 'price',
      label: fields.price,
      cell: { kind: 'money', path: 'price' },
      under: { kind: 'choice', path: 'payment_method', labels: ruFleet.paymentMethod },
      sortable: true,
    },
    { name: 'park_commission', label: fields.park_commission, cell: { kind: 'money', path: 'park_commission' }, sortable: true },
  ],
  phone: { primary: 'short_id', figure: 'price' },
});
