/** The park's figures: GET /taxis/{taxis_id}/rates (spec 7), behind the KPI screens and home. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KPI_ENDPOINTS, MAX_RATES_DAYS, RatesParamsSchema, RatesQuerySchema, RatesResponseSchema } from '../../../schemas/kpi';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { KpiService } from './kpi.service';

const access = { kind: 'route', path: '/kpi/main' } as const;

export async function kpiRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const kpi = new KpiService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${deps.config.apiBase}${KPI_ENDPOINTS.rates}`,
    {
      config: { access },
      schema: {
        tags: ['kpi'],
        summary: 'Показатели парка за период по дням парка, итог, прошлый период той же длины и последние 7 дней',
        description: `Не длиннее ${MAX_RATES_DAYS} дней; taxis_id — только свой парк; группа 4 не получает orders_overall (403)`,
        params: RatesParamsSchema,
        querystring: RatesQuerySchema,
        response: { 200: RatesResponseSchema },
      },
    },
    async (request) => kpi.rates(claimsOf(request), request.params.taxis_id, request.query),
  );
}
