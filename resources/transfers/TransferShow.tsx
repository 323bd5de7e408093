/**
 * /transfers/detail/{id}: one trip (GET /transfers/{id}), declared in card.ts; the screen's own
 * part is the table of ledger entries the trip wrote to the driver's balance.
 */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { LedgerEntry } from '../../schemas/ledger';
import type { TransferDetail } from '../../schemas/transfers';
import { formatDateTime } from '../../src/components/dates';
import { GeneratedCard } from '../../src/components/generated/GeneratedCard';
import { Money } from '../../src/components/money';
import { useText } from '../../src/i18n/useText';
import { transferCard } from './card';

const Entries = ({ entries }: { entries: readonly LedgerEntry[] }) =>
  {
    const translate = useText();
    return entries.length === 0 ? (
      <Typography color="text.secondary">{translate('desk.transfer.noEntries')}</Typography>
    ) : (
      <TableContainer>
        <Table size="small" aria-label={translate('desk.transfer.entries')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('fleet.fields.created_at')}</TableCell>
              <TableCell>{translate('fleet.fields.kind')}</TableCell>
              <TableCell align="right">{translate('fleet.fields.amount')}</TableCell>
              <TableCell align="right">{translate('fleet.fields.balance_after')}</TableCell>
              <TableCell>{translate('fleet.fields.description')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
                <TableCell>{translate(`fleet.ledgerKind.${entry.kind}`)}</TableCell>
                <TableCell align="right">
                  <Money value={entry.amount} signed />
                </TableCell>
                <TableCell align="right">
                  <Money value={entry.balance_after} />
                </TableCell>
                <TableCell>{entry.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

export const TransferShow = () => (
  <GeneratedCard declaration={transferCard} slots={{ entries: (record) => <Entries entries={(record as TransferDetail).entries} /> }} />
);
