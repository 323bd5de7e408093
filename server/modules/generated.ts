/** Mounts every declared resource (schemas/resources) on its table with its section's hooks. */
import type { FastifyInstance } from 'fastify';
import { staffUsers } from '../../schemas/resources/staff-users';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { mountResource, type ServerResource } from '../lib/crud/crud.routes';
import type { CrudDirectory } from '../lib/crud/crud.service';
import { parkTimezone } from './taxis/park-timezone';
import { authorOf } from './users/author';
import { staffUserHooks } from './users/staff-users.hooks';

export const serverResources: readonly ServerResource[] = [
  { declaration: staffUsers, table: users, hooks: staffUserHooks },
];

/** Who writes and the park's zone, from the sections that own users and parks. */
export const crudDirectory: CrudDirectory = { authorOf, parkTimezone };

export async function generatedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const resource of serverResources) mountResource(app, { ...deps, directory: crudDirectory }, resource);
}
