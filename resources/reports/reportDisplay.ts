/**
 * A report as the panel shows it (spec 3 display fields): typeRu, createdDate (dd.mm.yyyy hh:mm in
 * the browser's clock), dateRange (the park days dd.mm.yyyy – dd.mm.yyyy) and statusRu.
 */
import type { Report } from '../../schemas/reports';
import { formatDate, formatDateTime } from '../../src/components/dates';
import { t } from '../../texts/t';

export interface ReportDisplay {
  typeRu: string;
  createdDate: string;
  dateRange: string;
  statusRu: string;
}

export function displayReport(report: Pick<Report, 'report_type' | 'created_at' | 'from_date' | 'to_date' | 'status'>): ReportDisplay {
  return {
    typeRu: t(`reports.types.${report.report_type}`),
    createdDate: formatDateTime(report.created_at),
    dateRange: `${formatDate(report.from_date)} – ${formatDate(report.to_date)}`,
    statusRu: t(`reports.statuses.${report.status}`),
  };
}
