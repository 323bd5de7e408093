/**
 * Ordering, listing and downloading reports (spec 3 "Report", 4, 7). Ordering only records the
 * report and wakes the runner: the file is written by the background job, never in a request.
 */
import { Readable } from 'node:stream';
import type { AccessClaims } from '../../../schemas/auth';
import {
  MAX_REPORT_DAYS,
  type ExportReportKind,
  type Report,
  type ReportOrderRequest,
  type ReportsListQuery,
  type ReportsListResponse,
} from '../../../schemas/reports';
import { PERSONAL_REPORT_TYPES, reportExportKind, type PersonalReportType } from '../../../resources/users/export-audit/resource';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { ExportAuditService, storableJson } from '../export-audit/export-audit.service';
import { wakeReportRunners } from './report-wake';
import { ReportsRepository, type ReportRow } from './reports.repository';

/** Reports of one user being written at once: more waits until some are ready. */
export const MAX_IN_PROGRESS_PER_USER = 10;
/** Pieces read per query while a file streams out (about 1 MB). */
const CHUNKS_PER_READ = 4;

const DAY_MS = 86_400_000;

const isPersonal = (type: string): type is PersonalReportType => (PERSONAL_REPORT_TYPES as readonly string[]).includes(type);

export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    report_type: row.reportType,
    from_date: row.fromDate,
    to_date: row.toDate,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    rows: row.rows,
    file_name: row.fileName,
  };
}

/** An export's answer: its file now, or, past EXPORT_REPORT_ROWS rows, the report it was ordered as. */
export type ExportAnswer = { file: { fileName: string; stream: Readable } } | { report: Report };

export interface ReportFile {
  fileName: string;
  bytes: number;
  stream: Readable;
}

export class ReportsService {
  private readonly reports: ReportsRepository;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock'>) {
    this.reports = new ReportsRepository(deps.db);
  }

  async order(claims: AccessClaims, request: ReportOrderRequest): Promise<{ report: Report }> {
    const days = (Date.parse(request.date_to) - Date.parse(request.date_from)) / DAY_MS + 1;
    if (days < 1) throw errors.validation({ date_to: t('fleet.validation.dateRange') });
    if (days > MAX_REPORT_DAYS) {
      throw errors.validation({ date_to: t('reports.api.periodTooLong', { days: MAX_REPORT_DAYS }) });
    }
    return this.insert(claims, request);
  }

  /**
   * An export past EXPORT_REPORT_ROWS, ordered as a report of its list's type: the job writes the
   * list's file from the stored query, and the person downloads it from 'Мои отчёты'.
   */
  async orderExport(
    claims: AccessClaims,
    request: ReportOrderRequest & { export_kind: ExportReportKind; query: Record<string, unknown> },
  ): Promise<{ report: Report }> {
    return this.insert(claims, request, { exportKind: request.export_kind, exportQuery: storableJson(request.query) as Record<string, unknown> });
  }

  private async insert(
    claims: AccessClaims,
    request: ReportOrderRequest,
    asExport: { exportKind: ExportReportKind; exportQuery: Record<string, unknown> } | null = null,
  ): Promise<{ report: Report }> {
    const userId = Number(claims.sub);
    if ((await this.reports.countInProgress(userId)) >= MAX_IN_PROGRESS_PER_USER) {
      throw errors.tooManyRequests(t('reports.api.tooManyInProgress', { count: MAX_IN_PROGRESS_PER_USER }));
    }
    const row = await this.reports.insert({
      taxisId: claims.taxis_id,
      userId,
      reportType: request.report_type,
      fromDate: request.date_from,
      toDate: request.date_to,
      createdAt: this.deps.clock.now(),
      ...asExport,
    });
    wakeReportRunners(this.deps.db);
    return { report: toReport(row) };
  }

  async list(claims: AccessClaims, query: ReportsListQuery): Promise<ReportsListResponse> {
    const userId = Number(claims.sub);
    const [rows, total] = await Promise.all([
      this.reports.page(userId, claims.taxis_id, query.offset, query.limit),
      this.reports.count(userId, claims.taxis_id),
    ]);
    return { reports: rows.map(toReport), total };
  }

  /** The completed file, streamed from its stored pieces in order (a few pieces in memory at a time). */
  async download(claims: AccessClaims, reportId: number): Promise<ReportFile> {
    const report = await this.reports.findOwn(reportId, Number(claims.sub), claims.taxis_id);
    if (!report) throw errors.notFound();
    if (report.status === 'in_progress') throw errors.conflict(t('reports.api.notReady'));
    if (report.status === 'failed' || report.fileName === null || report.bytes === null) {
      throw errors.conflict(t('reports.api.failed'));
    }
    // A file that names drivers goes into the journal, with its rows, before its first byte goes out.
    if (isPersonal(report.reportType)) {
      await new ExportAuditService(this.deps).begin(claims, reportExportKind(report.reportType), {
        // An export turned report is journalled with its list's filter, as the export itself would be.
        query: { ...report.exportQuery, report_id: report.id, report_type: report.reportType, date_from: report.fromDate, date_to: report.toDate },
        rowCount: report.rows ?? undefined,
      });
    }
    const repository = this.reports;
    async function* pieces(): AsyncGenerator<Buffer> {
      let next = 0;
      for (;;) {
        const chunks = await repository.chunksFrom(reportId, next, CHUNKS_PER_READ);
        for (const chunk of chunks) {
          // PGlite answers a Uint8Array, pg a Buffer: wrap either without copying.
          yield Buffer.from(chunk.data.buffer, chunk.data.byteOffset, chunk.data.byteLength);
          next = chunk.seq + 1;
        }
        if (chunks.length < CHUNKS_PER_READ) return;
      }
    }
    return { fileName: report.fileName, bytes: report.bytes, stream: Readable.from(pieces(), { objectMode: false }) };
  }
}
