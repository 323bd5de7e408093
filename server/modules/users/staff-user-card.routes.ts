/**
 * The staff user's card beyond the generated CRUD (`/users/users/{id}`): its two actions and the
 * per-user rules screen (`/users/users/{id}/rules/{userGroupId}`), all guarded by the groups of
 * `/users/users` (and the caller's own rules) and the token's park.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/auth';
import {
  PasswordResetResponseSchema,
  SessionsEndedResponseSchema,
  UserRulesParamsSchema,
  UserRulesRequestSchema,
  UserRulesSchema,
} from '../../../schemas/user-rules';
import { staffUsers } from '../../../resources/users/staff-users/resource';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { StaffUserActionsService } from './staff-user-actions.service';
import { UserRulesService } from './user-rules.service';

export async function staffUserCardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const actions = new StaffUserActionsService(deps);
  const rules = new UserRulesService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${deps.config.apiBase}/${staffUsers.name}`;
  const config = { access: { kind: 'route', path: staffUsers.access } } as const;
  const tags = [staffUsers.name];

  api.post(
    `${base}/:id/reset-password`,
    { config, schema: { tags, summary: t('users.actions.resetPassword'), params: IdParamsSchema, response: { 200: PasswordResetResponseSchema } } },
    async (request) => actions.resetPassword(claimsOf(request), request.params.id),
  );
  api.delete(
    `${base}/:id/sessions`,
    { config, schema: { tags, summary: t('users.actions.endSessions'), params: IdParamsSchema, response: { 200: SessionsEndedResponseSchema } } },
    async (request) => actions.endSessions(claimsOf(request), request.params.id),
  );
  api.get(
    `${base}/:id/rules/:userGroupId`,
    { config, schema: { tags, summary: t('users.actions.rules'), params: UserRulesParamsSchema, response: { 200: UserRulesSchema } } },
    async (request) => rules.get(claimsOf(request), request.params.id, request.params.userGroupId),
  );
  api.put(
    `${base}/:id/rules/:userGroupId`,
    {
      config,
      schema: { tags, summary: t('users.actions.rules'), params: UserRulesParamsSchema, body: UserRulesRequestSchema, response: { 200: UserRulesSchema } },
    },
    async (request) => rules.replace(claimsOf(request), request.params.id, request.params.userGroupId, request.body),
  );
}
