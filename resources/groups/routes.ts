/**
 * The groups section's route lines beside their screens. The list (/groups), the create form
 * (/groups/new) and the parameters tab (/groups/detail/:id/params) are the groups resource's
 * (resources/groups/groups/); a page that is not a resource lies in a folder named after its path.
 */
import type { ScreenRoute } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';

export const groupsRoutes: ScreenRoute[] = [
  { path: '/groups/detail/:id', redirect: '/groups/detail/:id/drivers' },
  { path: '/groups/detail/:id/drivers', view: lazyNamed(() => import('./detail/drivers/GroupDrivers'), 'GroupDrivers') },
  { path: '/groups/detail/:id/step-:step', view: lazyNamed(() => import('./detail/step/CommissionEditor'), 'CommissionEditor') },
];
