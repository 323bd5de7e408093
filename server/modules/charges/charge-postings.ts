/**
 * Postings of a charge: each one is a negative ledger entry of the charge's kind, keyed
 * `charge:<id>:<n>` so the n-th posting can never be made twice. Used when a charge is created
 * or edited (postings due by today are made at once) and by the charges runner.
 */
import type { LedgerKind } from '../../../schemas/fleet';
import type { Db } from '../../db/client';
import { addDays } from '../../lib/park-time';
import { postEntry } from '../ledger/ledger.writer';
import { ChargesRepository, type ChargeRow } from './charges.repository';

/** Each charge kind posts as the ledger kind of the same name; 'other' as a plain charge. */
export const CHARGE_LEDGER_KIND: Record<ChargeRow['kind'], LedgerKind> = {
  rent: 'rent',
  fine: 'fine',
  damage: 'damage',
  fuel: 'fuel',
  insurance: 'insurance',
  deposit: 'deposit',
  other: 'charge',
};

const PERIOD_DAYS: Record<Exclude<ChargeRow['period'], 'once'>, number> = { daily: 1, weekly: 7 };

export function nextDueOn(period: ChargeRow['period'], day: string): string | null {
  return period === 'once' ? null : addDays(day, PERIOD_DAYS[period]);
}

export const postingKey = (chargeId: number, n: number): string => `charge:${chargeId}:${n}`;

export interface PostingContext {
  /** The park's today, YYYY-MM-DD. */
  today: string;
  now: Date;
  /** Who the postings are written for: the user who created the charge. */
  userId: number | null;
  userName: string | null;
}

/**
 * Makes every posting of an active charge that is due on or before today. The caller holds the
 * charge row (locked or just inserted) in the transaction `tx`.
 */
export async function postDue(tx: Db, charge: ChargeRow, context: PostingContext): Promise<{ charge: ChargeRow; posted: number }> {
  let { postedTimes, nextDueOn: due, status } = charge;
  let posted = 0;
  while (status === 'active' && due !== null && due <= context.today && postedTimes < charge.times) {
    const n = postedTimes + 1;
    await postEntry(tx, {
      taxisId: charge.taxisId,
      driverId: charge.driverId,
      kind: CHARGE_LEDGER_KIND[charge.kind],
      amountKop: -charge.amountKop,
      description: charge.description,
      chargeId: charge.id,
      createdBy: 'dispatcher',
      userId: context.userId,
      userName: context.userName,
      idempotencyKey: postingKey(charge.id, n),
      at: context.now,
    });
    postedTimes = n;
    posted += 1;
    const done = postedTimes >= charge.times;
    due = done ? null : nextDueOn(charge.period, due);
    status = done ? 'completed' : status;
  }
  if (posted === 0) return { charge, posted };
  const updated = await new ChargesRepository(tx).update(charge.id, { postedTimes, nextDueOn: due, status });
  return { charge: updated, posted };
}
