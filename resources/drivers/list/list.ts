/**
 * /drivers/list/:aggregatorId — the park's drivers over `GET /drivers/v2/list`: a filter is one
 * line below (its `field` is the endpoint's parameter, passed through by the drivers adapter, flags
 * as 1/0); server paging and sorting; a row opens the driver's card.
 */
import { DRIVER_RESOURCES, NO_TRIPS_DAYS, NO_TRIPS_FILTER } from '../../../dataProvider/adapters/drivers';
import { DRIVER_WORK_STATUSES } from '../../../schemas/fleet';
import { defineScopedList, type ScopedFilterLine } from '../../../schemas/resource-list';
import { t, textsAt } from '../../../texts/t';
import { carLabel } from '../common/format';

const { yes, no, none } = textsAt('drivers.common');

/** A yes/no parameter (has_targets=1 or 0); added as «Да». */
const flag = (field: string, label: string): ScopedFilterLine => ({
  kind: 'choice',
  field,
  label,
  labels: { 1: yes, 0: no },
  order: ['1', '0'],
  all: none,
  optional: { default: '1' },
});
/** A parameter that only narrows (exclude_blocked=1); added switched on. */
const narrowing = (field: string, label: string): ScopedFilterLine => ({ kind: 'switch', field, label, optional: true });

export const driverList = defineScopedList({
  wire: DRIVER_RESOURCES.drivers,
  page: { title: t('drivers.list.title'), storeKey: 'drivers.list' },
  label: t('drivers.list.title'),
  empty: t('drivers.list.empty'),
  paged: true,
  latest: 'drivers-list',
  defaultSort: { field: 'full_name', order: 'ASC' },
  rowPath: '/drivers/detail/:rowId',
  filters: [
    { kind: 'search', field: 'search', label: t('drivers.filters.search') },
    { kind: 'period', from: 'date_from', to: 'date_to', fromLabel: t('drivers.filters.dateFrom'), toLabel: t('drivers.filters.dateTo') },
    {
      kind: 'choice',
      field: 'status',
      label: t('drivers.filters.status'),
      labels: textsAt('fleet.workStatus'),
      order: DRIVER_WORK_STATUSES,
      all: none,
      optional: { default: 'working' },
    },
    narrowing('exclude_inactive', t('drivers.filters.excludeInactive')),
    narrowing('exclude_blocked', t('drivers.filters.excludeBlocked')),
    flag('has_contract_issue', t('drivers.filters.hasContractIssue')),
    flag('has_targets', t('drivers.filters.hasTargets')),
    flag('is_selfemployed', t('drivers.filters.isSelfemployed')),
    flag('have_app', t('drivers.filters.haveApp')),
    {
      kind: 'choice',
      field: NO_TRIPS_FILTER,
      label: t('drivers.filters.noTripsMore'),
      labels: textsAt('drivers.filters.days'),
      order: NO_TRIPS_DAYS,
      all: none,
      optional: { default: '30' },
    },
    flag('have_sent_offer', t('drivers.filters.haveSentOffer')),
  ],
  columns: [
    { name: 'full_name', label: t('fleet.fields.full_name'), cell: { kind: 'text', path: 'full_name' }, sortable: true, link: true },
    { name: 'phone', label: t('fleet.fields.phone'), cell: { kind: 'text', path: 'phone' }, nowrap: true },
    { name: 'work_status', label: t('fleet.fields.work_status'), cell: { kind: 'choice', path: 'work_status', labels: textsAt('fleet.workStatus') }, sortable: true },
    { name: 'self_state', label: t('fleet.fields.self_state'), cell: { kind: 'slot' } },
    { name: 'aggregators', label: t('fleet.fields.aggregators'), cell: { kind: 'slot' } },
    {
      name: 'car',
      label: t('fleet.fields.car'),
      cell: { kind: 'derived', value: (row) => (row.car ? carLabel(row.car as Parameters<typeof carLabel>[0]) : t('drivers.list.noCar')) },
    },
    { name: 'balance', label: t('fleet.fields.balance'), cell: { kind: 'money', path: 'balance' }, sortable: true },
    { name: 'balance_limit', label: t('fleet.fields.balance_limit'), cell: { kind: 'money', path: 'balance_limit' }, sortable: true },
    { name: 'period_trips', label: t('fleet.fields.period_trips'), cell: { kind: 'number', path: 'period_trips' } },
    { name: 'period_income', label: t('fleet.fields.period_income'), cell: { kind: 'money', path: 'period_income' } },
    { name: 'last_trip_at', label: t('fleet.fields.last_trip_at'), cell: { kind: 'datetime', path: 'last_trip_at', empty: none }, sortable: true },
    { name: 'hire_date', label: t('fleet.fields.hire_date'), cell: { kind: 'day', path: 'hire_date', empty: none }, sortable: true },
    { name: 'blocked', label: '', cell: { kind: 'slot' } },
  ],
  phone: { primary: 'full_name', figure: 'balance', facts: ['phone', 'work_status', 'blocked'] },
});
