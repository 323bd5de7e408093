/**
 * The job's side of the guardian, one run:
 * - status checks taken from the queue within the service's throttle (npd.repository claimChecks:
 *   never more than STATUS_CHECKS_PER_MINUTE in any 60 s, queued ones first, then the stalest);
 *   a throttled answer puts the check back, a refused ИНН makes the status unknown with the reason;
 * - receipts the park or the bank issues, registered through the service (the payout id is the
 *   reference, so a repeated registration keeps one receipt);
 * - receipts past their due day marked overdue.
 */
import { t } from '../../../texts/t';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { STATUS_CHECKS_PER_MINUTE, TaxServiceError, type TaxService } from '../../integrations/npd/tax-service';
import { npdStaleDays } from './npd.guard';
import { NpdRepository, type ClaimedCheck, type NpdStatusRow } from './npd.repository';

const DAY_MS = 86_400_000;
const RECEIPTS_PER_RUN = 50;

export interface NpdJobDeps {
  db: Db;
  clock: Clock;
  service: TaxService;
  staleDays?: number;
  /** How many of the checks a minute the schedule may take, leaving the rest to people and payouts. */
  schedulePerMinute?: number;
}

/** NPD_CHECK_INTERVAL_MS: how often the job looks at the queue (0: off). */
export function npdIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseInt(env.NPD_CHECK_INTERVAL_MS ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 5_000;
}

/** NPD_SCHEDULE_PER_MINUTE: the schedule's share of the throttle (default 1 of 2; 0 = only asked checks). */
export function npdSchedulePerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseInt(env.NPD_SCHEDULE_PER_MINUTE ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, STATUS_CHECKS_PER_MINUTE) : 1;
}

export interface NpdRun {
  checked: number;
  throttled: number;
  registered: number;
  overdue: number;
  failed: { receiptId: number; error: unknown }[];
}

async function answer(service: TaxService, check: ClaimedCheck, now: Date): Promise<NpdStatusRow | 'throttled'> {
  const base = { driverId: check.driverId, taxisId: check.taxisId, checkedAt: now };
  if (!check.inn) return { ...base, status: 'unknown', confirmedOn: null, answer: t('npd.answer.noInn') };
  const today = now.toISOString().slice(0, 10);
  try {
    const reply = await service.checkStatus(check.inn, today);
    return { ...base, status: reply.payer ? 'active' : 'lost', confirmedOn: reply.confirmedOn, answer: reply.message };
  } catch (error) {
    if (error instanceof TaxServiceError && error.kind === 'throttled') return 'throttled';
    const refused = error instanceof TaxServiceError && error.kind === 'invalid';
    return { ...base, status: 'unknown', confirmedOn: null, answer: refused ? t('npd.answer.invalidInn') : t('npd.answer.unavailable') };
  }
}

export async function runNpdQueue(deps: NpdJobDeps): Promise<NpdRun> {
  const repo = new NpdRepository(deps.db);
  const now = deps.clock.now();
  const run: NpdRun = { checked: 0, throttled: 0, registered: 0, overdue: 0, failed: [] };
  const staleBefore = new Date(now.getTime() - (deps.staleDays ?? npdStaleDays()) * DAY_MS);
  const claimed = await repo.claimChecks(now, { perMinute: STATUS_CHECKS_PER_MINUTE, schedulePerMinute: deps.schedulePerMinute ?? npdSchedulePerMinute(), staleBefore });
  for (const check of claimed) {
    const result = await answer(deps.service, check, now);
    if (result === 'throttled') {
      run.throttled += 1;
      await repo.releaseCheck(check.checkId);
    } else {
      run.checked += 1;
      await repo.finishCheck(check.checkId, result);
    }
  }
  for (const receipt of await repo.receiptsToRegister(RECEIPTS_PER_RUN)) {
    if (!receipt.inn) continue;
    try {
      const registered = await deps.service.registerIncome({ inn: receipt.inn, amountKop: receipt.amountKop, incomeAt: receipt.incomeAt, reference: String(receipt.payoutId) });
      await repo.registered(receipt.id, { number: registered.receiptNumber, url: registered.receiptUrl }, now);
      run.registered += 1;
    } catch (error) {
      run.failed.push({ receiptId: receipt.id, error });
    }
  }
  run.overdue = await repo.markOverdue(now);
  return run;
}
