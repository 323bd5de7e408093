/**
 * Entry point, kept tiny on purpose: it loads the application chunk (120 s limit, spec 9) and
 * mounts <Cabinet/>; if the chunk fails to load or start, the fatal message (spec 8) is
 * written in plain markup.
 */
import { showFatal } from './components/fatal';
import { withTimeout } from './root/timeout';

const container = document.getElementById('root');

// Nobody signed in on this browser: the login screen is what comes next, so fetch its chunk
// alongside the application's instead of after it (the anonymous first visit is timed in bench/).
if (localStorage.getItem('current_user') === null) void import('./login/LoginPage').catch(() => undefined);

if (container !== null) {
  withTimeout(import('./root/boot'))
    .then(({ boot }) => boot(container))
    .catch((error: unknown) => {
      console.error(error);
      showFatal(container);
    });
}
