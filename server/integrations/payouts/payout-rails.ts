/**
 * The rails the app pays by (AppDeps.payoutRails). Every open rail is its sandbox for now,
 * labelled «Тестовый режим»; live adapters will be chosen here by env, per rail, later. Qiwi is
 * closed: no rail. `deliverDueWebhooks` posts the sandboxes' notifications that are due to the
 * handler the payout worker gives, as the real rails would post them to our endpoint.
 */
import type { Rail } from '../../../schemas/payouts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PayoutRails } from './payout-rail';
import type { PayoutRailSettings } from './payout-rails-settings';
import { OPEN_RAILS, RAIL_PROFILES } from './sandbox/rail-profiles';
import { SandboxRail } from './sandbox/sandbox-rail';
import { SandboxRailsRepository } from './sandbox/sandbox-rails.repository';

export interface PayoutRailsOptions {
  /** Where the sandboxes keep what they know (the jobs' role in the server: a bank sees every park). */
  db: Db;
  clock: Clock;
  settings: PayoutRailSettings;
  /** The demo's randomness; Math.random unless a test fixes it. */
  random?: () => number;
}

export function createPayoutRails(options: PayoutRailsOptions): PayoutRails {
  const rails: PayoutRails = {};
  for (const rail of OPEN_RAILS) rails[rail] = new SandboxRail(RAIL_PROFILES[rail], options);
  return rails;
}

/** The rail's sandbox (its `sign`, `topUp`, `statement1C`), or null when the rail is live or closed. */
export function sandboxRailOf(rails: PayoutRails, rail: Rail): SandboxRail | null {
  const found = rails[rail];
  return found instanceof SandboxRail ? found : null;
}

/** How a rail's notification reaches us: the raw body (its signature covers these bytes) and the headers. */
export type RailWebhookPost = (rail: Rail, body: string, headers: Record<string, string>) => Promise<void>;

const LEASE_MS = 60_000;
const BATCH = 100;
/** A rail retries a notification our endpoint did not take: 10 s, 20 s, 40 s … up to an hour. */
const retryDelayMs = (attempts: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Posts every sandbox notification due by `now`, in the order due, through `post`. A post that
 * throws is retried later, as a rail retries; the same notification may also be posted twice on
 * purpose (magic .77). Returns how many were delivered.
 */
export async function deliverDueWebhooks(db: Db, now: Date, post: RailWebhookPost): Promise<number> {
  const repository = new SandboxRailsRepository(db);
  let delivered = 0;
  for (;;) {
    const due = await repository.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
    if (due.length === 0) return delivered;
    for (const note of due) {
      try {
        await post(note.rail, note.body, note.headers);
        await repository.delivered(note.id, now);
        delivered += 1;
      } catch {
        await repository.retryLater(note.id, new Date(now.getTime() + retryDelayMs(note.attempts)));
      }
    }
  }
}
