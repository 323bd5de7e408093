/** The antifraud screen's call: GET /aggregators/antifraud (spec 2 `/aggregators/antifrod/{aggregator}`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ANTIFRAUD_ENDPOINTS, AntifraudQuerySchema, AntifraudResponseSchema } from '../../../schemas/antifraud';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { AntifraudService } from './antifraud.service';

const ACCESS = { access: { kind: 'route', path: '/aggregators' } } as const;

export async function antifraudRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const antifraud = new AntifraudService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${deps.config.apiBase}${ANTIFRAUD_ENDPOINTS.list}`,
    {
      config: ACCESS,
      schema: {
        tags: ['aggregators'],
        description:
          'Поездки, которые антифрод агрегатора отметил за период (дни парка по времени заказа), по страницам; ' +
          'figures и reasons — за весь период без фильтра reason; aggregators — агрегаторы парка. ' +
          'Если у парка нет агрегатора с таким кодом, aggregator = null и notice объясняет почему',
        querystring: AntifraudQuerySchema,
        response: { 200: AntifraudResponseSchema },
      },
    },
    async (request) => antifraud.list(claimsOf(request), request.query),
  );
}
