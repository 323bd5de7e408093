/**
 * Entry point, kept tiny on purpose: it loads one of two chunks (120 s limit, spec 9) and mounts
 * it; if the chunk fails to load or start, the fatal message (spec 8) is written in plain markup.
 * - The public route (/login, /registration, and `/` with nobody signed in on this browser) gets
 *   the login screen alone (src/login/entry.tsx): no react-admin, no route table, no section.
 * - Every other path gets the cabinet (src/root/boot.tsx), which sends an anonymous visitor of a
 *   route to /login and shows the 404 page for a path that is no route.
 */
import { showFatal } from './components/fatal';
import { withTimeout } from './root/timeout';

const PUBLIC_PATHS = new Set(['/login', '/registration']);
/** authProvider/storage.ts's key of the signed-in login. */
const CURRENT_USER_KEY = 'current_user';

function signedInBefore(): boolean {
  try {
    return localStorage.getItem(CURRENT_USER_KEY) !== null;
  } catch {
    return false;
  }
}

/** `/login/` (the auth layer's LOGIN_PATH) is `/login`. */
const trimmed = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

function start(container: HTMLElement): Promise<void> {
  const { pathname } = window.location;
  if (pathname === '/' && !signedInBefore()) window.history.replaceState(null, '', `/login${window.location.search}`);
  if (PUBLIC_PATHS.has(trimmed(window.location.pathname))) {
    return withTimeout(import('./login/entry')).then(({ mountPublic }) => mountPublic(container));
  }
  return withTimeout(import('./root/boot')).then(({ boot }) => boot(container));
}

const container = document.getElementById('root');
if (container !== null) {
  start(container).catch((error: unknown) => {
    console.error(error);
    showFatal(container);
  });
}
