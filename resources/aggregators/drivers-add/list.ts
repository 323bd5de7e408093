/**
 * `/aggregators/detail/:aggregator/drivers-add-list`: the aggregator's driver and car requests,
 * paged on the server, filtered by status; a row opens the request. The list asks again every
 * few seconds while a request on its page waits for the aggregator.
 */
import { ROW_LIST_RESOURCES } from '../../../dataProvider/adapters/rowLists';
import { DRIVER_ADD_STATUSES, isPending, type DriverAddStatus } from '../../../schemas/drivers-add';
import { defineScopedList } from '../../../schemas/resource-list';
import { t, textsAt } from '../../../texts/t';
import { REFRESH_MS } from './shared';

const isCar = (row: Readonly<Record<string, unknown>>) => row.kind === 'car';
const words = (value: unknown) => (typeof value === 'string' ? value : '');

export const driversAddList = defineScopedList({
  wire: ROW_LIST_RESOURCES.driversAdd,
  parent: { path: '/aggregators/detail/:aggregator', param: 'aggregator', filter: 'aggregator_id', tab: 'drivers-add-list' },
  label: t('driversAdd.list.title'),
  empty: t('driversAdd.list.empty'),
  filters: [{ kind: 'choice', field: 'status', label: t('driversAdd.list.statusFilter'), labels: textsAt('driversAdd.status'), all: t('driversAdd.list.allStatuses'), order: DRIVER_ADD_STATUSES }],
  paged: true,
  perPageOptions: [25],
  rowPath: '/aggregators/drivers-add/:rowId',
  columns: [
    { name: 'id', label: t('driversAdd.list.columns.id'), cell: { kind: 'text', path: 'id' }, link: true },
    {
      name: 'subject',
      label: t('driversAdd.list.columns.subject'),
      // A car's request is named by the car, its driver under it.
      cell: { kind: 'derived', value: (row) => words(isCar(row) ? (row.car_title ?? row.driver_name) : row.driver_name) },
      under: { kind: 'derived', value: (row) => (isCar(row) ? words(row.driver_name) : '') },
      link: true,
    },
    { name: 'kind', label: t('driversAdd.list.columns.kind'), cell: { kind: 'choice', path: 'kind', labels: textsAt('driversAdd.kind') } },
    { name: 'status', label: t('driversAdd.list.columns.status'), cell: { kind: 'slot' } },
    { name: 'reason', label: t('driversAdd.list.columns.reason'), cell: { kind: 'text', path: 'reason', empty: t('driversAdd.card.noReason') } },
    { name: 'updated_at', label: t('driversAdd.list.columns.updated'), cell: { kind: 'datetime', path: 'updated_at' }, nowrap: true },
  ],
  phone: { primary: 'subject', figure: 'status', facts: ['id', 'kind', 'updated_at'] },
  poll: { everyMs: REFRESH_MS, while: (rows) => rows.some((row) => isPending(row.status as DriverAddStatus)) },
});
