/** GET /api/taxis/{id} (spec 7) and PUT /api/taxis/{id}/phone (notification 1). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, TaxiSchema } from '../../../schemas/auth';
import { NOTICES_ENDPOINTS, TaxiPhoneRequestSchema } from '../../../schemas/notices';
import { PARK_CARD_WRITERS } from '../../../resources/users/park-card/resource';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { TaxisService } from './taxis.service';

export async function taxisRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const taxis = new TaxisService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${deps.config.apiBase}/taxis/:id`,
    {
      config: { access: { kind: 'authenticated' } },
      schema: { tags: ['taxis'], params: IdParamsSchema, response: { 200: TaxiSchema } },
    },
    async (request) => taxis.get(claimsOf(request), request.params.id),
  );

  api.put(
    `${deps.config.apiBase}${NOTICES_ENDPOINTS.taxiPhone}`,
    {
      // The park card's writers (groups 1, 2): the phone is the park's, as the card is (issue 20).
      config: { access: { kind: 'route', path: '/users/taxi', groups: PARK_CARD_WRITERS } },
      schema: {
        tags: ['taxis'],
        summary: 'Контактный телефон парка (уведомление 1): +7 и 10 цифр (Россия, Казахстан), +375 и 9 цифр (Беларусь)',
        params: IdParamsSchema,
        body: TaxiPhoneRequestSchema,
        response: { 200: TaxiSchema },
      },
    },
    async (request) => taxis.setPhone(claimsOf(request), request.params.id, request.body.phone),
  );
}
