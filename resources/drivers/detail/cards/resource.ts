/** /drivers/detail/:id/cards — the driver's bank cards (`GET /drivers/{driverId}/cards`): only the last four digits ever reach us. */
import { defineScopedList } from '../../../../schemas/resource-list';
import type { DriverCard as BankCard } from '../../../../schemas/drivers';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { ruDrivers } from '../../../../texts/ru-drivers';
import { driverTab } from '../parent';

const text = ruDrivers.cards;
const two = (value: number) => String(value % 100).padStart(2, '0');

export const driverBankCards = defineScopedList({
  wire: DRIVER_RESOURCES.cards,
  parent: driverTab('cards'),
  label: ruDrivers.card.tabs.cards,
  empty: text.empty,
  paged: false,
  columns: [
    { name: 'number', label: text.number, cell: { kind: 'derived', value: (row) => `•••• ${(row as BankCard).last4}` } },
    { name: 'brand', label: text.brand, cell: { kind: 'text', path: 'brand' } },
    { name: 'bank', label: text.bank, cell: { kind: 'text', path: 'bank', empty: ruDrivers.common.none } },
    {
      name: 'expiry',
      label: text.expiry,
      cell: { kind: 'derived', value: (row) => `${two((row as BankCard).exp_month)}/${two((row as BankCard).exp_year)}` },
    },
    {
      name: 'active',
      label: text.active,
      cell: {
        kind: 'choice',
        path: 'active',
        labels: { true: ruDrivers.common.yes, false: ruDrivers.common.no },
        colours: { true: 'success', false: 'default' },
      },
    },
    { name: 'created_at', label: text.added, cell: { kind: 'day', path: 'created_at' } },
  ],
  phone: { primary: 'number' },
});
