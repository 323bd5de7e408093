/** POST /api/realtime/ticket: a single-use ticket for the websocket's `?token=`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RealtimeTicketResponseSchema, REALTIME_TICKET_PATH } from '../../../schemas/realtime';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { RealtimeTicketsRepository, TICKET_TTL_SECONDS } from './realtime-tickets.repository';

export async function realtimeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const tickets = new RealtimeTicketsRepository(deps.db);
  app.withTypeProvider<ZodTypeProvider>().post(
    `${deps.config.apiBase}${REALTIME_TICKET_PATH}`,
    {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags: ['realtime'],
        summary: 'Одноразовый билет (30 с) для подключения к каналу событий на порту 9002',
        security: [{ bearer: [] }],
        response: { 200: RealtimeTicketResponseSchema },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      const ticket = await tickets.issue(Number(claims.sub), claims.taxis_id, deps.clock.now());
      return { data: { ticket, expires_in: TICKET_TTL_SECONDS, port: deps.config.realtimePort } };
    },
  );
}
