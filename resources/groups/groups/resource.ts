/**
 * /groups: the park's driver groups (work rules, shared/domain.md), `new`, and the card
 * `detail/{id}` with its drivers, its parameters (this generated form) and its step commissions
 * (`step-{step}`, schemas/commissions.ts). The pseudo group 0 'Все водители' is not a row: its
 * card has only the commissions, those of the whole park. A driver is in at most one group
 * (drivers.group_id); the group's drivers are `GET/POST /groups/{id}/drivers` and
 * `DELETE /groups/{id}/drivers/{driverId}` (server/modules/groups).
 */
import { z } from 'zod';
import { t } from '../../../texts/t';
import { DRIVER_WORK_STATUSES } from '../../../schemas/fleet';
import { PageQuerySchema, RowIdQuerySchema, RowIdSchema } from '../../../schemas/lists';
import { defineResource, filter } from '../../../schemas/resource';
import { asInput } from '../../../schemas/resource-inputs';
import { visibleName } from '../../../schemas/visible-name';
import { groupsTexts } from './texts';

export const DriverGroupSchema = z.object({
  id: z.number().int(),
  name: visibleName(z.string({ error: t('groups.validation.name') }).trim().min(1, t('groups.validation.name')).max(100, t('groups.validation.name'))),
  description: asInput(z.string().trim().max(500, t('groups.validation.description')).nullable(), 'multiline'),
  created_at: z.iso.datetime(),
});
export type DriverGroup = z.infer<typeof DriverGroupSchema>;

export const driverGroups = defineResource({
  name: 'groups',
  path: '/groups',
  schema: DriverGroupSchema,
  readOnly: ['id', 'created_at'],
  labels: groupsTexts.labels,
  list: {
    columns: ['name', 'description', 'created_at'],
    sortable: ['name', 'created_at'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [filter.search('name', 'description')],
  },
  views: { list: true, show: false, edit: true, create: true, delete: true },
  access: '/groups',
  export: false,
  recordRepresentation: 'name',
  createPath: '/groups/new',
  afterCreate: 'card',
  cardPath: '/groups/detail/:id/params',
});

export const GROUP_ENDPOINTS = {
  drivers: '/groups/:id/drivers',
  driver: '/groups/:id/drivers/:driverId',
} as const;

export const GroupDriversQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional().describe('ФИО, телефон или номер ВУ'),
});

export const GroupDriverSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  work_status: z.enum(DRIVER_WORK_STATUSES),
});
export const GroupDriversResponseSchema = z.object({
  drivers: z.array(GroupDriverSchema),
  total: z.number().int(),
  pages: z.number().int(),
});
export type GroupDriversResponse = z.infer<typeof GroupDriversResponseSchema>;

/** Adds park drivers to the group; a driver of another group moves to this one. */
export const GroupDriversAddSchema = z.object({
  driver_ids: z.array(RowIdSchema).min(1).max(500),
});
export const GroupDriversAddResponseSchema = z.object({ added: z.number().int() });

export const GroupDriverParamsSchema = z.object({ id: RowIdQuerySchema, driverId: RowIdQuerySchema });
