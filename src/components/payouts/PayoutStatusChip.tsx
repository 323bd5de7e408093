/** A payout's status as a coloured chip in Russian: done green, on its way blue, waiting amber, failed red. */
import { Chip } from '@mui/material';
import type { PayoutStatus } from '../../../schemas/payouts';
import { ruPayoutLists } from '../../../texts/ru-payout-lists';

const COLOR: Record<PayoutStatus, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  created: 'info',
  awaiting_approval: 'warning',
  awaiting_signature: 'warning',
  processing: 'info',
  suspended: 'warning',
  completed: 'success',
  failed: 'error',
  returned: 'default',
  rejected: 'error',
  cancelled: 'default',
};

export const PayoutStatusChip = ({ status }: { status: PayoutStatus }) => (
  <Chip size="small" variant="outlined" color={COLOR[status]} label={ruPayoutLists.status[status]} />
);
