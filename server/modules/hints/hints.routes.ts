/** GET /api/hints?type_id=1|2 (spec 7): the help panel's 'Как настроить' and 'Подсказки'. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HintsQuerySchema, HintsResponseSchema, NOTICES_ENDPOINTS } from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { HintsService } from './hints.service';

export async function hintsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const hints = new HintsService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${deps.config.apiBase}${NOTICES_ENDPOINTS.hints}`,
    {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags: ['hints'],
        summary: 'Помощь: темы с шагами (type_id=1 — как настроить) или подсказки к страницам (type_id=2), по порядку',
        querystring: HintsQuerySchema,
        response: { 200: HintsResponseSchema },
      },
    },
    async (request) => hints.list(claimsOf(request), request.query.type_id),
  );
}
