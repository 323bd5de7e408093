/** SQL of the passenger reviews report: the park's driver_feedback of the period, oldest first. */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aggregators, driverFeedback, drivers, transfers } from '../../../db/schema';
import type { ParkPeriod } from '../../feereport/park-period';

export interface ReviewRow {
  id: number;
  createdAt: Date;
  score: number;
  comment: string | null;
  tags: string[];
  status: (typeof driverFeedback.$inferSelect)['status'];
  response: string | null;
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
  aggregatorName: string | null;
  shortId: string | null;
  /** created_at as text, exact: the keyset cursor. */
  cursor: string;
}

export class ReviewsReportRepository {
  constructor(private readonly db: Db) {}

  /** Reviews left in the period after `after` (the (taxis_id, created_at) index). */
  async reviewsAfter(taxisId: number, period: ParkPeriod, after: ReviewRow | null, limit: number): Promise<ReviewRow[]> {
    const keyset = after
      ? sql`(${driverFeedback.createdAt}, ${driverFeedback.id}) > (${after.cursor}::timestamptz, ${after.id})`
      : undefined;
    return this.db
      .select({
        id: driverFeedback.id,
        createdAt: driverFeedback.createdAt,
        score: driverFeedback.score,
        comment: driverFeedback.comment,
        tags: driverFeedback.tags,
        status: driverFeedback.status,
        response: driverFeedback.response,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        phone: drivers.phone,
        aggregatorName: aggregators.name,
        shortId: transfers.shortId,
        cursor: sql<string>`${driverFeedback.createdAt}::text`,
      })
      .from(driverFeedback)
      .innerJoin(drivers, eq(drivers.id, driverFeedback.driverId))
      .leftJoin(aggregators, eq(aggregators.id, driverFeedback.aggregatorId))
      .leftJoin(transfers, eq(transfers.id, driverFeedback.transferId))
      .where(
        and(
          eq(driverFeedback.taxisId, taxisId),
          gte(driverFeedback.createdAt, period.from),
          lt(driverFeedback.createdAt, period.until),
          keyset,
        ),
      )
      .orderBy(asc(driverFeedback.createdAt), asc(driverFeedback.id))
      .limit(limit);
  }
}
