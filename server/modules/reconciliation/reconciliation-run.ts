/**
 * One reconciliation of a park's period: gathers the facts (the period's payouts with their
 * ledger entries, the bank's lines — imported, and the rails' own statements when the rails are
 * given — and the receipts), applies the rules (reconciliation-rules.ts) and stores the run with
 * its mismatches. Shared by the daily job and a run started by hand.
 */
import type { RunSource } from '../../../schemas/reconciliation';
import type { Db } from '../../db/client';
import type { ReconciliationRunRow } from '../../db/reconciliation.schema';
import type { PayoutRails, RailStatementLine } from '../../integrations/payouts/payout-rail';
import { addDays, parkDay, parkDayStart } from '../../lib/park-time';
import { NO_RECEIPT_DATA, type ReceiptLookup } from './receipt-lookup';
import { reconcile, type BankFact } from './reconciliation-rules';
import { ReconciliationRepository } from './reconciliation.repository';

/** Where the facts besides our own tables come from; both optional until their modules merge. */
export interface ReconciliationSources {
  /** The rails by code: an account on one of them is read through its `statement()`. */
  rails?: PayoutRails;
  receipts: ReceiptLookup;
}

/** The sources the app's dependencies hold (the rails and the receipts when they are plugged in). */
export function sourcesOf(deps: { payoutRails?: PayoutRails; receiptLookup?: ReceiptLookup }): ReconciliationSources {
  return { rails: deps.payoutRails, receipts: deps.receiptLookup ?? NO_RECEIPT_DATA };
}

export interface RunInput {
  taxisId: number;
  timezone: string;
  /** Park days, inclusive. */
  from: string;
  to: string;
  source: RunSource;
  userId: number | null;
  userName: string | null;
  now: Date;
}

function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The rails' statements of the park's accounts on a rail we hold; an account whose rail fails is not covered. */
async function railFacts(
  repository: ReconciliationRepository,
  rails: PayoutRails,
  input: RunInput,
  start: Date,
  end: Date,
): Promise<{ facts: BankFact[]; accounts: Set<number> }> {
  const facts: BankFact[] = [];
  const accounts = new Set<number>();
  for (const account of await repository.railAccounts(input.taxisId)) {
    const rail = rails[account.rail];
    if (!rail) continue;
    let lines: RailStatementLine[];
    try {
      lines = await rail.statement({ id: account.id, taxisId: input.taxisId, rail: account.rail, publicId: account.publicId, credentials: null }, start, end);
    } catch {
      continue;
    }
    accounts.add(account.id);
    const out = lines.filter((line) => line.amountKop < 0);
    const ids = out.flatMap((line) => [line.externalId, ...(line.reference ? [line.reference] : [])]);
    const known = await repository.payoutsByRailIds(input.taxisId, ids);
    for (const line of out) {
      const payout = known.find(
        (row) => (row.externalId !== null && row.externalId === line.externalId) || (line.reference !== null && row.reference === line.reference),
      );
      facts.push({
        lineId: null,
        accountId: account.id,
        day: parkDay(line.at, input.timezone),
        amountKop: -line.amountKop,
        payoutId: payout?.id ?? null,
        counterparty: line.counterparty,
        purpose: line.purpose,
      });
    }
  }
  return { facts, accounts };
}

/** Reconciles the period and stores the run; null when the job's run of that day exists already. */
export async function runReconciliation(db: Db, sources: ReconciliationSources, input: RunInput): Promise<ReconciliationRunRow | null> {
  const repository = new ReconciliationRepository(db);
  const start = parkDayStart(input.from, input.timezone);
  const end = parkDayStart(addDays(input.to, 1), input.timezone);
  const payouts = await repository.periodPayouts(input.taxisId, start, end, input.timezone);
  const ids = payouts.map((payout) => payout.id);
  // One after another: `db` may be a transaction's single connection (the demo seed, the job), on
  // which pg does not queue concurrent queries (its DeprecationWarning, an error in pg 9).
  const matched = await repository.linesOfPayouts(input.taxisId, ids);
  const unmatched = await repository.unmatchedLines(input.taxisId, input.from, input.to);
  const coverage = await repository.coverage(input.taxisId, input.from, input.to);
  const receipts = await sources.receipts.receipts(db, input.taxisId, ids);
  const bank: BankFact[] = [
    ...matched.map((line) => ({ ...line, lineId: line.id })),
    ...unmatched.map((line) => ({ ...line, lineId: line.id, payoutId: null })),
  ];
  const covered = new Set<string>();
  for (const statement of coverage) {
    for (const day of eachDay(statement.periodFrom < input.from ? input.from : statement.periodFrom, statement.periodTo > input.to ? input.to : statement.periodTo)) {
      covered.add(`${statement.accountId}:${day}`);
    }
  }
  if (sources.rails) {
    const fromRails = await railFacts(repository, sources.rails, input, start, end);
    // A payout already seen on an imported line is not counted twice from the rail.
    const seen = new Set(bank.flatMap((fact) => (fact.payoutId === null ? [] : [fact.payoutId])));
    bank.push(...fromRails.facts.filter((fact) => fact.payoutId === null || !seen.has(fact.payoutId)));
    for (const account of fromRails.accounts) for (const day of eachDay(input.from, input.to)) covered.add(`${account}:${day}`);
  }
  const found = reconcile({ payouts, bank, covered: (accountId, day) => covered.has(`${accountId}:${day}`), receipts });
  return repository.insertRun(
    {
      taxisId: input.taxisId,
      periodFrom: input.from,
      periodTo: input.to,
      source: input.source,
      userId: input.userId,
      userName: input.userName,
      payoutsChecked: payouts.length,
      mismatches: found.length,
      receiptsChecked: receipts !== null,
      createdAt: input.now,
    },
    found,
  );
}
