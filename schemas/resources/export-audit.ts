/**
 * /users/exports (group 1 only): the journal of the exports that carried personal data (152-ФЗ,
 * issue 11 §3) — who exported what, with which filter, how many rows, when. The server writes a
 * row before the file's first byte goes out (server/modules/export-audit); nobody writes it
 * through this resource: it is read-only, newest first.
 */
import { z } from 'zod';
import type { ReportType } from '../reports';
import { defineResource, filter } from '../resource';
import { asReference } from '../resource-inputs';
import { ruResources } from '../../texts/ru-resources';
import type { NamesExactly } from '../catalogue-keys';

/**
 * Report types whose file names drivers (ФИО, телефон, ВУ): their download is audited. The
 * others (orders_finished, orders_overall, payments_overall, payments_count, commission_income)
 * are sums per day or per aggregator, with no one in them.
 */
export const PERSONAL_REPORT_TYPES = [
  'drivers',
  'drivers_active',
  'drivers_new',
  'transactions',
  'transfers',
  'orders_fraud',
  'payments_drivers',
  'survey_reviews',
] as const satisfies readonly ReportType[];
export type PersonalReportType = (typeof PERSONAL_REPORT_TYPES)[number];

export const reportExportKind = (type: PersonalReportType) => `report_${type}` as const;

/** What was exported: one stable code per export that carries personal data. */
export const EXPORT_KINDS = [
  /** `GET /drivers/v2/list/export`: ФИО, телефон, номер ВУ. */
  'drivers',
  /** `GET /transfersp/export`: trips with the driver's ФИО and телефон. */
  'transfers',
  /** `GET /transfers/corrections/export`: the driver's ФИО and телефон, the author's name. */
  'corrections',
  /** `GET /drivers/feereport/export`: ФИО and телефон per driver. */
  'feereport',
  /** `GET /users/export`: the park's staff — ФИО, логин, e-mail, телефон. */
  'staff_users',
  /** `GET /legal-entities/export`: an ИП's entity is a person (ФИО, ИНН, счёт). */
  'legal_entities',
  /** `GET /payouts/export`: payouts with the driver's ФИО. */
  'payouts',
  /** `GET /transactions/export`: drivers' payouts and top-ups with their ФИО. */
  'payout_operations',
  /** `GET /payments/reconciliation/runs/{id}/mismatches/export`: drivers' ФИО, the bank's recipients. */
  'reconciliation',
  /** `GET /reports/get` of a report that names drivers. */
  ...PERSONAL_REPORT_TYPES.map(reportExportKind),
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
type _ExportKindNames = NamesExactly<ExportKind, typeof ruResources.exportAudit.choices.kind>;

const texts = ruResources.exportAudit;

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
  labels: texts,
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
