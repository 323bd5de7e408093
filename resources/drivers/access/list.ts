/**
 * The drivers' access requests, by status: to the driver app (/drivers/access-app/:filter, the
 * status a part of the path) and to the marketplace (/drivers/access-market, the status a filter).
 */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { ACCESS_FILTERS } from '../../../schemas/desk';
import { defineScopedList, type ColumnLine, type TabsLine } from '../../../schemas/resource-list';
import { t, textsAt } from '../../../texts/t';

const tabs: TabsLine = { field: 'filter', label: t('desk.access.tabsLabel'), tabs: ACCESS_FILTERS.map((filter) => ({ value: filter, label: t(`desk.access.tabs.${filter}`) })) };

const columns: readonly ColumnLine[] = [
  { name: 'created_at', label: t('fleet.fields.created_at'), cell: { kind: 'datetime', path: 'created_at' } },
  { name: 'driver', label: t('fleet.fields.driver'), cell: { kind: 'slot' } },
  { name: 'phone', label: t('fleet.fields.phone'), cell: { kind: 'text', path: 'driver.phone' } },
  { name: 'comment', label: t('desk.access.comment'), cell: { kind: 'text', path: 'comment', empty: '' } },
  { name: 'status', label: t('fleet.fields.status'), cell: { kind: 'choice', path: 'status', labels: textsAt('fleet.accessRequestStatus') } },
  { name: 'decided_at', label: t('desk.access.decided'), cell: { kind: 'datetime', path: 'decided_at', empty: '' } },
  { name: 'actions', label: t('desk.common.actions'), cell: { kind: 'slot' } },
];

const common = { empty: t('desk.common.empty'), paged: true, perPage: 50, columns, phone: { primary: 'driver' } } as const;

export const accessAppList = defineScopedList({
  ...common,
  wire: DESK_RESOURCES.accessApp,
  page: { title: t('desk.access.appTitle'), storeKey: 'drivers.access-app' },
  label: t('desk.access.appTitle'),
  tabs: { ...tabs, path: '/drivers/access-app/:filter' },
});

export const marketAccessList = defineScopedList({
  ...common,
  wire: DESK_RESOURCES.market,
  page: { title: t('desk.access.marketTitle'), storeKey: 'drivers.access-market' },
  label: t('desk.access.marketTitle'),
  tabs,
});
