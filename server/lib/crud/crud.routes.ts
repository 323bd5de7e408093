/**
 * Mounts a declared resource's routes on the ra-data-simple-rest wire:
 *   GET    /api/<name>?sort=&range=&filter=   the rows, total in `Content-Range`
 *   GET    /api/<name>/export?sort=&filter=   the same rows as xlsx (when declared)
 *   GET    /api/<name>/:id  and /:id/changes  the record and its change history
 *   POST   /api/<name>, PUT/DELETE /api/<name>/:id   as the declaration's views allow
 * A single record (the park card) has only its GET, PUT and changes, on the park's own id.
 * Every route is guarded by the declaration's access path and described in the OpenAPI document.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../schemas/lists';
import { createSchemaOf, updateSchemaOf, type ResourceDeclaration } from '../../../schemas/resource';
import type { AccessClaims } from '../../../schemas/auth';
import { contentRange, ListQueryStringSchema, MAX_PAGE_ROWS, type ListQuery } from '../../../schemas/resource-query';
import type { PgTable } from 'drizzle-orm/pg-core';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { attachmentHeader, fileStamp, streamXlsx, XLSX_MIME, xlsxResponse } from '../xlsx';
import type { Lookup } from './crud.repository';
import { CrudService, type CrudDeps, type CrudHooks, type WireRow } from './crud.service';

export interface ServerResource {
  declaration: ResourceDeclaration;
  /** A drizzle table with `id` and `taxis_id`; its column names are the entity's wire names. */
  table: PgTable;
  /** The section's rules (its service's lifecycle hooks). */
  hooks?: CrudHooks;
  /** The table of each reference field (`asReference`): ids are checked against the token's park. */
  references?: Readonly<Record<string, PgTable>>;
  /** Read-only entity fields held by another table of the park (the author's name). */
  lookups?: Readonly<Record<string, Lookup>>;
  /**
   * Called before an export's first row is read (the journal of personal-data exports): a throw
   * refuses the export; the answer is the rows to write, which it may wrap to count them.
   */
  auditExport?: (deps: CrudDeps, claims: AccessClaims, query: ListQuery, rows: AsyncIterable<WireRow>) => Promise<AsyncIterable<WireRow>>;
}

/**
 * What a resource folder's `server.ts` exports as `server` (resources/<section>/<resource>/): its
 * hooks, references, lookups and export journal; `table` only when the table is not the folder's
 * own `table.ts` (the park's `users` and `taxis`, which the whole server shares).
 */
export type ResourceServerPart = Omit<ServerResource, 'declaration' | 'table'> & { table?: PgTable };

export const ResourceChangesSchema = z.object({
  changes: z.array(
    z.object({
      id: z.number().int(),
      action: z.enum(['create', 'update', 'delete']),
      user_name: z.string(),
      created_at: z.string(),
      changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
    }),
  ),
});

export function mountResource(app: FastifyInstance, deps: CrudDeps & Pick<AppDeps, 'config'>, resource: ServerResource): void {
  const { declaration, table, hooks, references, lookups } = resource;
  const service = new CrudService(deps, declaration, table, hooks, references, lookups);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${deps.config.apiBase}/${declaration.name}`;
  const access = { kind: 'route', path: declaration.access } as const;
  // Writes narrowed below the path's groups are refused by the guard itself, and say so in the document.
  const writeAccess = declaration.writeGroups === undefined ? access : { ...access, groups: declaration.writeGroups };
  const tags = [declaration.name];
  const { labels, views } = declaration;
  const entity = declaration.schema;

  if (views.list) {
    api.get(
      base,
      {
        config: { access },
        schema: { tags, summary: labels.title, querystring: ListQueryStringSchema, response: { 200: z.array(entity) } },
      },
      async (request, reply) => {
        const query = service.parseQuery(request.query);
        const { rows, total } = await service.list(claimsOf(request), query);
        void reply.header('content-range', contentRange(declaration.name, query.offset, rows.length, total));
        return rows;
      },
    );
  }

  if (declaration.export) {
    api.get(
      `${base}/export`,
      { config: { access }, schema: { response: xlsxResponse(), tags, summary: `${labels.title}: xlsx`, querystring: ListQueryStringSchema } },
      async (request, reply) => {
        const query = service.parseQuery(request.query);
        const columns = declaration.list.columns.map((field) => ({
          header: labels.fields[field] ?? field,
          value: (row: WireRow) => {
            const value = row[field];
            return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
          },
        }));
        const claims = claimsOf(request);
        const fileName = `${labels.title} ${fileStamp(deps.clock.now(), await service.timezone(claims))}.xlsx`;
        const rows = service.allRows(claims, query, MAX_PAGE_ROWS);
        const written = resource.auditExport === undefined ? rows : await resource.auditExport(deps, claims, query, rows);
        void reply.header('content-type', XLSX_MIME).header('content-disposition', attachmentHeader(fileName));
        return reply.send(streamXlsx(labels.title, columns, written));
      },
    );
  }

  // Another route answers GET /<name>/{id}: the signed-in user (spec 3), the park (spec 7).
  if (!declaration.oneThroughList && declaration.single?.readBy !== 'own') {
    api.get(
      `${base}/:id`,
      { config: { access }, schema: { tags, summary: labels.title, params: IdParamsSchema, response: { 200: entity } } },
      async (request) => service.get(claimsOf(request), request.params.id),
    );
  }

  api.get(
    `${base}/:id/changes`,
    {
      config: { access },
      schema: { tags, summary: `${labels.title}: ${t('generated.generic.history')}`, params: IdParamsSchema, response: { 200: ResourceChangesSchema } },
    },
    async (request) => service.changes(claimsOf(request), request.params.id),
  );

  if (views.create) {
    api.post(
      base,
      { config: { access: writeAccess }, schema: { tags, summary: labels.createTitle, body: createSchemaOf(declaration), response: { 200: entity } } },
      async (request) => service.create(claimsOf(request), request.body),
    );
  }
  if (views.edit) {
    api.put(
      `${base}/:id`,
      {
        config: { access: writeAccess },
        schema: { tags, summary: labels.title, params: IdParamsSchema, body: updateSchemaOf(declaration), response: { 200: entity } },
      },
      async (request) => service.update(claimsOf(request), request.params.id, request.body),
    );
  }
  if (views.delete) {
    api.delete(
      `${base}/:id`,
      { config: { access: writeAccess }, schema: { tags, summary: labels.title, params: IdParamsSchema, response: { 200: entity } } },
      async (request) => service.remove(claimsOf(request), request.params.id),
    );
  }
}
