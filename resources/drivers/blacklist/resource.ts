/**
 * /drivers/blacklist: people the park will not let work. An entry names a park driver (their
 * name, phone and licence are copied from the card) or any person by name with a phone and/or a
 * licence number; every park driver it names is blocked, and unblocked once no entry names them
 * (server/modules/blacklist/blacklist.hooks.ts). Entries are added and removed, never edited.
 */
import { z } from 'zod';
import { blacklistTexts } from './texts';
import { t } from '../../../texts/t';
import { RowIdSchema } from '../../../schemas/lists';
import { defineResource, filter } from '../../../schemas/resource';
import { asInput } from '../../../schemas/resource-inputs';

const required = t('fleet.validation.required');

export const BlacklistEntrySchema = z.object({
  id: z.number().int(),
  driver_id: asInput(z.number().int().nullable(), 'driver'),
  full_name: z.string(),
  phone: asInput(z.string().nullable(), 'phone'),
  licence_number: z.string().nullable(),
  reason: asInput(z.string(), 'multiline'),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type BlacklistEntry = z.infer<typeof BlacklistEntrySchema>;

/** Either a driver of the park, or a person by name with a phone and/or licence number. */
export const BlacklistInputSchema = z
  .object({
    driver_id: asInput(RowIdSchema.optional(), 'driver'),
    full_name: z.string().trim().max(180).optional(),
    phone: asInput(z.string().trim().max(20).optional(), 'phone'),
    licence_number: z.string().trim().max(20).optional(),
    reason: asInput(z.string({ error: required }).trim().min(1, required).max(500), 'multiline'),
  })
  .superRefine(
    (value, ctx) => {
      if (value.driver_id === undefined && !value.full_name) ctx.addIssue({ code: 'custom', path: ['full_name'], message: required });
      if (value.driver_id === undefined && !value.phone && !value.licence_number) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: required });
      }
    },
    // Also while the reason is still empty: the form names every missing field at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
  );
export type BlacklistInput = z.input<typeof BlacklistInputSchema>;

export const blacklist = defineResource({
  name: 'drivers/blacklist',
  path: '/drivers/blacklist',
  schema: BlacklistEntrySchema,
  readOnly: ['id', 'created_by', 'created_at'],
  createSchema: BlacklistInputSchema,
  labels: blacklistTexts.labels,
  list: {
    columns: ['created_at', 'full_name', 'phone', 'licence_number', 'reason', 'created_by'],
    sortable: ['created_at', 'full_name'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    filters: [filter.search('full_name', 'phone', 'licence_number'), filter.dateRange('created_at')],
    perPage: 50,
  },
  views: { list: true, show: true, edit: false, create: true, delete: true },
  access: '/drivers/blacklist',
  export: false,
  recordRepresentation: 'full_name',
});
