/**
 * /transfers/detail/{id}: one trip (GET /transfers/{id}) as a declared card; the ledger entries the
 * trip wrote are the screen's table (a slot).
 */
import { DESK_RESOURCES } from '../../dataProvider/adapters/desk';
import { TRANSFER_STATUSES } from '../../schemas/fleet';
import { defineScopedCard } from '../../schemas/resource-card';
import type { ChipColour } from '../../schemas/resource-list';
import { TRANSFER_FILTER_STATUSES, TransferDetailSchema } from '../../schemas/transfers';
import { ruDesk } from '../../texts/ru-desk';
import { ruFleet } from '../../texts/ru-fleet';

const fields = ruFleet.fields;
const text = ruDesk.transfer;

/** Done green, in progress blue, failed red, cancelled grey (as the trips list's chip). */
const colourOf = (status: (typeof TRANSFER_STATUSES)[number]): ChipColour => {
  if (status === 'complete') return 'success';
  if (TRANSFER_FILTER_STATUSES.active.includes(status)) return 'info';
  if (TRANSFER_FILTER_STATUSES.failed.includes(status)) return 'error';
  return 'default';
};
const statusColours = Object.fromEntries(TRANSFER_STATUSES.map((status) => [status, colourOf(status)]));

interface CarRef {
  brand: string;
  model: string;
  number: string;
}

export const transferCard = defineScopedCard({
  read: { resource: DESK_RESOURCES.transfer },
  schema: TransferDetailSchema,
  title: text.title,
  titleValues: { number: 'short_id' },
  badge: { source: 'status', label: fields.status, kind: 'choice', labels: ruFleet.transferStatus, colours: statusColours },
  back: { path: '/transfers/list/complete', label: text.toList },
  sections: [
    {
      title: text.order,
      lines: [
        { source: 'short_id', label: fields.short_id },
        { source: 'status', label: fields.status, kind: 'choice', labels: ruFleet.transferStatus },
        { source: 'aggregator.name', label: fields.aggregator },
        { source: 'category', label: fields.category, kind: 'choice', labels: ruFleet.carCategory },
        { source: 'cancel_reason', label: fields.cancel_reason, when: (row) => Boolean(row.cancel_reason) },
      ],
    },
    {
      title: text.routeAndTime,
      lines: [
        { source: 'booked_at', label: fields.booked_at, kind: 'datetime' },
        { source: 'ended_at', label: fields.ended_at, kind: 'datetime' },
        { source: 'address_from', label: fields.address_from },
        { source: 'address_to', label: fields.address_to },
        { source: 'mileage_km', label: fields.mileage, kind: 'number' },
      ],
    },
    {
      title: text.money,
      lines: [
        { source: 'price', label: fields.price, kind: 'money' },
        { source: 'payment_method', label: fields.payment_method, kind: 'choice', labels: ruFleet.paymentMethod },
        { source: 'park_commission', label: fields.park_commission, kind: 'money' },
        { source: 'aggregator_commission', label: fields.aggregator_commission, kind: 'money' },
      ],
    },
    {
      title: text.driverAndCar,
      lines: [
        { source: 'driver.full_name', label: fields.driver, linkTo: '/drivers/detail/:row.driver.id/balance' },
        { source: 'driver.phone', label: fields.phone },
        {
          source: 'car',
          label: fields.car,
          kind: 'derived',
          value: (row) => {
            const car = row.car as CarRef | null;
            return car ? `${car.brand} ${car.model}, ${car.number}` : text.noCar;
          },
        },
      ],
    },
    { title: text.entries, slot: 'entries', wide: true },
  ],
});
