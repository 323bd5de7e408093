/** A payout's status as a coloured chip in Russian: done green, on its way blue, waiting amber, failed red. */
import { Chip } from '@mui/material';
import type { PayoutStatus } from '../../../schemas/payouts';
import { useText } from '../../i18n/useText';

/** Also the payout card's declared chip colours (resources/payments/accounts/paymentCard.ts). */
export const PAYOUT_STATUS_COLOURS: Record<PayoutStatus, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
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

export const PayoutStatusChip = ({ status }: { status: PayoutStatus }) => {
  const translate = useText();
  return (
    <Chip size="small" variant="outlined" color={PAYOUT_STATUS_COLOURS[status]} label={translate(`payoutLists.status.${status}`)} />
  );
};
