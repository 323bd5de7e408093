/** Trips: GET /transfersp (spec 7), its xlsx export, and GET /transfers/{id}. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/lists';
import { EXPORT_REPORT_ROWS } from '../../../schemas/reports';
import {
  TRANSFER_ENDPOINTS,
  TransferDetailSchema,
  TransfersQuerySchema,
  TransfersResponseSchema,
} from '../../../schemas/transfers';
import type { AppDeps } from '../../deps';
import { XLSX_MIME } from '../../lib/xlsx';
import { claimsOf } from '../../plugins/auth';
import { exportResponse, sendExport } from '../reports/export-answer';
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
      schema: { response: exportResponse(),
        tags: ['transfers'],
        description: `Поездки по текущему фильтру и сортировке, файл xlsx (${XLSX_MIME}). Больше ${EXPORT_REPORT_ROWS} строк: 202, файл заказан как отчёт и придёт в «Мои отчёты»`,
        querystring: TransfersQuerySchema.omit({ page: true, countperpage: true }),
      },
    },
    async (request, reply) => sendExport(reply, await transfers.export(claimsOf(request), request.query)),
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
