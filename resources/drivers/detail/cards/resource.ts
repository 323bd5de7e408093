/** /drivers/detail/:id/cards — the driver's bank cards (`GET /drivers/{driverId}/cards`): only the last four digits ever reach us. */
import { defineScopedList } from '../../../../schemas/resource-list';
import type { DriverCard as BankCard } from '../../../../schemas/drivers';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { t } from '../../../../texts/t';
import { driverTab } from '../parent';

const two = (value: number) => String(value % 100).padStart(2, '0');

export const driverBankCards = defineScopedList({
  wire: DRIVER_RESOURCES.cards,
  parent: driverTab('cards'),
  label: t('drivers.card.tabs.cards'),
  empty: t('drivers.cards.empty'),
  paged: false,
  columns: [
    { name: 'number', label: t('drivers.cards.number'), cell: { kind: 'derived', value: (row) => `•••• ${(row as BankCard).last4}` } },
    { name: 'brand', label: t('drivers.cards.brand'), cell: { kind: 'text', path: 'brand' } },
    { name: 'bank', label: t('drivers.cards.bank'), cell: { kind: 'text', path: 'bank', empty: t('drivers.common.none') } },
    {
      name: 'expiry',
      label: t('drivers.cards.expiry'),
      cell: { kind: 'derived', value: (row) => `${two((row as BankCard).exp_month)}/${two((row as BankCard).exp_year)}` },
    },
    {
      name: 'active',
      label: t('drivers.cards.active'),
      cell: {
        kind: 'choice',
        path: 'active',
        labels: { true: t('drivers.common.yes'), false: t('drivers.common.no') },
        colours: { true: 'success', false: 'default' },
      },
    },
    { name: 'created_at', label: t('drivers.cards.added'), cell: { kind: 'day', path: 'created_at' } },
  ],
  phone: { primary: 'number' },
});
