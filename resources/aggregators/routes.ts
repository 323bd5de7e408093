import type { RouteDecl } from '../../schemas/routing';

// Spec 2 names no page for /aggregators itself; it is the aggregators list the menu opens.
export const aggregatorsRoutes: RouteDecl[] = [
  { path: '/aggregators' },
  { path: '/aggregators/detail/:id' },
  { path: '/aggregators/handy/:id' },
  { path: '/aggregators/handy/:id/payment/upload' },
  { path: '/aggregators/detail/:id/step-:step' },
  { path: '/aggregators/antifrod', redirect: '/aggregators/antifrod/gett' },
  { path: '/aggregators/detail/:aggregator/antifrod' },
  // Alias of detail/:aggregator/antifrod (spec 2): the same screen at both paths.
  { path: '/aggregators/antifrod/:aggregator' },
  { path: '/aggregators/new' },
  { path: '/aggregators/detail/:aggregator/drivers-add-list' },
  { path: '/aggregators/drivers-add-settings' },
  { path: '/aggregators/drivers-add/:requestId' },
  { path: '/aggregators/drivers-add-car/:requestId' },
];
