/**
 * `POST /offers/{id}/send` (the list and create form of /users/offer are the generator's): guarded
 * by the groups of `/users/offer` and the token's park.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/auth';
import { offers, OfferSendRequestSchema, OfferSendResponseSchema } from '../../../resources/users/offers/resource';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { OffersService } from './offers.service';

export async function offersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new OffersService(deps);
  app.withTypeProvider<ZodTypeProvider>().post(
    `${deps.config.apiBase}/${offers.name}/:id/send`,
    {
      config: { access: { kind: 'route', path: offers.access } },
      schema: {
        tags: [offers.name],
        summary: t('users.offers.send.button'),
        params: IdParamsSchema,
        body: OfferSendRequestSchema,
        response: { 200: OfferSendResponseSchema },
      },
    },
    async (request) => service.send(claimsOf(request), request.params.id, request.body),
  );
}
