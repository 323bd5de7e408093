/**
 * The payout engine's endpoints (issue 13; the list, one payout and the export are
 * payouts-read.routes.ts):
 *   POST /payouts/preview        what a payout would cost and whether it may go (nothing written)
 *   POST /payouts                one payout (Idempotency-Key)
 *   POST /payouts/{id}/approve   another person lets a payout over the creator's limit go
 *   POST /payouts/{id}/reject    … or refuses it (the hold is released)
 *   POST /payouts/{id}/cancel    the park withdraws a payout not sent yet
 *   POST /payouts/bulk/preview   a list or a file (xlsx, csv) checked row by row (nothing written)
 *   POST /payouts/bulk           the checked rows' payouts as one batch (Idempotency-Key)
 * Staff of `/payments/transactions`; who may send and up to what sum is `/payments/access`
 * (payout_staff_rules, payout-rules.ts defaultStaffRule).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/lists';
import {
  BulkPayoutPreviewSchema,
  BulkPayoutRequestSchema,
  BulkPayoutResultSchema,
  PAYOUT_BULK_ENDPOINTS,
  PAYOUT_ENDPOINTS,
  PayoutPreviewSchema,
  PayoutRequestSchema,
  PayoutSchema,
} from '../../../schemas/payouts';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from '../ledger/idempotency';
import { PayoutBulkService } from './payout-bulk';
import { PayoutsService } from './payouts.service';

/** A file's base64 (schemas/payouts.ts allows 14 MB of it) with room for the JSON around it. */
const BULK_BODY_LIMIT = 15 * 1024 * 1024;

export const PAYOUTS_ACCESS = { access: { kind: 'route', path: '/payments/transactions' } } as const;

export async function payoutsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;
  const engine = { rails: deps.payoutRails, guards: deps.payoutGuards };
  const payouts = new PayoutsService(deps, engine);
  const bulk = new PayoutBulkService(deps, engine);
  const tags = ['payouts'];

  api.post(
    `${base}${PAYOUT_ENDPOINTS.preview}`,
    {
      config: PAYOUTS_ACCESS,
      schema: {
        tags,
        summary: 'Предпросмотр выплаты: комиссия, доступная сумма, нужен ли второй сотрудник и почему нельзя; ничего не записывает',
        body: PayoutRequestSchema,
        response: { 200: PayoutPreviewSchema },
      },
    },
    async (request) => payouts.preview(claimsOf(request), request.body),
  );

  api.post(
    `${base}${PAYOUT_ENDPOINTS.list}`,
    {
      config: PAYOUTS_ACCESS,
      schema: {
        tags,
        summary: 'Выплата водителю: сумма с комиссией удерживается на балансе, банк получает её через очередь; тот же Idempotency-Key возвращает первую выплату',
        headers: IdempotencyHeadersSchema,
        body: PayoutRequestSchema,
        response: { 200: PayoutSchema },
      },
    },
    async (request) => payouts.create(claimsOf(request), idempotencyKeyOf(request.headers), request.body),
  );

  api.post(
    `${base}${PAYOUT_BULK_ENDPOINTS.preview}`,
    {
      config: PAYOUTS_ACCESS,
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Проверка массовой выплаты (список или файл xlsx/csv: «Телефон» или «ID водителя», «Сумма»): ошибки по строкам, ничего не записывает',
        body: BulkPayoutRequestSchema,
        response: { 200: BulkPayoutPreviewSchema },
      },
    },
    async (request) => bulk.preview(claimsOf(request), request.body),
  );

  api.post(
    `${base}${PAYOUT_BULK_ENDPOINTS.create}`,
    {
      config: PAYOUTS_ACCESS,
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Массовая выплата: все строки без ошибок одной пачкой, каждая выплата со своим удержанием; тот же Idempotency-Key возвращает первую пачку',
        headers: IdempotencyHeadersSchema,
        body: BulkPayoutRequestSchema,
        response: { 200: BulkPayoutResultSchema },
      },
    },
    async (request) => bulk.create(claimsOf(request), idempotencyKeyOf(request.headers), request.body),
  );

  const decisions = [
    ['approve', 'Подтвердить выплату сверх лимита сотрудника (другой сотрудник с правом подтверждения)'],
    ['reject', 'Отклонить выплату, ждущую подтверждения: удержание снимается'],
    ['cancel', 'Отменить выплату, которую ещё не отправили в банк: удержание снимается'],
  ] as const;
  for (const [action, summary] of decisions) {
    api.post(
      `${base}${PAYOUT_ENDPOINTS[action]}`,
      { config: PAYOUTS_ACCESS, schema: { tags, summary, params: IdParamsSchema, response: { 200: PayoutSchema } } },
      async (request) => payouts[action](claimsOf(request), request.params.id),
    );
  }
}
