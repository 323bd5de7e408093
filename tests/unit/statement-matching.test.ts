/**
 * The matching rules of a statement line to a payout and of the reconciliation (pure): our
 * reference or «выплата № N» first, then the rail's operation id, then sum + day (±1) + recipient
 * (ИНН, else surname); a payout goes to one line; and the four kinds of mismatch, with no verdict
 * where no statement covers the day and none on receipts without receipt data.
 */
import { describe, expect, it } from 'vitest';
import { reconcile, type PayoutFact } from '../../server/modules/reconciliation/reconciliation-rules';
import { matchStatementLines, type PayoutCandidate, type StatementLineInput } from '../../server/modules/reconciliation/statement-matching';

const line = (overrides: Partial<StatementLineInput>): StatementLineInput => ({
  line: 1,
  number: '1',
  day: '2026-11-01',
  amountKop: 100_000,
  incoming: false,
  counterparty: 'Петров Пётр',
  counterpartyInn: null,
  counterpartyAccount: null,
  purpose: '',
  ...overrides,
});
const payout = (overrides: Partial<PayoutCandidate>): PayoutCandidate => ({
  id: 1,
  amountKop: 100_000,
  days: ['2026-11-01'],
  externalId: null,
  references: [],
  driverLastName: 'Петров',
  driverInn: null,
  ...overrides,
});

describe('statement line matching', () => {
  it('finds a payout by our reference, «выплата № N» or the rail id, and flags another sum', () => {
    const candidates = [payout({ id: 7, references: ['po-7-a2'] }), payout({ id: 8, externalId: 'TB-88', amountKop: 50_000 }), payout({ id: 9 })];
    const [byReference, byNumber, byExternal] = matchStatementLines(
      [line({ purpose: 'оплата po-7-a2' }), line({ purpose: 'Выплата водителю, выплата № 9', counterparty: 'Кто-то' }), line({ purpose: 'операция TB-88', amountKop: 60_000 })],
      candidates,
    );
    expect(byReference).toEqual({ match: 'matched', payoutId: 7, matchedBy: 'reference', payoutAmountKop: 100_000 });
    expect(byNumber).toMatchObject({ match: 'matched', payoutId: 9, matchedBy: 'reference' });
    expect(byExternal).toEqual({ match: 'sum_differs', payoutId: 8, matchedBy: 'external_id', payoutAmountKop: 50_000 });
  });

  it('does not take a reference that is part of a longer id', () => {
    expect(matchStatementLines([line({ purpose: 'TB-880', counterparty: 'Иванов' })], [payout({ externalId: 'TB-88' })])[0]?.match).toBe('not_in_books');
  });

  it('falls back to sum, a day at most one apart and the recipient', () => {
    const candidates = [payout({ id: 1, driverInn: '771234567890' }), payout({ id: 2, driverLastName: 'Сидоров', days: ['2026-11-01'] })];
    const answers = matchStatementLines(
      [
        line({ counterparty: 'ИП Петров', counterpartyInn: '000000000000' }),
        line({ counterparty: 'Сидоров Иван', day: '2026-11-02' }),
        line({ counterparty: 'Петров Пётр', counterpartyInn: '771234567890', day: '2026-11-03' }),
      ],
      candidates,
    );
    expect(answers.map((answer) => answer.payoutId)).toEqual([null, 2, null]);
    expect(answers[1]?.matchedBy).toBe('sum_date_recipient');
  });

  it('gives a payout to one line only, a named line first, and leaves money in alone', () => {
    const answers = matchStatementLines(
      [line({ number: 'a' }), line({ number: 'b', purpose: 'выплата № 1' }), line({ number: 'c', incoming: true, purpose: 'выплата № 1' })],
      [payout({ id: 1 })],
    );
    expect(answers.map((answer) => [answer.match, answer.payoutId])).toEqual([
      ['not_in_books', null],
      ['matched', 1],
      ['incoming', null],
    ]);
  });
});

describe('reconciliation rules', () => {
  const fact = (overrides: Partial<PayoutFact>): PayoutFact => ({
    id: 1,
    driverId: 10,
    driverName: 'Петров Пётр',
    accountId: 5,
    day: '2026-11-01',
    amountKop: 100_000,
    ledgerKop: 100_000,
    selfEmployed: false,
    ...overrides,
  });
  const bank = (payoutId: number | null, amountKop = 100_000) => ({ lineId: 1, accountId: 5, day: '2026-11-01', amountKop, payoutId, counterparty: 'Петров', purpose: 'выплата' });

  it('finds the four kinds', () => {
    const found = reconcile({
      payouts: [
        fact({ id: 1 }),
        fact({ id: 2, ledgerKop: null }),
        fact({ id: 3 }),
        fact({ id: 4 }),
        fact({ id: 5, selfEmployed: true }),
      ],
      bank: [bank(1), bank(2), bank(3, 90_000), bank(5), bank(null, 700)],
      covered: () => true,
      receipts: new Map([[5, false]]),
    });
    expect(found.map((mismatch) => [mismatch.kind, mismatch.payoutId])).toEqual([
      ['paid_not_in_ledger', 2],
      ['sum_differs', 3],
      ['in_ledger_not_paid', 4],
      ['receipt_missing', 5],
      ['paid_not_in_ledger', null],
    ]);
  });

  it('says nothing of a day no statement covers, nor of receipts without receipt data', () => {
    expect(reconcile({ payouts: [fact({ selfEmployed: true })], bank: [], covered: () => false, receipts: null })).toEqual([]);
  });
});
