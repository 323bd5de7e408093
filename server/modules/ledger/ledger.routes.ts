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
import type { AppDeps } from '../../deps';
import { attachmentHeader, XLSX_MIME, xlsxResponse } from '../../lib/xlsx';
import { claimsOf } from '../../plugins/auth';
import { driverTabRead, driverTabWrite } from './driver-detail-routes';
import { LedgerService } from './ledger.service';

const CORRECTIONS_ACCESS = { access: { kind: 'route', path: '/transfers/corrections' } } as const;

export async function ledgerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ledger = new LedgerService(deps);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const api = deps.config.apiBase;

  driverTabRead(
    app,
    `${api}${LEDGER_ENDPOINTS.balance}`,
    {
      tag: 'ledger',
      description: 'Записи баланса водителя, новые первыми, с балансом после каждой; период — дни парка по времени записи',
      input: BalanceQuerySchema,
      response: BalanceResponseSchema,
    },
    (claims, driverId, query) => ledger.balance(claims, driverId, query),
  );

  driverTabWrite(
    app,
    `${api}${LEDGER_ENDPOINTS.corrections}`,
    {
      tag: 'ledger',
      description: 'Корректировка баланса со знаком и причиной; тот же Idempotency-Key повторно возвращает первый ответ',
      input: CorrectionInputSchema,
      response: CorrectionResponseSchema,
    },
    (claims, driverId, key, body) => ledger.correct(claims, driverId, key, body),
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
