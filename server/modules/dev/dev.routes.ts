/**
 * Outboxes of the sandbox gateways ("Тестовый режим"): the SMS codes and e-mails that a live
 * gateway would have delivered. Registered only while the sandbox gateways are in use, answered
 * only to the machine the server runs on (anyone else is told there is no such page), and kept
 * out of the public OpenAPI document: a sign-in code is a password for a minute.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmailOutboxEntrySchema, SmsOutboxEntrySchema } from '../../../schemas/auth';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { SandboxEmailGateway } from '../../integrations/email/sandbox-email-gateway';
import { SandboxSmsGateway } from '../../integrations/sms/sandbox-sms-gateway';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The request came from this machine: both the socket and, behind a proxy, the client it names. */
export function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK.has(request.ip);
}

export async function devRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw errors.notFound();
  });
  const { sms, email } = deps;
  if (sms instanceof SandboxSmsGateway) {
    typed.get(
      '/dev/sms-outbox',
      {
        schema: {
          tags: ['sandbox'],
          hide: true,
          querystring: z.object({ login: z.string().max(254).optional(), sms_key: z.string().max(128).optional() }),
          response: { 200: z.array(SmsOutboxEntrySchema) },
        },
      },
      async (request) => sms.list(request.query.login, request.query.sms_key),
    );
  }
  if (email instanceof SandboxEmailGateway) {
    typed.get(
      '/dev/email-outbox',
      {
        schema: {
          tags: ['sandbox'],
          hide: true,
          querystring: z.object({ to: z.string().max(254).optional() }),
          response: { 200: z.array(EmailOutboxEntrySchema) },
        },
      },
      async (request) => email.list(request.query.to),
    );
  }
}
