/**
 * The payouts' read side (issue 13), read by the groups of `/payments/transactions`:
 *   GET /payouts                      the park's payouts: filters, server paging, sort, search
 *   GET /payouts/totals               count and sums of the same filter, by status
 *   GET /payouts/export               the same filter as xlsx (read by key, journaled)
 *   GET /payouts/accounts             the park's payout accounts (filters, the pay dialog)
 *   GET /payouts/{id}                 one payout with its history; another park's is 404
 *   GET /transactions                 spec 7: the park's payouts and top-ups of a period, with totals
 *   GET /transactions/export          the same as xlsx
 *   GET /drivers/{id}/payouts/summary a driver's withdrawable sum, destinations and the park's accounts
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/lists';
import {
  DriverPayoutSummarySchema,
  PAYOUT_LIST_ENDPOINTS,
  PayoutAccountsResponseSchema,
  PayoutsTotalsSchema,
  TransactionsQuerySchema,
  TransactionsResponseSchema,
} from '../../../schemas/payout-lists';
import { PAYOUT_ENDPOINTS, PayoutDetailSchema, PayoutsQuerySchema, PayoutsResponseSchema } from '../../../schemas/payouts';
import type { AppDeps } from '../../deps';
import { attachmentHeader, XLSX_MIME, xlsxResponse } from '../../lib/xlsx';
import { claimsOf } from '../../plugins/auth';
import { PayoutsReadService } from './payouts-read.service';

const READ = { access: { kind: 'route', path: '/payments/transactions' } } as const;
const DRIVER_CARD = { access: { kind: 'route', path: '/drivers/detail' } } as const;

export async function payoutsReadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = (endpoint: string) => `${deps.config.apiBase}${endpoint}`;
  const service = new PayoutsReadService(deps);
  const tags = ['payouts'];

  api.get(
    path(PAYOUT_ENDPOINTS.list),
    { config: READ, schema: { tags, summary: 'Выплаты парка', querystring: PayoutsQuerySchema, response: { 200: PayoutsResponseSchema } } },
    async (request) => service.page(claimsOf(request), request.query),
  );

  api.get(
    path(PAYOUT_LIST_ENDPOINTS.totals),
    { config: READ, schema: { tags, summary: 'Итоги выплат по фильтру', querystring: PayoutsQuerySchema, response: { 200: PayoutsTotalsSchema } } },
    async (request) => service.totals(claimsOf(request), request.query),
  );

  api.get(
    path(PAYOUT_LIST_ENDPOINTS.export),
    {
      config: READ,
      schema: { response: xlsxResponse(), tags, description: 'Выплаты с теми же фильтрами в файле xlsx (page и countperpage не учитываются)', querystring: PayoutsQuerySchema },
    },
    async (request, reply) => {
      const { fileName, stream } = await service.export(claimsOf(request), request.query);
      return reply.header('content-disposition', attachmentHeader(fileName)).type(XLSX_MIME).send(stream);
    },
  );

  api.get(
    path(PAYOUT_LIST_ENDPOINTS.accounts),
    { config: READ, schema: { tags, summary: 'Счета парка для выплат', response: { 200: PayoutAccountsResponseSchema } } },
    async (request) => service.accounts(claimsOf(request)),
  );

  api.get(
    path(PAYOUT_ENDPOINTS.one),
    { config: READ, schema: { tags, summary: 'Выплата с историей', params: IdParamsSchema, response: { 200: PayoutDetailSchema } } },
    async (request) => service.one(claimsOf(request), request.params.id),
  );

  api.get(
    path(PAYOUT_LIST_ENDPOINTS.transactions),
    {
      config: READ,
      schema: { tags, summary: 'Выплаты и пополнения водителей за период', querystring: TransactionsQuerySchema, response: { 200: TransactionsResponseSchema } },
    },
    async (request) => service.transactions(claimsOf(request), request.query),
  );

  api.get(
    path(PAYOUT_LIST_ENDPOINTS.transactionsExport),
    {
      config: READ,
      schema: { response: xlsxResponse(), tags, description: 'Выплаты и пополнения за период в файле xlsx (page и countperpage не учитываются)', querystring: TransactionsQuerySchema },
    },
    async (request, reply) => {
      const { fileName, stream } = await service.transactionsExport(claimsOf(request), request.query);
      return reply.header('content-disposition', attachmentHeader(fileName)).type(XLSX_MIME).send(stream);
    },
  );

  api.get(
    path(PAYOUT_ENDPOINTS.driverSummary),
    {
      config: DRIVER_CARD,
      schema: { tags, summary: 'Доступно водителю к выплате, его карты и счета, счета парка', params: IdParamsSchema, response: { 200: DriverPayoutSummarySchema } },
    },
    async (request) => service.driverSummary(claimsOf(request), request.params.id),
  );
}
