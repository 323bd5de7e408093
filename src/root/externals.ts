/**
 * Screens the auth layer delivers (src/login), loaded lazily like every view:
 * an anonymous visit downloads the login screen only, a signed-in one never does.
 */
import type { RouteView } from './definition';
import { lazyNamed } from './lazy';

export const LoginPage = lazyNamed(() => import('../login/LoginPage'), 'LoginPage');
export const RegistrationPage = lazyNamed(() => import('../login/RegistrationPage'), 'RegistrationPage');

/** Views of the public routes (src/root/sections.ts `publicRoutes`). */
export const publicViews: Partial<Record<string, RouteView>> = {
  '/login': LoginPage,
  '/registration': RegistrationPage,
};
