/**
 * A park's aggregators: spec 7 `GET /taxis/{taxisId}/aggregators` and `GET /aggregators/{id}/transfers`
 * (the drivers list's per-aggregator figures, fetched in batches of 10), `GET /aggregators/base`,
 * `/aggregators/{id}/groups` and `POST /geo`; ours: one aggregator, a new one, its check, its
 * credentials and its groups mapping (the connection wizard).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGGREGATOR_IMPORT_ENDPOINTS,
  AggregatorConnectionSchema,
  AggregatorCredentialsRequestSchema,
} from '../../../schemas/aggregator-import';
import {
  AGGREGATOR_ENDPOINTS,
  AggregatorBaseResponseSchema,
  AggregatorCheckSchema,
  AggregatorCreateSchema,
  AggregatorDetailSchema,
  AggregatorUpdateSchema,
  WorkRulesMappingSchema,
  WorkRulesResponseSchema,
} from '../../../schemas/aggregators';
import { GEO_ENDPOINT, GeoRequestSchema, GeoResponseSchema, searchCities } from '../../../schemas/geo';
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
import { AggregatorSetupService } from './aggregator-setup.service';
import { AggregatorsService } from './aggregators.service';

const ACCESS = { access: { kind: 'route', path: '/drivers/list/all' } } as const;
/** The aggregators section: its groups read, the owner's groups (1, 2) connect and configure. */
const SECTION_ACCESS = { access: { kind: 'route', path: '/aggregators' } } as const;
const SETUP_ACCESS = { access: { kind: 'route', path: '/aggregators', groups: [1, 2] } } as const;
/** API keys are issued by the park's director (market.md §b): the owner's groups set them. */
const CREDENTIALS_ACCESS = { access: { kind: 'route', path: '/aggregators', groups: [1, 2] } } as const;
const TaxisIdParamsSchema = z.object({ taxisId: IdParamsSchema.shape.id });

export async function aggregatorsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const aggregators = new AggregatorsService(deps);
  const connections = new AggregatorConnectionService(deps);
  const setup = new AggregatorSetupService(deps);
  const base = deps.config.apiBase;
  const tags = ['aggregators'];

  api.post(
    `${base}${GEO_ENDPOINT}`,
    {
      config: { access: { kind: 'authenticated' } },
      schema: { tags: ['geo'], description: 'Города работы парка: по умолчанию 16 крупных городов России', body: GeoRequestSchema, response: { 200: GeoResponseSchema } },
    },
    async (request) => ({ cities: searchCities(request.body?.search) }),
  );

  api.get(
    `${base}${AGGREGATOR_ENDPOINTS.base}`,
    { config: SECTION_ACCESS, schema: { tags, description: 'Агрегаторы, которые парк может подключить', response: { 200: AggregatorBaseResponseSchema } } },
    async (request) => setup.base(claimsOf(request)),
  );

  api.post(
    `${base}${AGGREGATOR_ENDPOINTS.create}`,
    { config: SETUP_ACCESS, schema: { tags, body: AggregatorCreateSchema, response: { 200: AggregatorDetailSchema } } },
    async (request) => setup.create(claimsOf(request), request.body),
  );

  api.get(
    `${base}${AGGREGATOR_ENDPOINTS.one}`,
    { config: SECTION_ACCESS, schema: { tags, params: IdParamsSchema, response: { 200: AggregatorDetailSchema } } },
    async (request) => setup.detail(claimsOf(request), request.params.id),
  );

  api.put(
    `${base}${AGGREGATOR_ENDPOINTS.one}`,
    { config: SETUP_ACCESS, schema: { tags, params: IdParamsSchema, body: AggregatorUpdateSchema, response: { 200: AggregatorDetailSchema } } },
    async (request) => setup.update(claimsOf(request), request.params.id, request.body),
  );

  api.post(
    `${base}${AGGREGATOR_ENDPOINTS.check}`,
    {
      config: SETUP_ACCESS,
      schema: {
        tags,
        description: 'Проверка подключения: число водителей и условия работы у агрегатора (условия сохраняются для сопоставления с группами)',
        params: IdParamsSchema,
        response: { 200: AggregatorCheckSchema },
      },
    },
    async (request) => setup.check(claimsOf(request), request.params.id),
  );

  api.get(
    `${base}${AGGREGATOR_ENDPOINTS.workRules}`,
    {
      config: SECTION_ACCESS,
      schema: { tags, description: 'Условия работы (группы) агрегатора и группы парка, в которые попадают их водители', params: IdParamsSchema, response: { 200: WorkRulesResponseSchema } },
    },
    async (request) => setup.workRules(claimsOf(request), request.params.id),
  );

  api.put(
    `${base}${AGGREGATOR_ENDPOINTS.workRules}`,
    { config: SETUP_ACCESS, schema: { tags, params: IdParamsSchema, body: WorkRulesMappingSchema, response: { 200: WorkRulesResponseSchema } } },
    async (request) => setup.mapWorkRules(claimsOf(request), request.params.id, request.body),
  );

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
