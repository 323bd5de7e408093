/**
 * Calls of the reports (spec 7): order one, page through the user's reports, fetch a finished
 * file. Not a react-admin resource: the panel pages by offset/limit and the file is a blob.
 */
import {
  REPORTS_ENDPOINTS,
  ReportOrderResponseSchema,
  ReportsListResponseSchema,
  type Report,
  type ReportOrderRequest,
  type ReportsListResponse,
} from '../../schemas/reports';
import type { HttpClient } from '../httpClient';

/** Generating a large report's file may take the server a while to stream. */
const DOWNLOAD_TIMEOUT_MS = 300_000;

export interface ReportsPage {
  offset: number;
  limit: number;
}

export function listReports(http: HttpClient, page: ReportsPage, signal?: AbortSignal): Promise<ReportsListResponse> {
  return http.json({ path: REPORTS_ENDPOINTS.list, query: { offset: page.offset, limit: page.limit }, signal }, ReportsListResponseSchema);
}

export async function orderReport(http: HttpClient, request: ReportOrderRequest): Promise<Report> {
  const { report } = await http.json(
    { path: REPORTS_ENDPOINTS.order, method: 'POST', json: request },
    ReportOrderResponseSchema,
  );
  return report;
}

export interface ReportFile {
  blob: Blob;
  /** Content-Disposition (the file's name) and Content-Type (its extension). */
  headers: Headers;
}

/** The finished file; rejects on anything but a 200 with a body. */
export async function fetchReportFile(http: HttpClient, reportId: number): Promise<ReportFile> {
  const response = await http.request({
    path: REPORTS_ENDPOINTS.get,
    query: { report_id: reportId },
    responseType: 'blob',
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  if (response.status !== 200 || response.blob === undefined) throw new Error(`report ${reportId}: HTTP ${response.status}`);
  return { blob: response.blob, headers: response.headers };
}
