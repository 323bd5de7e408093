/** GET /api/banner?banner_type and POST /api/banner/event (spec 7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BannerEventRequestSchema,
  BannerEventResponseSchema,
  BannerQuerySchema,
  BannerResponseSchema,
  NOTICES_ENDPOINTS,
} from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { BannersService } from './banners.service';

const access = { kind: 'authenticated' } as const;
const tags = ['banners'];

export async function bannersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const banners = new BannersService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;

  api.get(
    `${base}${NOTICES_ENDPOINTS.banner}`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Баннер этого типа, ожидающий пользователя (опрос качества, уведомление об отчёте по комиссиям); banner_id null — показывать нечего',
        querystring: BannerQuerySchema,
        response: { 200: BannerResponseSchema },
      },
    },
    async (request) => banners.pending(claimsOf(request), request.query.banner_type),
  );

  api.post(
    `${base}${NOTICES_ENDPOINTS.bannerEvent}`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Событие баннера: response (оценка «1»–«5» для quality_poll), comment (после оценки, один раз), close; повторная оценка — 409",
        body: BannerEventRequestSchema,
        response: { 200: BannerEventResponseSchema },
      },
    },
    async (request) => banners.event(claimsOf(request), request.body),
  );
}
