/** GET /api/referral/settings (spec 7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOTICES_ENDPOINTS, ReferralSettingsResponseSchema } from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { ReferralService } from './referral.service';

export async function referralRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const referral = new ReferralService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${deps.config.apiBase}${NOTICES_ENDPOINTS.referralSettings}`,
    {
      config: { access: { kind: 'route', path: '/referrals/settings' } },
      schema: {
        tags: ['referral'],
        summary: 'Настройки реферальной программы парка по порядку создания; пустой список — программы нет',
        response: { 200: ReferralSettingsResponseSchema },
      },
    },
    async (request) => referral.settings(claimsOf(request)),
  );
}
