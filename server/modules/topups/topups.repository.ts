/** The SQL of top-ups: the park's drivers a list or a file names, by id or by phone. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema';
import type { TopupDriver } from './topup-rows';

const CHUNK = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) parts.push(items.slice(start, start + CHUNK));
  return parts;
}

const fullName = (row: { lastName: string; firstName: string; middleName: string | null }) =>
  [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' ');

export class TopupsRepository {
  constructor(private readonly db: Db) {}

  async drivers(taxisId: number, ids: readonly number[], phones: readonly string[]) {
    const byId = new Map<number, TopupDriver>();
    const byPhone = new Map<string, TopupDriver>();
    const columns = { id: drivers.id, phone: drivers.phone, lastName: drivers.lastName, firstName: drivers.firstName, middleName: drivers.middleName };
    for (const part of chunks([...new Set(ids)])) {
      for (const row of await this.db.select(columns).from(drivers).where(and(eq(drivers.taxisId, taxisId), inArray(drivers.id, part)))) {
        byId.set(row.id, { id: row.id, fullName: fullName(row) });
      }
    }
    for (const part of chunks([...new Set(phones)])) {
      for (const row of await this.db.select(columns).from(drivers).where(and(eq(drivers.taxisId, taxisId), inArray(drivers.phone, part)))) {
        byPhone.set(row.phone, { id: row.id, fullName: fullName(row) });
      }
    }
    return { byId, byPhone };
  }
}
