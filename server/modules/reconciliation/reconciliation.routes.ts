/**
 * Bank statements and the reconciliation of payouts (issue 13):
 *   GET  /payments/statements/accounts                          the park's accounts a statement can be for
 *   GET  /payments/statements                                   imported statements, paged
 *   POST /payments/statements                                   import a statement (1C or xlsx, base64)
 *   GET  /payments/statements/{id}                              one statement: its lines and the payouts it lacks
 *   POST /payments/statements/{id}/lines/{lineId}/confirm       a person confirms a line's payout (recorded only)
 *   GET  /payments/reconciliation/runs                          runs, paged
 *   POST /payments/reconciliation/runs                          reconcile a period now
 *   GET  /payments/reconciliation/runs/{id}/mismatches          a run's mismatches, paged, by kind and day
 *   GET  /payments/reconciliation/runs/{id}/mismatches/export   the same as xlsx
 * The import has the groups of `/payments/import`, the reconciliation those of `/payments/reconciliation`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/lists';
import {
  MismatchesExportQuerySchema,
  MismatchesQuerySchema,
  MismatchesResponseSchema,
  RECONCILIATION_ENDPOINTS,
  RunRequestSchema,
  RunSchema,
  RunsQuerySchema,
  RunsResponseSchema,
  STATEMENT_MAX_BYTES,
  StatementAccountsSchema,
  StatementDetailSchema,
  StatementLineParamsSchema,
  StatementsQuerySchema,
  StatementsResponseSchema,
  StatementUploadSchema,
} from '../../../schemas/reconciliation';
import type { AppDeps } from '../../deps';
import { attachmentHeader, XLSX_MIME, xlsxResponse } from '../../lib/xlsx';
import { claimsOf } from '../../plugins/auth';
import type { ReceiptLookup } from './receipt-lookup';
import { npdReceiptLookup } from '../npd/npd-receipt-lookup';
import { sourcesOf } from './reconciliation-run';
import { ReconciliationService } from './reconciliation.service';
import { StatementsService } from './statements.service';

const IMPORT = { access: { kind: 'route', path: '/payments/import' } } as const;
const RECONCILIATION = { access: { kind: 'route', path: '/payments/reconciliation' } } as const;
/** base64 of the largest file, with room for the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((STATEMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The receipts are the НПД module's unless a caller gives its own. */
type ReconciliationDeps = AppDeps & { receiptLookup?: ReceiptLookup };

export async function reconciliationRoutes(app: FastifyInstance, deps: ReconciliationDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;
  const statements = new StatementsService(deps);
  const reconciliation = new ReconciliationService(deps, sourcesOf({ payoutRails: deps.payoutRails, receiptLookup: deps.receiptLookup ?? npdReceiptLookup }));
  const tags = ['payments'];
  const e = RECONCILIATION_ENDPOINTS;

  api.get(
    `${base}${e.accounts}`,
    { config: IMPORT, schema: { tags, summary: 'Счета парка, по которым можно загрузить выписку', response: { 200: StatementAccountsSchema } } },
    async (request) => statements.accounts(claimsOf(request)),
  );

  api.get(
    `${base}${e.statements}`,
    { config: IMPORT, schema: { tags, summary: 'Загруженные выписки банка, новые первыми', querystring: StatementsQuerySchema, response: { 200: StatementsResponseSchema } } },
    async (request) => statements.list(claimsOf(request), request.query),
  );

  api.post(
    `${base}${e.statements}`,
    {
      config: IMPORT,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Загрузить выписку (1CClientBankExchange или xlsx в base64): строки сверяются с выплатами; тот же файл второй раз ничего не меняет',
        body: StatementUploadSchema,
        response: { 200: StatementDetailSchema },
      },
    },
    async (request) => statements.upload(claimsOf(request), request.body),
  );

  api.get(
    `${base}${e.statement}`,
    { config: IMPORT, schema: { tags, summary: 'Выписка: строки с найденными выплатами и выплаты, которых в ней нет', params: IdParamsSchema, response: { 200: StatementDetailSchema } } },
    async (request) => statements.get(claimsOf(request), request.params.id),
  );

  api.post(
    `${base}${e.confirm}`,
    {
      config: IMPORT,
      schema: {
        tags,
        summary: 'Подтвердить найденную выплату строки выписки (статус выплаты меняет только обработка выплат)',
        params: StatementLineParamsSchema,
        response: { 200: StatementDetailSchema },
      },
    },
    async (request) => statements.confirm(claimsOf(request), request.params.id, request.params.lineId),
  );

  api.get(
    `${base}${e.runs}`,
    { config: RECONCILIATION, schema: { tags, summary: 'Сверки выплат, новые первыми', querystring: RunsQuerySchema, response: { 200: RunsResponseSchema } } },
    async (request) => reconciliation.runs(claimsOf(request), request.query),
  );

  api.post(
    `${base}${e.runs}`,
    { config: RECONCILIATION, schema: { tags, summary: 'Сверить выплаты за период сейчас', body: RunRequestSchema, response: { 200: RunSchema } } },
    async (request) => reconciliation.start(claimsOf(request), request.body),
  );

  api.get(
    `${base}${e.mismatches}`,
    {
      config: RECONCILIATION,
      schema: { tags, summary: 'Расхождения сверки, по виду и дню', params: IdParamsSchema, querystring: MismatchesQuerySchema, response: { 200: MismatchesResponseSchema } },
    },
    async (request) => reconciliation.mismatches(claimsOf(request), request.params.id, request.query),
  );

  api.get(
    `${base}${e.export}`,
    { config: RECONCILIATION, schema: { response: xlsxResponse(), tags, summary: 'Расхождения сверки в xlsx', params: IdParamsSchema, querystring: MismatchesExportQuerySchema } },
    async (request, reply) => {
      const { fileName, stream } = await reconciliation.export(claimsOf(request), request.params.id, request.query);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachmentHeader(fileName)).send(stream);
    },
  );
}
