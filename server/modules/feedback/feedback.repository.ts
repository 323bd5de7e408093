/** Passengers' reviews of the park's drivers: the list, one review, and the KPI figures of a period. */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregators, driverFeedback, drivers, transfers } from '../../db/schema';

export type FeedbackStatus = (typeof driverFeedback.$inferSelect)['status'];

const feedbackColumns = {
  id: driverFeedback.id,
  score: driverFeedback.score,
  comment: driverFeedback.comment,
  tags: driverFeedback.tags,
  status: driverFeedback.status,
  response: driverFeedback.response,
  createdAt: driverFeedback.createdAt,
  processedAt: driverFeedback.processedAt,
  driverId: drivers.id,
  lastName: drivers.lastName,
  firstName: drivers.firstName,
  middleName: drivers.middleName,
  phone: drivers.phone,
  transferId: transfers.id,
  shortId: transfers.shortId,
  aggregatorId: aggregators.id,
  aggregatorCode: aggregators.code,
  aggregatorName: aggregators.name,
};

export interface FeedbackFilter {
  taxisId: number;
  /** Instants: created_at >= from and < until. */
  from: Date | null;
  until: Date | null;
  score?: number;
  status?: FeedbackStatus;
  driverId?: number;
}

export interface KpiRange {
  taxisId: number;
  from: Date;
  until: Date;
  timezone: string;
}

/** Scores 1..3 count as negative in the KPI share. */
const NEGATIVE_MAX_SCORE = 3;
/** Fewest reviews a driver needs to be ranked among the worst. */
const WORST_MIN_REVIEWS = 3;
const WORST_LIMIT = 10;

export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  private selectFeedback() {
    return this.db
      .select(feedbackColumns)
      .from(driverFeedback)
      .innerJoin(drivers, eq(drivers.id, driverFeedback.driverId))
      .leftJoin(transfers, eq(transfers.id, driverFeedback.transferId))
      .leftJoin(aggregators, eq(aggregators.id, driverFeedback.aggregatorId));
  }

  private where(filter: FeedbackFilter): SQL | undefined {
    return and(
      eq(driverFeedback.taxisId, filter.taxisId),
      filter.from === null ? undefined : gte(driverFeedback.createdAt, filter.from),
      filter.until === null ? undefined : lt(driverFeedback.createdAt, filter.until),
      filter.score === undefined ? undefined : eq(driverFeedback.score, filter.score),
      filter.status === undefined ? undefined : eq(driverFeedback.status, filter.status),
      filter.driverId === undefined ? undefined : eq(driverFeedback.driverId, filter.driverId),
    );
  }

  async page(filter: FeedbackFilter, limit: number, offset: number) {
    const where = this.where(filter);
    const [rows, [counted]] = await Promise.all([
      this.selectFeedback()
        .where(where)
        .orderBy(desc(driverFeedback.createdAt), desc(driverFeedback.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(driverFeedback).where(where),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }

  async find(taxisId: number, id: number) {
    const [row] = await this.selectFeedback()
      .where(and(eq(driverFeedback.id, id), eq(driverFeedback.taxisId, taxisId)))
      .limit(1);
    return row ?? null;
  }

  async update(
    taxisId: number,
    id: number,
    values: { status: FeedbackStatus; response: string | null; processedByUserId: number | null; processedAt: Date | null },
  ): Promise<boolean> {
    const rows = await this.db
      .update(driverFeedback)
      .set(values)
      .where(and(eq(driverFeedback.id, id), eq(driverFeedback.taxisId, taxisId)))
      .returning({ id: driverFeedback.id });
    return rows.length > 0;
  }

  private inRange(range: KpiRange): SQL | undefined {
    return and(
      eq(driverFeedback.taxisId, range.taxisId),
      gte(driverFeedback.createdAt, range.from),
      lt(driverFeedback.createdAt, range.until),
    );
  }

  async summary(range: KpiRange) {
    const byScore = (score: number) => sql<number>`count(*) filter (where ${driverFeedback.score} = ${score})`.mapWith(Number);
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        average: sql<number | null>`avg(${driverFeedback.score})`.mapWith((value) => (value === null ? null : Number(value))),
        score1: byScore(1),
        score2: byScore(2),
        score3: byScore(3),
        score4: byScore(4),
        score5: byScore(5),
        negative: sql<number>`count(*) filter (where ${driverFeedback.score} <= ${NEGATIVE_MAX_SCORE})`.mapWith(Number),
      })
      .from(driverFeedback)
      .where(this.inRange(range));
    return row ?? { total: 0, average: null, score1: 0, score2: 0, score3: 0, score4: 0, score5: 0, negative: 0 };
  }

  /** Reviews per park-local day of the period (days with reviews). */
  async byDay(range: KpiRange) {
    // The day is named in a subquery: grouping by an expression with a bound parameter (the zone)
    // would not match the selected one.
    const reviews = this.db.$with('reviews').as(
      this.db
        .select({
          day: sql<string>`to_char((${driverFeedback.createdAt} at time zone ${range.timezone})::date, 'YYYY-MM-DD')`.as('day'),
          score: driverFeedback.score,
        })
        .from(driverFeedback)
        .where(this.inRange(range)),
    );
    return this.db
      .with(reviews)
      .select({
        day: reviews.day,
        count: sql<number>`count(*)`.mapWith(Number),
        average: sql<number>`avg(${reviews.score})`.mapWith(Number),
      })
      .from(reviews)
      .groupBy(reviews.day)
      .orderBy(asc(reviews.day));
  }

  /** The lowest averages among drivers with at least WORST_MIN_REVIEWS reviews in the period. */
  async worstDrivers(range: KpiRange) {
    const perDriver = this.db.$with('per_driver').as(
      this.db
        .select({
          driverId: driverFeedback.driverId,
          average: sql<number>`avg(${driverFeedback.score})`.as('average'),
          reviews: sql<number>`count(*)`.as('reviews'),
        })
        .from(driverFeedback)
        .where(this.inRange(range))
        .groupBy(driverFeedback.driverId)
        .having(sql`count(*) >= ${WORST_MIN_REVIEWS}`),
    );
    return this.db
      .with(perDriver)
      .select({
        driverId: drivers.id,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        average: sql<number>`${perDriver.average}`.mapWith(Number),
        count: sql<number>`${perDriver.reviews}`.mapWith(Number),
      })
      .from(perDriver)
      .innerJoin(drivers, eq(drivers.id, perDriver.driverId))
      .orderBy(asc(perDriver.average), desc(perDriver.reviews), asc(drivers.id))
      .limit(WORST_LIMIT);
  }
}
