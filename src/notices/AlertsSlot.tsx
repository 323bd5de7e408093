/**
 * Where the operator's alerts appear in the frame. The bar and DOMPurify load in a chunk of their
 * own after the frame, so the first screen does not wait for them.
 */
import { Suspense } from 'react';
import { lazyNamed } from '../root/lazy';

export const AlertsBar = lazyNamed(() => import('./AlertsBar'), 'AlertsBar');

export const AlertsSlot = () => (
  <Suspense fallback={null}>
    <AlertsBar />
  </Suspense>
);
