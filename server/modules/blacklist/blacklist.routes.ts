/** GET/POST /drivers/blacklist, DELETE /drivers/blacklist/{id}. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BlacklistEntrySchema,
  BlacklistInputSchema,
  BlacklistQuerySchema,
  BlacklistResponseSchema,
  DESK_ENDPOINTS,
} from '../../../schemas/desk';
import { IdParamsSchema } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { BlacklistService } from './blacklist.service';

const access = { kind: 'route', path: '/drivers/blacklist' } as const;
const tags = ['blacklist'];

export async function blacklistRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const blacklist = new BlacklistService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;

  api.get(
    `${base}${DESK_ENDPOINTS.blacklist}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Чёрный список парка, новые записи первыми',
        querystring: BlacklistQuerySchema,
        response: { 200: BlacklistResponseSchema },
      },
    },
    async (request) => blacklist.list(claimsOf(request), request.query),
  );

  api.post(
    `${base}${DESK_ENDPOINTS.blacklist}`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Добавить в чёрный список водителя парка или человека по телефону и/или номеру ВУ; водители парка с ними блокируются',
        body: BlacklistInputSchema,
        response: { 200: BlacklistEntrySchema },
      },
    },
    async (request) => blacklist.add(claimsOf(request), request.body),
  );

  api.delete(
    `${base}${DESK_ENDPOINTS.blacklistEntry}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Убрать запись; водители, которых не называет другая запись, разблокируются',
        params: IdParamsSchema,
        response: { 200: BlacklistEntrySchema },
      },
    },
    async (request) => blacklist.remove(claimsOf(request), request.params.id),
  );
}
