/**
 * Driver-add requests (issue 12 §1): `GET/POST /aggregators/{id}/drivers-add`, the card
 * `GET /aggregators/{id}/drivers-add/{requestId}` (and `GET /aggregators/drivers-add/{requestId}`
 * for the SPA path that names only the request), `POST …/{requestId}/car`, `POST …/{requestId}/retry`
 * and `GET/PUT /aggregators/{id}/drivers-add-settings`. Another park's aggregator or request is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DRIVERS_ADD_ENDPOINTS,
  DriverAddCardSchema,
  DriverAddCarCreateSchema,
  DriverAddCreateSchema,
  DriverAddListQuerySchema,
  DriverAddListSchema,
  DriverAddParamsSchema,
  DriverAddSettingsInputSchema,
  DriverAddSettingsSchema,
} from '../../../schemas/drivers-add';
import { IdParamsSchema, RowIdQuerySchema } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { DriversAddService } from './drivers-add.service';

const READ = { access: { kind: 'route', path: '/aggregators' } } as const;
const WRITE = { access: { kind: 'route', path: '/aggregators', groups: [1, 2] } } as const;
const tags = ['aggregators'];

export async function driversAddRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new DriversAddService(deps);
  const at = (path: string) => `${deps.config.apiBase}${path}`;

  api.get(
    at(DRIVERS_ADD_ENDPOINTS.list),
    { config: READ, schema: { tags, description: 'Заявки на подключение водителей к агрегатору', params: IdParamsSchema, querystring: DriverAddListQuerySchema, response: { 200: DriverAddListSchema } } },
    async (request) => service.list(claimsOf(request), request.params.id, request.query),
  );

  api.post(
    at(DRIVERS_ADD_ENDPOINTS.list),
    { config: WRITE, schema: { tags, description: 'Новая заявка: водитель парка (driver_id) или новый человек (person); агрегатору её отправит задача', params: IdParamsSchema, body: DriverAddCreateSchema, response: { 200: DriverAddCardSchema } } },
    async (request) => service.create(claimsOf(request), request.params.id, request.body),
  );

  api.get(
    at(DRIVERS_ADD_ENDPOINTS.one),
    { config: READ, schema: { tags, params: DriverAddParamsSchema, response: { 200: DriverAddCardSchema } } },
    async (request) => service.show(claimsOf(request), request.params.requestId, request.params.id),
  );

  api.get(
    at(DRIVERS_ADD_ENDPOINTS.byId),
    { config: READ, schema: { tags, description: 'Карточка заявки по её номеру', params: z.object({ requestId: RowIdQuerySchema }), response: { 200: DriverAddCardSchema } } },
    async (request) => service.show(claimsOf(request), request.params.requestId),
  );

  api.post(
    at(DRIVERS_ADD_ENDPOINTS.car),
    { config: WRITE, schema: { tags, description: 'Заявка на автомобиль одобренного водителя: автомобиль парка (car_id) или введённый (car)', params: DriverAddParamsSchema, body: DriverAddCarCreateSchema, response: { 200: DriverAddCardSchema } } },
    async (request) => service.createCar(claimsOf(request), request.params.id, request.params.requestId, request.body),
  );

  api.post(
    at(DRIVERS_ADD_ENDPOINTS.retry),
    { config: WRITE, schema: { tags, description: 'Повтор заявки с ошибкой отправки: сначала статус у агрегатора, затем отправка с тем же ключом идемпотентности', params: DriverAddParamsSchema, response: { 200: DriverAddCardSchema } } },
    async (request) => service.retry(claimsOf(request), request.params.id, request.params.requestId),
  );

  api.get(
    at(DRIVERS_ADD_ENDPOINTS.settings),
    { config: READ, schema: { tags, params: IdParamsSchema, response: { 200: DriverAddSettingsSchema } } },
    async (request) => service.settings(claimsOf(request), request.params.id),
  );

  api.put(
    at(DRIVERS_ADD_ENDPOINTS.settings),
    { config: WRITE, schema: { tags, params: IdParamsSchema, body: DriverAddSettingsInputSchema, response: { 200: DriverAddSettingsSchema } } },
    async (request) => service.saveSettings(claimsOf(request), request.params.id, request.body),
  );
}
