/** POST /auth/registration on the auth host: a new park with its owner. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RegistrationRequestSchema, RegistrationResponseSchema } from '../../../schemas/auth';
import type { AppDeps } from '../../deps';
import { authHostRoute } from './auth-host';
import { RegistrationService } from './registration.service';

export async function registrationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const route = authHostRoute(deps);
  const registration = new RegistrationService(deps);
  app.withTypeProvider<ZodTypeProvider>().post(
    route.path('/auth/registration'),
    {
      config: route.config,
      schema: { tags: ['auth'], body: RegistrationRequestSchema, response: { 201: RegistrationResponseSchema } },
    },
    async (request, reply) => {
      const { userId, taxisId } = await registration.register(request.body);
      return reply.status(201).send({ data: { user_id: userId, taxis_id: taxisId } });
    },
  );
}
