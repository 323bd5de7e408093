import type { RouteDecl } from '../../schemas/routing';

export const reportsRoutes: RouteDecl[] = [{ path: '/reports' }, { path: '/reports/:report' }];
