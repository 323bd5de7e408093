/**
 * What a report type is: its columns (Russian headers) and an async source of rows read from the
 * database in keyset pages, so a file of any length holds one page in memory.
 */
import type { Readable } from 'node:stream';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { keysetRows } from '../../../lib/keyset';
import { streamXlsx, type XlsxColumn } from '../../../lib/xlsx';
import type { ParkPeriod } from '../../feereport/park-period';

/** Rows per database round trip while a report is written. */
export const REPORT_PAGE_SIZE = 5000;
/** An xlsx sheet holds 1,048,576 rows, the header one of them. */
export const MAX_SHEET_ROWS = 1_048_575;

export interface ReportContext {
  db: Db;
  clock: Clock;
  taxisId: number;
  /** The park's zone: the period's days and every time in the file are on its clock. */
  timezone: string;
  period: ParkPeriod;
  /** An export ordered as a report: its list's query as the route stored it (null for a report of its own). */
  exportQuery: Record<string, unknown> | null;
}

export interface RenderOptions {
  sheetName: string;
  /** Called for every data row as it goes into the file. */
  onRow: () => void;
  /** Aborting stops reading rows (the stream then fails with the abort reason). */
  signal: AbortSignal;
}

export interface ReportDefinition {
  /** The file as an xlsx byte stream; it fails if a row source fails. */
  render(context: ReportContext, options: RenderOptions): Readable;
}

/** Raised when a report would not fit: retrying cannot help. */
export class ReportTooLargeError extends Error {
  readonly retryable = false;

  constructor() {
    super(`more than ${MAX_SHEET_ROWS} rows: the period does not fit one sheet`);
    this.name = 'ReportTooLargeError';
  }
}

async function* watched<Row>(rows: AsyncIterable<Row>, options: RenderOptions): AsyncGenerator<Row> {
  let written = 0;
  for await (const row of rows) {
    options.signal.throwIfAborted();
    written += 1;
    if (written > MAX_SHEET_ROWS) throw new ReportTooLargeError();
    options.onRow();
    yield row;
  }
}

/** Binds a row type's columns to its source (the runner only sees the byte stream). */
export function defineReport<Row>(spec: {
  columns: (context: ReportContext) => readonly XlsxColumn<Row>[];
  rows: (context: ReportContext) => AsyncIterable<Row>;
}): ReportDefinition {
  return {
    render: (context, options) =>
      streamXlsx(options.sheetName, spec.columns(context), watched(spec.rows(context), options)),
  };
}

/**
 * Reads pages until a short one: each page starts after the last row of the previous one (the
 * cursor is whatever the page's last row carries), so no page pays for a deep OFFSET; the next
 * page is read while the previous one is written.
 */
export function keysetPages<Row>(
  fetchPage: (after: Row | null, limit: number) => Promise<Row[]>,
  pageSize: number = REPORT_PAGE_SIZE,
): AsyncGenerator<Row> {
  return keysetRows(fetchPage, pageSize);
}
