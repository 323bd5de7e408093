/**
 * Entry point, kept tiny on purpose: it loads the application chunk (120 s limit, spec 9) and
 * mounts <Cabinet/>; if the chunk fails to load or start, the fatal message (spec 8) is
 * written in plain markup.
 */
import { showFatal } from './components/fatal';
import { withTimeout } from './root/timeout';

const container = document.getElementById('root');

if (container !== null) {
  withTimeout(import('./root/boot'))
    .then(({ boot }) => boot(container))
    .catch((error: unknown) => {
      console.error(error);
      showFatal(container);
    });
}
