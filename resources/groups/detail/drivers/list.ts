/**
 * /groups/detail/:id/drivers — the group's drivers, searched and paged on the server; a row opens
 * the driver's card. «Убрать из группы» on each row is the screen's slot.
 */
import { GROUP_DRIVERS_RESOURCE } from '../../../../dataProvider/adapters/groups';
import { defineScopedList } from '../../../../schemas/resource-list';
import { t, textsAt } from '../../../../texts/t';

export const groupDrivers = defineScopedList({
  wire: GROUP_DRIVERS_RESOURCE,
  parent: { path: '/groups/detail/:id', param: 'id', filter: 'group_id', tab: 'drivers' },
  label: t('groups.tabs.drivers'),
  empty: t('groups.drivers.empty'),
  filters: [{ kind: 'search', field: 'search', label: t('groups.drivers.search') }],
  paged: true,
  rowPath: '/drivers/detail/:rowId/balance',
  columns: [
    { name: 'full_name', label: t('groups.drivers.fullName'), cell: { kind: 'text', path: 'full_name' }, link: true },
    { name: 'phone', label: t('groups.drivers.phone'), cell: { kind: 'text', path: 'phone' } },
    { name: 'work_status', label: t('groups.drivers.workStatus'), cell: { kind: 'choice', path: 'work_status', labels: textsAt('fleet.workStatus') } },
    { name: 'remove', label: t('groups.drivers.remove'), cell: { kind: 'slot' } },
  ],
  // A phone's card opens the driver and may not hold a button (axe nested-interactive): the
  // removal is the table's, at a desk size.
  phone: { primary: 'full_name', facts: ['phone', 'work_status'] },
});
