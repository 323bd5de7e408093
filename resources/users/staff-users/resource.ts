/**
 * /users/users: the park's staff users (spec 2, `GET /users`): list, create, edit, block. The
 * rules (unique login, password hash, never locking yourself out, blocking ends the sessions)
 * are the users section's hooks (server/modules/users/staff-users.hooks.ts).
 */
import { z } from 'zod';
import { GROUP_IDS } from '../../../schemas/access';
import { PhoneSchema } from '../../../schemas/auth';
import { defineResource, filter } from '../../../schemas/resource';
import { asInput } from '../../../schemas/resource-inputs';
import { visibleName } from '../../../schemas/visible-name';
import { t, textsAt } from '../../../texts/t';

export const StaffUserSchema = z.object({
  id: z.number().int(),
  login: z.string().trim().min(3, t('generated.staffUsers.validation.login')).max(64).regex(/^[\w.@-]+$/, t('generated.staffUsers.validation.login')),
  name: visibleName(z.string().trim().min(1).max(200)),
  email: z.email(t('generated.staffUsers.validation.email')),
  // Stored and answered normalised; what a person types is read by PhoneSchema on create and update.
  phone: asInput(z.string().regex(/^\+\d{10,15}$/), 'phone'),
  group_id: z.literal(GROUP_IDS),
  disabled: z.boolean(),
  // The account that registered the park: changed only by itself (schemas/staff-authority.ts).
  park_owner: z.boolean(),
  first_login: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

export const StaffUserCreateSchema = StaffUserSchema.pick({
  login: true,
  name: true,
  email: true,
  phone: true,
  group_id: true,
}).extend({
  phone: asInput(PhoneSchema, 'phone'),
  password: asInput(z.string().min(8, t('generated.staffUsers.validation.password')).max(128), 'password'),
});

export const StaffUserUpdateSchema = StaffUserSchema.pick({
  login: true,
  name: true,
  email: true,
  phone: true,
  group_id: true,
  disabled: true,
})
  .extend({ phone: asInput(PhoneSchema, 'phone') })
  .partial();

export const staffUsers = defineResource({
  name: 'users',
  path: '/users/users',
  schema: StaffUserSchema,
  readOnly: ['id', 'park_owner', 'first_login', 'created_at'],
  createSchema: StaffUserCreateSchema,
  updateSchema: StaffUserUpdateSchema,
  labels: textsAt('generated.staffUsers'),
  list: {
    columns: ['name', 'login', 'email', 'phone', 'group_id', 'disabled', 'created_at'],
    sortable: ['id', 'name', 'login', 'group_id', 'created_at'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [filter.search('name', 'login', 'email', 'phone'), filter.enum('group_id'), filter.flag('disabled')],
  },
  views: { list: true, show: false, edit: true, create: true, delete: false },
  access: '/users/users',
  export: true,
  oneThroughList: true,
  recordRepresentation: 'name',
});
