/**
 * The SQL of paging by key (issue 22 §3): the condition "after the last row" and the ORDER BY that
 * goes with it, for keys that may be NULL and in either direction. server/lib/keyset.ts reads the pages.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A sort key: the column, whether it may be NULL, and where its NULLs go (last unless told). */
export interface KeyColumn {
  column: SQLWrapper;
  nullable?: boolean;
  nulls?: 'first' | 'last';
}

/** A sort key with the last row's value of it. */
export interface KeyPart extends KeyColumn {
  value: unknown;
}

const nullsFirst = (part: KeyColumn) => part.nullable === true && part.nulls === 'first';

/** ORDER BY of the keys, NULLs where each key says, as afterKey reads them. */
export function keyOrder(columns: readonly KeyColumn[], order: 'asc' | 'desc'): SQL[] {
  return columns.map((part) => {
    if (!part.nullable) return sql`${part.column} ${sql.raw(order)}`;
    return sql`${part.column} ${sql.raw(order)} ${sql.raw(nullsFirst(part) ? 'nulls first' : 'nulls last')}`;
  });
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

/**
 * a after A, or a = A and the rest after. A NULL equals only NULL; NULLs last come after every
 * value, NULLs first before every value.
 */
function lexicalAfter(parts: readonly KeyPart[], op: SQL): SQL {
  const [part, ...rest] = parts;
  if (part === undefined) return sql`false`;
  const tie = rest.length === 0 ? sql`false` : lexicalAfter(rest, op);
  if (part.value === null || part.value === undefined) {
    const tied = rest.length === 0 ? sql`false` : sql`(${part.column} is null and ${tie})`;
    return nullsFirst(part) ? sql`(${part.column} is not null or ${tied})` : tied;
  }
  const beyond =
    part.nullable && !nullsFirst(part) ? sql`(${part.column} ${op} ${part.value} or ${part.column} is null)` : sql`${part.column} ${op} ${part.value}`;
  if (rest.length === 0) return beyond;
  return sql`(${beyond} or (${part.column} = ${part.value} and ${tie}))`;
}
