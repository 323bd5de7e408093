/**
 * The reconciliation of one period (pure): for every payout of the period, our ledger (its
 * `payout` entry, written when it completed), the bank (a statement line matched to it, imported
 * or read from the rail), and for a self-employed driver the receipt. Four kinds of mismatch:
 * - paid_not_in_ledger: the bank paid it and our ledger has no entry (also a bank line that
 *   matches no payout of ours);
 * - in_ledger_not_paid: our ledger has it, the bank's statement for that account and day does
 *   not (only where a statement or the rail covers the day: no statement is no verdict);
 * - sum_differs: both have it, with other sums;
 * - receipt_missing: completed to a self-employed driver and no receipt (only when receipt data
 *   is there at all: without it nothing is guessed).
 */
import type { MismatchKind } from '../../../schemas/reconciliation';

export interface PayoutFact {
  id: number;
  driverId: number;
  driverName: string;
  accountId: number;
  /** The park day it belongs to (completed, else sent, else created). */
  day: string;
  amountKop: number;
  /** What the ledger took for it (positive), null when it has no entry. */
  ledgerKop: number | null;
  selfEmployed: boolean;
}

export interface BankFact {
  /** The imported statement line, null for a line read from the rail. */
  lineId: number | null;
  accountId: number;
  day: string;
  amountKop: number;
  payoutId: number | null;
  counterparty: string | null;
  purpose: string;
}

export interface FoundMismatch {
  kind: MismatchKind;
  day: string;
  payoutId: number | null;
  driverId: number | null;
  statementLineId: number | null;
  ledgerKop: number | null;
  bankKop: number | null;
  details: string;
}

export interface ReconcileInput {
  payouts: readonly PayoutFact[];
  bank: readonly BankFact[];
  /** Whether a statement (or the rail) covers the account's day. */
  covered: (accountId: number, day: string) => boolean;
  /** Payout id → a receipt exists; null: no receipt data at all. */
  receipts: ReadonlyMap<number, boolean> | null;
}

const lineText = (fact: BankFact) => [fact.counterparty, fact.purpose].filter((part) => part).join(' — ');

export function reconcile(input: ReconcileInput): FoundMismatch[] {
  const found: FoundMismatch[] = [];
  const bankByPayout = new Map<number, BankFact>();
  for (const fact of input.bank) if (fact.payoutId !== null && !bankByPayout.has(fact.payoutId)) bankByPayout.set(fact.payoutId, fact);

  for (const payout of input.payouts) {
    const bank = bankByPayout.get(payout.id);
    const base = { day: payout.day, payoutId: payout.id, driverId: payout.driverId, ledgerKop: payout.ledgerKop };
    if (bank && payout.ledgerKop === null) {
      found.push({ ...base, kind: 'paid_not_in_ledger', statementLineId: bank.lineId, bankKop: bank.amountKop, details: `${payout.driverName}: ${lineText(bank)}` });
    } else if (bank && payout.ledgerKop !== null && bank.amountKop !== payout.ledgerKop) {
      found.push({ ...base, kind: 'sum_differs', statementLineId: bank.lineId, bankKop: bank.amountKop, details: `${payout.driverName}: ${lineText(bank)}` });
    } else if (!bank && payout.ledgerKop !== null && input.covered(payout.accountId, payout.day)) {
      found.push({ ...base, kind: 'in_ledger_not_paid', statementLineId: null, bankKop: null, details: payout.driverName });
    }
    if (payout.ledgerKop !== null && payout.selfEmployed && input.receipts !== null && input.receipts.get(payout.id) !== true) {
      found.push({ ...base, kind: 'receipt_missing', statementLineId: null, bankKop: null, details: payout.driverName });
    }
  }
  for (const fact of input.bank) {
    if (fact.payoutId !== null) continue;
    found.push({
      kind: 'paid_not_in_ledger',
      day: fact.day,
      payoutId: null,
      driverId: null,
      statementLineId: fact.lineId,
      ledgerKop: null,
      bankKop: fact.amountKop,
      details: lineText(fact),
    });
  }
  return found;
}
