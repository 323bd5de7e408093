/**
 * The user's own recovery channels (issue 20 §1): GET /users/{id}/channels lists what waits for
 * a code, POST …/{channel}/confirm takes the code, POST …/{channel}/resend sends a new one. Any
 * signed-in user, for themself only; codes are also rate-limited per IP like the auth host.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/auth';
import { ChannelConfirmRequestSchema, ChannelParamsSchema, PendingChannelsSchema } from '../../../schemas/recovery-channels';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { RecoveryChannelsService } from './recovery-channels.service';

export async function recoveryChannelsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const channels = new RecoveryChannelsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${deps.config.apiBase}/users/:id/channels`;
  const access = { kind: 'authenticated' } as const;
  const limited = { access, rateLimit: { max: deps.config.rateLimits.authPerMinute, timeWindow: '1 minute' } };
  const tags = ['users'];

  api.get(
    base,
    { config: { access }, schema: { tags, summary: t('channels.summary.channels'), params: IdParamsSchema, response: { 200: PendingChannelsSchema } } },
    async (request) => channels.pending(claimsOf(request), request.params.id),
  );
  api.post(
    `${base}/:channel/confirm`,
    {
      config: limited,
      schema: {
        tags,
        summary: t('channels.summary.confirm'),
        params: ChannelParamsSchema,
        body: ChannelConfirmRequestSchema,
        response: { 200: PendingChannelsSchema },
      },
    },
    async (request) => channels.confirm(claimsOf(request), request.params.id, request.params.channel, request.body.code),
  );
  api.post(
    `${base}/:channel/resend`,
    { config: limited, schema: { tags, summary: t('channels.summary.resend'), params: ChannelParamsSchema, response: { 200: PendingChannelsSchema } } },
    async (request) => channels.resend(claimsOf(request), request.params.id, request.params.channel),
  );
}
