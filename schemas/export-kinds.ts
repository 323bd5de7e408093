/** The exports that carry personal data, each recorded in the journal of /users/exports (issue 11 §3). */
import type { TextsAt } from '../texts/t';
import type { NamesExactly } from './catalogue-keys';
import type { ReportType } from './reports';

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
// Every kind has its name in the journal, and no name is left over.
type _ExportKindNames = NamesExactly<ExportKind, TextsAt<'generated.exportAudit.choices.kind'>>;
