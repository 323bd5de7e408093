/** GET /api/users/{id}: the user of spec 3 the shell loads after sign-in. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUserSchema, IdParamsSchema } from '../../../schemas/auth';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { UsersService } from './users.service';

export async function usersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const users = new UsersService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${deps.config.apiBase}/users/:id`,
    {
      config: { access: { kind: 'authenticated' } },
      schema: { tags: ['users'], params: IdParamsSchema, response: { 200: CurrentUserSchema } },
    },
    async (request) => users.get(claimsOf(request), request.params.id),
  );
}
