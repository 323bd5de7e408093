/** GET /api/taxis/{id} (spec 7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, TaxiSchema } from '../../../schemas/auth';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { TaxisService } from './taxis.service';

export async function taxisRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const taxis = new TaxisService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    `${deps.config.apiBase}/taxis/:id`,
    {
      config: { access: { kind: 'authenticated' } },
      schema: { tags: ['taxis'], params: IdParamsSchema, response: { 200: TaxiSchema } },
    },
    async (request) => taxis.get(claimsOf(request), request.params.id),
  );
}
