import type { RouteDecl } from '../../schemas/routing';

export const newsRoutes: RouteDecl[] = [{ path: '/news' }, { path: '/news/one/:id' }];
