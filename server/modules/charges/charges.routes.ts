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
import { IdempotencyHeadersSchema, idempotencyKeyOf } from '../ledger/idempotency';
import { DRIVER_DETAIL_ACCESS } from '../ledger/ledger.routes';
import { ChargesService } from './charges.service';

const ChargeParamsSchema = IdParamsSchema.extend({ chargeId: IdParamsSchema.shape.id });

export async function chargesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const charges = new ChargesService(deps);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const api = deps.config.apiBase;

  typed.get(
    `${api}${LEDGER_ENDPOINTS.charges}`,
    {
      config: DRIVER_DETAIL_ACCESS,
      schema: {
        tags: ['charges'],
        description: 'Начисления водителя, новые первыми',
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: ChargesResponseSchema },
      },
    },
    async (request) => charges.list(claimsOf(request), request.params.id, request.query),
  );

  typed.post(
    `${api}${LEDGER_ENDPOINTS.charges}`,
    {
      config: DRIVER_DETAIL_ACCESS,
      schema: {
        tags: ['charges'],
        description:
          'Новое начисление: списания, срок которых наступил (по сегодняшний день парка), делаются сразу, остальные — в свой день; тот же Idempotency-Key повторно возвращает то же начисление',
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: ChargeInputSchema,
        response: { 200: ChargeSchema },
      },
    },
    async (request) =>
      charges.create(claimsOf(request), request.params.id, idempotencyKeyOf(request.headers), request.body),
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
