import type { RouteDecl } from '../../schemas/routing';

export const supportRoutes: RouteDecl[] = [
  { path: '/support', redirect: '/support/faq' },
  { path: '/support/faq' },
  { path: '/support/faq/:id' },
];
