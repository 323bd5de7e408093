/** GET /api/auth/multiuser/list; POST, PUT, DELETE /api/auth/multiuser/{id} (spec 7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, LinkedAccountsResponseSchema, MultiuserRequestSchema } from '../../../schemas/auth';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { MultiuserService } from './multiuser.service';

export async function multiuserRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const multiuser = new MultiuserService(deps);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const base = `${deps.config.apiBase}/auth/multiuser`;
  const config = { access: { kind: 'authenticated' as const } };
  const tags = ['multiuser'];

  typed.get(
    `${base}/list`,
    { config, schema: { tags, response: { 200: LinkedAccountsResponseSchema } } },
    async (request) => ({ data: await multiuser.list(claimsOf(request)) }),
  );

  typed.post(
    `${base}/:id`,
    {
      config,
      schema: { tags, params: IdParamsSchema, body: MultiuserRequestSchema, response: { 200: LinkedAccountsResponseSchema } },
    },
    async (request) => ({ data: await multiuser.link(claimsOf(request), request.params.id, request.body, 'add') }),
  );

  typed.put(
    `${base}/:id`,
    {
      config,
      schema: { tags, params: IdParamsSchema, body: MultiuserRequestSchema, response: { 200: LinkedAccountsResponseSchema } },
    },
    async (request) => ({ data: await multiuser.link(claimsOf(request), request.params.id, request.body, 'update') }),
  );

  typed.delete(
    `${base}/:id`,
    { config, schema: { tags, params: IdParamsSchema, response: { 200: LinkedAccountsResponseSchema } } },
    async (request) => ({ data: await multiuser.unlink(claimsOf(request), request.params.id) }),
  );
}
