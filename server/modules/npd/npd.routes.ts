/**
 * The self-employed guardian's endpoints: the driver's НПД card `GET /drivers/{id}/npd`, a check
 * asked now `POST /drivers/{id}/npd/check`, the issuer `PUT /drivers/{id}/npd/issuer`, a receipt
 * marked issued `POST /drivers/{id}/npd/receipts/{receiptId}/issued` (the driver card's `payments`
 * tab), and the park's receipts by state `GET /npd/receipts`. Another park's driver or receipt
 * is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/lists';
import {
  NPD_ENDPOINTS,
  NpdCardSchema,
  NpdIssuerInputSchema,
  NpdReceiptIssuedSchema,
  NpdReceiptParamsSchema,
  NpdReceiptsQuerySchema,
  NpdReceiptsSchema,
} from '../../../schemas/npd';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { NpdService } from './npd.service';

const CARD = { access: { kind: 'route', path: '/drivers/detail/:id/payments' } } as const;
/**
 * The park's receipts are a payout's other half: they are checked where payouts are reconciled
 * (groups 1, 2, 5), which also covers the notifications screen (1, 5) that lists the overdue ones.
 * Borrowing the notifications' access left group 2, who reconciles, without them.
 */
const RECEIPTS = { access: { kind: 'route', path: '/payments/reconciliation' } } as const;
const tags = ['npd'];

export async function npdRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new NpdService(deps);
  const at = (path: string) => `${deps.config.apiBase}${path}`;

  api.get(
    at(NPD_ENDPOINTS.card),
    { config: CARD, schema: { tags, description: 'НПД водителя: статус по ФНС, доход за год против лимита 2 400 000 ₽, кто выдаёт чеки, последние чеки', params: IdParamsSchema, response: { 200: NpdCardSchema } } },
    async (request) => service.card(claimsOf(request), request.params.id),
  );

  api.post(
    at(NPD_ENDPOINTS.check),
    { config: CARD, schema: { tags, description: 'Поставить проверку статуса в очередь: ФНС отвечает не чаще двух раз в минуту', params: IdParamsSchema, response: { 200: NpdCardSchema } } },
    async (request) => service.check(claimsOf(request), request.params.id),
  );

  api.put(
    at(NPD_ENDPOINTS.issuer),
    { config: CARD, schema: { tags, description: 'Кто выдаёт чеки дохода водителя: один на водителя', params: IdParamsSchema, body: NpdIssuerInputSchema, response: { 200: NpdCardSchema } } },
    async (request) => service.setIssuer(claimsOf(request), request.params.id, request.body.issuer),
  );

  api.post(
    at(NPD_ENDPOINTS.receiptIssued),
    { config: CARD, schema: { tags, description: 'Чек выдан водителем (или агрегатором): его номер из «Мой налог»', params: NpdReceiptParamsSchema, body: NpdReceiptIssuedSchema, response: { 200: NpdCardSchema } } },
    async (request) => service.markIssued(claimsOf(request), request.params.id, request.params.receiptId, request.body),
  );

  api.get(
    at(NPD_ENDPOINTS.receipts),
    { config: RECEIPTS, schema: { tags, description: 'Чеки самозанятых парка по состоянию (по умолчанию просроченные), постранично', querystring: NpdReceiptsQuerySchema, response: { 200: NpdReceiptsSchema } } },
    async (request) => service.receipts(claimsOf(request), request.query),
  );
}
