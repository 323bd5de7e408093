/**
 * A park's aggregators: spec 7 `GET /taxis/{taxisId}/aggregators` and `GET /aggregators/{id}/transfers`
 * (the drivers list's per-aggregator figures, fetched in batches of 10).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGGREGATOR_IMPORT_ENDPOINTS,
  AggregatorConnectionSchema,
  AggregatorCredentialsRequestSchema,
} from '../../../schemas/aggregator-import';
import { IdParamsSchema } from '../../../schemas/lists';
import {
  AggregatorFiguresQuerySchema,
  AggregatorFiguresSchema,
  ParkAggregatorsResponseSchema,
  TRANSFER_ENDPOINTS,
} from '../../../schemas/transfers';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { AggregatorConnectionService } from './aggregator-connection.service';
import { AggregatorsService } from './aggregators.service';

const ACCESS = { access: { kind: 'route', path: '/drivers/list/all' } } as const;
/** API keys are issued by the park's director (market.md §b): the owner's groups set them. */
const CREDENTIALS_ACCESS = { access: { kind: 'route', path: '/aggregators', groups: [1, 2] } } as const;
const TaxisIdParamsSchema = z.object({ taxisId: IdParamsSchema.shape.id });

export async function aggregatorsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const aggregators = new AggregatorsService(deps);
  const connections = new AggregatorConnectionService(deps);

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

  api.put(
    `${deps.config.apiBase}${AGGREGATOR_IMPORT_ENDPOINTS.credentials}`,
    {
      config: CREDENTIALS_ACCESS,
      schema: {
        tags: ['aggregators'],
        description: 'Ключ API агрегатора (Яндекс Про): хранится зашифрованным, в ответе только последние 4 символа; загрузка начнётся сразу',
        params: IdParamsSchema,
        body: AggregatorCredentialsRequestSchema,
        response: { 200: AggregatorConnectionSchema },
      },
    },
    async (request) => connections.saveCredentials(claimsOf(request), request.params.id, request.body),
  );
}
