import { SECTION_LANDINGS } from '../../schemas/landings';
import type { RouteDecl } from '../../schemas/routing';

export const transfersRoutes: RouteDecl[] = [
  { path: '/transfers', redirect: SECTION_LANDINGS.transfers },
  { path: '/transfers/detail/:id' },
  { path: '/transfers/list', redirect: '/transfers/list/complete' },
  { path: '/transfers/list/:filter' },
  { path: '/transfers/corrections' },
];
