/** Cells and paging shared by the ledger's and the trips' xlsx exports. */

/** dd.mm.yyyy hh:mm in the park's own time zone: what the park's accountant reads. */
export function parkDateTime(instant: Date | null, timezone: string): string | null {
  if (instant === null) return null;
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone: timezone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(instant)
    .replace(',', '');
}

/** Kopecks as a number of rubles, so a spreadsheet can sum the column. */
export const rubles = (kopecks: number): number => kopecks / 100;

export const EXPORT_PAGE_SIZE = 1000;

/**
 * Reads rows page by page (keyset: each page starts after the last row of the previous one), so
 * an export of any size holds one page in memory and never pays for a deep OFFSET.
 */
export async function* readInPages<Row>(
  fetchPage: (after: Row | null, limit: number) => Promise<Row[]>,
  maxRows: number,
): AsyncGenerator<Row> {
  let after: Row | null = null;
  let read = 0;
  while (read < maxRows) {
    const limit = Math.min(EXPORT_PAGE_SIZE, maxRows - read);
    const rows = await fetchPage(after, limit);
    yield* rows;
    read += rows.length;
    const last = rows.at(-1);
    if (rows.length < limit || last === undefined) return;
    after = last;
  }
}
