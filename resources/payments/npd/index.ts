/**
 * The self-employed receipts list, lazily loaded, for the screens that mount it: the payout
 * notifications (`/payments/notifications`, groups 1, 5) and the reconciliation of payouts
 * (`/payments/reconciliation`, groups 1, 2, 5), whose access `GET /npd/receipts` takes.
 */
import { lazyNamed } from '../../../src/root/lazy';

export const OverdueReceiptsSection = lazyNamed(() => import('./OverdueReceipts'), 'OverdueReceipts');
