/** GET /api/alert and POST /api/alert (spec 7): every signed-in user reads the installation's alerts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AlertReadRequestSchema,
  AlertReadResponseSchema,
  AlertsResponseSchema,
  NOTICES_ENDPOINTS,
} from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { AlertsService } from './alerts.service';

const access = { kind: 'authenticated' } as const;
const tags = ['alerts'];

export async function alertsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const alerts = new AlertsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = `${deps.config.apiBase}${NOTICES_ENDPOINTS.alert}`;

  api.get(
    url,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Непрочитанные действующие уведомления пользователя (HTML очищен), новые первыми',
        response: { 200: AlertsResponseSchema },
      },
    },
    async (request) => alerts.unread(claimsOf(request)),
  );

  api.post(
    url,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Отметить уведомление прочитанным (повтор ничего не меняет)',
        body: AlertReadRequestSchema,
        response: { 200: AlertReadResponseSchema },
      },
    },
    async (request) => alerts.markRead(claimsOf(request), request.body.alert_id),
  );
}
