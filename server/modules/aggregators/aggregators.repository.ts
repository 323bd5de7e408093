/** A park's aggregators and their figures: day counters for trips, accounts for drivers. */
import { and, asc, between, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregators, driverAggregatorAccounts, transferDayCounts } from '../../db/schema';

export type AggregatorRow = typeof aggregators.$inferSelect;

export interface TripFigures {
  trips: number;
  cancelled: number;
  incomeKop: number;
  parkCommissionKop: number;
}

const total = (column: typeof transferDayCounts.trips | typeof transferDayCounts.priceKop | typeof transferDayCounts.parkCommissionKop) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export class AggregatorsRepository {
  constructor(private readonly db: Db) {}

  async ofPark(taxisId: number): Promise<AggregatorRow[]> {
    return this.db.select().from(aggregators).where(eq(aggregators.taxisId, taxisId)).orderBy(asc(aggregators.name), asc(aggregators.id));
  }

  async one(taxisId: number, id: number): Promise<AggregatorRow | null> {
    const [row] = await this.db
      .select()
      .from(aggregators)
      .where(and(eq(aggregators.id, id), eq(aggregators.taxisId, taxisId)));
    return row ?? null;
  }

  /** Connected accounts per aggregator of the park, in one pass. */
  async connectedCounts(taxisId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ aggregatorId: driverAggregatorAccounts.aggregatorId, drivers: sql<number>`count(*)`.mapWith(Number) })
      .from(driverAggregatorAccounts)
      .where(and(eq(driverAggregatorAccounts.taxisId, taxisId), ne(driverAggregatorAccounts.status, 'disconnected')))
      .groupBy(driverAggregatorAccounts.aggregatorId);
    return new Map(rows.map((row) => [row.aggregatorId, row.drivers]));
  }

  /** Completed and cancelled trips over the park-local days, from the day counters. */
  async tripFigures(taxisId: number, aggregatorId: number, dateFrom: string, dateTo: string): Promise<TripFigures> {
    const rows = await this.db
      .select({
        status: transferDayCounts.status,
        trips: total(transferDayCounts.trips),
        priceKop: total(transferDayCounts.priceKop),
        parkCommissionKop: total(transferDayCounts.parkCommissionKop),
      })
      .from(transferDayCounts)
      .where(
        and(
          eq(transferDayCounts.taxisId, taxisId),
          between(transferDayCounts.day, dateFrom, dateTo),
          eq(transferDayCounts.aggregatorId, aggregatorId),
          inArray(transferDayCounts.status, ['complete', 'cancelled']),
        ),
      )
      .groupBy(transferDayCounts.status);
    const complete = rows.find((row) => row.status === 'complete');
    return {
      trips: complete?.trips ?? 0,
      cancelled: rows.find((row) => row.status === 'cancelled')?.trips ?? 0,
      incomeKop: complete?.priceKop ?? 0,
      parkCommissionKop: complete?.parkCommissionKop ?? 0,
    };
  }

  /** Connected accounts, and those with a trip at or after `activeSince`. */
  async driverFigures(aggregatorId: number, activeSince: Date): Promise<{ total: number; active: number }> {
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${gte(driverAggregatorAccounts.lastTripAt, activeSince)})`.mapWith(Number),
      })
      .from(driverAggregatorAccounts)
      .where(and(eq(driverAggregatorAccounts.aggregatorId, aggregatorId), ne(driverAggregatorAccounts.status, 'disconnected')));
    return { total: row?.total ?? 0, active: row?.active ?? 0 };
  }
}
