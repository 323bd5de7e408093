/** Passenger feedback: KPI of a period, the list with filters, and processing a review. */
import { fullNameOf } from '../drivers/drivers.mappers';
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type {
  Feedback,
  FeedbackKpi,
  FeedbackQuerySchema,
  FeedbackResponseSchema,
  FeedbackUpdateSchema,
} from '../../../schemas/desk';
import { pagesOf } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { addDays, parkDayStart, resolvePeriod } from '../../lib/park-time';
import { periodOf } from '../feereport/park-period';
import { parkTimezone } from '../taxis/park-timezone';

import { FeedbackRepository } from './feedback.repository';

type FeedbackQuery = z.infer<typeof FeedbackQuerySchema>;
type FeedbackUpdate = z.infer<typeof FeedbackUpdateSchema>;
type FeedbackRow = NonNullable<Awaited<ReturnType<FeedbackRepository['find']>>>;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    driver: { id: row.driverId, full_name: fullNameOf(row), phone: row.phone },
    transfer: row.transferId === null || row.shortId === null ? null : { id: row.transferId, short_id: row.shortId },
    aggregator:
      row.aggregatorId === null || row.aggregatorCode === null || row.aggregatorName === null
        ? null
        : { id: row.aggregatorId, code: row.aggregatorCode, name: row.aggregatorName },
    score: row.score,
    comment: row.comment,
    tags: row.tags,
    status: row.status,
    response: row.response,
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
  };
}

export class FeedbackService {
  private readonly feedback: FeedbackRepository;

  constructor(private readonly deps: AppDeps) {
    this.feedback = new FeedbackRepository(deps.db);
  }

  async kpi(claims: AccessClaims, query: { date_from?: string; date_to?: string }): Promise<FeedbackKpi> {
    const timezone = await parkTimezone(this.deps.db, claims.taxis_id);
    const period = periodOf(resolvePeriod(query, this.deps.clock.now(), timezone), timezone);
    const range = { taxisId: claims.taxis_id, from: period.from, until: period.until, timezone };
    const [summary, days, worst] = await Promise.all([
      this.feedback.summary(range),
      this.feedback.byDay(range),
      this.feedback.worstDrivers(range),
    ]);
    const byScore = { 1: summary.score1, 2: summary.score2, 3: summary.score3, 4: summary.score4, 5: summary.score5 };
    const negative = summary.negative;
    return {
      date_from: period.date_from,
      date_to: period.date_to,
      total: summary.total,
      average: summary.average === null ? null : round(summary.average, 2),
      by_score: byScore,
      negative_share: summary.total === 0 ? 0 : round(negative / summary.total, 4),
      by_day: days.map((day) => ({ day: day.day, count: day.count, average: round(day.average, 2) })),
      worst_drivers: worst.map((driver) => ({
        driver_id: driver.driverId,
        full_name: fullNameOf(driver),
        average: round(driver.average, 2),
        count: driver.count,
      })),
    };
  }

  async list(claims: AccessClaims, query: FeedbackQuery): Promise<z.infer<typeof FeedbackResponseSchema>> {
    const timezone = await parkTimezone(this.deps.db, claims.taxis_id);
    const { rows, total } = await this.feedback.page(
      {
        taxisId: claims.taxis_id,
        from: query.date_from ? parkDayStart(query.date_from, timezone) : null,
        until: query.date_to ? parkDayStart(addDays(query.date_to, 1), timezone) : null,
        score: query.score,
        status: query.status,
        driverId: query.driver_id,
      },
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    return { feedback: rows.map(toFeedback), total, pages: pagesOf(total, query.countperpage) };
  }

  async get(claims: AccessClaims, id: number): Promise<Feedback> {
    const row = await this.feedback.find(claims.taxis_id, id);
    if (!row) throw errors.notFound();
    return toFeedback(row);
  }

  /** Processing records who and when; back to `new` clears them. */
  async update(claims: AccessClaims, id: number, input: FeedbackUpdate): Promise<Feedback> {
    const processed = input.status === 'processed';
    const updated = await this.feedback.update(claims.taxis_id, id, {
      status: input.status,
      response: input.response,
      processedByUserId: processed ? Number(claims.sub) : null,
      processedAt: processed ? this.deps.clock.now() : null,
    });
    if (!updated) throw errors.notFound();
    return this.get(claims, id);
  }
}
