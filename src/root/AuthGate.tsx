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
import { LoginPage } from './externals';

/** How long the gate waits for the login screen's chunk before leaving for /login anyway. */
const LOGIN_PRELOAD_WAIT_MS = 3000;

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
    // Fetch the login screen first, so /login shows it at once instead of a loading flash.
    const wait = new Promise((resolve) => setTimeout(resolve, LOGIN_PRELOAD_WAIT_MS));
    void Promise.race([LoginPage.preload().catch(() => undefined), wait]).then(() => logout({}, redirectOf(error)));
  }, [anonymous, error, logout]);

  if (!isPending && authenticated === true) return <>{children}</>;
  return <LoadingScreen />;
};
