/**
 * `/payments/reconciliation`: the park's runs (daily by the job, or started by hand for a period
 * of up to RUN_MAX_DAYS days) and each run's mismatches, paged on the server, filtered by kind
 * and day, and exported to xlsx page by key. Another park's run answers 404.
 */
import type { Readable } from 'node:stream';
import type { AccessClaims } from '../../../schemas/auth';
import { dayForPeople } from '../../../schemas/days';
import { MAX_EXPORT_ROWS, pagesOf } from '../../../schemas/lists';
import { kopecksToWire } from '../../../schemas/money';
import {
  RUN_MAX_DAYS,
  type Mismatch,
  type MismatchesExportQuery,
  type MismatchesQuery,
  type Run,
  type RunRequest,
} from '../../../schemas/reconciliation';
import { t } from '../../../texts/t';
import type { ReconciliationMismatchRow, ReconciliationRunRow } from '../../db/reconciliation.schema';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { addDays } from '../../lib/park-time';
import { fileStamp, streamXlsx, type XlsxColumn } from '../../lib/xlsx';
import { ExportAuditService } from '../export-audit/export-audit.service';
import { authorOf } from '../users/author';
import { runReconciliation, type ReconciliationSources } from './reconciliation-run';
import { ReconciliationRepository } from './reconciliation.repository';

const EXPORT_CHUNK = 1_000;
const money = (kop: number | null) => (kop === null ? null : kopecksToWire(kop));

export function toRun(row: ReconciliationRunRow): Run {
  return {
    id: row.id,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    source: row.source,
    user_name: row.userName,
    payouts_checked: row.payoutsChecked,
    mismatches: row.mismatches,
    receipts_checked: row.receiptsChecked,
    created_at: row.createdAt.toISOString(),
  };
}

function toMismatch({ mismatch, driverName }: { mismatch: ReconciliationMismatchRow; driverName: string | null }): Mismatch {
  return {
    id: mismatch.id,
    kind: mismatch.kind,
    day: mismatch.day,
    payout_id: mismatch.payoutId,
    driver_id: mismatch.driverId,
    driver_name: driverName,
    ledger: money(mismatch.ledgerKop),
    bank: money(mismatch.bankKop),
    details: mismatch.details,
  };
}

const EXPORT_COLUMNS: readonly XlsxColumn<Mismatch>[] = [
  { header: t('reconciliation.export.columns.day'), width: 12, value: (row) => dayForPeople(row.day) },
  { header: t('reconciliation.export.columns.kind'), width: 32, value: (row) => t(`reconciliation.kinds.${row.kind}`) },
  { header: t('reconciliation.export.columns.payout'), width: 12, value: (row) => row.payout_id },
  { header: t('reconciliation.export.columns.driver'), width: 32, value: (row) => row.driver_name },
  { header: t('reconciliation.export.columns.ledger'), width: 16, value: (row) => (row.ledger === null ? null : Number(row.ledger)) },
  { header: t('reconciliation.export.columns.bank'), width: 16, value: (row) => (row.bank === null ? null : Number(row.bank)) },
  { header: t('reconciliation.export.columns.details'), width: 60, value: (row) => row.details },
];

export class ReconciliationService {
  constructor(
    private readonly deps: AppDeps,
    private readonly sources: ReconciliationSources,
  ) {}

  async runs(claims: AccessClaims, query: { page: number; countperpage: number }) {
    const { rows, total } = await new ReconciliationRepository(this.deps.db).runs(claims.taxis_id, query.countperpage, (query.page - 1) * query.countperpage);
    return { runs: rows.map(toRun), total, pages: pagesOf(total, query.countperpage) };
  }

  async start(claims: AccessClaims, request: RunRequest): Promise<Run> {
    if (request.date_from > request.date_to) throw errors.validation({ date_from: t('reconciliation.periodOrder') }, t('reconciliation.periodOrder'));
    if (addDays(request.date_from, RUN_MAX_DAYS - 1) < request.date_to) {
      const message = t('reconciliation.periodTooLong', { days: RUN_MAX_DAYS });
      throw errors.validation({ date_to: message }, message);
    }
    const repository = new ReconciliationRepository(this.deps.db);
    const timezone = await repository.timezone(claims.taxis_id);
    if (timezone === null) throw errors.notFound();
    const { userId, userName } = await authorOf(this.deps.db, claims);
    const run = await runReconciliation(this.deps.db, this.sources, {
      taxisId: claims.taxis_id,
      timezone,
      from: request.date_from,
      to: request.date_to,
      source: 'staff',
      userId,
      userName,
      now: this.deps.clock.now(),
    });
    // A run by hand is never a duplicate: only the job's daily run is unique.
    if (!run) throw errors.notFound();
    return toRun(run);
  }

  private async run(claims: AccessClaims, id: number): Promise<ReconciliationRunRow> {
    const run = await new ReconciliationRepository(this.deps.db).run(claims.taxis_id, id);
    if (!run) throw errors.notFound();
    return run;
  }

  async mismatches(claims: AccessClaims, runId: number, query: MismatchesQuery) {
    const run = await this.run(claims, runId);
    const { rows, total } = await new ReconciliationRepository(this.deps.db).mismatches(
      claims.taxis_id,
      runId,
      { kind: query.kind, day: query.day },
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    return { run: toRun(run), mismatches: rows.map(toMismatch), total, pages: pagesOf(total, query.countperpage) };
  }

  /** The run's mismatches of the filter as xlsx, read page by key. */
  async export(claims: AccessClaims, runId: number, query: MismatchesExportQuery): Promise<{ fileName: string; stream: Readable }> {
    const run = await this.run(claims, runId);
    const repository = new ReconciliationRepository(this.deps.db);
    const timezone = (await repository.timezone(claims.taxis_id)) ?? 'UTC';
    const filter = { kind: query.kind, day: query.day };
    async function* rows(): AsyncIterable<Mismatch> {
      let afterId = 0;
      for (let written = 0; written < MAX_EXPORT_ROWS; ) {
        const page = await repository.mismatchesAfter(claims.taxis_id, run.id, filter, afterId, Math.min(EXPORT_CHUNK, MAX_EXPORT_ROWS - written));
        yield* page.map(toMismatch);
        written += page.length;
        const last = page.at(-1);
        if (page.length < EXPORT_CHUNK || last === undefined) return;
        afterId = last.mismatch.id;
      }
    }
    // Drivers' names and the bank's recipients: recorded before the first row is read.
    const audit = await new ExportAuditService(this.deps).begin(claims, 'reconciliation', { query: { run_id: run.id, ...filter } });
    return {
      fileName: `${t('reconciliation.export.fileName')} ${fileStamp(this.deps.clock.now(), timezone)}.xlsx`,
      stream: streamXlsx(t('reconciliation.export.sheet'), EXPORT_COLUMNS, audit.counted(rows())),
    };
  }
}
