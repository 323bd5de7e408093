/** GET /api/news (paged), GET /api/news/{id}, POST /api/news (mark read): spec 7. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/auth';
import {
  NOTICES_ENDPOINTS,
  NewsOneResponseSchema,
  NewsQuerySchema,
  NewsReadRequestSchema,
  NewsReadResponseSchema,
  NewsResponseSchema,
} from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { NewsService } from './news.service';

const access = { kind: 'route', path: '/news' } as const;
const tags = ['news'];

export async function newsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const news = new NewsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;

  api.get(
    `${base}${NOTICES_ENDPOINTS.news}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Новости для страны парка, новые первыми, с отметкой прочтения (read: 0 — не прочитана)',
        querystring: NewsQuerySchema,
        response: { 200: NewsResponseSchema },
      },
    },
    async (request) => news.list(claimsOf(request), request.query),
  );

  api.get(
    `${base}${NOTICES_ENDPOINTS.newsOne}`,
    {
      config: { access },
      schema: { tags, summary: 'Одна новость', params: IdParamsSchema, response: { 200: NewsOneResponseSchema } },
    },
    async (request) => news.one(claimsOf(request), request.params.id),
  );

  api.post(
    `${base}${NOTICES_ENDPOINTS.news}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Отметить прочитанной одну новость (news_id) или все (all: true); ответ — сколько осталось непрочитанных',
        body: NewsReadRequestSchema,
        response: { 200: NewsReadResponseSchema },
      },
    },
    async (request) => news.markRead(claimsOf(request), request.body),
  );
}
