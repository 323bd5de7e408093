/**
 * The payout worker's work: drains the outbox (payout-outbox.repository.ts) and applies what the
 * rail answered, each answer in a transaction of its own with the payout locked.
 * - `send` goes to the rail with the attempt's reference. A `send` taken again (its worker died
 *   after the claim, perhaps after the rail got it) first asks the rail about that reference: it
 *   is never sent again blind.
 * - A timeout (RailUnknownOutcome) turns the row into `status` for the same reference.
 * - Only the rail's `unknown` (it never got the reference, or forgot it: CloudPayments after an
 *   hour) lets a new attempt go, under a NEW reference `p<id>a<n+1>` (ypmn never takes one twice).
 * - An answer that is not final (accepted, awaiting signature, suspended) keeps a `status` row to
 *   ask again later; a final one closes the payout's rows. Notifications (payout-webhooks.ts) may
 *   settle it first: the row is then found closed and left alone.
 */
import { RailRefused, RailUnknownOutcome, type PayoutRails, type RailDestination, type RailOrder, type RailPaymentStatus } from '../../integrations/payouts/payout-rail';
import { t } from '../../../texts/t';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { EventBus } from '../../realtime/event-bus';
import { railAccountRef } from './payout-plan';
import type { PayoutGuard } from './payout-guard';
import { isPlainMove, PayoutMoves, publishAll, type LockedMove, type MoveInput, type Published } from './payout-moves';
import { PayoutOutboxRepository, type OutboxJob } from './payout-outbox.repository';
import { attemptReference, movesForward, statusOfRail } from './payout-rules';
import { PayoutsRepository, type DestinationRow, type PayoutRow } from './payouts.repository';

/** How long a claimed row is the claiming worker's: past it, another worker takes it again. */
export const OUTBOX_LEASE_MS = 120_000;
/** After a timeout: when to ask the rail what became of the reference. */
export const STATUS_AFTER_TIMEOUT_MS = 30_000;
/** A rail that answered "unknown" this many times gets no more attempts: the payout fails. */
export const MAX_ATTEMPTS = 5;
const CLAIM_BATCH = 200;
const PARALLEL = 8;
/** Answers applied in one transaction. */
const ANSWER_CHUNK = 100;

/** Where a test "kills" the worker: before the rail call, and between the rail's answer and our update. */
export interface WorkerFaults {
  beforeRail?(job: OutboxJob): void;
  afterRail?(job: OutboxJob, status: RailPaymentStatus): void;
}

export interface OutboxDeps {
  db: Db;
  clock: Clock;
  rails: PayoutRails;
  guards: readonly PayoutGuard[];
  bus: EventBus;
  faults?: WorkerFaults;
}

export interface OutboxRun {
  taken: number;
  /** Rows whose rail call failed for a reason of ours or the network's (tried again later). */
  failed: { outboxId: number; error: unknown }[];
}

/** The next ask after `tries` answers that were not final: 15 s doubling, at most 15 minutes. */
export const pollDelayMs = (tries: number) => Math.min(15 * 60_000, 15_000 * 2 ** Math.min(tries, 6));

function railDestination(destination: DestinationRow | null, fallbackName: string): RailDestination {
  if (!destination) throw new Error('a payout without a destination reached the outbox');
  switch (destination.kind) {
    case 'card':
      return { kind: 'card', cardToken: destination.cardToken ?? '', cardLast4: destination.cardLast4 ?? '' };
    case 'bank_account':
      return {
        kind: 'bank_account',
        accountNumber: destination.accountNumber ?? '',
        bik: destination.bik ?? '',
        recipientName: destination.recipientName ?? fallbackName,
      };
    case 'sbp':
      return { kind: 'sbp', phone: destination.sbpPhone ?? '', bankId: destination.sbpBankId ?? '', recipientName: destination.recipientName ?? fallbackName };
  }
}

export function orderOf(job: OutboxJob): RailOrder {
  return {
    reference: job.row.reference,
    account: railAccountRef(job.account),
    amountKop: job.payout.amountKop,
    destination: railDestination(job.destination, job.driverName),
    purpose: t('payouts.ledger.purpose', { name: job.driverName, id: job.payout.id }),
    recipientInn: null,
  };
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(lanes);
}

/** Takes due rows until none is left; a simulated crash (WorkerFaults) propagates like a kill. */
export async function runPayoutOutbox(deps: OutboxDeps): Promise<OutboxRun> {
  const run: OutboxRun = { taken: 0, failed: [] };
  const failed = (job: OutboxJob) => async (error: unknown) => {
    if (error instanceof SimulatedCrash) throw error;
    run.failed.push({ outboxId: job.row.id, error });
    await new PayoutOutboxRepository(deps.db).reschedule(job.row.id, {
      dueAt: new Date(deps.clock.now().getTime() + pollDelayMs(job.row.tries)),
      lastError: error instanceof Error ? error.message.slice(0, 500) : 'error',
    });
  };
  for (;;) {
    const now = deps.clock.now();
    const jobs = await deps.db.transaction(async (tx) => {
      const repository = new PayoutOutboxRepository(tx);
      return repository.jobs(await repository.claimDue(now, new Date(now.getTime() + OUTBOX_LEASE_MS), CLAIM_BATCH));
    });
    if (jobs.length === 0) return run;
    run.taken += jobs.length;
    const answers: Answer[] = [];
    await inBatches(jobs, PARALLEL, async (job) => {
      const answer = await askRail(deps, job).catch(failed(job));
      if (answer) answers.push(answer);
    });
    for (let from = 0; from < answers.length; from += ANSWER_CHUNK) {
      const chunk = answers.slice(from, from + ANSWER_CHUNK);
      try {
        await publishAll(deps.bus, await applyAnswers(deps, chunk));
      } catch {
        // One bad answer fails by itself: each is applied alone.
        for (const answer of chunk) {
          await applyAnswers(deps, [answer]).then((published) => publishAll(deps.bus, published), failed(answer.job));
        }
      }
    }
    if (jobs.length < CLAIM_BATCH) return run;
  }
}

/** What a test's fault hook throws: the worker stops there as if the process were killed. */
export class SimulatedCrash extends Error {}

/** A rail's answer about a job's reference, to be applied to its payout. */
interface Answer {
  job: OutboxJob;
  status: RailPaymentStatus;
}

/** Asks the rail about a job; answers what to apply, or null when the job was settled here. */
async function askRail(deps: OutboxDeps, job: OutboxJob): Promise<Answer | null> {
  const { row, payout } = job;
  const repository = new PayoutOutboxRepository(deps.db);
  // Cancelled, rejected or settled by a notification meanwhile: nothing to ask the rail.
  if (!['created', 'awaiting_signature', 'processing', 'suspended'].includes(payout.status)) {
    await repository.close(row.id);
    return null;
  }
  const rail = deps.rails[job.account.rail];
  if (!rail) throw new Error(`no rail ${job.account.rail}`);
  deps.faults?.beforeRail?.(job);
  let status: RailPaymentStatus;
  try {
    // A `send` taken for the first time goes to the rail; taken again, the rail is asked first.
    status = row.action === 'send' && row.tries === 1 ? await rail.send(orderOf(job)) : await rail.status(railAccountRef(job.account), row.reference);
  } catch (error) {
    if (error instanceof RailRefused) {
      status = { reference: row.reference, state: 'failed', externalId: null, reason: error.reason, railFeeKop: null, at: deps.clock.now() };
    } else if (error instanceof RailUnknownOutcome) {
      await repository.reschedule(row.id, { action: 'status', dueAt: new Date(deps.clock.now().getTime() + STATUS_AFTER_TIMEOUT_MS), lastError: 'timeout' });
      return null;
    } else {
      throw error;
    }
  }
  deps.faults?.afterRail?.(job, status);
  if (status.state !== 'unknown') return { job, status };
  await publishAll(deps.bus, await newAttempt(deps, job));
  return null;
}

/** The rail does not know the reference: a new attempt under a new one, or a failure after too many. */
async function newAttempt(deps: OutboxDeps, job: OutboxJob): Promise<Published[]> {
  return deps.db.transaction(async (tx) => {
    const outbox = new PayoutOutboxRepository(tx);
    if (!(await outbox.lockPending(job.row.id))) return [];
    const payout = await new PayoutsRepository(tx).lock(job.payout.taxisId, job.payout.id);
    if (!payout) return [];
    await outbox.close(job.row.id);
    const now = deps.clock.now();
    const attempt = job.row.attempt + 1;
    if (attempt > MAX_ATTEMPTS) {
      const { published } = await new PayoutMoves(tx, deps.guards).apply(payout, { next: 'failed', reason: t('payouts.worker.tooManyAttempts', { count: MAX_ATTEMPTS }), at: now });
      return published;
    }
    await outbox.insert({ taxisId: payout.taxisId, payoutId: payout.id, action: 'send', reference: attemptReference(payout.id, attempt), attempt, dueAt: now });
    return [];
  });
}

/**
 * Applies the rail's answers in one transaction with their payouts locked. The plain moves (the
 * rail took it, it waits, it is on hold) and the completions (a driver's first in the batch)
 * are written together, a few statements for the whole batch, which is what keeps a bulk
 * payout's thousands of answers quick; the rest (a failure, a driver's second completion) goes
 * through PayoutMoves one by one. A payout a notification moved first is left as it is, and
 * the send is still recorded.
 */
async function applyAnswers(deps: OutboxDeps, answers: readonly Answer[]): Promise<Published[]> {
  return deps.db.transaction(async (tx) => {
    const payouts = new PayoutsRepository(tx);
    const moves = new PayoutMoves(tx, deps.guards);
    const locked = await payouts.lockMany(answers.map(({ job }) => job.payout.id));
    const now = deps.clock.now();
    const published: Published[] = [];
    const plain: LockedMove[] = [];
    // Completions in bulk per park, a driver's first one of the batch (another goes one by one).
    const completions = new Map<number, LockedMove[]>();
    const completing = new Set<number>();
    const after = new Map<number, PayoutRow>();
    const sent: number[] = [];
    for (const { job, status } of answers) {
      const payout = locked.get(job.payout.id);
      const next = statusOfRail(status.state);
      if (!payout || payout.taxisId !== job.payout.taxisId || !next) continue;
      if (payout.sentAt === null && job.row.action === 'send') sent.push(payout.id);
      const input: MoveInput = { next, reason: status.reason, externalId: status.externalId, at: now };
      if (isPlainMove(payout.status, next)) {
        plain.push({ payout, input });
      } else if (next === 'completed' && movesForward(payout.status, next) && !completing.has(payout.driverId)) {
        completing.add(payout.driverId);
        completions.set(payout.taxisId, [...(completions.get(payout.taxisId) ?? []), { payout, input }]);
      } else {
        const moved = await moves.apply(payout, input);
        published.push(...moved.published);
        after.set(payout.id, moved.payout);
      }
    }
    const batches = [await moves.moveMany(plain)];
    for (const [taxisId, list] of completions) batches.push(await moves.completeMany(taxisId, list));
    for (const batch of batches) {
      published.push(...batch.published);
      for (const [id, payout] of batch.payouts) after.set(id, payout);
    }
    await payouts.markSent(sent, now);
    const closed: number[] = [];
    const askAgain: { id: number; dueAt: Date }[] = [];
    for (const { job } of answers) {
      const payout = after.get(job.payout.id) ?? locked.get(job.payout.id);
      if (!payout || payout.taxisId !== job.payout.taxisId) continue;
      if (['completed', 'failed', 'returned'].includes(payout.status)) closed.push(payout.id);
      else askAgain.push({ id: job.row.id, dueAt: new Date(now.getTime() + pollDelayMs(job.row.tries)) });
    }
    await payouts.closeOutboxMany(closed);
    await new PayoutOutboxRepository(tx).askAgainMany(askAgain);
    return published;
  });
}
