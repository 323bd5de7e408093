/**
 * The self-employed receipts list, lazily loaded, for the screen that mounts it (the payout
 * notifications, `/payments/notifications`): `<OverdueReceiptsSection />` inside that screen.
 */
import { lazyNamed } from '../../../src/root/lazy';

export const OverdueReceiptsSection = lazyNamed(() => import('./OverdueReceipts'), 'OverdueReceipts');
