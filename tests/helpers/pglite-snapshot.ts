/**
 * Global setup of the PGlite server suite: initdb and migrate once (~3 s), dump the data
 * directory, and let every test file start from that dump (~0.4 s) instead of its own initdb.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openPglite } from '../../server/db/client';
import { PGLITE_SNAPSHOT_PATH } from './paths';

export default async function setup(): Promise<void> {
  const database = await openPglite({ dataDir: null });
  await database.migrate();
  if (!database.dump) throw new Error('PGlite dump is unavailable');
  const dump = await database.dump();
  mkdirSync(dirname(PGLITE_SNAPSHOT_PATH), { recursive: true });
  writeFileSync(PGLITE_SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
