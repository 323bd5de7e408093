/** Mounts every declared resource (schemas/resources) on its table with its section's hooks. */
import type { FastifyInstance } from 'fastify';
import { pathToFileURL } from 'node:url';
import { blacklist } from '../../schemas/resources/blacklist';
import { exportAudit as exportAuditDeclaration } from '../../schemas/resources/export-audit';
import { driverGroups as groupDeclaration } from '../../schemas/resources/groups';
import { legalEntities as legalEntitiesDeclaration } from '../../schemas/resources/legal-entities';
import { offers as offerDeclaration } from '../../schemas/resources/offers';
import { parkCard } from '../../schemas/resources/park-card';
import { staffUsers } from '../../schemas/resources/staff-users';
import type { Db } from '../db/client';
import { blacklistEntries, driverGroups, exportAudit, legalEntities, offers, taxis, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { mountResource, type ServerResource } from '../lib/crud/crud.routes';
import type { CrudDirectory } from '../lib/crud/crud.service';
import { blacklistHooks } from './blacklist/blacklist.hooks';
import { auditGeneratedExport } from './export-audit/generated-export';
import { groupHooks } from './groups/groups.hooks';
import { offerHooks } from './offers/offers.hooks';
import { parkTimezone } from './taxis/park-timezone';
import { authorOf } from './users/author';
import { legalEntityHooks } from './users/legal-entities.hooks';
import { parkCardHooks } from './users/park-card.hooks';
import { staffUserHooks } from './users/staff-users.hooks';

/**
 * An export of personal data (staff users' names and contacts; an ИП's name, ИНН and account) is
 * recorded in the journal (`auditExport`), which group 1 reads as its own resource.
 */
export const serverResources: readonly ServerResource[] = [
  { declaration: staffUsers, table: users, hooks: staffUserHooks, auditExport: auditGeneratedExport('staff_users', staffUsers) },
  { declaration: parkCard, table: taxis, hooks: parkCardHooks },
  {
    declaration: legalEntitiesDeclaration,
    table: legalEntities,
    hooks: legalEntityHooks,
    auditExport: auditGeneratedExport('legal_entities', legalEntitiesDeclaration),
  },
  { declaration: offerDeclaration, table: offers, hooks: offerHooks },
  {
    declaration: blacklist,
    table: blacklistEntries,
    hooks: blacklistHooks,
    // The hook checks a named driver itself, with the blacklist's own message.
    lookups: { created_by: { from: users, via: 'created_by_user_id', value: users.name } },
  },
  { declaration: exportAuditDeclaration, table: exportAudit },
  { declaration: groupDeclaration, table: driverGroups, hooks: groupHooks },
];

/** Who writes and the park's zone, from the sections that own users and parks. */
export const crudDirectory: CrudDirectory = { authorOf, parkTimezone };

/** What an extra resources module (config.extraResourcesModule) exports as `extension`. */
export interface ResourceExtension {
  resources: readonly ServerResource[];
  /** Makes the extension's tables (a real resource has a migration instead). */
  prepare?(db: Db): Promise<void>;
}

async function extraResources(deps: AppDeps): Promise<readonly ServerResource[]> {
  if (deps.config.extraResourcesModule === null) return [];
  const loaded = (await import(pathToFileURL(deps.config.extraResourcesModule).href)) as { extension?: ResourceExtension };
  const extension = loaded.extension;
  if (extension === undefined) throw new Error(`${deps.config.extraResourcesModule}: no \`extension\` export`);
  await extension.prepare?.(deps.db);
  return extension.resources;
}

export async function generatedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const resource of [...serverResources, ...(await extraResources(deps))]) {
    mountResource(app, { ...deps, directory: crudDirectory }, resource);
  }
}
