/**
 * The demo park's bank statement and reconciliation (issue 13), added only when the park has
 * completed payouts on a bank account (the payout engine's demo makes them): a statement of their
 * day in which two of them are paid as booked and a third line is a payment our books lack, then
 * the reconciliation of that day. Without payouts nothing is added: nothing is invented.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { parkDay } from '../lib/park-time';
import { NO_RECEIPT_DATA } from '../modules/reconciliation/receipt-lookup';
import { runReconciliation } from '../modules/reconciliation/reconciliation-run';
import { ReconciliationRepository } from '../modules/reconciliation/reconciliation.repository';
import { matchStatementLines, type StatementLineInput } from '../modules/reconciliation/statement-matching';
import type { Db } from './client';
import { taxis } from './core.schema';
import { payoutAccounts, payouts } from './payouts.schema';

const BANK_RAILS = ['tochka', 'tbank', 'alfa'] as const;

export async function seedDemoReconciliation(db: Db, taxisId: number, now: Date): Promise<void> {
  const completed = await db
    .select({ id: payouts.id, accountId: payouts.accountId, amountKop: payouts.amountKop, completedAt: payouts.completedAt })
    .from(payouts)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, payouts.accountId))
    .where(and(eq(payouts.taxisId, taxisId), eq(payouts.status, 'completed'), inArray(payoutAccounts.rail, [...BANK_RAILS])))
    .orderBy(asc(payouts.completedAt), asc(payouts.id))
    .limit(2);
  const first = completed[0];
  if (!first?.completedAt) return;
  const [park] = await db.select({ timezone: taxis.timezone }).from(taxis).where(eq(taxis.id, taxisId));
  const timezone = park?.timezone ?? 'Europe/Moscow';
  const day = parkDay(first.completedAt, timezone);
  const sameAccount = completed.filter((payout) => payout.accountId === first.accountId);
  const lines: StatementLineInput[] = [
    ...sameAccount.map((payout, index) => ({
      line: index + 1,
      number: String(700 + index),
      day,
      amountKop: payout.amountKop,
      incoming: false,
      counterparty: null,
      counterpartyInn: null,
      counterpartyAccount: null,
      purpose: `Выплата водителю, выплата № ${payout.id}`,
    })),
    {
      line: sameAccount.length + 1,
      number: '799',
      day,
      amountKop: 123_400,
      incoming: false,
      counterparty: 'ООО «Неизвестный получатель»',
      counterpartyInn: null,
      counterpartyAccount: null,
      purpose: 'Оплата по счёту 15',
    },
  ];
  const repository = new ReconciliationRepository(db);
  const candidates = await repository.candidates(taxisId, first.accountId, new Date(first.completedAt.getTime() - 86_400_000), now, timezone);
  const matches = matchStatementLines(lines, candidates);
  await repository.insertStatement(
    {
      taxisId,
      accountId: first.accountId,
      format: 'one_c',
      fileName: `Выписка ${day}.txt`,
      fileHash: createHash('sha256').update(`demo-statement:${taxisId}:${day}`).digest('hex'),
      periodFrom: day,
      periodTo: day,
      linesTotal: lines.length,
      createdAt: now,
    },
    lines.map((line, index) => {
      const match = matches[index];
      return { ...line, match: match?.match ?? 'not_in_books', payoutId: match?.payoutId ?? null, matchedBy: match?.matchedBy ?? null, payoutAmountKop: match?.payoutAmountKop ?? null };
    }),
  );
  await runReconciliation(db, { receipts: NO_RECEIPT_DATA }, { taxisId, timezone, from: day, to: day, source: 'job', userId: null, userName: null, now });
}
