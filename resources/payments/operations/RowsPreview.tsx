/**
 * The checked rows of a top-up or a bulk payout: each row's number, driver and sum, and under a
 * bad row its Russian errors. On a phone the table keeps three columns and scrolls inside its box.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Money } from '../../../src/components/money';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';

export interface PreviewRow {
  row: number;
  driver_name: string | null;
  amount: string | null;
  /** A second sum (the fee of a payout); left out when the rows have none. */
  extra?: string | null;
  errors: readonly string[];
}

const BAD = { backgroundColor: 'rgba(211, 47, 47, 0.08)' } as const;

export const RowsPreview = ({ rows, extraLabel, label }: { rows: readonly PreviewRow[]; extraLabel?: string; label: string }) => {
  const translate = useText();
  return (
    // A dialog sits outside the layout that marks scrolling tables: this box scrolls both ways, so it
    // always takes a tab stop and a name of its own.
    <Box sx={{ overflowX: 'auto', maxHeight: 420, overflowY: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{translate('payoutLists.topups.row')}</TableCell>
            <TableCell>{translate('payoutLists.fields.driver')}</TableCell>
            <TableCell align="right">{translate('payoutLists.fields.amount')}</TableCell>
            {extraLabel && <TableCell align="right">{extraLabel}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Fragment key={row.row}>
              <TableRow sx={row.errors.length > 0 ? BAD : undefined} data-row={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell sx={{ overflowWrap: 'break-word' }}>{row.driver_name ?? '—'}</TableCell>
                <TableCell align="right">{row.amount === null ? '—' : <Money value={row.amount} />}</TableCell>
                {extraLabel && <TableCell align="right">{row.extra ? <Money value={row.extra} /> : '—'}</TableCell>}
              </TableRow>
              {row.errors.length > 0 && (
                <TableRow sx={BAD}>
                  <TableCell colSpan={extraLabel ? 4 : 3}>
                    <Typography variant="body2" color="error" role="note">
                      {row.errors.join('; ')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** The file's bytes as base64 (without the data-URL prefix). */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(t('payoutLists.topupErrors.unreadable')));
    reader.readAsDataURL(file);
  });
}
