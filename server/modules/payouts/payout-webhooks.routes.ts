/**
 * POST /payouts/webhooks/{rail}: a rail's notification. Public (the rail has no session); the
 * rail's own parseWebhook checks its signature, and a notification that fails it is refused.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYOUT_ENDPOINTS, PayoutWebhookAnswerSchema, PayoutWebhookParamsSchema } from '../../../schemas/payouts';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { applyRailEvent } from './payout-webhooks';

export async function payoutWebhooksRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    `${deps.config.apiBase}${PAYOUT_ENDPOINTS.webhook}`,
    {
      config: { access: { kind: 'public' } },
      schema: {
        tags: ['payouts'],
        summary: 'Уведомление банка или провайдера о выплате (подпись проверяется); повтор и опоздавшее ничего не меняют',
        params: PayoutWebhookParamsSchema,
        body: z.unknown(),
        response: { 200: PayoutWebhookAnswerSchema },
      },
    },
    async (request) => {
      const rail = deps.payoutRails[request.params.rail];
      if (!rail) throw errors.notFound();
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
      const event = rail.parseWebhook(request.body, headers);
      if (!event) throw errors.badRequest(t('payouts.webhookRefused'));
      const outcome = await applyRailEvent({ db: deps.db, clock: deps.clock, guards: deps.payoutGuards, bus: deps.bus }, rail.rail, event);
      return { outcome };
    },
  );
}
