import type { RouteDecl } from '../../schemas/routing';

export const gpnRoutes: RouteDecl[] = [
  { path: '/gpn', redirect: '/gpn/settings' },
  { path: '/gpn/new' },
  { path: '/gpn/access-gpncard', redirect: '/gpn/access-gpncard/new' },
  { path: '/gpn/access-gpncard/:filter' },
  { path: '/gpn/settings' },
  { path: '/gpn/settings/groups' },
  { path: '/gpn/settings/groups/new' },
  { path: '/gpn/settings/groups/detail/:id', redirect: '/gpn/settings/groups/detail/:id/drivers' },
  { path: '/gpn/settings/groups/detail/:id/drivers' },
  { path: '/gpn/settings/groups/detail/:id/params' },
];
