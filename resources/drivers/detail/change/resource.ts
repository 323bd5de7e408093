/** /drivers/detail/:id/change — who changed what in the driver's profile (`GET /drivers/{id}/changes`), newest first. */
import { defineScopedList } from '../../../../schemas/resource-list';
import type { DriverChange } from '../../../../schemas/drivers';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { t } from '../../../../texts/t';
import { driverTab } from '../parent';

export const driverChanges = defineScopedList({
  wire: DRIVER_RESOURCES.changes,
  parent: driverTab('change'),
  label: t('drivers.card.tabs.change'),
  empty: t('drivers.change.empty'),
  paged: true,
  columns: [
    { name: 'created_at', label: t('drivers.change.when'), cell: { kind: 'datetime', path: 'created_at' } },
    {
      name: 'who',
      label: t('drivers.change.who'),
      cell: { kind: 'derived', value: (row) => `${(row as DriverChange).user_name} (${t(`drivers.change.source.${(row as DriverChange).source}`)})` },
    },
    { name: 'what', label: t('drivers.change.what'), cell: { kind: 'slot' } },
  ],
  phone: { primary: 'who' },
});
