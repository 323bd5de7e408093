import { SECTION_LANDINGS } from '../../schemas/landings';
import type { RouteDecl } from '../../schemas/routing';

export const usersRoutes: RouteDecl[] = [
  { path: '/users', redirect: SECTION_LANDINGS.users },
  { path: '/users/taxi' },
  { path: '/users/entity' },
  { path: '/users/entity/:id' },
  { path: '/users/offer' },
  { path: '/users/offer/new' },
  { path: '/users/users' },
  { path: '/users/users/:id' },
  { path: '/users/users/:id/rules/:userGroupId' },
  // Not a spec route: the journal of personal-data exports (issue 11 §3), group 1 only.
  { path: '/users/exports' },
];
