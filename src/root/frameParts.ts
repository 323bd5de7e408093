/** Lazy parts of the signed-in frame that are fetched while the SMS code is typed (warmUp.ts). */
import { lazyNamed } from './lazy';

export const AccountsPanel = lazyNamed(() => import('../accounts/AccountsPanel'), 'AccountsPanel');
