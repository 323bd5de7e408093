/**
 * The balance tab (GET /drivers/{id}/balance), corrections (POST /drivers/{id}/corrections) and
 * the park's corrections with their xlsx export (GET /transfers/corrections[/export]).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BalanceQuerySchema,
  BalanceResponseSchema,
  CorrectionInputSchema,
  CorrectionResponseSchema,
  LEDGER_ENDPOINTS,
  ParkCorrectionsQuerySchema,
  ParkCorrectionsResponseSchema,
} from '../../../schemas/ledger';
import { IdParamsSchema } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { attachmentHeader, XLSX_MIME, xlsxResponse } from '../../lib/xlsx';
import { claimsOf } from '../../plugins/auth';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from './idempotency';
import { LedgerService } from './ledger.service';

export const DRIVER_DETAIL_ACCESS = { access: { kind: 'route', path: '/drivers/detail' } } as const;
const CORRECTIONS_ACCESS = { access: { kind: 'route', path: '/transfers/corrections' } } as const;

export async function ledgerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ledger = new LedgerService(deps);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const api = deps.config.apiBase;

  typed.get(
    `${api}${LEDGER_ENDPOINTS.balance}`,
    {
      config: DRIVER_DETAIL_ACCESS,
      schema: {
        tags: ['ledger'],
        description: 'Записи баланса водителя, новые первыми, с балансом после каждой; период — дни парка по времени записи',
        params: IdParamsSchema,
        querystring: BalanceQuerySchema,
        response: { 200: BalanceResponseSchema },
      },
    },
    async (request) => ledger.balance(claimsOf(request), request.params.id, request.query),
  );

  typed.post(
    `${api}${LEDGER_ENDPOINTS.corrections}`,
    {
      config: DRIVER_DETAIL_ACCESS,
      schema: {
        tags: ['ledger'],
        description: 'Корректировка баланса со знаком и причиной; тот же Idempotency-Key повторно возвращает первый ответ',
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: CorrectionInputSchema,
        response: { 200: CorrectionResponseSchema },
      },
    },
    async (request) =>
      ledger.correct(claimsOf(request), request.params.id, idempotencyKeyOf(request.headers), request.body),
  );

  typed.get(
    `${api}${LEDGER_ENDPOINTS.parkCorrections}`,
    {
      config: CORRECTIONS_ACCESS,
      schema: {
        tags: ['ledger'],
        description: 'Корректировки парка, новые первыми',
        querystring: ParkCorrectionsQuerySchema,
        response: { 200: ParkCorrectionsResponseSchema },
      },
    },
    async (request) => ledger.parkCorrections(claimsOf(request), request.query),
  );

  typed.get(
    `${api}${LEDGER_ENDPOINTS.parkCorrectionsExport}`,
    {
      config: CORRECTIONS_ACCESS,
      schema: { response: xlsxResponse(),
        tags: ['ledger'],
        description: `Корректировки парка по тому же фильтру, файл xlsx (${XLSX_MIME})`,
        querystring: ParkCorrectionsQuerySchema.omit({ page: true, countperpage: true }),
      },
    },
    async (request, reply) => {
      const file = await ledger.exportCorrections(claimsOf(request), request.query);
      return reply.type(XLSX_MIME).header('content-disposition', attachmentHeader(file.fileName)).send(file.stream);
    },
  );
}
