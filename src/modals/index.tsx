/**
 * The modals' mount point in the frame. Their code loads once the browser is idle after the
 * first screen, in a chunk of its own, so they never slow the first screen down.
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../root/lazy';

export const ModalsRoot = lazyNamed(() => import('./ModalsRoot'), 'ModalsRoot');

/** Longest wait for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

export const CabinetModals = () => {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <ModalsRoot />
    </Suspense>
  ) : null;
};
