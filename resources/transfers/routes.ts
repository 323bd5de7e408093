import type { RouteDecl } from '../../schemas/routing';

export const transfersRoutes: RouteDecl[] = [
  { path: '/transfers', redirect: '/transfers/list/complete' },
  { path: '/transfers/detail/:id' },
  { path: '/transfers/list', redirect: '/transfers/list/complete' },
  { path: '/transfers/list/:filter' },
  { path: '/transfers/corrections' },
];
