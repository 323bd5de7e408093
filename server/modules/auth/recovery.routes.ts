/**
 * Password recovery on the auth host (spec 4, 7): /auth/resetpwd/email, /sms, /smsconfirm,
 * /taxischange.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EmptyResponseSchema,
  ResetConfirmRequestSchema,
  ResetEmailRequestSchema,
  ResetResponseSchema,
  ResetSmsRequestSchema,
  ResetTaxisChangeRequestSchema,
} from '../../../schemas/auth';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { authHostRoute } from './auth-host';
import { RecoveryService } from './recovery.service';

export async function recoveryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const route = authHostRoute(deps);
  const recovery = new RecoveryService(deps, app.log);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The first step only checks the e-mail's form: nothing about the account is revealed here.
  typed.post(
    route.path('/auth/resetpwd/email'),
    {
      config: route.config,
      schema: { tags: ['recovery'], body: ResetEmailRequestSchema, response: { 200: EmptyResponseSchema } },
    },
    async () => ({ data: {} }),
  );

  typed.post(
    route.path('/auth/resetpwd/sms'),
    {
      config: route.config,
      schema: { tags: ['recovery'], body: ResetSmsRequestSchema, response: { 200: ResetResponseSchema } },
    },
    async (request) => {
      const { smsKey } = await recovery.sendCode(request.body, request.ip);
      return { data: { sms_key: smsKey, taxis_list: [] } };
    },
  );

  typed.post(
    route.path('/auth/resetpwd/smsconfirm'),
    {
      config: route.config,
      schema: { tags: ['recovery'], body: ResetConfirmRequestSchema, response: { 200: ResetResponseSchema } },
    },
    async (request) => ({ data: { taxis_list: await recovery.confirm(request.body) } }),
  );

  typed.post(
    route.path('/auth/resetpwd/taxischange'),
    {
      config: route.config,
      schema: { tags: ['recovery'], body: ResetTaxisChangeRequestSchema, response: { 200: ResetResponseSchema } },
    },
    async (request) => {
      await recovery.changePassword(request.body);
      return { data: { message: t('recovery.success') } };
    },
  );
}
