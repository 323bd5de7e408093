/**
 * Runs the aggregators' imports that fall due (aggregator-import.service.ts), at start and then
 * every AGGREGATOR_IMPORT_INTERVAL_MS (0: off). An import is claimed with a lease, so runners in
 * several API processes share the parks and never import one aggregator twice at once; a slow
 * run is never overlapped by the next tick. Failures are kept on the import's row (its card shows
 * them) and logged by kind and status only: no key, no personal data.
 */
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { FleetSettings } from '../integrations/aggregators/fleet-settings';
import { FleetApiError, fleetClientFor } from '../integrations/aggregators/yandex-fleet/client';
import { runDueImports, type ImportDeps } from '../modules/aggregators/aggregator-import.service';
import { startPeriodicJob, type PeriodicJob } from './periodic';

/** What the runner logs through (the app's logger fits). */
export interface ImportLog {
  error(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export type ImportRunner = PeriodicJob;

export function importDepsOf(db: Db, clock: Clock, settings: FleetSettings): ImportDeps {
  return {
    db,
    clock,
    settings,
    clientFor: fleetClientFor(settings),
  };
}

export function startAggregatorImportRunner(
  deps: ImportDeps,
  log: ImportLog,
  intervalMs: number = deps.settings.import.intervalMs,
): ImportRunner {
  if (intervalMs <= 0) return { stop: async () => {} };
  return startPeriodicJob(
    () =>
      runDueImports(deps).then(
        (results) => {
          for (const { aggregatorId, result } of results) {
            if (result.outcome === 'failed') {
              const error = result.error;
              log.error(
                error instanceof FleetApiError
                  ? { aggregatorId, kind: error.kind, status: error.status, code: error.code }
                  : { aggregatorId, err: error },
                'aggregator import failed',
              );
            } else if (result.outcome === 'completed') {
              const { tripsImported, driversImported, transactionsImported } = result.state;
              log.info({ aggregatorId, driversImported, tripsImported, transactionsImported }, 'aggregator import completed');
            }
          }
        },
        (error: unknown) => log.error({ err: error }, 'aggregator import runner failed'),
      ),
    intervalMs,
  );
}
