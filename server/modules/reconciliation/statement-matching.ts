/**
 * Which of our payouts a bank statement line pays (pure). In order:
 * 1. our reference in the purpose: an attempt's durable reference from the outbox, or
 *    «выплата № N» (the purpose the rails write);
 * 2. the rail's operation id (the payout's `external_id`) in the purpose;
 * 3. else the same sum, a day at most one apart (a bank books the next day), and the recipient:
 *    the same ИНН when both sides have one, otherwise the driver's surname in the recipient's name.
 * A payout is taken by one line only. A match by reference with another sum is `sum_differs`; no
 * payout is `not_in_books` (the bank paid what our books lack); money in is `incoming`.
 */
import type { MatchMethod, StatementLineMatch } from '../../../schemas/reconciliation';
import { addDays } from '../../lib/park-time';

export interface StatementLineInput {
  line: number;
  number: string;
  /** ГГГГ-ММ-ДД. */
  day: string;
  /** Positive kopecks. */
  amountKop: number;
  incoming: boolean;
  counterparty: string | null;
  counterpartyInn: string | null;
  counterpartyAccount: string | null;
  purpose: string;
}

export interface PayoutCandidate {
  id: number;
  amountKop: number;
  /** The days the payout could be booked on by the bank (created, sent, completed), park days. */
  days: readonly string[];
  externalId: string | null;
  references: readonly string[];
  driverLastName: string;
  driverInn: string | null;
}

export interface LineMatch {
  match: StatementLineMatch;
  payoutId: number | null;
  matchedBy: MatchMethod | null;
  payoutAmountKop: number | null;
}

const PAYOUT_NUMBER = /выплат[аы]?\s*№\s*(\d{1,18})/giu;

/** `needle` in `text` as a whole token (not part of a longer id). */
function containsToken(text: string, needle: string): boolean {
  if (needle.length < 4) return false;
  const haystack = text.toLowerCase();
  const token = needle.toLowerCase();
  for (let at = haystack.indexOf(token); at >= 0; at = haystack.indexOf(token, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + token.length];
    const boundary = (char: string | undefined) => char === undefined || !/[\p{L}\p{N}_-]/u.test(char);
    if (boundary(before) && boundary(after)) return true;
  }
  return false;
}

const near = (lineDay: string, days: readonly string[]) => days.some((day) => day === lineDay || addDays(day, 1) === lineDay || addDays(day, -1) === lineDay);

function sameRecipient(line: StatementLineInput, payout: PayoutCandidate): boolean {
  if (line.counterpartyInn && payout.driverInn) return line.counterpartyInn === payout.driverInn;
  const name = (line.counterparty ?? '').toLowerCase().replace(/ё/g, 'е');
  const surname = payout.driverLastName.toLowerCase().replace(/ё/g, 'е');
  return surname.length > 1 && containsToken(name, surname);
}

function result(payout: PayoutCandidate, line: StatementLineInput, matchedBy: MatchMethod): LineMatch {
  return {
    match: payout.amountKop === line.amountKop ? 'matched' : 'sum_differs',
    payoutId: payout.id,
    matchedBy,
    payoutAmountKop: payout.amountKop,
  };
}

/** Matches every line of one statement; a payout goes to the first line that names it. */
export function matchStatementLines(lines: readonly StatementLineInput[], candidates: readonly PayoutCandidate[]): LineMatch[] {
  const taken = new Set<number>();
  const byId = new Map(candidates.map((payout) => [payout.id, payout]));
  const free = (payout: PayoutCandidate | undefined): payout is PayoutCandidate => payout !== undefined && !taken.has(payout.id);
  const take = (payout: PayoutCandidate, line: StatementLineInput, by: MatchMethod) => {
    taken.add(payout.id);
    return result(payout, line, by);
  };
  const none: LineMatch = { match: 'not_in_books', payoutId: null, matchedBy: null, payoutAmountKop: null };

  // Named lines first: a line that names its payout must not lose it to a sum-and-day guess.
  const answers: (LineMatch | null)[] = lines.map((line) => {
    if (line.incoming) return { ...none, match: 'incoming' };
    const numbered = [...line.purpose.matchAll(PAYOUT_NUMBER)].map((found) => byId.get(Number(found[1]))).find(free);
    if (numbered) return take(numbered, line, 'reference');
    const referenced = candidates.find((payout) => free(payout) && payout.references.some((reference) => containsToken(line.purpose, reference)));
    if (referenced) return take(referenced, line, 'reference');
    const external = candidates.find((payout) => free(payout) && payout.externalId !== null && containsToken(line.purpose, payout.externalId));
    if (external) return take(external, line, 'external_id');
    return null;
  });
  return lines.map((line, index) => {
    const named = answers[index];
    if (named) return named;
    const guessed = candidates.find(
      (payout) => free(payout) && payout.amountKop === line.amountKop && near(line.day, payout.days) && sameRecipient(line, payout),
    );
    return guessed ? take(guessed, line, 'sum_date_recipient') : none;
  });
}
