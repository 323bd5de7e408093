/**
 * The self-employed guardian in front of every payout (PayoutGuard, server/modules/payouts/payout-guard.ts).
 * For a driver employed as self-employed:
 * - no status, or one older than NPD_STALE_DAYS: a check is queued (reason `payout`) and the payout
 *   refused «Статус самозанятого не подтверждён…» until the service confirms the driver active;
 * - lost, or unknown (the service refused the ИНН, no ИНН): refused with the reason;
 * - active: refused only when the year's income would pass 2,400,000 ₽ (90 % warns on the card).
 * `completed` writes the payout's receipt (due by the 9th of the next park-local month, the driver's
 * issuer at that moment) and adds its income to the park-local year, once per payout.
 */
import { dayForPeople, dayIn } from '../../../schemas/days';
import { DEFAULT_NPD_ISSUER, leftUnderLimit, receiptDueOn, withinLimit } from '../../../schemas/npd';
import { t } from '../../../texts/t';
import type { Db } from '../../db/client';
import type { CompletedPayout, PayoutGuard, PayoutGuardInput } from '../payouts/payout-guard';
import { NpdRepository, type NpdDriver, type NpdStatusRow } from './npd.repository';

const DAY_MS = 86_400_000;

/** NPD_STALE_DAYS: a status older than this is checked again before the next payout (default 7). */
export function npdStaleDays(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseInt(env.NPD_STALE_DAYS ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 7;
}

const rubles = (kopecks: number) => new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kopecks / 100);

export const isStale = (status: NpdStatusRow | null, at: Date, staleDays: number): boolean =>
  status === null || status.checkedAt.getTime() < at.getTime() - staleDays * DAY_MS;

export const yearOf = (at: Date, timezone: string): number => Number(dayIn(at, timezone).slice(0, 4));

export interface NpdAssessment {
  /** Why a payout now would be refused, or null. */
  refusal: string | null;
  /** The status must be asked of the service before a payout may go. */
  needsCheck: boolean;
}

/** What a payout of `amountKop` at `at` would meet; `incomeKop` is the driver's income that year. */
export function assess(status: NpdStatusRow | null, incomeKop: number, amountKop: number, at: Date, staleDays: number, year: number): NpdAssessment {
  if (isStale(status, at, staleDays) || status === null) return { refusal: t('npd.refusal.unconfirmed'), needsCheck: true };
  if (status.status === 'lost') return { refusal: t('npd.refusal.lost', { date: dayForPeople(status.confirmedOn ?? dayIn(status.checkedAt, 'Europe/Moscow')) }), needsCheck: false };
  if (status.status === 'unknown') return { refusal: t('npd.refusal.unknown', { answer: status.answer ?? t('npd.answer.unavailable') }), needsCheck: false };
  if (!withinLimit(incomeKop, amountKop)) {
    return { refusal: t('npd.refusal.limit', { year, income: rubles(incomeKop), left: rubles(leftUnderLimit(incomeKop)) }), needsCheck: false };
  }
  return { refusal: null, needsCheck: false };
}

export const guardsDriver = (driver: NpdDriver): boolean => driver.employmentType === 'selfemployed';

export function npdPayoutGuard(options: { staleDays?: number } = {}): PayoutGuard {
  const staleDays = options.staleDays ?? npdStaleDays();
  return {
    async refusal(tx: Db, input: PayoutGuardInput): Promise<string | null> {
      const repo = new NpdRepository(tx);
      const driver = await repo.driver(input.taxisId, input.driverId);
      if (!driver || !guardsDriver(driver)) return null;
      const year = yearOf(input.at, driver.timezone);
      const [status, income] = await Promise.all([repo.status(input.taxisId, input.driverId), repo.income(input.taxisId, input.driverId, year)]);
      const verdict = assess(status, income, input.amountKop, input.at, staleDays, year);
      if (verdict.needsCheck) await repo.enqueue(input.taxisId, input.driverId, 'payout', input.at);
      return verdict.refusal;
    },

    async completed(tx: Db, payout: CompletedPayout): Promise<void> {
      const repo = new NpdRepository(tx);
      const driver = await repo.driver(payout.taxisId, payout.driverId);
      if (!driver || !guardsDriver(driver)) return;
      const incomeDay = dayIn(payout.completedAt, driver.timezone);
      const issuer = (await repo.issuer(payout.taxisId, payout.driverId)) ?? DEFAULT_NPD_ISSUER;
      await repo.addReceipt({
        taxisId: payout.taxisId,
        driverId: payout.driverId,
        payoutId: payout.payoutId,
        amountKop: payout.amountKop,
        incomeAt: payout.completedAt,
        year: Number(incomeDay.slice(0, 4)),
        dueOn: receiptDueOn(incomeDay),
        issuer,
      });
    },
  };
}
