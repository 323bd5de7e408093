/**
 * Money as the cabinet shows it: the API's decimal string ("-1234.50") with thousands grouped by
 * spaces and the rouble sign; negative sums in the error colour so debits stand out in lists.
 */
import { Typography, type TypographyProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { moneySign } from '../../schemas/money';
import { formatNumber } from './format';

export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = formatNumber(value, { fractionDigits: 2 });
  return text === '' ? '' : `${text}\u00a0₽`;
}

export const Money = ({ value, signed = false, ...rest }: { value: string | null | undefined; signed?: boolean } & TypographyProps) => {
  const { plus, debit } = moneySign(value);
  return (
    <Typography component="span" variant="body2" color={debit ? 'error' : undefined} sx={{ whiteSpace: 'nowrap' }} {...rest}>
      {signed && plus ? '+' : ''}
      {formatMoney(value)}
    </Typography>
  );
};

/** A react-admin field for a money `source` of the current record. */
export const MoneyField = ({ source, signed }: { source: string; label?: string; sortable?: boolean; sortBy?: string; signed?: boolean }) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  return <Money value={typeof value === 'string' ? value : null} signed={signed} />;
};
