import type { RouteDecl } from '../../schemas/routing';

export const groupsRoutes: RouteDecl[] = [
  { path: '/groups' },
  { path: '/groups/detail/:id', redirect: '/groups/detail/:id/drivers' },
  { path: '/groups/detail/:id/drivers' },
  { path: '/groups/detail/:id/params' },
  { path: '/groups/detail/:id/step-:step' },
  { path: '/groups/new' },
];
