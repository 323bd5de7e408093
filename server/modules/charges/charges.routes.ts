/** A driver's charges: GET/POST /drivers/{id}/charges, GET/PUT /drivers/{id}/charges/{chargeId}. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChargeDetailSchema,
  ChargeInputSchema,
  ChargeSchema,
  ChargesResponseSchema,
  ChargeUpdateSchema,
  LEDGER_ENDPOINTS,
} from '../../../schemas/ledger';
import { IdParamsSchema, PageQuerySchema } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { DRIVER_DETAIL_ACCESS, driverTabRead, driverTabWrite } from '../ledger/driver-detail-routes';
import { ChargesService } from './charges.service';

const ChargeParamsSchema = IdParamsSchema.extend({ chargeId: IdParamsSchema.shape.id });

export async function chargesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const charges = new ChargesService(deps);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const api = deps.config.apiBase;

  driverTabRead(
    app,
    `${api}${LEDGER_ENDPOINTS.charges}`,
    { tag: 'charges', description: 'Начисления водителя, новые первыми', input: PageQuerySchema, response: ChargesResponseSchema },
    (claims, driverId, query) => charges.list(claims, driverId, query),
  );

  driverTabWrite(
    app,
    `${api}${LEDGER_ENDPOINTS.charges}`,
    {
      tag: 'charges',
      description:
        'Новое начисление: списания, срок которых наступил (по сегодняшний день парка), делаются сразу, остальные — в свой день; тот же Idempotency-Key повторно возвращает то же начисление',
      input: ChargeInputSchema,
      response: ChargeSchema,
    },
    (claims, driverId, key, body) => charges.create(claims, driverId, key, body),
  );

  typed.get(
    `${api}${LEDGER_ENDPOINTS.charge}`,
    {
      config: DRIVER_DETAIL_ACCESS,
      schema: {
        tags: ['charges'],
        description: 'Начисление и его списания в балансе',
        params: ChargeParamsSchema,
        response: { 200: ChargeDetailSchema },
      },
    },
    async (request) => charges.detail(claimsOf(request), request.params.id, request.params.chargeId),
  );

  typed.put(
    `${api}${LEDGER_ENDPOINTS.charge}`,
    {
      config: DRIVER_DETAIL_ACCESS,
      schema: {
        tags: ['charges'],
        description:
          'Изменение описания, суммы будущих списаний и статуса (приостановить, возобновить, отменить); сделанные списания не меняются',
        params: ChargeParamsSchema,
        body: ChargeUpdateSchema,
        response: { 200: ChargeSchema },
      },
    },
    async (request) => charges.update(claimsOf(request), request.params.id, request.params.chargeId, request.body),
  );
}
