/** Screens of the drivers list, the driver card and driver creation, by declared route path. */
import type { RouteView } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';

export const driverViews: Partial<Record<string, RouteView>> = {
  '/drivers/list/:aggregatorId': lazyNamed(() => import('./list/DriverList'), 'DriverList'),
  '/drivers/new': lazyNamed(() => import('./create/DriverCreate'), 'DriverCreate'),
  '/drivers/detail/:id/balance': lazyNamed(() => import('./detail/DriverBalance'), 'DriverBalance'),
  '/drivers/detail/:id/transfers/:filter': lazyNamed(() => import('./detail/DriverTransfers'), 'DriverTransfers'),
  '/drivers/detail/:id/cards': lazyNamed(() => import('./detail/DriverCards'), 'DriverCards'),
  '/drivers/detail/:id/goals': lazyNamed(() => import('./detail/DriverGoals'), 'DriverGoals'),
  '/drivers/detail/:id/goals/:goalId': lazyNamed(() => import('./detail/DriverGoalShow'), 'DriverGoalShow'),
  '/drivers/detail/:id/charges/list': lazyNamed(() => import('./detail/DriverCharges'), 'DriverCharges'),
  '/drivers/detail/:id/charges/new': lazyNamed(() => import('./detail/ChargeCreate'), 'ChargeCreate'),
  '/drivers/detail/:id/charges/edit/:chargeId': lazyNamed(() => import('./detail/ChargeEdit'), 'ChargeEdit'),
  '/drivers/detail/:id/correction': lazyNamed(() => import('./detail/DriverCorrection'), 'DriverCorrection'),
  '/drivers/detail/:id/profile': lazyNamed(() => import('./detail/DriverProfile'), 'DriverProfile'),
  '/drivers/detail/:id/mobile-app': lazyNamed(() => import('./detail/DriverMobileApp'), 'DriverMobileApp'),
  '/drivers/detail/:id/drivers-join': lazyNamed(() => import('./detail/DriverAggregators'), 'DriverAggregators'),
  '/drivers/detail/:id/payments': lazyNamed(() => import('./detail/DriverPayments'), 'DriverPayments'),
  '/drivers/detail/:id/cashout/:aggregatorId': lazyNamed(() => import('./detail/DriverCashout'), 'DriverCashout'),
  '/drivers/detail/:id/change': lazyNamed(() => import('./detail/DriverChanges'), 'DriverChanges'),
};
