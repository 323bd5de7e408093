/**
 * A manual ("handy") aggregator's registries (issue 12 §1, spec 2 `/aggregators/handy/{id}`):
 *   GET  /aggregators/handy                                  the park's manual aggregators
 *   GET  /aggregators/{id}/registries                        the aggregator and its uploads
 *   POST /aggregators/{id}/registries                        upload a file: its checked rows (nothing applied)
 *   GET  /aggregators/{id}/registries/{registryId}           one upload with its rows
 *   POST /aggregators/{id}/registries/{registryId}/confirm   apply a preview without errors, once
 *   GET  /aggregators/registries/template                    the registry template, xlsx
 * Read by the groups of `/aggregators`; uploads and confirms by groups 1 and 2 (as the credentials).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/lists';
import {
  ManualAggregatorsSchema,
  REGISTRY_ENDPOINTS,
  REGISTRY_MAX_BYTES,
  RegistryListSchema,
  RegistryParamsSchema,
  RegistryPreviewSchema,
  RegistryUploadRequestSchema,
} from '../../../schemas/registry';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { attachmentHeader, XLSX_MIME, xlsxResponse } from '../../lib/xlsx';
import { claimsOf } from '../../plugins/auth';
import { RegistriesService } from './registries.service';
import { registryTemplate } from './registry-template';

const READ = { access: { kind: 'route', path: '/aggregators' } } as const;
const WRITE = { access: { kind: 'route', path: '/aggregators', groups: [1, 2] } } as const;
/** base64 of the largest file, with room for the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((REGISTRY_MAX_BYTES * 4) / 3) + 64 * 1024;

export async function registriesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;
  const registries = new RegistriesService(deps);
  const tags = ['aggregators'];

  api.get(
    `${base}${REGISTRY_ENDPOINTS.template}`,
    { config: READ, schema: { response: xlsxResponse(), tags, summary: 'Шаблон реестра ручного агрегатора, xlsx' } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachmentHeader(t('registry.template.fileName')))
        .send(await registryTemplate(deps.clock.now())),
  );

  api.get(
    `${base}${REGISTRY_ENDPOINTS.manual}`,
    { config: READ, schema: { tags, summary: 'Ручные агрегаторы парка (без API, с реестрами)', response: { 200: ManualAggregatorsSchema } } },
    async (request) => registries.manual(claimsOf(request)),
  );

  api.get(
    `${base}${REGISTRY_ENDPOINTS.registries}`,
    {
      config: READ,
      schema: { tags, summary: 'Ручной агрегатор и его загруженные реестры', params: IdParamsSchema, response: { 200: RegistryListSchema } },
    },
    async (request) => registries.list(claimsOf(request), request.params.id),
  );

  api.post(
    `${base}${REGISTRY_ENDPOINTS.registries}`,
    {
      config: WRITE,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Загрузить реестр (xlsx или csv в base64): проверка строк, ничего не применяется',
        params: IdParamsSchema,
        body: RegistryUploadRequestSchema,
        response: { 200: RegistryPreviewSchema },
      },
    },
    async (request) => registries.upload(claimsOf(request), request.params.id, request.body),
  );

  api.get(
    `${base}${REGISTRY_ENDPOINTS.registry}`,
    {
      config: READ,
      schema: { tags, summary: 'Загруженный реестр со строками', params: RegistryParamsSchema, response: { 200: RegistryPreviewSchema } },
    },
    async (request) => registries.get(claimsOf(request), request.params.id, request.params.registryId),
  );

  api.post(
    `${base}${REGISTRY_ENDPOINTS.confirm}`,
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Применить реестр без ошибок: заказы и выплаты в одной транзакции, повторно ничего не меняется',
        params: RegistryParamsSchema,
        response: { 200: RegistryPreviewSchema },
      },
    },
    async (request) => registries.confirm(claimsOf(request), request.params.id, request.params.registryId),
  );
}
