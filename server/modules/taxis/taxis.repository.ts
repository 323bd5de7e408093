/** Parks (spec 3 "Taxi"). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxis } from '../../db/schema';

export type TaxiRow = typeof taxis.$inferSelect;

export class TaxisRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<TaxiRow | null> {
    const [row] = await this.db.select().from(taxis).where(eq(taxis.id, id)).limit(1);
    return row ?? null;
  }
}
