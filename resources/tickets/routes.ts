import type { RouteDecl } from '../../schemas/routing';

export const ticketsRoutes: RouteDecl[] = [
  { path: '/tickets', redirect: '/tickets/list/active' },
  { path: '/tickets/list', redirect: '/tickets/list/active' },
  { path: '/tickets/list/:filter' },
  { path: '/tickets/new' },
  { path: '/tickets/detail/:id' },
];
