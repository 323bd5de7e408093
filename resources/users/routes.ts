import type { RouteDecl } from '../../schemas/routing';

export const usersRoutes: RouteDecl[] = [
  { path: '/users', redirect: '/users/users' },
  { path: '/users/taxi' },
  { path: '/users/entity' },
  { path: '/users/entity/:id' },
  { path: '/users/offer' },
  { path: '/users/offer/new' },
  { path: '/users/users' },
  { path: '/users/users/:id' },
  { path: '/users/users/:id/rules/:userGroupId' },
];
