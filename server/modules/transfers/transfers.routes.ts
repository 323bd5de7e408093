/** Trips: GET /transfersp (spec 7), its xlsx export, and GET /transfers/{id}. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/lists';
import {
  TRANSFER_ENDPOINTS,
  TransferDetailSchema,
  TransfersQuerySchema,
  TransfersResponseSchema,
} from '../../../schemas/transfers';
import type { AppDeps } from '../../deps';
import { attachmentHeader, XLSX_MIME, xlsxResponse } from '../../lib/xlsx';
import { claimsOf } from '../../plugins/auth';
import { TransfersService } from './transfers.service';

const LIST_ACCESS = { access: { kind: 'route', path: '/transfers/list/complete' } } as const;
const DETAIL_ACCESS = { access: { kind: 'route', path: '/transfers/detail' } } as const;

export async function transfersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const transfers = new TransfersService(deps);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const api = deps.config.apiBase;

  typed.get(
    `${api}${TRANSFER_ENDPOINTS.list}`,
    {
      config: LIST_ACCESS,
      schema: {
        tags: ['transfers'],
        description:
          'Поездки парка за период (дни парка по времени заказа), по вкладке filter; status_total — число поездок каждой вкладки при тех же остальных фильтрах',
        querystring: TransfersQuerySchema,
        response: { 200: TransfersResponseSchema },
      },
    },
    async (request) => transfers.list(claimsOf(request), request.query),
  );

  typed.get(
    `${api}${TRANSFER_ENDPOINTS.listExport}`,
    {
      config: LIST_ACCESS,
      schema: { response: xlsxResponse(),
        tags: ['transfers'],
        description: `Поездки по текущему фильтру и сортировке, файл xlsx (${XLSX_MIME})`,
        querystring: TransfersQuerySchema.omit({ page: true, countperpage: true }),
      },
    },
    async (request, reply) => {
      const file = await transfers.export(claimsOf(request), request.query);
      return reply.type(XLSX_MIME).header('content-disposition', attachmentHeader(file.fileName)).send(file.stream);
    },
  );

  typed.get(
    `${api}${TRANSFER_ENDPOINTS.one}`,
    {
      config: DETAIL_ACCESS,
      schema: {
        tags: ['transfers'],
        description: 'Поездка и записи баланса, которые она сделала',
        params: IdParamsSchema,
        response: { 200: TransferDetailSchema },
      },
    },
    async (request) => transfers.detail(claimsOf(request), request.params.id),
  );
}
