/**
 * The groups section's own endpoints (the group rows are the generator's, schemas/resources/groups.ts):
 *   GET/POST /groups/{id}/drivers, DELETE /groups/{id}/drivers/{driverId}   a group's drivers
 *   GET  /commissions/groups/{id}?group_marker=1 | /commissions/v2/{id}      an owner's commissions
 *   POST, PUT /commissions/groups (group_marker: 1) | /commissions/v2        one type's commission
 *   DELETE /commissions/groups/{step}/delete?group_marker=1 | /commissions/v2/{step}/delete
 *   POST /commissions/preview                                                edited steps over 7 days (ours)
 * All guarded by the groups of `/groups`; the park is the token's.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMISSION_ENDPOINTS,
  CommissionPreviewRequestSchema,
  CommissionPreviewResponseSchema,
  CommissionRequestSchema,
  CommissionsResponseSchema,
  GroupMarkerQuerySchema,
  OptionalGroupMarkerQuerySchema,
} from '../../../schemas/commissions';
import { IdParamsSchema, MAX_ROW_ID } from '../../../schemas/lists';
import {
  driverGroups,
  GroupDriverParamsSchema,
  GroupDriversAddResponseSchema,
  GroupDriversAddSchema,
  GroupDriversQuerySchema,
  GroupDriversResponseSchema,
} from '../../../resources/groups/groups/resource';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { CommissionsService, type Owner } from './commissions.service';
import { GroupsService } from './groups.service';

const OwnerParamsSchema = z.object({ id: z.coerce.number().int().min(0).max(MAX_ROW_ID).describe('Группа (0 — «Все водители») или парк (v2)') });
const StepParamsSchema = z.object({ step: z.coerce.number().int().positive().max(MAX_ROW_ID).describe('id шага') });
const GroupsVariantRequestSchema = CommissionRequestSchema.extend({ group_marker: z.literal(1).describe('1: вариант groups, id — группа') });

export async function groupsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;
  const access = { kind: 'route', path: driverGroups.access } as const;
  const groups = new GroupsService(deps);
  const commissions = new CommissionsService(deps);
  const drivers = `${base}/${driverGroups.name}/:id/drivers`;
  const tags = [driverGroups.name];
  const commissionTags = ['commissions'];
  
  api.get(
    drivers,
    { config: { access }, schema: { tags, summary: t('groups.tabs.drivers'), params: IdParamsSchema, querystring: GroupDriversQuerySchema, response: { 200: GroupDriversResponseSchema } } },
    async (request) => groups.drivers(claimsOf(request), request.params.id, request.query),
  );
  api.post(
    drivers,
    { config: { access }, schema: { tags, summary: t('groups.drivers.add'), params: IdParamsSchema, body: GroupDriversAddSchema, response: { 200: GroupDriversAddResponseSchema } } },
    async (request) => groups.add(claimsOf(request), request.params.id, request.body),
  );
  api.delete(
    `${drivers}/:driverId`,
    { config: { access }, schema: { tags, summary: t('groups.drivers.remove'), params: GroupDriverParamsSchema, response: { 200: z.object({ removed: z.number().int() }) } } },
    async (request) => groups.remove(claimsOf(request), request.params.id, request.params.driverId),
  );

  for (const variant of ['groups', 'v2'] as const) {
    const path = `${base}${COMMISSION_ENDPOINTS[variant]}`;
    const marker = variant === 'groups' ? GroupMarkerQuerySchema : OptionalGroupMarkerQuerySchema;
    const body = variant === 'groups' ? GroupsVariantRequestSchema : CommissionRequestSchema;
    const summary = `${t('groups.commissions.title')} (${variant})`;
    api.get(
      `${path}/:id`,
      { config: { access }, schema: { tags: commissionTags, summary, params: OwnerParamsSchema, querystring: marker, response: { 200: CommissionsResponseSchema } } },
      async (request) => commissions.get(claimsOf(request), { variant, id: request.params.id }),
    );
    api.post(
      path,
      { config: { access }, schema: { tags: commissionTags, summary, body, response: { 200: CommissionsResponseSchema } } },
      async (request) => commissions.create(claimsOf(request), { variant, id: request.body.id } satisfies Owner, request.body),
    );
    api.put(
      path,
      { config: { access }, schema: { tags: commissionTags, summary, body, response: { 200: CommissionsResponseSchema } } },
      async (request) => commissions.update(claimsOf(request), { variant, id: request.body.id } satisfies Owner, request.body),
    );
    api.delete(
      `${path}/:step/delete`,
      {
        config: { access },
        schema: { tags: commissionTags, summary: `${t('groups.commissions.removeStep')} (${variant})`, params: StepParamsSchema, querystring: marker, response: { 200: CommissionsResponseSchema } },
      },
      async (request) => commissions.deleteStep(claimsOf(request), variant, request.params.step),
    );
  }

  api.post(
    `${base}${COMMISSION_ENDPOINTS.preview}`,
    {
      config: { access },
      schema: { tags: commissionTags, summary: t('groups.commissions.preview.title'), body: CommissionPreviewRequestSchema, response: { 200: CommissionPreviewResponseSchema } },
    },
    async (request) => commissions.preview(claimsOf(request), request.body),
  );
}
