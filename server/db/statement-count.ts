/**
 * How many SQL statements the code running now has sent: the budgets of issue 22 §4 (statements
 * per list request) are checked with it. Every drizzle handle reports each statement it sends
 * through `statementLogger`, and the statements this code sends past drizzle (prepared.ts)
 * call `noteStatement`; both add to the tally of the enclosing `countStatements`, if any. Outside
 * one it costs a lookup and counts nothing. A park role's `set_config` (tenancy.ts), made when a
 * pooled connection changes park, is the pool's, not the request's, and is not counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

export interface StatementTally {
  statements: number;
}

const current = new AsyncLocalStorage<StatementTally>();

/** Runs `next` (and everything it starts) counting its statements into `tally`. */
export function countStatements(tally: StatementTally, next: () => void): void {
  current.run(tally, next);
}

export function noteStatement(): void {
  const tally = current.getStore();
  if (tally !== undefined) tally.statements += 1;
}

export const statementLogger: Logger = { logQuery: noteStatement };
