/** A trip's status as a coloured chip: done green, in progress blue, failed red, cancelled grey. */
import { Chip } from '@mui/material';
import type { TransferStatus } from '../../schemas/fleet';
import { TRANSFER_FILTER_STATUSES } from '../../schemas/transfers';
import { useText } from '../i18n/useText';

function colorOf(status: TransferStatus): 'success' | 'info' | 'error' | 'default' {
  if (status === 'complete') return 'success';
  if (TRANSFER_FILTER_STATUSES.active.includes(status)) return 'info';
  if (TRANSFER_FILTER_STATUSES.failed.includes(status)) return 'error';
  return 'default';
}

export const TransferStatusChip = ({ status }: { status: TransferStatus }) => {
  const translate = useText();
  return (
    <Chip size="small" variant="outlined" color={colorOf(status)} label={translate(`fleet.transferStatus.${status}`)} />
  );
};
