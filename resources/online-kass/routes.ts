import type { RouteDecl } from '../../schemas/routing';

export const onlineKassRoutes: RouteDecl[] = [
  { path: '/online-kass', redirect: '/online-kass/tickets/driver' },
  { path: '/online-kass/settings', redirect: '/online-kass/settings/info' },
  { path: '/online-kass/settings/:settingsPage' },
  { path: '/online-kass/tickets/:filter' },
];
