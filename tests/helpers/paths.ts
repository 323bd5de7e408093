import { join } from 'node:path';

export const PGLITE_SNAPSHOT_PATH = join(process.cwd(), '.tmp', 'pglite-snapshot.tar');
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
