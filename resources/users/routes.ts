/**
 * The users section's route lines beside their screens. Its resources' screens (the park card
 * /users/taxi, the legal entities /users/entity, the offers /users/offer, the staff /users/users,
 * the export journal /users/exports) come from their folders (resources/users/<resource>/).
 */
import { SECTION_LANDINGS } from '../../schemas/landings';
import type { ScreenRoute } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';

export const usersRoutes: ScreenRoute[] = [
  { path: '/users', redirect: SECTION_LANDINGS.users },
  { path: '/users/users/:id/rules/:userGroupId', view: lazyNamed(() => import('./UserRulesPage'), 'UserRulesPage') },
];
