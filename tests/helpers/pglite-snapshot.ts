/**
 * Global setup of the PGlite server suite: initdb and migrate once (~3 s), dump the data
 * directory, and let every test file start from that dump instead of its own initdb.
 *
 * Each test file's start is spent mostly unpacking the dump (issue 22 §5), so the dump is kept
 * small: a 1 MB WAL segment with no spare segments instead of 16 MB, and no template0/template1
 * (PGlite opens `postgres`; no test creates a database on PGlite). 45 MB became 18 MB, and a
 * start from it ~0.9 s → ~0.65 s of CPU.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../server/db/client';
import { PGLITE_SNAPSHOT_PATH } from './paths';

export default async function setup(): Promise<void> {
  const database = await openPglite({
    dataDir: null,
    initdbArgs: ['--wal-segsize=1'],
    settings: { min_wal_size: '2MB', max_wal_size: '4MB' },
  });
  await database.migrate();
  for (const template of ['template0', 'template1']) {
    await database.owner.execute(sql.raw(`UPDATE pg_database SET datistemplate = false WHERE datname = '${template}'`));
    await database.owner.execute(sql.raw(`DROP DATABASE ${template}`));
  }
  await database.owner.execute(sql.raw('CHECKPOINT'));
  if (!database.dump) throw new Error('PGlite dump is unavailable');
  const dump = await database.dump();
  mkdirSync(dirname(PGLITE_SNAPSHOT_PATH), { recursive: true });
  writeFileSync(PGLITE_SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
