/** Mounts every declared resource (schemas/resources) on its table with its section's hooks. */
import type { FastifyInstance } from 'fastify';
import { offers as offerDeclaration } from '../../schemas/resources/offers';
import { staffUsers } from '../../schemas/resources/staff-users';
import { offers, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { mountResource, type ServerResource } from '../lib/crud/crud.routes';
import { offerHooks } from './offers/offers.hooks';
import { staffUserHooks } from './users/staff-users.hooks';

export const serverResources: readonly ServerResource[] = [
  { declaration: staffUsers, table: users, hooks: staffUserHooks },
  { declaration: offerDeclaration, table: offers, hooks: offerHooks },
];

export async function generatedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const resource of serverResources) mountResource(app, deps, resource);
}
