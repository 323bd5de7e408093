/**
 * Drivers (spec 7 `GET /drivers/v2/list`, `GET /drivers/{driverId}/cards`) and the driver card's
 * reads and writes, with the form's pickers. Static paths of other modules under /drivers
 * (approve, blacklist, goals ...) win over `:id` here: the router prefers static segments.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CarsQuerySchema,
  CarsResponseSchema,
  DRIVER_ENDPOINTS,
  DriverAggregatorsResponseSchema,
  DriverAppSchema,
  DriverAppUpdateSchema,
  DriverCardsResponseSchema,
  DriverChangesResponseSchema,
  DriverGroupsResponseSchema,
  DriverInputSchema,
  DriverJoinRequestSchema,
  DriverSchema,
  DriversListQuerySchema,
  DriversListResponseSchema,
} from '../../../schemas/drivers';
import { IdParamsSchema, PageQuerySchema } from '../../../schemas/lists';
import { EXPORT_REPORT_ROWS } from '../../../schemas/reports';
import type { AppDeps } from '../../deps';
import { schemaSerializer } from '../../lib/schema-serializer';
import { claimsOf } from '../../plugins/auth';
import { exportResponse, sendExport } from '../reports/export-answer';
import { DriverAggregatorsService } from './driver-aggregators.service';
import { DriverFormService } from './driver-form.service';
import { DriversListService } from './drivers-list.service';
import { DriversService } from './drivers.service';

const LIST_ACCESS = { access: { kind: 'route', path: '/drivers/list/all' } } as const;
const CREATE_ACCESS = { access: { kind: 'route', path: '/drivers/new' } } as const;
const DETAIL_ACCESS = { access: { kind: 'route', path: '/drivers/detail' } } as const;

const DriverIdParamsSchema = z.object({ driverId: IdParamsSchema.shape.id });
const DriverAggregatorParamsSchema = IdParamsSchema.extend({ aggregatorId: IdParamsSchema.shape.id });

export async function driversRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;
  const path = (endpoint: string) => `${base}${endpoint}`;
  const list = new DriversListService(deps);
  const drivers = new DriversService(deps);
  const accounts = new DriverAggregatorsService(deps);
  const form = new DriverFormService(deps);

  api.get(
    path(DRIVER_ENDPOINTS.list),
    {
      config: LIST_ACCESS,
      schema: { tags: ['drivers'], querystring: DriversListQuerySchema, response: { 200: DriversListResponseSchema } },
      // Written by its schema, not checked by zod on the way out (schema-serializer.ts).
      serializerCompiler: schemaSerializer(DriversListResponseSchema),
    },
    async (request) => list.page(claimsOf(request), request.query),
  );

  api.get(
    path(DRIVER_ENDPOINTS.listExport),
    {
      config: LIST_ACCESS,
      schema: { response: exportResponse(),
        tags: ['drivers'],
        description: `Список водителей с теми же фильтрами в файле xlsx (page и countperpage не учитываются). Больше ${EXPORT_REPORT_ROWS} строк: 202, файл заказан как отчёт и придёт в «Мои отчёты»`,
        querystring: DriversListQuerySchema,
      },
    },
    async (request, reply) => sendExport(reply, await list.export(claimsOf(request), request.query)),
  );

  api.post(
    path(DRIVER_ENDPOINTS.create),
    { config: CREATE_ACCESS, schema: { tags: ['drivers'], body: DriverInputSchema, response: { 201: DriverSchema } } },
    async (request, reply) => reply.status(201).send(await drivers.create(claimsOf(request), request.body)),
  );

  api.get(
    path(DRIVER_ENDPOINTS.one),
    { config: DETAIL_ACCESS, schema: { tags: ['drivers'], params: IdParamsSchema, response: { 200: DriverSchema } } },
    async (request) => drivers.get(claimsOf(request), request.params.id),
  );

  api.put(
    path(DRIVER_ENDPOINTS.one),
    {
      config: DETAIL_ACCESS,
      schema: { tags: ['drivers'], params: IdParamsSchema, body: DriverInputSchema, response: { 200: DriverSchema } },
    },
    async (request) => drivers.update(claimsOf(request), request.params.id, request.body),
  );

  api.get(
    path(DRIVER_ENDPOINTS.changes),
    {
      config: DETAIL_ACCESS,
      schema: {
        tags: ['drivers'],
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: DriverChangesResponseSchema },
      },
    },
    async (request) => drivers.changes(claimsOf(request), request.params.id, request.query),
  );

  api.get(
    path(DRIVER_ENDPOINTS.cards),
    {
      config: DETAIL_ACCESS,
      schema: { tags: ['drivers'], params: DriverIdParamsSchema, response: { 200: DriverCardsResponseSchema } },
    },
    async (request) => drivers.cards(claimsOf(request), request.params.driverId),
  );

  api.get(
    path(DRIVER_ENDPOINTS.app),
    { config: DETAIL_ACCESS, schema: { tags: ['drivers'], params: IdParamsSchema, response: { 200: DriverAppSchema } } },
    async (request) => drivers.app(claimsOf(request), request.params.id),
  );

  api.put(
    path(DRIVER_ENDPOINTS.app),
    {
      config: DETAIL_ACCESS,
      schema: { tags: ['drivers'], params: IdParamsSchema, body: DriverAppUpdateSchema, response: { 200: DriverAppSchema } },
    },
    async (request) => drivers.setAppAccess(claimsOf(request), request.params.id, request.body.app_access),
  );

  api.get(
    path(DRIVER_ENDPOINTS.aggregators),
    {
      config: DETAIL_ACCESS,
      schema: { tags: ['drivers'], params: IdParamsSchema, response: { 200: DriverAggregatorsResponseSchema } },
    },
    async (request) => accounts.list(claimsOf(request), request.params.id),
  );

  api.post(
    path(DRIVER_ENDPOINTS.aggregators),
    {
      config: DETAIL_ACCESS,
      schema: {
        tags: ['drivers'],
        params: IdParamsSchema,
        body: DriverJoinRequestSchema,
        response: { 200: DriverAggregatorsResponseSchema },
      },
    },
    async (request) => accounts.connect(claimsOf(request), request.params.id, request.body.aggregator_id),
  );

  api.delete(
    path(DRIVER_ENDPOINTS.aggregator),
    {
      config: DETAIL_ACCESS,
      schema: { tags: ['drivers'], params: DriverAggregatorParamsSchema, response: { 200: DriverAggregatorsResponseSchema } },
    },
    async (request) => accounts.disconnect(claimsOf(request), request.params.id, request.params.aggregatorId),
  );

  api.get(
    path(DRIVER_ENDPOINTS.cars),
    {
      config: LIST_ACCESS,
      schema: { tags: ['drivers'], querystring: CarsQuerySchema, response: { 200: CarsResponseSchema } },
    },
    async (request) => form.cars(claimsOf(request), request.query),
  );

  api.get(
    path(DRIVER_ENDPOINTS.groups),
    { config: LIST_ACCESS, schema: { tags: ['drivers'], response: { 200: DriverGroupsResponseSchema } } },
    async (request) => form.groups(claimsOf(request)),
  );
}
