/**
 * A list cut into parts of at most `size`: PostgreSQL takes at most 65,535 parameters in one
 * statement, so the bulk writes and `IN` lists of the import, registries, top-ups, payouts and
 * reconciliation go in parts.
 */
export function chunks<T>(items: readonly T[], size = 1_000): T[][] {
  const step = Math.max(1, size);
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += step) parts.push(items.slice(start, start + step));
  return parts;
}
