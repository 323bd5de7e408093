/**
 * Authentication for every route except the public ones (spec 2, 6), as the Admin's layout:
 * anonymous users are logged out (state cleared) and sent to /login, once. A path that is no
 * route at all is the 404 page for everyone.
 *
 * Not `<Admin requireAuth>`: that check lives in a component that stays mounted while /login
 * (a no-layout route) is shown, so after signing in it would still hold the anonymous answer
 * and log the user straight out again. This gate sits under the layout route, unmounts on
 * /login and checks afresh when the user comes back.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useAuthState, useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { allRoutes } from './sections';
import { findRoute } from '../../schemas/routing';
import { LoadingScreen } from '../components/LoadingScreen';
import { NotFoundPage } from '../pages/NotFoundPage';

function redirectOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('redirectTo' in error)) return undefined;
  const { redirectTo } = error;
  return typeof redirectTo === 'string' ? redirectTo : undefined;
}

export const AuthGate = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  // Spec 2: any path that is not a route is the 404 page, signed in or not.
  if (findRoute(allRoutes, pathname) === null) return <NotFoundPage />;
  return <SignedInOnly>{children}</SignedInOnly>;
};

const SignedInOnly = ({ children }: { children: ReactNode }) => {
  const { authenticated, isPending, error } = useAuthState();
  const logout = useLogout();
  const anonymous = !isPending && authenticated !== true;
  const leaving = useRef(false);

  useEffect(() => {
    if (!anonymous || leaving.current) return;
    leaving.current = true;
    // /login loads afresh as the login entry alone (externals.tsx).
    void logout({}, redirectOf(error));
  }, [anonymous, error, logout]);

  if (!isPending && authenticated === true) return <>{children}</>;
  return <LoadingScreen />;
};
