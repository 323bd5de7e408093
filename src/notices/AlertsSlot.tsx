/**
 * Where the operator's alerts and the user's own notices (a new e-mail or phone waiting for its
 * code) appear in the frame. They load in chunks of their own after the frame (the alerts with
 * DOMPurify), so the first screen does not wait for them.
 */
import { Suspense } from 'react';
import { lazyNamed } from '../root/lazy';

export const AlertsBar = lazyNamed(() => import('./AlertsBar'), 'AlertsBar');
const ChannelsBar = lazyNamed(() => import('./ChannelsBar'), 'ChannelsBar');

export const AlertsSlot = () => (
  <>
    <Suspense fallback={null}>
      <ChannelsBar />
    </Suspense>
    <Suspense fallback={null}>
      <AlertsBar />
    </Suspense>
  </>
);
