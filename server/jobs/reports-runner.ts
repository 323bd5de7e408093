/**
 * Generates ordered reports in the background (spec 4: in_progress -> completed or failed). A
 * job claims one waiting report with SKIP LOCKED and a lease, so runners in several API processes
 * share the work and never write the same report twice; writes the xlsx with the streaming writer
 * into report_chunks piece by piece (constant memory, rows read in keyset pages); then announces
 * 'ReportReady' (or 'ReportFailed') to the park through the event bus, which reaches the sockets
 * of every process. A failed attempt leaves no pieces behind and is retried later, up to
 * MAX_ATTEMPTS; an attempt cut short by a shutdown does not count.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ReportEvent } from '../../schemas/reports';
import { t } from '../../texts/t';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { acrossParks } from '../db/park-scope';
import { fileStamp } from '../lib/xlsx';
import { periodOf } from '../modules/feereport/park-period';
import { parkTimezone } from '../modules/taxis/park-timezone';
import { REPORT_DEFINITIONS, type ReportDefinitions } from '../modules/reports/definitions';
import { EXPORT_DEFINITIONS } from '../modules/reports/definitions/exports';
import type { ReportDefinition } from '../modules/reports/definitions/report-definition';
import { onReportOrdered } from '../modules/reports/report-wake';
import { ReportsRepository, type ReportLease, type ReportRow } from '../modules/reports/reports.repository';
import type { EventBus } from '../realtime/event-bus';

export const REPORTS_POLL_INTERVAL_MS = 5_000;
/** How long a job holds a report unless it extends the hold (each piece written and every minute do). */
export const REPORT_LEASE_MS = 10 * 60_000;
const LEASE_RENEW_MS = 60_000;
export const MAX_ATTEMPTS = 3;
/** Pause before the next attempt, times the attempts made. */
export const RETRY_DELAY_MS = 30_000;
/** Size of one stored piece of a file. */
export const REPORT_CHUNK_BYTES = 256 * 1024;

export interface ReportsJobDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  /** Tests put a definition of their own in place of a type's. */
  definitions?: Partial<ReportDefinitions>;
  chunkBytes?: number;
  leaseRenewMs?: number;
}

export interface ReportAttempt {
  id: number;
  taxisId: number;
  reportType: ReportRow['reportType'];
  attempt: number;
  /** Why it did not complete (no SQL parameters, no stack). */
  failure?: string;
  /** Why its ReportReady / ReportFailed could not be published (the list still shows the status). */
  announceFailure?: string;
}

export interface ReportsRun {
  completed: ReportAttempt[];
  /** Failed this time, tried again later. */
  retrying: ReportAttempt[];
  failed: ReportAttempt[];
  /** Given back by a shutdown, or lost to another job after the lease ran out. */
  released: ReportAttempt[];
}

/** An error that another attempt cannot mend. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof Error && 'retryable' in error && error.retryable === false);
}

class LeaseLostError extends Error {
  constructor() {
    super('the lease ran out and another job took the report');
    this.name = 'LeaseLostError';
  }
}

/**
 * The first line of the deepest message: a failed query's own error, without the statement's
 * parameters that the query builder's wrapper would add.
 */
function failureText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const text = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  return (text.split('\n')[0] ?? text).slice(0, 300);
}

/** Writes the report's file into its pieces; answers the rows and bytes written. */
async function writeFile(
  deps: ReportsJobDeps,
  report: ReportRow,
  lease: ReportLease,
  timezone: string,
  signal: AbortSignal,
): Promise<{ rows: number; bytes: number }> {
  const repository = new ReportsRepository(deps.db);
  const definition: ReportDefinition =
    report.exportKind !== null
      ? EXPORT_DEFINITIONS[report.exportKind]
      : (deps.definitions?.[report.reportType] ?? REPORT_DEFINITIONS[report.reportType]);
  const chunkBytes = deps.chunkBytes ?? REPORT_CHUNK_BYTES;
  // Stops the row source when the pieces cannot be stored, or when the runner stops.
  const reading = new AbortController();
  const stopReading = () => reading.abort(signal.reason);
  signal.addEventListener('abort', stopReading, { once: true });
  let rows = 0;
  const stream = definition.render(
    {
      db: deps.db,
      clock: deps.clock,
      taxisId: report.taxisId,
      timezone,
      period: periodOf({ date_from: report.fromDate, date_to: report.toDate }, timezone),
      exportQuery: report.exportQuery,
    },
    { sheetName: t(`reports.types.${report.reportType}`), onRow: () => (rows += 1), signal: reading.signal },
  );
  // A source that reads long before its next piece (few rows out of many) still keeps its hold.
  const keepHold = setInterval(() => {
    repository.renewLease(lease, new Date(deps.clock.now().getTime() + REPORT_LEASE_MS)).then(
      (held) => {
        if (!held) reading.abort(new LeaseLostError());
      },
      // A missed renewal is made up by the next one, long before the lease runs out.
      () => undefined,
    );
  }, deps.leaseRenewMs ?? LEASE_RENEW_MS);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let bytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const piece = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    const leaseUntil = new Date(deps.clock.now().getTime() + REPORT_LEASE_MS);
    if (!(await repository.appendChunk(lease, seq, piece, leaseUntil))) throw new LeaseLostError();
    seq += 1;
    bytes += piece.length;
  };
  try {
    for await (const data of stream) {
      const piece = Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array);
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes >= chunkBytes) await flush();
    }
    await flush();
  } finally {
    clearInterval(keepHold);
    signal.removeEventListener('abort', stopReading);
    reading.abort();
    stream.destroy();
  }
  return { rows, bytes };
}

/** One claimed report to its end (completed, to be retried, failed, or given back), then its event. */
async function runClaimed(
  deps: ReportsJobDeps,
  report: ReportRow,
  signal: AbortSignal,
): Promise<{ outcome: keyof ReportsRun; attempt: ReportAttempt }> {
  const result = await attemptReport(deps, report, signal);
  const event: ReportEvent | null =
    result.outcome === 'completed'
      ? { type: 'ReportReady', report_id: report.id }
      : result.outcome === 'failed'
        ? { type: 'ReportFailed', report_id: report.id }
        : null;
  if (event) {
    try {
      await deps.bus.publish({ taxis_id: report.taxisId, user_id: report.userId, event });
    } catch (error) {
      result.attempt.announceFailure = failureText(error);
    }
  }
  return result;
}

async function attemptReport(
  deps: ReportsJobDeps,
  report: ReportRow,
  signal: AbortSignal,
): Promise<{ outcome: keyof ReportsRun; attempt: ReportAttempt }> {
  const repository = new ReportsRepository(deps.db);
  const lease: ReportLease = { id: report.id, attempt: report.attempts };
  const attempt: ReportAttempt = {
    id: report.id,
    taxisId: report.taxisId,
    reportType: report.reportType,
    attempt: report.attempts,
  };
  try {
    await repository.clearChunks(report.id);
    const timezone = await parkTimezone(deps.db, report.taxisId);
    const file = await writeFile(deps, report, lease, timezone, signal);
    const finishedAt = deps.clock.now();
    const fileName = `${t(`reports.types.${report.reportType}`)} ${fileStamp(finishedAt, timezone)}.xlsx`;
    if (!(await repository.complete(lease, { ...file, fileName, finishedAt }))) throw new LeaseLostError();
    return { outcome: 'completed', attempt };
  } catch (error) {
    if (error instanceof LeaseLostError) return { outcome: 'released', attempt };
    if (signal.aborted) {
      await repository.endAttempt(lease, { released: true });
      return { outcome: 'released', attempt };
    }
    const failure = failureText(error);
    const now = deps.clock.now();
    if (isRetryable(error) && report.attempts < MAX_ATTEMPTS) {
      const retryAt = new Date(now.getTime() + RETRY_DELAY_MS * report.attempts);
      const held = await repository.endAttempt(lease, { retryAt, failure });
      return { outcome: held ? 'retrying' : 'released', attempt: { ...attempt, failure } };
    }
    if (!(await repository.endAttempt(lease, { failedAt: now, failure }))) return { outcome: 'released', attempt };
    return { outcome: 'failed', attempt: { ...attempt, failure } };
  }
}

/**
 * Generates every report that can be taken now, one after another, until none is left (a report
 * waiting for its retry or held by another job is not). Tests call it to run the job to the end.
 */
export async function runPendingReports(deps: ReportsJobDeps, signal?: AbortSignal): Promise<ReportsRun> {
  const run: ReportsRun = { completed: [], retrying: [], failed: [], released: [] };
  const repository = new ReportsRepository(deps.db);
  const stopping = signal ?? new AbortController().signal;
  while (!stopping.aborted) {
    const now = deps.clock.now();
    const report = await repository.claimNext(now, new Date(now.getTime() + REPORT_LEASE_MS));
    if (!report) break;
    const { outcome, attempt } = await runClaimed(deps, report, stopping);
    run[outcome].push(attempt);
  }
  return run;
}

export interface ReportsRunner {
  /** Looks for reports now (also done on every poll and when this process takes an order). */
  wake(): void;
  /** Stops polling, gives back a report being written and waits for the job to end. */
  stop(): Promise<void>;
}

type RunnerLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

function logRun(log: RunnerLog, run: ReportsRun): void {
  for (const { failure, ...report } of run.failed) log.error({ report, failure }, 'report generation failed');
  for (const { failure, ...report } of run.retrying) log.warn({ report, failure }, 'report generation will be retried');
  for (const { announceFailure, ...report } of [...run.completed, ...run.failed]) {
    if (announceFailure) log.warn({ report, failure: announceFailure }, 'report event was not published');
  }
}

/**
 * Polls every `intervalMs` and whenever a report is ordered in this process: through `wakeOn`,
 * the server's database handle the routes order on, when the job works on a handle of its own
 * (the jobs role on PostgreSQL).
 */
export function startReportsRunner(
  deps: ReportsJobDeps & { log: RunnerLog; wakeOn?: Db },
  intervalMs: number = REPORTS_POLL_INTERVAL_MS,
): ReportsRunner {
  const stopping = new AbortController();
  let current: Promise<void> | null = null;
  let again = false;
  const tick = () => {
    if (stopping.signal.aborted) return;
    // An order during a run is looked at right after it, never by a second run beside it.
    if (current) {
      again = true;
      return;
    }
    // Woken by an order, this runs inside that request's park scope: the job is every park's.
    current = acrossParks(() => runPendingReports(deps, stopping.signal))
      .then(
        (run) => logRun(deps.log, run),
        (error: unknown) => deps.log.error({ failure: failureText(error) }, 'reports runner failed'),
      )
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const unsubscribe = onReportOrdered(deps.wakeOn ?? deps.db, tick);
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    wake: tick,
    stop: async () => {
      clearInterval(timer);
      unsubscribe();
      stopping.abort();
      await current;
    },
  };
}
