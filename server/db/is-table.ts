/** Whether a module's export is a drizzle table: how a resource folder's table.ts is read (server/modules/generated.ts). */
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

export const isTable = (value: unknown): value is PgTable => is(value, PgTable);
