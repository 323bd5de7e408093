/**
 * The drivers' access requests, by status: to the driver app (/drivers/access-app/:filter, the
 * status a part of the path) and to the marketplace (/drivers/access-market, the status a filter).
 */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { ACCESS_FILTERS } from '../../../schemas/desk';
import { defineScopedList, type ColumnLine, type TabsLine } from '../../../schemas/resource-list';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';

const text = ruDesk.access;
const fields = ruFleet.fields;
const tabs: TabsLine = { field: 'filter', label: text.tabsLabel, tabs: ACCESS_FILTERS.map((filter) => ({ value: filter, label: text.tabs[filter] })) };

const columns: readonly ColumnLine[] = [
  { name: 'created_at', label: fields.created_at, cell: { kind: 'datetime', path: 'created_at' } },
  { name: 'driver', label: fields.driver, cell: { kind: 'slot' } },
  { name: 'phone', label: fields.phone, cell: { kind: 'text', path: 'driver.phone' } },
  { name: 'comment', label: text.comment, cell: { kind: 'text', path: 'comment', empty: '' } },
  { name: 'status', label: fields.status, cell: { kind: 'choice', path: 'status', labels: ruFleet.accessRequestStatus } },
  { name: 'decided_at', label: text.decided, cell: { kind: 'datetime', path: 'decided_at', empty: '' } },
  { name: 'actions', label: ruDesk.common.actions, cell: { kind: 'slot' } },
];

const common = { empty: ruDesk.common.empty, paged: true, perPage: 50, columns, phone: { primary: 'driver' } } as const;

export const accessAppList = defineScopedList({
  ...common,
  wire: DESK_RESOURCES.accessApp,
  page: { title: text.appTitle, storeKey: 'drivers.access-app' },
  label: text.appTitle,
  tabs: { ...tabs, path: '/drivers/access-app/:filter' },
});

export const marketAccessList = defineScopedList({
  ...common,
  wire: DESK_RESOURCES.market,
  page: { title: text.marketTitle, storeKey: 'drivers.access-market' },
  label: text.marketTitle,
  tabs,
});
