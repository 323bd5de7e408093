/** The report types as /reports groups them. */
import type { ReportType } from '../../schemas/reports';
import type { TextsAt } from '../../texts/t';

export type ReportGroup = keyof TextsAt<'reportsUi.catalogue.groups'>;

export const REPORT_GROUPS: readonly { group: ReportGroup; types: readonly ReportType[] }[] = [
  { group: 'drivers', types: ['drivers', 'drivers_active', 'drivers_new'] },
  { group: 'orders', types: ['transfers', 'orders_finished', 'orders_overall', 'orders_fraud'] },
  {
    group: 'money',
    types: ['transactions', 'payments_overall', 'payments_count', 'payments_drivers', 'commission_income'],
  },
  { group: 'quality', types: ['survey_reviews'] },
];

export const reportPath = (type: ReportType): string => `/reports/${type}`;
