/** What the driver form picks from: the park's cars (searched) and driver groups. */
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CarBrief, DriverGroup } from '../../../schemas/drivers';
import type { Db } from '../../db/client';
import { cars, driverGroups } from '../../db/schema';
import { likeEscape } from '../../lib/like';

export class DriverFormRepository {
  constructor(private readonly db: Db) {}

  private carsWhere(taxisId: number, search: string | null): SQL | undefined {
    if (search === null) return eq(cars.taxisId, taxisId);
    const pattern = `%${likeEscape(search)}%`;
    return and(
      eq(cars.taxisId, taxisId),
      or(sql`${cars.number} ilike ${pattern}`, sql`${cars.brand} ilike ${pattern}`, sql`${cars.model} ilike ${pattern}`),
    );
  }

  async cars(taxisId: number, search: string | null, limit: number, offset: number): Promise<CarBrief[]> {
    return this.db
      .select({ id: cars.id, brand: cars.brand, model: cars.model, year: cars.year, color: cars.color, number: cars.number })
      .from(cars)
      .where(this.carsWhere(taxisId, search))
      .orderBy(asc(cars.number), asc(cars.id))
      .limit(limit)
      .offset(offset);
  }

  async carsCount(taxisId: number, search: string | null): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(cars).where(this.carsWhere(taxisId, search));
    return row?.total ?? 0;
  }

  async groups(taxisId: number): Promise<DriverGroup[]> {
    return this.db
      .select({ id: driverGroups.id, subname: driverGroups.name })
      .from(driverGroups)
      .where(eq(driverGroups.taxisId, taxisId))
      .orderBy(asc(driverGroups.name), asc(driverGroups.id));
  }
}
