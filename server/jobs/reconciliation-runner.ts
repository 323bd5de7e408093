/**
 * The daily reconciliation: for every park, once its yesterday is over (in the park's own zone),
 * the payouts of that day are reconciled against the ledger, the bank's statements and the
 * receipts, and the run is stored. The run of a park's day is unique (a partial unique index),
 * so several processes running the job never store it twice; a day missed while the server was
 * down is not caught up beyond yesterday (a person runs a past period by hand). On the jobs role.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { addDays, parkDay } from '../lib/park-time';
import { runReconciliation, type ReconciliationSources } from '../modules/reconciliation/reconciliation-run';
import { ReconciliationRepository } from '../modules/reconciliation/reconciliation.repository';
import { startPeriodicJob, type PeriodicJob } from './periodic';

const PARKS_PAGE = 200;
export const RECONCILIATION_RUN_INTERVAL_MS = 60 * 60_000;

export interface ReconciliationJobRun {
  /** Parks whose yesterday was reconciled by this run. */
  reconciled: number;
  failed: { taxisId: number; error: unknown }[];
}

export async function reconcileYesterday(db: Db, clock: Clock, sources: ReconciliationSources): Promise<ReconciliationJobRun> {
  const now = clock.now();
  const result: ReconciliationJobRun = { reconciled: 0, failed: [] };
  const repository = new ReconciliationRepository(db);
  let afterId = 0;
  for (;;) {
    const parks = await repository.parksAfter(afterId, PARKS_PAGE);
    for (const park of parks) {
      const yesterday = addDays(parkDay(now, park.timezone), -1);
      try {
        if (await repository.dailyRunExists(park.id, yesterday)) continue;
        const run = await runReconciliation(db, sources, {
          taxisId: park.id,
          timezone: park.timezone,
          from: yesterday,
          to: yesterday,
          source: 'job',
          userId: null,
          userName: null,
          now,
        });
        if (run) result.reconciled += 1;
      } catch (error) {
        result.failed.push({ taxisId: park.id, error });
      }
    }
    const last = parks.at(-1);
    if (parks.length < PARKS_PAGE || last === undefined) return result;
    afterId = last.id;
  }
}

export type ReconciliationRunner = PeriodicJob;

/** Runs at start and then every hour: a park's yesterday is reconciled in the first run after its midnight. */
export function startReconciliationRunner(
  deps: { db: Db; clock: Clock; sources: ReconciliationSources },
  log: Pick<FastifyBaseLogger, 'error'>,
  intervalMs: number = RECONCILIATION_RUN_INTERVAL_MS,
): ReconciliationRunner {
  return startPeriodicJob(
    () =>
      reconcileYesterday(deps.db, deps.clock, deps.sources).then(
        (run) => {
          for (const { taxisId, error } of run.failed) log.error({ err: error, taxisId }, 'reconciliation failed');
        },
        (error: unknown) => log.error({ err: error }, 'reconciliation runner failed'),
      ),
    intervalMs,
  );
}
