/**
 * /drivers/detail/:id/balance — the driver's ledger (`GET /drivers/{id}/balance`, its own wire
 * shape: `entries` with the balance figures beside them): newest first, the signed sum, the
 * balance after it, a kind filter. A charge's postings show the same columns.
 */
import { defineScopedList } from '../../../../schemas/resource-list';
import { LEDGER_KINDS } from '../../../../schemas/fleet';
import type { LedgerEntry } from '../../../../schemas/ledger';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { t } from '../../../../texts/t';
import { driverTab } from '../parent';

const kinds = Object.fromEntries(LEDGER_KINDS.map((kind) => [kind, t(`fleet.ledgerKind.${kind}`)]));

export const authorOf = (entry: Pick<LedgerEntry, 'user_name' | 'created_by'>) => entry.user_name ?? t(`fleet.ledgerAuthor.${entry.created_by}`);

export const ledger = defineScopedList({
  wire: DRIVER_RESOURCES.balance,
  parent: driverTab('balance'),
  label: t('drivers.card.tabs.balance'),
  empty: t('drivers.balance.empty'),
  paged: true,
  filters: [{ kind: 'choice', field: 'kind', label: t('drivers.balance.kind'), labels: kinds, all: t('drivers.transfers.filters.all') }],
  columns: [
    { name: 'created_at', label: t('fleet.fields.created_at'), cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'kind', label: t('fleet.fields.kind'), cell: { kind: 'choice', path: 'kind', labels: kinds } },
    { name: 'amount', label: t('fleet.fields.amount'), cell: { kind: 'money', path: 'amount', signed: true } },
    { name: 'balance_after', label: t('fleet.fields.balance_after'), cell: { kind: 'money', path: 'balance_after' } },
    { name: 'description', label: t('fleet.fields.description'), cell: { kind: 'slot' } },
    { name: 'author', label: t('fleet.fields.author'), cell: { kind: 'derived', value: (row) => authorOf(row as LedgerEntry) } },
  ],
  phone: { primary: 'kind', figure: 'amount' },
});
