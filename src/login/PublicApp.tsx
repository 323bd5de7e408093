/**
 * The public route's whole application: the auth frame with the login or the registration
 * screen, moved between by history entries, and the one message the screens give (registration
 * done). Rendered by src/login/entry.tsx on its own React root, with no react-admin around it.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { AuthFrame } from '../layout/AuthFrame';
import { Notice, RegistrationPage } from './lazyParts';
import { LoginPage } from './LoginPage';
import { PublicNavigationContext, type PublicNavigation } from './publicNavigation';

export interface PublicAppProps {
  /** Fetches the cabinet's first screen ahead. */
  prepare: () => void;
  /** Hands the page over to the cabinet at `target`; resolves once it shows. */
  enter: (target: string) => Promise<void>;
}

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

export const PublicApp = ({ prepare, enter }: PublicAppProps) => {
  const [location, setLocation] = useState(here);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const onPop = () => setLocation(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigation = useMemo<PublicNavigation>(
    () => ({
      search: location.search,
      go: (path) => {
        window.history.pushState(null, '', path);
        setLocation(here());
        window.scrollTo(0, 0);
      },
      notify: setMessage,
      prepare,
      enter,
    }),
    [location.search, prepare, enter],
  );

  return (
    <PublicNavigationContext.Provider value={navigation}>
      <AuthFrame>{location.pathname.replace(/\/+$/, '') === '/registration' ? <RegistrationPage /> : <LoginPage />}</AuthFrame>
      {message !== null ? (
        <Suspense fallback={null}>
          <Notice message={message} onClose={() => setMessage(null)} />
        </Suspense>
      ) : null}
    </PublicNavigationContext.Provider>
  );
};
