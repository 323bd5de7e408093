/** Mounts the application; loaded by src/main.tsx as a chunk so a failed load can be reported. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Cabinet } from './Cabinet';
import { FatalBoundary } from './FatalBoundary';

export function boot(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <FatalBoundary>
        <Cabinet />
      </FatalBoundary>
    </StrictMode>,
  );
}
