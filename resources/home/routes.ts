import type { RouteDecl } from '../../schemas/routing';

// The root goes to the stored first page or the landing page (see src/root/landing.ts).
export const homeRoutes: RouteDecl[] = [{ path: '/' }];
