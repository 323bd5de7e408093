/**
 * Which park the code running now works for. The auth guard enters a signed-in request's park
 * here; on PostgreSQL every query made inside it runs as the park role with `app.park` set to
 * that park, so row-level security answers nothing of another park even when the query forgot
 * its `taxis_id` condition (docs/OPERATIONS.md, "Roles and row-level security"). On PGlite the
 * scope changes nothing: the code's own conditions are the only check there.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  park: number | null;
}

const scope = new AsyncLocalStorage<Scope>();

/**
 * Runs `work` (and everything it starts) for one park. Awaited inside the scope: drizzle's
 * queries are lazy and would otherwise run wherever the caller awaits them, outside it.
 */
export function inPark<T>(park: number, work: () => PromiseLike<T> | T): Promise<T> {
  return scope.run({ park: parkOf(park) }, async () => await work());
}

/** The auth guard's form: the rest of the request (Fastify's `done`) runs in the park's scope. */
export function continueInPark(park: number, next: () => void): void {
  scope.run({ park: parkOf(park) }, next);
}

/**
 * Runs `work` outside any park, on the system role: only for the few reads of a signed-in request
 * that span parks by design (linked accounts in other parks), and for a job a request wakes,
 * which is every park's. Each caller is listed in docs/OPERATIONS.md.
 */
export function acrossParks<T>(work: () => PromiseLike<T> | T): Promise<T> {
  return scope.run({ park: null }, async () => await work());
}

function parkOf(park: number): number {
  if (!Number.isSafeInteger(park)) throw new Error(`Нет такого парка: ${park}`);
  return park;
}

/** The park of the current scope, or null outside a signed-in request. */
export function currentPark(): number | null {
  return scope.getStore()?.park ?? null;
}
