/**
 * Driver app requests (GET /drivers/access-app, POST /drivers/access-app/{id}) and marketplace
 * requests (GET /market/requests/new, GET /market/requests, POST /market/requests/{id}).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccessDecisionSchema,
  AccessRequestSchema,
  AccessRequestsQuerySchema,
  AccessRequestsResponseSchema,
  DESK_ENDPOINTS,
  NewCountResponseSchema,
} from '../../../schemas/desk';
import { IdParamsSchema } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { AccessRequestsService } from './access-requests.service';

const appAccess = { kind: 'route', path: '/drivers/access-app/new' } as const;
const marketAccess = { kind: 'route', path: '/drivers/access-market' } as const;
const tags = ['access-requests'];

export async function accessRequestsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const requests = new AccessRequestsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;

  api.get(
    `${base}${DESK_ENDPOINTS.accessApp}`,
    {
      config: { access: appAccess },
      schema: {
        tags,
        summary: 'Заявки водителей на доступ к приложению водителя',
        querystring: AccessRequestsQuerySchema,
        response: { 200: AccessRequestsResponseSchema },
      },
    },
    async (request) => requests.list(claimsOf(request), 'app', request.query),
  );

  api.post(
    `${base}${DESK_ENDPOINTS.accessAppDecide}`,
    {
      config: { access: appAccess },
      schema: {
        tags,
        summary: 'Решение по заявке: approved открывает водителю приложение, rejected закрывает',
        params: IdParamsSchema,
        body: AccessDecisionSchema,
        response: { 200: AccessRequestSchema },
      },
    },
    async (request) => requests.decide(claimsOf(request), 'app', request.params.id, request.body),
  );

  api.get(
    `${base}${DESK_ENDPOINTS.marketNew}`,
    {
      config: { access: marketAccess },
      schema: { tags, summary: 'Число новых заявок на маркетплейс', response: { 200: NewCountResponseSchema } },
    },
    async (request) => requests.countNew(claimsOf(request), 'market'),
  );

  api.get(
    `${base}${DESK_ENDPOINTS.market}`,
    {
      config: { access: marketAccess },
      schema: {
        tags,
        summary: 'Заявки водителей на маркетплейс',
        querystring: AccessRequestsQuerySchema,
        response: { 200: AccessRequestsResponseSchema },
      },
    },
    async (request) => requests.list(claimsOf(request), 'market', request.query),
  );

  api.post(
    `${base}${DESK_ENDPOINTS.marketDecide}`,
    {
      config: { access: marketAccess },
      schema: {
        tags,
        summary: 'Решение по заявке на маркетплейс',
        params: IdParamsSchema,
        body: AccessDecisionSchema,
        response: { 200: AccessRequestSchema },
      },
    },
    async (request) => requests.decide(claimsOf(request), 'market', request.params.id, request.body),
  );
}
