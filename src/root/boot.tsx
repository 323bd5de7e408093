/** Mounts the application; loaded by src/main.tsx as a chunk so a failed load can be reported. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resourceDefinitions } from './sections';
import { runtime } from '../../authProvider/runtime';
import { Cabinet } from './Cabinet';
import { FatalBoundary } from './FatalBoundary';
import { preloadView } from './lazy';
import { buildRouteTable, resolvePathname } from './routeTable';
import { warmUpCabinet } from './warmUp';

/**
 * What the first screen needs, asked for before React's first render rather than after it: the
 * screen's own chunk, the installation settings and the session restore (a stored sign-in); the
 * auth layer shares these promises with whoever asks next.
 */
function prefetchFirstScreen(): void {
  const resolution = resolvePathname(buildRouteTable(resourceDefinitions), window.location.pathname);
  if (resolution.kind === 'route') preloadView(resolution.entry.view);
  runtime.settings().catch(() => undefined);
  // Rejections (nobody signed in, refresh refused) are handled where the shell asks again.
  runtime.core.ensureSession().catch(() => undefined);
}

/** The cabinet's first screen after sign-in, fetched while the SMS code is typed (src/login/entry.tsx). */
export function warmUp(): void {
  warmUpCabinet(buildRouteTable(resourceDefinitions));
}

export function boot(container: HTMLElement): void {
  prefetchFirstScreen();
  createRoot(container).render(
    <StrictMode>
      <FatalBoundary>
        <Cabinet />
      </FatalBoundary>
    </StrictMode>,
  );
}
