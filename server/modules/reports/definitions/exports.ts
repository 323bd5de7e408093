/**
 * Exports ordered as reports (issue 22 §3): the same file the export route would have sent,
 * written by the job from the query the route stored with the report.
 */
import type { DriversListQuery } from '../../../../schemas/drivers';
import type { ExportReportKind } from '../../../../schemas/reports';
import { driverExportColumns } from '../../drivers/drivers-export';
import { DriversListService } from '../../drivers/drivers-list.service';
import { transferColumns } from '../../transfers/transfer-columns';
import { TransfersService, type TransfersFilterQuery } from '../../transfers/transfers.service';
import { defineReport, type ReportContext, type ReportDefinition } from './report-definition';

/** The stored query, as the route had validated it before storing it. */
function storedQuery<Query>(context: ReportContext): Query {
  if (context.exportQuery === null) throw new Error('an export report without its query');
  return context.exportQuery as Query;
}

export const EXPORT_DEFINITIONS: Record<ExportReportKind, ReportDefinition> = {
  drivers: defineReport({
    columns: (context) => driverExportColumns(context.timezone),
    rows: (context) => new DriversListService(context).storedExportRows(context.taxisId, storedQuery<DriversListQuery>(context)),
  }),
  transfers: defineReport({
    columns: (context) => transferColumns(context.timezone),
    rows: (context) =>
      new TransfersService(context).exportRows(context.taxisId, context.timezone, storedQuery<TransfersFilterQuery>(context)),
  }),
};
