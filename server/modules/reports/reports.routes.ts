/** POST /reports, GET /reports/list, GET /reports/get (spec 7): the user's ordered reports. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REPORTS_ENDPOINTS,
  ReportGetQuerySchema,
  ReportOrderRequestSchema,
  ReportOrderResponseSchema,
  ReportsListQuerySchema,
  ReportsListResponseSchema,
} from '../../../schemas/reports';
import type { AppDeps } from '../../deps';
import { attachmentHeader, XLSX_MIME, xlsxResponse } from '../../lib/xlsx';
import { claimsOf } from '../../plugins/auth';
import { ReportsService } from './reports.service';

const access = { kind: 'route', path: '/reports' } as const;
const tags = ['reports'];

export async function reportsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const reports = new ReportsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;

  api.post(
    `${base}${REPORTS_ENDPOINTS.order}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Заказать отчёт за период: файл формируется в фоне, о готовности сообщит событие ReportReady',
        body: ReportOrderRequestSchema,
        response: { 200: ReportOrderResponseSchema },
      },
    },
    async (request) => reports.order(claimsOf(request), request.body),
  );

  api.get(
    `${base}${REPORTS_ENDPOINTS.list}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Отчёты пользователя, новые первыми',
        querystring: ReportsListQuerySchema,
        response: { 200: ReportsListResponseSchema },
      },
    },
    async (request) => reports.list(claimsOf(request), request.query),
  );

  api.get(
    `${base}${REPORTS_ENDPOINTS.get}`,
    {
      config: { access },
      schema: { response: xlsxResponse(),
        tags,
        summary: 'Файл готового отчёта (xlsx); 409, пока отчёт формируется или если он не сформирован',
        querystring: ReportGetQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await reports.download(claimsOf(request), request.query.report_id);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('content-length', file.bytes)
        .send(file.stream);
    },
  );
}
