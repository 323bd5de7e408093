/**
 * Sends payouts to their rails and follows them (modules/payouts/payout-outbox.ts), and hands
 * the sandboxes' due notifications to the webhook handler (payout-webhooks.ts), at start and
 * then every PAYOUTS_INTERVAL_MS (default 2 s; 0: off), on the jobs role like the other runners.
 * Outbox rows are claimed with SKIP LOCKED and a lease, so runners in several API processes share
 * them and a runner that dies leaves its rows to the others. The log names the outbox row only:
 * no card, account or phone.
 */
import type { FastifyBaseLogger } from 'fastify';
import { runPayoutOutbox, type OutboxDeps } from '../modules/payouts/payout-outbox';
import { deliverSandboxWebhooks } from '../modules/payouts/payout-webhooks';
import { startPeriodicJob, type PeriodicJob } from './periodic';

export const PAYOUTS_RUN_INTERVAL_MS = 2_000;

export function payoutsIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PAYOUTS_INTERVAL_MS;
  const value = raw === undefined || raw === '' ? PAYOUTS_RUN_INTERVAL_MS : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : PAYOUTS_RUN_INTERVAL_MS;
}

/** One pass: the outbox to the rails, then the sandboxes' notifications that fell due. */
export async function runPayoutsOnce(deps: OutboxDeps) {
  const run = await runPayoutOutbox(deps);
  await deliverSandboxWebhooks(deps);
  return run;
}

export function startPayoutsRunner(deps: OutboxDeps, log: Pick<FastifyBaseLogger, 'error'>, intervalMs: number = payoutsIntervalMs()): PeriodicJob {
  if (intervalMs <= 0) return { stop: async () => {} };
  return startPeriodicJob(
    () =>
      runPayoutsOnce(deps).then(
        (run) => {
          for (const { outboxId, error } of run.failed) log.error({ err: error, outboxId }, 'payout rail call failed');
        },
        (error: unknown) => log.error({ err: error }, 'payouts runner failed'),
      ),
    intervalMs,
  );
}
