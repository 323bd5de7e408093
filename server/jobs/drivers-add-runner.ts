/**
 * Sends the driver-add requests and follows the aggregators' reviews
 * (modules/aggregators/drivers-add.process.ts), at start and then every
 * AGGREGATOR_DRIVERS_ADD_INTERVAL_MS (0: off). Each request is claimed with a lease, so runners
 * in several API processes share them. Failures are kept on the request; the log names the
 * request only (no personal data).
 */
import type { FastifyBaseLogger } from 'fastify';
import { runDueDriverAdds, type DriversAddJobDeps } from '../modules/aggregators/drivers-add.process';
import { startPeriodicJob, type PeriodicJob } from './periodic';

export function startDriversAddRunner(deps: DriversAddJobDeps, log: Pick<FastifyBaseLogger, 'error'>, intervalMs: number): PeriodicJob {
  if (intervalMs <= 0) return { stop: async () => {} };
  return startPeriodicJob(
    () =>
      runDueDriverAdds(deps).then(
        (run) => {
          for (const { requestId, error } of run.failed) log.error({ err: error, requestId }, 'driver-add request failed');
        },
        (error: unknown) => log.error({ err: error }, 'driver-add runner failed'),
      ),
    intervalMs,
  );
}
