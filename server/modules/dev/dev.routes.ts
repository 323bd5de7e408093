/**
 * Outboxes of the sandbox gateways ("Тестовый режим"): the SMS codes and e-mails that a live
 * gateway would have delivered. Registered only while the sandbox gateways are in use.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmailOutboxEntrySchema, SmsOutboxEntrySchema } from '../../../schemas/auth';
import type { AppDeps } from '../../deps';
import { SandboxEmailGateway } from '../../integrations/email/sandbox-email-gateway';
import { SandboxSmsGateway } from '../../integrations/sms/sandbox-sms-gateway';

export async function devRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { sms, email } = deps;
  if (sms instanceof SandboxSmsGateway) {
    typed.get(
      '/dev/sms-outbox',
      {
        schema: {
          tags: ['sandbox'],
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
          querystring: z.object({ to: z.string().max(254).optional() }),
          response: { 200: z.array(EmailOutboxEntrySchema) },
        },
      },
      async (request) => email.list(request.query.to),
    );
  }
}
