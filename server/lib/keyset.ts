/**
 * Paging by key for exports, reports and jobs (issue 22 §3): each page starts after the previous
 * page's last row, by its sort values and id, so page 100 costs what page 1 does (an OFFSET reads
 * and throws away every row before it). The next page is asked for as soon as a page arrives, so
 * the database reads it while the file writer is busy with the rows in hand. The key's SQL
 * (`(a, id) > ($a, $id)`, NULLs and directions) is server/db/keyset.ts.
 */

/**
 * Rows of `fetchPage` pages, up to `maxRows`: a page is fetched after the previous one's last row
 * (null for the first), one page ahead of the reader.
 */
export async function* keysetRows<Row>(
  fetchPage: (after: Row | null, limit: number) => Promise<Row[]>,
  pageSize: number,
  maxRows: number = Number.POSITIVE_INFINITY,
): AsyncGenerator<Row> {
  const limitAt = (read: number) => Math.min(pageSize, maxRows - read);
  let read = 0;
  let limit = limitAt(0);
  let pending: Promise<Row[]> | null = limit > 0 ? fetchPage(null, limit) : null;
  try {
    while (pending !== null) {
      const rows = await pending;
      pending = null;
      read += rows.length;
      const last = rows.at(-1);
      const nextLimit = limitAt(read);
      if (rows.length === limit && last !== undefined && nextLimit > 0) {
        limit = nextLimit;
        pending = fetchPage(last, limit);
        // A reader that stops early never awaits it: its failure must not go unhandled.
        pending.catch(() => undefined);
      }
      yield* rows;
    }
  } finally {
    // Stopped early: the page in flight finishes before the connection is given back to others.
    if (pending !== null) await pending.catch(() => undefined);
  }
}
