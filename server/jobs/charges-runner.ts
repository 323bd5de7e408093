/**
 * Makes the charges' postings that fall due: every active charge whose next_due_on has come in
 * its park's own today gets its postings (daily: the next one a day later, weekly: a week later;
 * completed after the last). Each charge is locked with SKIP LOCKED in a transaction of its own,
 * so runners in several API processes share the work and never post twice (the postings' keys
 * `charge:<id>:<n>` are unique besides).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { addDays, parkDay } from '../lib/park-time';
import { postDue } from '../modules/charges/charge-postings';
import { ChargesRepository } from '../modules/charges/charges.repository';
import { startPeriodicJob, type PeriodicJob } from './periodic';

const BATCH = 500;
export const CHARGES_RUN_INTERVAL_MS = 60_000;

export interface ChargesRun {
  /** Ledger entries written. */
  posted: number;
  /** Charges whose posting failed (left as they were, tried again on the next run). */
  failed: { chargeId: number; error: unknown }[];
}

export async function runDueCharges(db: Db, clock: Clock): Promise<ChargesRun> {
  const now = clock.now();
  // No zone is ahead of UTC by more than 14 hours: no park's today is later than this.
  const latestToday = addDays(now.toISOString().slice(0, 10), 1);
  const run: ChargesRun = { posted: 0, failed: [] };
  let afterId = 0;
  for (;;) {
    const ids = await new ChargesRepository(db).dueIds(now, latestToday, afterId, BATCH);
    for (const id of ids) {
      try {
        run.posted += await db.transaction(async (tx) => {
          const locked = await new ChargesRepository(tx).lockDue(id);
          if (!locked) return 0;
          const { posted } = await postDue(tx, locked.charge, {
            today: parkDay(now, locked.timezone),
            now,
            userId: locked.charge.createdByUserId,
            userName: locked.creatorName,
          });
          return posted;
        });
      } catch (error) {
        run.failed.push({ chargeId: id, error });
      }
    }
    const last = ids.at(-1);
    if (ids.length < BATCH || last === undefined) return run;
    afterId = last;
  }
}

export type ChargesRunner = PeriodicJob;

/** Runs at start (postings due while the server was down) and then every `intervalMs`. */
export function startChargesRunner(
  db: Db,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'error'>,
  intervalMs: number = CHARGES_RUN_INTERVAL_MS,
): ChargesRunner {
  return startPeriodicJob(
    () =>
      runDueCharges(db, clock).then(
        (run) => {
          for (const { chargeId, error } of run.failed) log.error({ err: error, chargeId }, 'charge posting failed');
        },
        (error: unknown) => log.error({ err: error }, 'charges runner failed'),
      ),
    intervalMs,
  );
}
