/**
 * /drivers/detail/:id/balance — the driver's ledger (`GET /drivers/{id}/balance`, its own wire
 * shape: `entries` with the balance figures beside them): newest first, the signed sum, the
 * balance after it, a kind filter. A charge's postings show the same columns.
 */
import { defineScopedList } from '../../../../schemas/resource-list';
import { LEDGER_KINDS } from '../../../../schemas/fleet';
import type { LedgerEntry } from '../../../../schemas/ledger';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { ruDrivers } from '../../../../texts/ru-drivers';
import { ruFleet } from '../../../../texts/ru-fleet';
import { driverTab } from '../parent';

const fields = ruFleet.fields;
const kinds = Object.fromEntries(LEDGER_KINDS.map((kind) => [kind, ruFleet.ledgerKind[kind]]));

export const authorOf = (entry: Pick<LedgerEntry, 'user_name' | 'created_by'>) => entry.user_name ?? ruFleet.ledgerAuthor[entry.created_by];

export const ledger = defineScopedList({
  wire: DRIVER_RESOURCES.balance,
  parent: driverTab('balance'),
  label: ruDrivers.card.tabs.balance,
  empty: ruDrivers.balance.empty,
  paged: true,
  filters: [{ kind: 'choice', field: 'kind', label: ruDrivers.balance.kind, labels: kinds, all: ruDrivers.transfers.filters.all }],
  columns: [
    { name: 'created_at', label: fields.created_at, cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'kind', label: fields.kind, cell: { kind: 'choice', path: 'kind', labels: kinds } },
    { name: 'amount', label: fields.amount, cell: { kind: 'money', path: 'amount', signed: true } },
    { name: 'balance_after', label: fields.balance_after, cell: { kind: 'money', path: 'balance_after' } },
    { name: 'description', label: fields.description, cell: { kind: 'slot' } },
    { name: 'author', label: fields.author, cell: { kind: 'derived', value: (row) => authorOf(row as LedgerEntry) } },
  ],
  phone: { primary: 'kind', figure: 'amount' },
});
