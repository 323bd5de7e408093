/**
 * /transfers/detail/{id}: one trip (GET /transfers/{id}) as a declared card; the ledger entries the
 * trip wrote are the screen's table (a slot).
 */
import { DESK_RESOURCES } from '../../dataProvider/adapters/desk';
import { TRANSFER_STATUSES } from '../../schemas/fleet';
import { defineScopedCard } from '../../schemas/resource-card';
import type { ChipColour } from '../../schemas/resource-list';
import { TRANSFER_FILTER_STATUSES, TransferDetailSchema } from '../../schemas/transfers';
import { t, textsAt } from '../../texts/t';

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
  title: t('desk.transfer.title'),
  titleValues: { number: 'short_id' },
  badge: { source: 'status', label: t('fleet.fields.status'), kind: 'choice', labels: textsAt('fleet.transferStatus'), colours: statusColours },
  back: { path: '/transfers/list/complete', label: t('desk.transfer.toList') },
  sections: [
    {
      title: t('desk.transfer.order'),
      lines: [
        { source: 'short_id', label: t('fleet.fields.short_id') },
        { source: 'status', label: t('fleet.fields.status'), kind: 'choice', labels: textsAt('fleet.transferStatus') },
        { source: 'aggregator.name', label: t('fleet.fields.aggregator') },
        { source: 'category', label: t('fleet.fields.category'), kind: 'choice', labels: textsAt('fleet.carCategory') },
        { source: 'cancel_reason', label: t('fleet.fields.cancel_reason'), when: (row) => Boolean(row.cancel_reason) },
      ],
    },
    {
      title: t('desk.transfer.routeAndTime'),
      lines: [
        { source: 'booked_at', label: t('fleet.fields.booked_at'), kind: 'datetime' },
        { source: 'ended_at', label: t('fleet.fields.ended_at'), kind: 'datetime' },
        { source: 'address_from', label: t('fleet.fields.address_from') },
        { source: 'address_to', label: t('fleet.fields.address_to') },
        { source: 'mileage_km', label: t('fleet.fields.mileage'), kind: 'number' },
      ],
    },
    {
      title: t('desk.transfer.money'),
      lines: [
        { source: 'price', label: t('fleet.fields.price'), kind: 'money' },
        { source: 'payment_method', label: t('fleet.fields.payment_method'), kind: 'choice', labels: textsAt('fleet.paymentMethod') },
        { source: 'park_commission', label: t('fleet.fields.park_commission'), kind: 'money' },
        { source: 'aggregator_commission', label: t('fleet.fields.aggregator_commission'), kind: 'money' },
      ],
    },
    {
      title: t('desk.transfer.driverAndCar'),
      lines: [
        { source: 'driver.full_name', label: t('fleet.fields.driver'), linkTo: '/drivers/detail/:row.driver.id/balance' },
        { source: 'driver.phone', label: t('fleet.fields.phone') },
        {
          source: 'car',
          label: t('fleet.fields.car'),
          kind: 'derived',
          value: (row) => {
            const car = row.car as CarRef | null;
            return car ? `${car.brand} ${car.model}, ${car.number}` : t('desk.transfer.noCar');
          },
        },
      ],
    },
    { title: t('desk.transfer.entries'), slot: 'entries', wide: true },
  ],
});
