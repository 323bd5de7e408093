/** GET /drivers/feereport, its xlsx export and one driver's trips (groups 1, 2, 5). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DESK_ENDPOINTS,
  FeereportDriverQuerySchema,
  FeereportDriverResponseSchema,
  FeereportQuerySchema,
  FeereportResponseSchema,
} from '../../../schemas/desk';
import { IdParamsSchema } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { attachmentHeader, XLSX_MIME, xlsxResponse } from '../../lib/xlsx';
import { claimsOf } from '../../plugins/auth';
import { FeereportService } from './feereport.service';

const access = { kind: 'route', path: '/drivers/feereport' } as const;
const tags = ['feereport'];

export async function feereportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const feereport = new FeereportService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;

  api.get(
    `${base}${DESK_ENDPOINTS.feereport}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Комиссии по водителям за период: поездки, стоимость, комиссия парка и агрегатора',
        querystring: FeereportQuerySchema,
        response: { 200: FeereportResponseSchema },
      },
    },
    async (request) => feereport.list(claimsOf(request), request.query),
  );

  api.get(
    `${base}${DESK_ENDPOINTS.feereportExport}`,
    {
      config: { access },
      schema: { response: xlsxResponse(), tags, summary: 'Отчёт о комиссиях текущего фильтра в xlsx', querystring: FeereportQuerySchema },
    },
    async (request, reply) => {
      const { fileName, stream } = await feereport.export(claimsOf(request), request.query);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachmentHeader(fileName)).send(stream);
    },
  );

  api.get(
    `${base}${DESK_ENDPOINTS.feereportDriver}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Выполненные поездки водителя за период с комиссиями',
        params: IdParamsSchema,
        querystring: FeereportDriverQuerySchema,
        response: { 200: FeereportDriverResponseSchema },
      },
    },
    async (request) => feereport.driver(claimsOf(request), request.params.id, request.query),
  );
}
