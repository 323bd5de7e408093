/**
 * Approved applications (spec 7): GET /drivers/approve/list, GET and POST /drivers/approve/read
 * (the menu badge), POST /drivers/approve/{id}/accept and /decline.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationAcceptResponseSchema,
  ApplicationDeclineSchema,
  ApplicationSchema,
  ApplicationsQuerySchema,
  ApplicationsResponseSchema,
  ApproveReadRequestSchema,
  ApproveReadResponseSchema,
  DESK_ENDPOINTS,
} from '../../../schemas/desk';
import { IdParamsSchema } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { ApplicationsService } from './applications.service';

const access = { kind: 'route', path: '/drivers/approve' } as const;
const tags = ['applications'];

export async function applicationsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const applications = new ApplicationsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;

  api.get(
    `${base}${DESK_ENDPOINTS.approveList}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Заявки водителей, одобренные агрегатором, новые первыми',
        querystring: ApplicationsQuerySchema,
        response: { 200: ApplicationsResponseSchema },
      },
    },
    async (request) => applications.list(claimsOf(request), request.query),
  );

  api.get(
    `${base}${DESK_ENDPOINTS.approveRead}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Число непрочитанных одобренных заявок (счётчик пункта меню «Водители»)',
        response: { 200: ApproveReadResponseSchema },
      },
    },
    async (request) => applications.unread(claimsOf(request)),
  );

  api.post(
    `${base}${DESK_ENDPOINTS.approveRead}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Отметить заявки прочитанными (без ids — все); ответ — сколько непрочитанных осталось',
        body: ApproveReadRequestSchema,
        response: { 200: ApproveReadResponseSchema },
      },
    },
    async (request) => applications.markRead(claimsOf(request), request.body),
  );

  api.post(
    `${base}${DESK_ENDPOINTS.approveAccept}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Принять в парк: создаёт водителя, его автомобиль и аккаунт агрегатора',
        params: IdParamsSchema,
        response: { 200: ApplicationAcceptResponseSchema },
      },
    },
    async (request) => applications.accept(claimsOf(request), request.params.id),
  );

  api.post(
    `${base}${DESK_ENDPOINTS.approveDecline}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Отклонить заявку с причиной',
        params: IdParamsSchema,
        body: ApplicationDeclineSchema,
        response: { 200: ApplicationSchema },
      },
    },
    async (request) => applications.decline(claimsOf(request), request.params.id, request.body),
  );
}
