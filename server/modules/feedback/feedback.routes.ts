/** GET /drivers/feedback/kpi, GET /drivers/feedback, GET and PUT /drivers/feedback/{id}. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DESK_ENDPOINTS,
  FeedbackKpiSchema,
  FeedbackQuerySchema,
  FeedbackResponseSchema,
  FeedbackSchema,
  FeedbackUpdateSchema,
} from '../../../schemas/desk';
import { IdParamsSchema, PeriodQuerySchema } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { FeedbackService } from './feedback.service';

const access = { kind: 'route', path: '/drivers/feedback/list' } as const;
const tags = ['feedback'];

export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const feedback = new FeedbackService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;

  api.get(
    `${base}${DESK_ENDPOINTS.feedbackKpi}`,
    {
      config: { access: { kind: 'route', path: '/drivers/feedback/kpi' } },
      schema: {
        tags,
        summary: 'Показатели отзывов пассажиров за период (по умолчанию последние 7 дней)',
        querystring: PeriodQuerySchema,
        response: { 200: FeedbackKpiSchema },
      },
    },
    async (request) => feedback.kpi(claimsOf(request), request.query),
  );

  api.get(
    `${base}${DESK_ENDPOINTS.feedback}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Отзывы пассажиров о водителях парка, новые первыми',
        querystring: FeedbackQuerySchema,
        response: { 200: FeedbackResponseSchema },
      },
    },
    async (request) => feedback.list(claimsOf(request), request.query),
  );

  api.get(
    `${base}${DESK_ENDPOINTS.feedbackOne}`,
    {
      config: { access },
      schema: { tags, summary: 'Один отзыв', params: IdParamsSchema, response: { 200: FeedbackSchema } },
    },
    async (request) => feedback.get(claimsOf(request), request.params.id),
  );

  api.put(
    `${base}${DESK_ENDPOINTS.feedbackOne}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Обработать отзыв: статус и ответ парка',
        params: IdParamsSchema,
        body: FeedbackUpdateSchema,
        response: { 200: FeedbackSchema },
      },
    },
    async (request) => feedback.update(claimsOf(request), request.params.id, request.body),
  );
}
