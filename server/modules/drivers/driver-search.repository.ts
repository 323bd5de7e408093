/**
 * Which drivers of a park a typed search finds: a substring of their search text, through
 * park_driver_search so the trigram index serves it under row-level security too (the view's
 * migration says why). Every list that searches drivers (drivers, trips, corrections, the fee
 * report) asks here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { parkDriverSearch } from '../../db/schema';
import { likeEscape } from '../../lib/like';

/**
 * `(select id …)` of the drivers whose search text holds any of `terms`, for `in` beside the
 * outer query's own park condition. None here: for the park role the view keeps to the park, and
 * an equality with the park would join the policy's condition on the outer table (one
 * equivalence class), after which the ILIKE could no longer use the index.
 * `caseSensitive`: the term is already in the stored text's lower case (the fee report's).
 */
export function driverIdsMatching(terms: readonly [string, ...string[]], caseSensitive = false): SQL {
  const operator = caseSensitive ? sql`like` : sql`ilike`;
  const matches = terms.map((term) => sql`${parkDriverSearch.searchText} ${operator} ${`%${likeEscape(term)}%`}`);
  return sql`(select ${parkDriverSearch.id} from ${parkDriverSearch} where ${sql.join(matches, sql` or `)})`;
}
