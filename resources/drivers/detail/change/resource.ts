/** /drivers/detail/:id/change — who changed what in the driver's profile (`GET /drivers/{id}/changes`), newest first. */
import { defineScopedList } from '../../../../schemas/resource-list';
import type { DriverChange } from '../../../../schemas/drivers';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { ruDrivers } from '../../../../texts/ru-drivers';
import { driverTab } from '../parent';

const text = ruDrivers.change;

export const driverChanges = defineScopedList({
  wire: DRIVER_RESOURCES.changes,
  parent: driverTab('change'),
  label: ruDrivers.card.tabs.change,
  empty: text.empty,
  paged: true,
  columns: [
    { name: 'created_at', label: text.when, cell: { kind: 'datetime', path: 'created_at' } },
    {
      name: 'who',
      label: text.who,
      cell: { kind: 'derived', value: (row) => `${(row as DriverChange).user_name} (${text.source[(row as DriverChange).source]})` },
    },
    { name: 'what', label: text.what, cell: { kind: 'slot' } },
  ],
  phone: { primary: 'who' },
});
