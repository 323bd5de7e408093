/** Liveness for load balancers: answers only when the database answers. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HealthRepository } from './health.repository';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const health = new HealthRepository(deps.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: { kind: 'public' } },
      schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await health.ping();
      return { status: 'ok' as const };
    },
  );
}
