/**
 * Paging by key for exports, reports and jobs (issue 22 §3): each page starts after the previous
 * page's last row, by its sort values and id, so page 100 costs what page 1 does (an OFFSET reads
 * and throws away every row before it). The next page is asked for as soon as a page arrives, so
 * the database reads it while the file writer is busy with the rows in hand.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

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

/** One sort key of a keyset: the column, the last row's value of it, and whether it may be NULL. */
export interface KeyPart {
  column: SQLWrapper;
  value: unknown;
  nullable?: boolean;
}

/** ORDER BY of the keys: NULLs last in both directions, as afterKey reads them. */
export function keyOrder(columns: readonly { column: SQLWrapper; nullable?: boolean }[], order: 'asc' | 'desc'): SQL[] {
  return columns.map(({ column, nullable }) =>
    order === 'desc' && nullable ? sql`${column} desc nulls last` : sql`${column} ${sql.raw(order)}`,
  );
}

/**
 * The rows after `parts` (the last row's keys, the last part unique and not null, e.g. the id) in
 * `order` with NULLs last. Keys that cannot be NULL give one row comparison, `(a, id) > ($a, $id)`,
 * which a btree index on (a, id) answers as a range. With a nullable key the comparison is spelt
 * out key by key, and the leading not-null keys are repeated as a range the index can start from.
 */
export function afterKey(parts: readonly KeyPart[], order: 'asc' | 'desc'): SQL {
  const op = sql.raw(order === 'asc' ? '>' : '<');
  const firstNullable = parts.findIndex((part) => part.nullable === true);
  if (firstNullable < 0) {
    const columns = sql.join(parts.map((part) => sql`${part.column}`), sql`, `);
    const values = sql.join(parts.map((part) => sql`${part.value}`), sql`, `);
    return sql`(${columns}) ${op} (${values})`;
  }
  const exact = lexicalAfter(parts, op);
  const lead = parts.slice(0, firstNullable);
  if (lead.length === 0) return exact;
  const bound = sql.raw(order === 'asc' ? '>=' : '<=');
  const columns = sql.join(lead.map((part) => sql`${part.column}`), sql`, `);
  const values = sql.join(lead.map((part) => sql`${part.value}`), sql`, `);
  return sql`(${columns}) ${bound} (${values}) and ${exact}`;
}

/** a after A, or a = A and the rest after; a NULL comes after every value and equals only NULL. */
function lexicalAfter(parts: readonly KeyPart[], op: SQL): SQL {
  const [part, ...rest] = parts;
  if (part === undefined) return sql`false`;
  if (part.value === null || part.value === undefined) {
    return rest.length === 0 ? sql`false` : sql`(${part.column} is null and ${lexicalAfter(rest, op)})`;
  }
  const beyond = part.nullable ? sql`(${part.column} ${op} ${part.value} or ${part.column} is null)` : sql`${part.column} ${op} ${part.value}`;
  if (rest.length === 0) return beyond;
  return sql`(${beyond} or (${part.column} = ${part.value} and ${lexicalAfter(rest, op)}))`;
}
