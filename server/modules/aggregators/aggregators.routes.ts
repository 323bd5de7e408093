/**
 * A park's aggregators: spec 7 `GET /taxis/{taxisId}/aggregators` and `GET /aggregators/{id}/transfers`
 * (the drivers list's per-aggregator figures, fetched in batches of 10).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../schemas/lists';
import {
  AggregatorFiguresQuerySchema,
  AggregatorFiguresSchema,
  ParkAggregatorsResponseSchema,
  TRANSFER_ENDPOINTS,
} from '../../../schemas/transfers';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { AggregatorsService } from './aggregators.service';

const ACCESS = { access: { kind: 'route', path: '/drivers/list/all' } } as const;
const TaxisIdParamsSchema = z.object({ taxisId: IdParamsSchema.shape.id });

export async function aggregatorsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const aggregators = new AggregatorsService(deps);

  api.get(
    `${deps.config.apiBase}${TRANSFER_ENDPOINTS.parkAggregators}`,
    {
      config: ACCESS,
      schema: { tags: ['aggregators'], params: TaxisIdParamsSchema, response: { 200: ParkAggregatorsResponseSchema } },
    },
    async (request) => aggregators.ofPark(claimsOf(request), request.params.taxisId),
  );

  api.get(
    `${deps.config.apiBase}${TRANSFER_ENDPOINTS.aggregatorFigures}`,
    {
      config: ACCESS,
      schema: {
        tags: ['aggregators'],
        params: IdParamsSchema,
        querystring: AggregatorFiguresQuerySchema,
        response: { 200: AggregatorFiguresSchema },
      },
    },
    async (request) => aggregators.figures(claimsOf(request), request.params.id, request.query),
  );
}
