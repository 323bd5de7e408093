/** POST /api/realtime/ticket: a single-use ticket for the websocket's `?token=`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canAccess } from '../../../schemas/access';
import { REALTIME_EVENT_PATHS, RealtimeTicketResponseSchema, REALTIME_TICKET_PATH } from '../../../schemas/realtime';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { UserRulesRepository } from '../users/user-rules.repository';
import { RealtimeTicketsRepository, TICKET_TTL_SECONDS } from './realtime-tickets.repository';

export async function realtimeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const tickets = new RealtimeTicketsRepository(deps.db);
  const rules = new UserRulesRepository(deps.db);
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
      // The same rules as the API's guard decide which addressed events the socket will carry.
      const denied = await rules.deniedPaths(Number(claims.sub), claims.group_id);
      const hears = REALTIME_EVENT_PATHS.filter((path) => canAccess(deps.config.accessPolicy, claims.group_id, path, denied));
      const ticket = await tickets.issue(Number(claims.sub), claims.taxis_id, hears, deps.clock.now());
      return { data: { ticket, expires_in: TICKET_TTL_SECONDS, port: deps.config.realtimePort } };
    },
  );
}
