/** Cells and paging shared by the ledger's and the trips' xlsx exports. */
import { keysetRows } from '../../lib/keyset';
import { russianDateTimeFormat } from '../drivers/drivers-export';

// Building an Intl formatter costs far more than using one, and an export formats a cell per row.
const dateTimeFormats = new Map<string, (iso: string | null) => string | null>();

/** dd.mm.yyyy hh:mm in the park's own time zone: what the park's accountant reads. */
export function parkDateTime(instant: Date | null, timezone: string): string | null {
  if (instant === null) return null;
  let format = dateTimeFormats.get(timezone);
  if (format === undefined) {
    format = russianDateTimeFormat(timezone);
    dateTimeFormats.set(timezone, format);
  }
  return format(instant.toISOString());
}

/** Kopecks as a number of rubles, so a spreadsheet can sum the column. */
export const rubles = (kopecks: number): number => kopecks / 100;

export const EXPORT_PAGE_SIZE = 1000;

/**
 * Reads rows page by page by key (each page starts after the last row of the previous one, the
 * next read while this one is written), so an export of any size holds two pages in memory and
 * never pays for a deep OFFSET.
 */
export function readInPages<Row>(fetchPage: (after: Row | null, limit: number) => Promise<Row[]>, maxRows: number): AsyncGenerator<Row> {
  return keysetRows(fetchPage, EXPORT_PAGE_SIZE, maxRows);
}
