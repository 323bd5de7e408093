/**
 * How an export route answers (issue 22 §3): the xlsx as it is written, or, when the export is
 * past EXPORT_REPORT_ROWS rows, 202 with the report it was ordered as (the file comes to 'Мои
 * отчёты', announced on the realtime channel like any report).
 */
import type { FastifyReply } from 'fastify';
import { ReportOrderResponseSchema } from '../../../schemas/reports';
import { attachmentHeader, XLSX_MIME, xlsxResponse } from '../../lib/xlsx';
import type { ExportAnswer } from './reports.service';

/** The export's answers as the OpenAPI document declares them. */
export function exportResponse() {
  return { ...xlsxResponse(), 202: ReportOrderResponseSchema.describe('Строк больше порога: файл заказан как отчёт') };
}

export function sendExport(reply: FastifyReply, answer: ExportAnswer): FastifyReply {
  if ('report' in answer) return reply.status(202).send({ report: answer.report });
  return reply.header('content-disposition', attachmentHeader(answer.file.fileName)).type(XLSX_MIME).send(answer.file.stream);
}
