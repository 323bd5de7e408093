/**
 * Receipts of self-employed drivers' income as a table: the payout, the sum, when it reached the
 * driver, the due day, who issues it and its state (with the number once issued). The driver's
 * НПД panel and the park's overdue list share it; `action` adds a last column (mark issued).
 */
import { Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NpdReceipt, ReceiptState } from '../../../schemas/npd';
import { formatDate } from '../dates';
import { Money } from '../money';
import { useText } from '../../i18n/useText';

const COLORS: Record<ReceiptState, 'default' | 'info' | 'success' | 'error'> = { due: 'info', issued: 'success', overdue: 'error', cancelled: 'default' };

export const ReceiptStateChip = ({ state }: { state: ReceiptState }) => {
  const translate = useText();
  return (
    <Chip size="small" variant="outlined" color={COLORS[state]} label={translate(`npd.receiptState.${state}`)} data-state={state} />
  );
};

export const ReceiptsTable = ({
  label,
  receipts,
  withDriver = false,
  action,
}: {
  label: string;
  receipts: readonly NpdReceipt[];
  withDriver?: boolean;
  action?: (receipt: NpdReceipt) => ReactNode;
}) => {
  const translate = useText();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {withDriver ? <TableCell>{translate('npd.receipts.driver')}</TableCell> : <TableCell>{translate('npd.panel.columns.payout')}</TableCell>}
            <TableCell align="right">{translate('npd.panel.columns.amount')}</TableCell>
            <TableCell>{translate('npd.panel.columns.income')}</TableCell>
            <TableCell>{translate('npd.panel.columns.due')}</TableCell>
            <TableCell>{translate('npd.panel.columns.issuer')}</TableCell>
            <TableCell>{translate('npd.panel.columns.state')}</TableCell>
            <TableCell>{translate('npd.panel.columns.number')}</TableCell>
            {action ? <TableCell /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {receipts.map((receipt) => (
            <TableRow key={receipt.id} data-receipt={receipt.id}>
              <TableCell>
                {withDriver ? (
                  <Link component={RouterLink} to={`/drivers/detail/${receipt.driver_id}/balance`}>
                    {receipt.driver_name}
                  </Link>
                ) : (
                  `№ ${receipt.payout_id}`
                )}
              </TableCell>
              <TableCell align="right">
                <Money value={receipt.amount} />
              </TableCell>
              <TableCell>{formatDate(receipt.income_at)}</TableCell>
              <TableCell>{formatDate(receipt.due_on)}</TableCell>
              <TableCell>{translate(`npd.issuer.${receipt.issuer}`)}</TableCell>
              <TableCell>
                <ReceiptStateChip state={receipt.state} />
              </TableCell>
              <TableCell>
                {receipt.receipt_url ? (
                  <Link href={receipt.receipt_url} target="_blank" rel="noreferrer">
                    {receipt.receipt_number}
                  </Link>
                ) : (
                  (receipt.receipt_number ?? '—')
                )}
              </TableCell>
              {action ? <TableCell>{action(receipt)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
