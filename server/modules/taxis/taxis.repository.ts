/** Parks (spec 3 "Taxi"). */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { taxis } from '../../db/schema';

export type TaxiRow = typeof taxis.$inferSelect;

/**
 * Installation-wide rows (news, alerts, banners, help) carry a country code, or null for every
 * country: a park sees those of its own country and the common ones.
 */
export function forParkCountry(column: AnyPgColumn, taxisId: number): SQL {
  const country = sql.identifier(taxis.countryCode.name);
  const id = sql.identifier(taxis.id.name);
  // Aliased: inside a single-table select drizzle writes columns unqualified.
  return sql`(${column} is null or ${column} = (select park.${country} from ${taxis} as park where park.${id} = ${taxisId}))`;
}

export class TaxisRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<TaxiRow | null> {
    const [row] = await this.db.select().from(taxis).where(eq(taxis.id, id)).limit(1);
    return row ?? null;
  }

  /** The park's IANA zone (its days are counted in it); null for no such park. */
  async timezoneOf(id: number): Promise<string | null> {
    const [row] = await this.db.select({ timezone: taxis.timezone }).from(taxis).where(eq(taxis.id, id)).limit(1);
    return row?.timezone ?? null;
  }

  /** The park's first money movement (spec 3 first_transaction_date); a no-op once it is set. */
  async markFirstTransaction(id: number, at: Date): Promise<void> {
    await this.db
      .update(taxis)
      .set({ firstTransactionDate: at })
      .where(and(eq(taxis.id, id), isNull(taxis.firstTransactionDate)));
  }

  async setPhone(id: number, phone: string): Promise<void> {
    await this.db.update(taxis).set({ phone }).where(eq(taxis.id, id));
  }
}
