/**
 * /groups/detail/:id/drivers — the group's drivers, searched and paged on the server; a row opens
 * the driver's card. «Убрать из группы» on each row is the screen's slot.
 */
import { GROUP_DRIVERS_RESOURCE } from '../../../../dataProvider/adapters/groups';
import { defineScopedList } from '../../../../schemas/resource-list';
import { ruFleet } from '../../../../texts/ru-fleet';
import { ruGroups } from '../../../../texts/ru-groups';

const text = ruGroups.drivers;

export const groupDrivers = defineScopedList({
  wire: GROUP_DRIVERS_RESOURCE,
  parent: { path: '/groups/detail/:id', param: 'id', filter: 'group_id', tab: 'drivers' },
  label: ruGroups.tabs.drivers,
  empty: text.empty,
  filters: [{ kind: 'search', field: 'search', label: text.search }],
  paged: true,
  rowPath: '/drivers/detail/:rowId/balance',
  columns: [
    { name: 'full_name', label: text.fullName, cell: { kind: 'text', path: 'full_name' }, link: true },
    { name: 'phone', label: text.phone, cell: { kind: 'text', path: 'phone' } },
    { name: 'work_status', label: text.workStatus, cell: { kind: 'choice', path: 'work_status', labels: ruFleet.workStatus } },
    { name: 'remove', label: text.remove, cell: { kind: 'slot' } },
  ],
  // A phone's card opens the driver and may not hold a button (axe nested-interactive): the
  // removal is the table's, at a desk size.
  phone: { primary: 'full_name', facts: ['phone', 'work_status'] },
});
