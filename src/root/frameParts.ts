/**
 * Lazy parts of the signed-in frame that the sign-in screen preloads (warmUp.ts). Kept apart from
 * externals.ts, whose public views include the sign-in screen itself: preloading from there
 * would make the sign-in screen import itself.
 */
import { lazyNamed } from './lazy';

export const AccountsPanel = lazyNamed(() => import('../accounts/AccountsPanel'), 'AccountsPanel');
