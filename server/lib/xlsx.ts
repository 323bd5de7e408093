/**
 * xlsx exports with exceljs's streaming writer: rows go to the response as they come from the
 * database (constant memory), without per-cell styles. A cell that starts with = + - @ is prefixed with an apostrophe so
 * a spreadsheet never runs it as a formula (CSV/formula injection).
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { z } from 'zod';

export interface XlsxColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number | boolean | Date | null;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number in E.164 starts with + but can never be a formula: it stays as it is. */
const PHONE = /^\+\d{6,15}$/;

/** Text that a spreadsheet will show as text, never evaluate. */
export function safeCell(value: string | number | boolean | Date | null): string | number | boolean | Date | null {
  return typeof value === 'string' && FORMULA_START.test(value) && !PHONE.test(value) ? `'${value}` : value;
}

// Building an Intl formatter costs far more than using one: keep one per time zone.
const stampFormats = new Map<string, Intl.DateTimeFormat>();
function stampFormat(timezone: string): Intl.DateTimeFormat {
  let format = stampFormats.get(timezone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('ru-RU', {
      timeZone: timezone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    stampFormats.set(timezone, format);
  }
  return format;
}

/** dd-mm-yyyy hh-mm-ss, the stamp of spec 9's file names. */
export function fileStamp(instant: Date, timezone: string): string {
  const parts = stampFormat(timezone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('day')}-${get('month')}-${get('year')} ${get('hour')}-${get('minute')}-${get('second')}`;
}

/** RFC 8187 value-chars: encodeURIComponent leaves ' ( ) * as they are, the grammar does not. */
function extValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Content-Disposition for a Russian file name (RFC 6266): an ASCII `filename` for old clients
 * (non-ASCII letters as _, no quote or backslash that would need escaping) and the real name in `filename*`.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '').replace(/\\/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(fileName)}`;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The writer takes rows without back-pressure, and its compression runs one piece per turn of
 * the event loop: rows added faster than that pile up, uncompressed, in memory (measured: a page
 * of rows added at once left most of a 100,000-row file waiting). A turn of the loop every so
 * many rows lets the compressed bytes leave as the rows come.
 */
const ROWS_PER_TURN = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Back-pressure: while the response's buffer is full (a slow client), no row is read, so the
 * compressed file waits in bounded buffers rather than the whole file in memory. `close` ends the
 * wait too: a client gone means no drain will come.
 */
function drained(output: PassThrough): Promise<void> | null {
  if (!output.writableNeedDrain || output.destroyed) return null;
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.once('drain', done);
    output.once('close', done);
  });
}

/**
 * Streams one sheet. `rows` is read lazily (an async generator over database pages); the
 * returned stream is what the route sends.
 */
export function streamXlsx<Row>(sheetName: string, columns: readonly XlsxColumn<Row>[], rows: AsyncIterable<Row>): Readable {
  const output = new PassThrough();
  // No styles: with them the writer looks up every cell's style, half its time on a wide sheet
  // (measured on 50,000 rows of 18 columns: 2.7 s of CPU with, 1.4 s without). Widths are the
  // columns' own and stay; the header is told apart by the frozen pane, not by a bold font.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({ header: column.header, key: String(index), width: column.width ?? 18 }));
  void (async () => {
    try {
      let written = 0;
      for await (const row of rows) {
        sheet.addRow(columns.map((column) => safeCell(column.value(row)))).commit();
        written += 1;
        if (written % ROWS_PER_TURN === 0) {
          await nextTurn();
          await drained(output);
          // The client went away: stop reading the database (the generator gives its connection back).
          if (output.destroyed) return;
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}

/**
 * An xlsx download's 200 as the OpenAPI document declares it: a binary file, not JSON. A fresh
 * object per route, since the error answers are added to each route's own `response`.
 */
export function xlsxResponse() {
  return {
    200: {
      description: 'Файл xlsx',
      content: { [XLSX_MIME]: { schema: z.custom<Readable | Buffer>(() => true).meta({ type: 'string', format: 'binary' }) } },
    },
  };
}
