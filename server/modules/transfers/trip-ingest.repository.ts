/**
 * The SQL of a trip entering the cabinet (transfer-ingest.ts): the park's zone and the
 * aggregator's rates it is counted with, the trip row, and the park's per-day counters by
 * aggregator and status, which only ever grow.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregators, taxis, transferDayCounts, transfers } from '../../db/schema';

export type NewTripRow = typeof transfers.$inferInsert;
export type TripDayCount = typeof transferDayCounts.$inferInsert;

export interface IngestContext {
  timezone: string;
  feeBasisPoints: number;
  parkCommissionBasisPoints: number;
  aggregatorName: string;
}

export class TripIngestRepository {
  constructor(private readonly db: Db) {}

  /** The aggregator of the park with the park's zone; null for another park's aggregator. */
  async context(taxisId: number, aggregatorId: number): Promise<IngestContext | null> {
    const [context] = await this.db
      .select({
        timezone: taxis.timezone,
        feeBasisPoints: aggregators.feeBasisPoints,
        parkCommissionBasisPoints: aggregators.parkCommissionBasisPoints,
        aggregatorName: aggregators.name,
      })
      .from(aggregators)
      .innerJoin(taxis, eq(taxis.id, aggregators.taxisId))
      .where(and(eq(aggregators.id, aggregatorId), eq(aggregators.taxisId, taxisId)));
    return context ?? null;
  }

  async insert(values: NewTripRow): Promise<number> {
    const [row] = await this.db.insert(transfers).values(values).returning({ id: transfers.id });
    if (!row) throw new Error('transfer was not written');
    return row.id;
  }

  /** Adds the trip to its day's count (one row per park, day, aggregator and status). */
  async countDay(count: TripDayCount): Promise<void> {
    await this.db
      .insert(transferDayCounts)
      .values(count)
      .onConflictDoUpdate({
        target: [transferDayCounts.taxisId, transferDayCounts.day, transferDayCounts.aggregatorId, transferDayCounts.status],
        set: {
          trips: sql`${transferDayCounts.trips} + 1`,
          priceKop: sql`${transferDayCounts.priceKop} + excluded.price_kop`,
          parkCommissionKop: sql`${transferDayCounts.parkCommissionKop} + excluded.park_commission_kop`,
          fraudTrips: sql`${transferDayCounts.fraudTrips} + excluded.fraud_trips`,
        },
      });
  }
}
