/** The SQL of top-ups: the park's drivers a list or a file names, by id or by phone. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema';
import type { TopupDriver } from './topup-rows';
import { chunks } from '../../lib/chunks';
import { fullNameOf } from '../drivers/drivers.mappers';

export class TopupsRepository {
  constructor(private readonly db: Db) {}

  async drivers(taxisId: number, ids: readonly number[], phones: readonly string[]) {
    const byId = new Map<number, TopupDriver>();
    const byPhone = new Map<string, TopupDriver>();
    const columns = { id: drivers.id, phone: drivers.phone, lastName: drivers.lastName, firstName: drivers.firstName, middleName: drivers.middleName };
    for (const part of chunks([...new Set(ids)])) {
      for (const row of await this.db.select(columns).from(drivers).where(and(eq(drivers.taxisId, taxisId), inArray(drivers.id, part)))) {
        byId.set(row.id, { id: row.id, fullName: fullNameOf(row) });
      }
    }
    for (const part of chunks([...new Set(phones)])) {
      for (const row of await this.db.select(columns).from(drivers).where(and(eq(drivers.taxisId, taxisId), inArray(drivers.phone, part)))) {
        byPhone.set(row.phone, { id: row.id, fullName: fullNameOf(row) });
      }
    }
    return { byId, byPhone };
  }
}
