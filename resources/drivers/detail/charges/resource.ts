/** /drivers/detail/:id/charges/list — the driver's charges (rent, fines...), one-off or repeated; a row opens its form. */
import { defineScopedList } from '../../../../schemas/resource-list';
import type { Charge } from '../../../../schemas/ledger';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { t, textsAt } from '../../../../texts/t';
import { driverTab } from '../parent';

export const CHARGE_STATUS_COLOUR = { active: 'success', paused: 'warning', completed: 'default', cancelled: 'default' } as const;

export const driverCharges = defineScopedList({
  wire: DRIVER_RESOURCES.charges,
  parent: driverTab('charges/list'),
  label: t('drivers.card.tabs.charges'),
  empty: t('drivers.charges.empty'),
  paged: true,
  rowPath: '/drivers/detail/:id/charges/edit/:rowId',
  columns: [
    { name: 'number', label: '№', cell: { kind: 'derived', value: (row) => `№${String(row.id)}` } },
    {
      name: 'kind',
      label: t('drivers.charges.kind'),
      cell: { kind: 'choice', path: 'kind', labels: textsAt('fleet.chargeKind') },
      under: { kind: 'choice', path: 'period', labels: textsAt('fleet.chargePeriod') },
    },
    { name: 'amount', label: t('drivers.charges.amount'), cell: { kind: 'money', path: 'amount' } },
    { name: 'description', label: t('drivers.charges.description'), cell: { kind: 'text', path: 'description' } },
    { name: 'starts_on', label: t('drivers.charges.startsOn'), cell: { kind: 'day', path: 'starts_on' } },
    {
      name: 'progress',
      label: t('drivers.charges.progress'),
      cell: { kind: 'derived', value: (row) => `${(row as Charge).posted_times} / ${(row as Charge).times}` },
    },
    { name: 'next_due_on', label: t('drivers.charges.nextDue'), cell: { kind: 'day', path: 'next_due_on', empty: t('drivers.common.none') } },
    { name: 'total_posted', label: t('drivers.charges.totalPosted'), cell: { kind: 'money', path: 'total_posted' } },
    { name: 'status', label: t('drivers.charges.status'), cell: { kind: 'choice', path: 'status', labels: textsAt('fleet.chargeStatus'), colours: CHARGE_STATUS_COLOUR } },
  ],
  phone: { primary: 'kind', figure: 'amount' },
});
