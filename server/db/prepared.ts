/**
 * A hot statement written once as SQL text, past drizzle's builder and row mapping (issue 22 §2:
 * on a list page they cost more than the database). On PostgreSQL it runs as a named prepared
 * statement of the pg driver: parsed and planned once per connection, then only bound. On PGlite
 * it goes through PGlite's own query (one process, nothing to prepare across). Either way it goes
 * through the handle's pool, so a park's scope (park-scope.ts) and row-level security hold, and it
 * is counted as one statement (statement-count.ts).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './client';
import { noteStatement } from './statement-count';

interface RawClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The statement's name on the connections: its text's hash, so one name never means two texts. */
const names = new Map<string, string>();

function nameOf(prefix: string, text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/** Rows of `text` with `values` ($1, $2 …), typed as the caller's SQL selects them. */
export async function preparedRows<Row>(db: Db, prefix: string, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  noteStatement();
  const result = client instanceof pg.Pool ? await client.query({ name: nameOf(prefix, text), text, values }) : await client.query(text, values);
  return result.rows as Row[];
}
