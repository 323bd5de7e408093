/**
 * A cheap fingerprint of everything the database holds: each public table's row count and the
 * text of its rows hashed by PostgreSQL. Equal fingerprints before and after a request mean it
 * wrote nothing (the fuzz suites' "nothing is written by a refused request").
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/** Tables that change without a request of ours (the clock's audit of sign-ins, rate limits). */
const MOVING = new Set(['auth_sessions', 'refresh_tokens', 'realtime_tickets', 'sms_codes', 'devices', '__drizzle_migrations']);

export async function tableFingerprint(db: Db): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name: name } of rowsOf<{ table_name: string }>(tables)) {
    if (MOVING.has(name)) continue;
    const result = await db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    parts.push(`${name}:${rowsOf<{ digest: string | null }>(result)[0]?.digest ?? ''}`);
  }
  return parts.join(',');
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/**
 * The same fingerprint in one statement: a suite that takes it around hundreds of requests
 * (tests/server/privilege-matrix.test.ts) pays one round trip instead of one per table.
 */
export async function tableFingerprintAtOnce(db: Db): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests = rowsOf<{ table_name: string }>(tables)
    .filter(({ table_name: name }) => !MOVING.has(name))
    .map(({ table_name: name }) => sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`);
  const result = await db.execute<{ name: string; digest: string | null }>(sql.join(digests, sql` union all `));
  return rowsOf<{ name: string; digest: string | null }>(result)
    .map((row) => `${row.name}:${row.digest ?? ''}`)
    .join(',');
}
