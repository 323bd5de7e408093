import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';
import { paymentsRoutes } from './routes';

// The park's accounts, payout settings and the closed Qiwi rail (issue 13, branch i13-accounts).
const accountViews = {
  '/payments/add-account': lazyNamed(() => import('./accounts/AddAccount'), 'AddAccount'),
  '/payments/tochka/:bankTochkaId/settings': lazyNamed(() => import('./accounts/AccountSettings'), 'TochkaSettings'),
  '/payments/tochka/:bankTochkaId/transactions': lazyNamed(() => import('./accounts/AccountPayouts'), 'TochkaTransactions'),
  '/payments/tochka/:bankTochkaId/payment/:id': lazyNamed(() => import('./accounts/TochkaPayment'), 'TochkaPayment'),
  '/payments/tinkoff/settings/:id': lazyNamed(() => import('./accounts/AccountSettings'), 'TinkoffSettings'),
  '/payments/tinkoff/balance/:id': lazyNamed(() => import('./accounts/AccountPayouts'), 'TinkoffBalance'),
  '/payments/alfa/settings/:id': lazyNamed(() => import('./accounts/AccountSettings'), 'AlfaSettings'),
  '/payments/alfa/balance/:id': lazyNamed(() => import('./accounts/AccountPayouts'), 'AlfaBalance'),
  '/payments/payment-virtual': lazyNamed(() => import('./accounts/NominalAccounts'), 'PaymentVirtual'),
  '/payments/virtual-transactions/:id': lazyNamed(() => import('./accounts/VirtualAccounts'), 'VirtualTransactions'),
  '/payments/on-card': lazyNamed(() => import('./accounts/OnCard'), 'OnCard'),
  '/payments/on-card/settings': lazyNamed(() => import('./accounts/OnCardSettings'), 'OnCardSettings'),
  '/payments/active-settings': lazyNamed(() => import('./settings/ActiveSettings'), 'ActiveSettings'),
  '/payments/access': lazyNamed(() => import('./settings/StaffAccess'), 'StaffAccess'),
  '/payments/notifications': lazyNamed(() => import('./settings/Notifications'), 'PayoutNotifications'),
  '/payments/qiwi/transactions': lazyNamed(() => import('./qiwi/QiwiTransactions'), 'QiwiTransactions'),
  '/payments/transactions-qiwi': lazyNamed(() => import('./qiwi/QiwiTransactions'), 'QiwiTransactions'),
  '/payments/qiwi/settings': lazyNamed(() => import('./qiwi/Qiwi'), 'QiwiSettings'),
  '/payments/qiwi-balance': lazyNamed(() => import('./qiwi/Qiwi'), 'QiwiBalance'),
};

export const payments: ResourceDefinition = {
  name: 'payments',
  icon: PaymentsOutlined,
  label: 'payments',
  routes: paymentsRoutes,
  views: {
    ...accountViews,
    '/payments/transactions': lazyNamed(() => import('./operations/PayoutList'), 'PayoutList'),
    '/payments/aggregators/:id': lazyNamed(() => import('./operations/PayoutList'), 'AggregatorCashouts'),
    '/payments/drivers-operations': lazyNamed(() => import('./operations/DriverOperations'), 'DriverOperations'),
    '/payments/drivers-addbalance': lazyNamed(() => import('./operations/AddBalance'), 'AddBalance'),
    '/payments/import': lazyNamed(() => import('./import/StatementImport'), 'StatementImport'),
    '/payments/reconciliation': lazyNamed(() => import('./reconciliation/Reconciliation'), 'Reconciliation'),
  },
  menu: {},
};
