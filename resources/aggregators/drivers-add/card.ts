/**
 * `/aggregators/drivers-add/:requestId` and `/aggregators/drivers-add-car/:requestId`: one
 * driver-add request (`GET …/drivers-add/{requestId}`) as declared cards, asked again while the
 * request (or a car request of it) waits for the aggregator. What a line cannot say — the notes,
 * the buttons, the car form, the car requests and the history tables — are the screens' slots.
 */
import { DriverAddCardSchema, type DriverAddCard } from '../../../schemas/drivers-add';
import { defineScopedCard, type CardLine, type CardSection } from '../../../schemas/resource-card';
import { t, textsAt } from '../../../texts/t';
import { DRIVER_ADD_COLOURS, DRIVER_ADD_KEY_HEAD, REFRESH_MS, waiting } from './status';

type Row = Readonly<Record<string, unknown>>;
const request = (record: Row) => record as unknown as DriverAddCard;
const isCar = (record: Row) => request(record).kind === 'car';
const hasDriver = (record: Row) => request(record).driver_id !== null;

/** The request's facts, as the list of requests names them. */
const requestLines: readonly CardLine[] = [
  { source: 'aggregator_name', label: t('driversAdd.card.aggregator') },
  { source: 'kind', label: t('driversAdd.card.kind'), kind: 'choice', labels: textsAt('driversAdd.kind') },
  { source: 'driver_name', label: t('driversAdd.card.driver'), linkTo: '/drivers/detail/:row.driver_id/balance', when: hasDriver },
  { source: 'driver_name', label: t('driversAdd.card.driver'), when: (record) => !hasDriver(record) },
  { source: 'car_title', label: t('driversAdd.card.car'), when: isCar },
  { source: 'status', label: t('driversAdd.card.status'), kind: 'choice', labels: textsAt('driversAdd.status'), colours: DRIVER_ADD_COLOURS },
  { source: 'reason', label: t('driversAdd.card.reason') },
  { source: 'external_id', label: t('driversAdd.card.externalId') },
  { source: 'attempts', label: t('driversAdd.card.attempts'), kind: 'number' },
  { source: 'created_at', label: t('driversAdd.card.created'), kind: 'datetime' },
];

const common = {
  read: { method: 'driverAddRequest', key: DRIVER_ADD_KEY_HEAD },
  schema: DriverAddCardSchema,
  titleBy: { source: 'kind', titles: { car: t('driversAdd.card.carTitle') } },
  poll: { everyMs: REFRESH_MS, while: (record: Row) => waiting(request(record)) },
} as const;

/** The sandbox's note and «ждём ответа», across the card, when there is something to say. */
const notes: CardSection = { slot: 'notes', wide: true, when: (record) => request(record).sandbox || waiting(request(record)) };
const carRequests: CardSection = { title: t('driversAdd.card.carRequests'), slot: 'carRequests', when: (record) => request(record).car_requests.length > 0 };
const history: CardSection = { title: t('driversAdd.card.history'), slot: 'history', wide: true };

/** The request's card: its facts and buttons, its car requests, the history of its statuses. */
export const driverAddCard = defineScopedCard({
  ...common,
  title: t('driversAdd.card.title'),
  sections: [notes, { lines: requestLines, slot: 'buttons' }, carRequests, history],
});

/** The car of a driver request (its form) or a car request's own facts and history. */
export const driverAddCarCard = defineScopedCard({
  ...common,
  title: `${t('driversAdd.car.title')}: %{driver_name}`,
  sections: [
    { ...notes, when: (record) => request(record).sandbox || (isCar(record) && waiting(request(record))) },
    { lines: requestLines, slot: 'buttons', when: isCar },
    { slot: 'carForm', when: (record) => !isCar(record) },
    { ...carRequests, when: (record) => !isCar(record) && request(record).car_requests.length > 0 },
    { ...history, when: isCar },
  ],
});
