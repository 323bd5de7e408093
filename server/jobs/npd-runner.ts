/**
 * The self-employed guardian's queue (modules/npd/npd.process.ts): НПД status checks within the tax
 * service's throttle, receipts the park or the bank issues, overdue receipts; at start and then
 * every NPD_CHECK_INTERVAL_MS (0: off), on the jobs role. The log names checks and receipts by id
 * only (an ИНН is personal data).
 */
import type { FastifyBaseLogger } from 'fastify';
import { runNpdQueue, type NpdJobDeps } from '../modules/npd/npd.process';
import { startPeriodicJob, type PeriodicJob } from './periodic';

export function startNpdRunner(deps: NpdJobDeps, log: Pick<FastifyBaseLogger, 'error'>, intervalMs: number): PeriodicJob {
  if (intervalMs <= 0) return { stop: async () => {} };
  return startPeriodicJob(
    () =>
      runNpdQueue(deps).then(
        (run) => {
          for (const { receiptId, error } of run.failed) log.error({ err: error, receiptId }, 'npd receipt registration failed');
        },
        (error: unknown) => log.error({ err: error }, 'npd runner failed'),
      ),
    intervalMs,
  );
}
