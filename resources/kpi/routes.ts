import type { RouteDecl } from '../../schemas/routing';

export const kpiRoutes: RouteDecl[] = [
  { path: '/kpi', redirect: '/kpi/main' },
  { path: '/kpi/:page', frame: 'single' },
];
