/**
 * /users/exports (group 1 only): the journal of the exports that carried personal data (152-ФЗ,
 * issue 11 §3) — who exported what, with which filter, how many rows, when. The server writes a
 * row before the file's first byte goes out (server/modules/export-audit); nobody writes it
 * through this resource: it is read-only, newest first.
 */
import { z } from 'zod';
import { EXPORT_KINDS } from '../../../schemas/export-kinds';
import { defineResource, filter } from '../../../schemas/resource';
import { asReference } from '../../../schemas/resource-inputs';
import { textsAt } from '../../../texts/t';

export { EXPORT_KINDS, PERSONAL_REPORT_TYPES, reportExportKind, type ExportKind, type PersonalReportType } from '../../../schemas/export-kinds';

export const ExportAuditSchema = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime(),
  // The user who exported; the journal keeps the name they had then (user_name).
  user_id: asReference(z.number().int(), 'users/users', { label: 'name', search: 'q' }),
  user_name: z.string(),
  kind: z.enum(EXPORT_KINDS),
  /** The filter and parameters of the export, in Russian (the raw query is kept beside it). */
  parameters: z.string(),
  /** Rows in the file; null while it is written, or when it did not finish. */
  row_count: z.number().int().nullable(),
});
export type ExportAuditEntry = z.infer<typeof ExportAuditSchema>;

export const exportAudit = defineResource({
  name: 'export-audit',
  path: '/users/exports',
  schema: ExportAuditSchema,
  readOnly: ['id', 'created_at', 'user_id', 'user_name', 'kind', 'parameters', 'row_count'],
  labels: textsAt('generated.exportAudit'),
  list: {
    columns: ['created_at', 'user_name', 'kind', 'parameters', 'row_count'],
    sortable: ['created_at', 'user_name', 'kind', 'row_count'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    filters: [filter.dateRange('created_at'), filter.reference('user_id', 'users/users'), filter.enum('kind')],
    perPage: 50,
  },
  views: { list: true, show: false, edit: false, create: false, delete: false },
  access: '/users/exports',
  export: false,
  recordRepresentation: 'kind',
});
