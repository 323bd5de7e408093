/**
 * Top-ups of drivers' balances (`/payments/drivers-addbalance`):
 *   POST /topups/preview   rows (JSON) or a file (xlsx/csv, base64) checked; nothing is written
 *   POST /topups           the same, credited in one transaction (Idempotency-Key)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOPUP_ENDPOINTS, TOPUP_MAX_BYTES, TopupPreviewSchema, TopupRequestSchema, TopupResultSchema } from '../../../schemas/payout-lists';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from '../ledger/idempotency';
import { TopupsService } from './topups.service';

const ACCESS = { access: { kind: 'route', path: '/payments/drivers-addbalance' } } as const;
/** base64 of the largest file, with room for the JSON around it. */
const BODY_LIMIT = Math.ceil((TOPUP_MAX_BYTES * 4) / 3) + 64 * 1024;

export async function topupsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;
  const topups = new TopupsService(deps);
  const tags = ['payouts'];

  api.post(
    `${base}${TOPUP_ENDPOINTS.preview}`,
    {
      config: ACCESS,
      bodyLimit: BODY_LIMIT,
      schema: { tags, summary: 'Проверить пополнения балансов (список или файл xlsx/csv): ничего не зачисляется', body: TopupRequestSchema, response: { 200: TopupPreviewSchema } },
    },
    async (request) => topups.preview(claimsOf(request), request.body),
  );

  api.post(
    `${base}${TOPUP_ENDPOINTS.create}`,
    {
      config: ACCESS,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Пополнить балансы водителей одной транзакцией; тот же файл или ключ повторно ничего не меняет',
        headers: IdempotencyHeadersSchema,
        body: TopupRequestSchema,
        response: { 200: TopupResultSchema },
      },
    },
    async (request) => topups.create(claimsOf(request), idempotencyKeyOf(request.headers), request.body),
  );
}
