/**
 * Mounts every resource folder (resources/<section>/<resource>/) found at startup: its
 * declaration (`resource.ts`), its table (`table.ts`) and its hooks (`server.ts`). The server
 * runs under tsx, which has no `import.meta.glob`: the folders are scanned with fs and imported
 * dynamically, so adding a folder is the whole change and no registry names it.
 */
import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isResourceDeclaration } from '../../schemas/resource';
import { isTable } from '../db/is-table';
import type { AppDeps } from '../deps';
import { mountResource, type ResourceServerPart, type ServerResource } from '../lib/crud/crud.routes';
import type { CrudDirectory } from '../lib/crud/crud.service';
import { parkTimezone } from './taxis/park-timezone';
import { authorOf } from './users/author';

const RESOURCES = fileURLToPath(new URL('../../resources', import.meta.url));

const folders = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory());

const load = async (file: string): Promise<Record<string, unknown>> => (await import(pathToFileURL(file).href)) as Record<string, unknown>;

/** One folder's resource: the declaration, its table (table.ts, or server.ts's `table`) and its server part. */
async function folderResource(folder: string): Promise<ServerResource> {
  const declarations = Object.values(await load(join(folder, 'resource.ts'))).filter(isResourceDeclaration);
  const [declaration] = declarations;
  if (declarations.length !== 1 || declaration === undefined) throw new Error(`${folder}/resource.ts: declares ${declarations.length} resources, not one`);
  const serverFile = join(folder, 'server.ts');
  const part = existsSync(serverFile) ? ((await load(serverFile)).server as ResourceServerPart | undefined) : undefined;
  const tableFile = join(folder, 'table.ts');
  const tables = existsSync(tableFile) ? Object.values(await load(tableFile)).filter(isTable) : [];
  if (tables.length > 1) throw new Error(`${folder}/table.ts: exports ${tables.length} tables, not one`);
  const table = tables[0] ?? part?.table;
  if (table === undefined) throw new Error(`${folder}: no table (table.ts, or \`table\` in server.ts's \`server\`)`);
  return { ...part, declaration, table };
}

/** Every folder `resources/<section>/<resource>/` holding a resource.ts, in path order. */
export async function scanResources(root: string = RESOURCES): Promise<ServerResource[]> {
  const found = folders(root)
    .flatMap(folders)
    .filter((folder) => existsSync(join(folder, 'resource.ts')));
  return Promise.all(found.map(folderResource));
}

/** Who writes and the park's zone, from the sections that own users and parks. */
export const crudDirectory: CrudDirectory = { authorOf, parkTimezone };

export async function generatedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const resource of await scanResources()) {
    mountResource(app, { ...deps, directory: crudDirectory }, resource);
  }
}
