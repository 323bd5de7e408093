/**
 * Screens the auth layer delivers (src/login, src/accounts), loaded lazily like every view:
 * an anonymous visit downloads the login screen only, a signed-in one never does.
 */
import type { RouteView } from './definition';
import { lazyNamed } from './lazy';

export const LoginPage = lazyNamed(() => import('../login/LoginPage'), 'LoginPage');
export const RegistrationPage = lazyNamed(() => import('../login/RegistrationPage'), 'RegistrationPage');
export const AccountsPanel = lazyNamed(() => import('../accounts/AccountsPanel'), 'AccountsPanel');

/** Views of the public routes (resources/routes.ts `publicRoutes`). */
export const publicViews: Partial<Record<string, RouteView>> = {
  '/login': LoginPage,
  '/registration': RegistrationPage,
};
