/** Where each kind of account's screens live (spec 2 `/payments/…`). */
import type { PayoutAccount } from '../../../schemas/payout-accounts';

/** The account's own screen: a bank's settings, the card payouts, the virtual accounts, Qiwi; SBP
 * has no screen of its own, it is chosen on the default-rail one. */
export function accountPath(account: Pick<PayoutAccount, 'id' | 'rail'>): string {
  switch (account.rail) {
    case 'tochka':
      return `/payments/tochka/${account.id}/settings`;
    case 'tbank':
      return `/payments/tinkoff/settings/${account.id}`;
    case 'alfa':
      return `/payments/alfa/settings/${account.id}`;
    case 'nominal':
      return '/payments/payment-virtual';
    case 'qiwi':
      return '/payments/qiwi/settings';
    case 'cloudpayments':
    case 'ypmn':
      return '/payments/on-card';
    case 'sbp':
      return '/payments/active-settings';
  }
}
