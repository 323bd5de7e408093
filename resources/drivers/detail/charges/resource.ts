/** /drivers/detail/:id/charges/list — the driver's charges (rent, fines...), one-off or repeated; a row opens its form. */
import { defineScopedList } from '../../../../schemas/resource-list';
import type { Charge } from '../../../../schemas/ledger';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { ruDrivers } from '../../../../texts/ru-drivers';
import { ruFleet } from '../../../../texts/ru-fleet';
import { driverTab } from '../parent';

const text = ruDrivers.charges;

export const CHARGE_STATUS_COLOUR = { active: 'success', paused: 'warning', completed: 'default', cancelled: 'default' } as const;

export const driverCharges = defineScopedList({
  wire: DRIVER_RESOURCES.charges,
  parent: driverTab('charges/list'),
  label: ruDrivers.card.tabs.charges,
  empty: text.empty,
  paged: true,
  rowPath: '/drivers/detail/:id/charges/edit/:rowId',
  columns: [
    { name: 'number', label: '№', cell: { kind: 'derived', value: (row) => `№${String(row.id)}` } },
    {
      name: 'kind',
      label: text.kind,
      cell: { kind: 'choice', path: 'kind', labels: ruFleet.chargeKind },
      under: { kind: 'choice', path: 'period', labels: ruFleet.chargePeriod },
    },
    { name: 'amount', label: text.amount, cell: { kind: 'money', path: 'amount' } },
    { name: 'description', label: text.description, cell: { kind: 'text', path: 'description' } },
    { name: 'starts_on', label: text.startsOn, cell: { kind: 'day', path: 'starts_on' } },
    {
      name: 'progress',
      label: text.progress,
      cell: { kind: 'derived', value: (row) => `${(row as Charge).posted_times} / ${(row as Charge).times}` },
    },
    { name: 'next_due_on', label: text.nextDue, cell: { kind: 'day', path: 'next_due_on', empty: ruDrivers.common.none } },
    { name: 'total_posted', label: text.totalPosted, cell: { kind: 'money', path: 'total_posted' } },
    { name: 'status', label: text.status, cell: { kind: 'choice', path: 'status', labels: ruFleet.chargeStatus, colours: CHARGE_STATUS_COLOUR } },
  ],
  phone: { primary: 'kind', figure: 'amount' },
});
