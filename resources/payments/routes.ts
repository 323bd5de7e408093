import { SECTION_LANDINGS } from '../../schemas/landings';
import type { RouteDecl } from '../../schemas/routing';

// Spec 2 gives two readings of the /payments redirect (transactions or import); we take
// transactions, the first one, and say so in docs/FEATURES.md.
export const paymentsRoutes: RouteDecl[] = [
  { path: '/payments', redirect: SECTION_LANDINGS.payments },
  { path: '/payments/transactions' },
  { path: '/payments/transactions-qiwi' },
  { path: '/payments/drivers-operations' },
  { path: '/payments/drivers-addbalance' },
  { path: '/payments/import' },
  { path: '/payments/aggregators/:id' },
  { path: '/payments/on-card' },
  { path: '/payments/on-card/settings' },
  { path: '/payments/add-account' },
  { path: '/payments/qiwi', redirect: '/payments/qiwi/transactions' },
  { path: '/payments/qiwi/settings' },
  { path: '/payments/qiwi/transactions' },
  { path: '/payments/tochka/:bankTochkaId', redirect: '/payments/tochka/:bankTochkaId/transactions' },
  { path: '/payments/tochka/:bankTochkaId/settings' },
  { path: '/payments/tochka/:bankTochkaId/transactions' },
  { path: '/payments/tochka/:bankTochkaId/payment/:id' },
  { path: '/payments/tinkoff/settings/:id' },
  { path: '/payments/tinkoff/balance/:id' },
  { path: '/payments/alfa/settings/:id' },
  { path: '/payments/alfa/balance/:id' },
  { path: '/payments/payment-virtual' },
  { path: '/payments/notifications' },
  { path: '/payments/virtual-transactions/:id' },
  { path: '/payments/qiwi-balance' },
  { path: '/payments/access', frame: 'single' },
  { path: '/payments/active-settings' },
  // Not the spec's: the reconciliation of payouts (issue 13), see docs/FEATURES.md.
  { path: '/payments/reconciliation' },
];
