/**
 * SQL of ordered reports and their files. A job holds a report through a lease (lease_until)
 * and its attempt number: every write of the job names that attempt, so a job whose lease ran
 * out and was taken over by another can no longer touch the report.
 */
import { and, asc, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { ExportReportKind, ReportType } from '../../../schemas/reports';
import type { Db } from '../../db/client';
import { reportChunks, reports } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;

/** The job's hold on a report. */
export interface ReportLease {
  id: number;
  attempt: number;
}

export interface ChunkRow {
  seq: number;
  data: Uint8Array;
}

export class ReportsRepository {
  constructor(private readonly db: Db) {}

  async insert(report: {
    taxisId: number;
    userId: number;
    reportType: ReportType;
    fromDate: string;
    toDate: string;
    createdAt: Date;
    exportKind?: ExportReportKind;
    exportQuery?: Record<string, unknown>;
  }): Promise<ReportRow> {
    const [row] = await this.db.insert(reports).values(report).returning();
    if (!row) throw new Error('report was not written');
    return row;
  }

  async countInProgress(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(reports)
      .where(and(eq(reports.userId, userId), eq(reports.status, 'in_progress')));
    return row?.total ?? 0;
  }

  private own(userId: number, taxisId: number) {
    return and(eq(reports.userId, userId), eq(reports.taxisId, taxisId));
  }

  /** The user's reports, newest first (the reports_user_time index). */
  async page(userId: number, taxisId: number, offset: number, limit: number): Promise<ReportRow[]> {
    return this.db
      .select()
      .from(reports)
      .where(this.own(userId, taxisId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit)
      .offset(offset);
  }

  async count(userId: number, taxisId: number): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(reports).where(this.own(userId, taxisId));
    return row?.total ?? 0;
  }

  /** The report if this user of this park ordered it. */
  async findOwn(id: number, userId: number, taxisId: number): Promise<ReportRow | null> {
    const [row] = await this.db
      .select()
      .from(reports)
      .where(and(eq(reports.id, id), this.own(userId, taxisId)));
    return row ?? null;
  }

  /**
   * Takes the oldest waiting report whose lease is empty or ran out, in one statement: SKIP
   * LOCKED lets jobs in other processes take the next one instead of waiting for this one.
   */
  async claimNext(now: Date, leaseUntil: Date): Promise<ReportRow | null> {
    const next = this.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.status, 'in_progress'), or(isNull(reports.leaseUntil), lt(reports.leaseUntil, now))))
      .orderBy(asc(reports.createdAt), asc(reports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(reports)
      .set({ leaseUntil, attempts: sql`${reports.attempts} + 1` })
      .where(sql`${reports.id} = (${next})`)
      .returning();
    return row ?? null;
  }

  private held(lease: ReportLease) {
    return and(eq(reports.id, lease.id), eq(reports.attempts, lease.attempt), eq(reports.status, 'in_progress'));
  }

  /** Drops what an earlier attempt left (a process that stopped mid-file). */
  async clearChunks(reportId: number): Promise<void> {
    await this.db.delete(reportChunks).where(eq(reportChunks.reportId, reportId));
  }

  /** False when the lease was lost. */
  async renewLease(lease: ReportLease, leaseUntil: Date): Promise<boolean> {
    const [held] = await this.db.update(reports).set({ leaseUntil }).where(this.held(lease)).returning({ id: reports.id });
    return held !== undefined;
  }

  /** Stores one piece of the file and extends the lease; false when the lease was lost. */
  async appendChunk(lease: ReportLease, seq: number, data: Uint8Array, leaseUntil: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [held] = await tx.update(reports).set({ leaseUntil }).where(this.held(lease)).returning({ id: reports.id });
      if (!held) return false;
      await tx.insert(reportChunks).values({ reportId: lease.id, seq, data });
      return true;
    });
  }

  async complete(
    lease: ReportLease,
    file: { rows: number; bytes: number; fileName: string; finishedAt: Date },
  ): Promise<boolean> {
    const [row] = await this.db
      .update(reports)
      .set({ status: 'completed', ...file, leaseUntil: null, failure: null })
      .where(this.held(lease))
      .returning({ id: reports.id });
    return row !== undefined;
  }

  /**
   * Ends an attempt that did not produce the file: its pieces go, and the report either waits
   * until `retryAt` for another attempt or fails for good.
   */
  async endAttempt(
    lease: ReportLease,
    outcome: { retryAt: Date; failure: string } | { failedAt: Date; failure: string } | { released: true },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const set =
        'retryAt' in outcome
          ? { leaseUntil: outcome.retryAt, failure: outcome.failure }
          : 'failedAt' in outcome
            ? { status: 'failed' as const, finishedAt: outcome.failedAt, leaseUntil: null, failure: outcome.failure }
            : // Stopped by a shutdown, not by the report: the attempt does not count.
              { leaseUntil: null, attempts: sql`${reports.attempts} - 1` };
      const [held] = await tx.update(reports).set(set).where(this.held(lease)).returning({ id: reports.id });
      if (!held) return false;
      await tx.delete(reportChunks).where(eq(reportChunks.reportId, lease.id));
      return true;
    });
  }

  /** Up to `limit` pieces of the file from `fromSeq` on, in order. */
  async chunksFrom(reportId: number, fromSeq: number, limit: number): Promise<ChunkRow[]> {
    return this.db
      .select({ seq: reportChunks.seq, data: reportChunks.data })
      .from(reportChunks)
      .where(and(eq(reportChunks.reportId, reportId), gte(reportChunks.seq, fromSeq)))
      .orderBy(asc(reportChunks.seq))
      .limit(limit);
  }
}
