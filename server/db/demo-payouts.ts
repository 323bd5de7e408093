/**
 * The demo park's payouts (issue 13), added after the generated fleet: an account on every open
 * sandbox rail (Точка, Т-Банк, Альфа, CloudPayments, ypmn, СБП, a nominal account with its
 * virtual account) and the closed Qiwi wallet with its 2023 history, a default account per kind,
 * saved destinations for most working drivers (card tokens with the last four digits, bank
 * accounts, SBP phones), who of the staff may send and up to what sum, and payouts in every state
 * over the last three weeks. The payouts are written through the engine's own writePayout and
 * PayoutMoves, so the holds and the ledger agree with them exactly like real ones.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { PayoutStatus, Rail } from '../../schemas/payouts';
import { PostingsRepository, withdrawableOf } from '../modules/ledger/postings.repository';
import { PayoutMoves } from '../modules/payouts/payout-moves';
import type { PayoutPlan } from '../modules/payouts/payout-plan';
import { feeOf } from '../modules/payouts/payout-rules';
import { writePayout } from '../modules/payouts/payouts.service';
import { PayoutsRepository } from '../modules/payouts/payouts.repository';
import type { Db } from './client';
import { taxis, users } from './core.schema';
import { drivers } from './fleet.schema';
import { payoutAccounts, payoutDestinations, payoutRailSettings, payoutStaffRules, virtualAccounts } from './payouts.schema';

const DAY = 86_400_000;

type AccountRow = typeof payoutAccounts.$inferSelect;

const ACCOUNTS: { rail: Rail; name: string; publicId: string; fee: [number, number, number]; status?: AccountRow['status'] }[] = [
  { rail: 'tochka', name: 'Точка, расчётный счёт', publicId: '40702810901500012345', fee: [0, 0, 0] },
  { rail: 'tbank', name: 'Т-Банк, расчётный счёт', publicId: '40702810410000054321', fee: [0, 0, 0] },
  { rail: 'alfa', name: 'Альфа-Банк, расчётный счёт', publicId: '40702810702300067890', fee: [0, 0, 0] },
  { rail: 'cloudpayments', name: 'CloudPayments, выплаты на карты', publicId: 'pk_demo_cloudpayments_0001', fee: [150, 0, 2_500] },
  { rail: 'ypmn', name: 'ypmn, выплаты на карты', publicId: 'ypmn_demo_merchant_0001', fee: [120, 0, 3_000] },
  { rail: 'sbp', name: 'СБП, выплаты по телефону', publicId: 'sbp_demo_0001', fee: [50, 0, 1_000] },
  { rail: 'nominal', name: 'Номинальный счёт', publicId: '40702810300000099999', fee: [100, 0, 0] },
  { rail: 'qiwi', name: 'QIWI Кошелёк (закрыт)', publicId: '+79000000000', fee: [200, 0, 0], status: 'closed' },
];

/** The state each demo payout is brought to, in turn (the last weeks' mix). */
const COURSE: PayoutStatus[] = ['awaiting_approval', 'rejected', 'completed', 'completed', 'processing', 'completed', 'returned', 'awaiting_signature', 'suspended', 'cancelled', 'completed', 'completed'];
const SBP_BANKS = [
  { id: '100000000111', name: 'Сбербанк' },
  { id: '100000000004', name: 'Т-Банк' },
  { id: '100000000008', name: 'Альфа-Банк' },
];

export async function seedDemoPayouts(db: Db, taxisId: number, now: Date): Promise<void> {
  await db.update(taxis).set({ bankAllowed: true, tbankAllowed: true, alfabankAllowed: true }).where(eq(taxis.id, taxisId));
  const accounts = new Map<Rail, AccountRow>();
  for (const spec of ACCOUNTS) {
    const [row] = await db
      .insert(payoutAccounts)
      .values({
        taxisId,
        rail: spec.rail,
        name: spec.name,
        publicId: spec.publicId,
        active: spec.status !== 'closed',
        status: spec.status ?? 'active',
        feeBasisPoints: spec.fee[0],
        feeFixedKop: spec.fee[1],
        feeMinKop: spec.fee[2],
        perRecipientDayLimitKop: spec.rail === 'qiwi' ? null : 15_000_000,
        createdAt: new Date(spec.rail === 'qiwi' ? '2022-03-01T09:00:00Z' : now.getTime() - 120 * DAY),
      })
      .returning();
    if (!row) throw new Error(`the demo ${spec.rail} account was not written`);
    accounts.set(spec.rail, row);
  }
  const account = (rail: Rail): AccountRow => {
    const found = accounts.get(rail);
    if (!found) throw new Error(`no demo ${rail} account`);
    return found;
  };
  await db.insert(virtualAccounts).values({ taxisId, accountId: account('nominal').id, externalId: `VA-${taxisId}-0001`, balanceKop: 0 });
  await db.insert(payoutRailSettings).values([
    { taxisId, kind: 'driver', accountId: account('cloudpayments').id },
    { taxisId, kind: 'cashout', accountId: account('sbp').id },
    { taxisId, kind: 'referral', accountId: account('tochka').id },
  ]);

  const staff = await db.select({ id: users.id, login: users.login }).from(users).where(eq(users.taxisId, taxisId));
  const rule = (login: string) => staff.find((user) => user.login === login)?.id;
  const rules = [
    // The owner: any sum, and approves the others' payouts above their limits.
    { userId: rule('demo1'), maySend: true, approvalLimitKop: null, mayApprove: true },
    { userId: rule('demo2'), maySend: true, approvalLimitKop: 500_000, mayApprove: true },
    { userId: rule('demo5'), maySend: true, approvalLimitKop: 100_000, mayApprove: false },
  ];
  for (const { userId, ...values } of rules) if (userId !== undefined) await db.insert(payoutStaffRules).values({ taxisId, userId, ...values });

  const people = await db
    .select({ id: drivers.id, phone: drivers.phone, lastName: drivers.lastName, firstName: drivers.firstName })
    .from(drivers)
    .where(and(eq(drivers.taxisId, taxisId), gt(drivers.balanceKop, 0)))
    .orderBy(desc(drivers.balanceKop), asc(drivers.id))
    .limit(240);
  const cards: (typeof payoutDestinations.$inferSelect)[] = [];
  for (const [index, person] of people.entries()) {
    const last4 = String(1000 + ((person.id * 7919) % 9000));
    const name = `${person.lastName} ${person.firstName}`;
    const bank = SBP_BANKS[index % SBP_BANKS.length] ?? SBP_BANKS[0];
    const [card] = await db
      .insert(payoutDestinations)
      .values([
        { taxisId, driverId: person.id, kind: 'card', title: `Карта •• ${last4}`, cardToken: `cp_tok_demo_${person.id}`, cardLast4: last4, cardRail: 'cloudpayments', isDefault: true },
        { taxisId, driverId: person.id, kind: 'sbp', title: `${bank?.name ?? 'Банк'}, СБП •• ${person.phone.slice(-4)}`, sbpPhone: person.phone, sbpBankId: bank?.id ?? null, recipientName: name },
        ...(index % 3 === 0
          ? [{ taxisId, driverId: person.id, kind: 'bank_account' as const, title: `Счёт •• ${String(person.id).padStart(4, '0').slice(-4)}`, accountNumber: `408178100000${String(person.id).padStart(8, '0')}`, bik: '044525974', bankName: 'АО «ТБанк»', recipientName: name }]
          : []),
      ])
      .returning();
    if (card) cards.push(card);
  }

  const owner = rule('demo1') ?? null;
  // demo5 may send up to 1 000 ₽ alone: its larger payouts wait for demo1 or demo2.
  const demo5 = rule('demo5') ?? null;
  // The closed Qiwi wallet's history: a few payouts of 2023, paid long before the licence was revoked.
  for (const [index, card] of cards.slice(0, 4).entries()) {
    await demoPayout(db, { taxisId, account: account('qiwi'), destination: card, amountKop: 150_000 + index * 25_000, status: 'completed', at: new Date(Date.UTC(2023, 4 + index, 10, 9)), settleAt: now, userId: owner, key: `demo-qiwi-${index}` });
  }
  for (const [index, card] of cards.slice(4, 64).entries()) {
    const status = COURSE[index % COURSE.length] ?? 'completed';
    // Card payouts mostly, and some by requisites from the Т-Банк account (its statement is the
    // reconciliation demo's, server/db/demo-reconciliation.ts).
    const rail: Rail = status === 'awaiting_signature' ? 'tochka' : index % 4 === 1 ? 'ypmn' : index % 4 === 2 ? 'tbank' : 'cloudpayments';
    const at = new Date(now.getTime() - (21 - (index % 21)) * DAY + index * 60_000);
    await demoPayout(db, {
      taxisId,
      account: account(rail),
      // The driver's card names the driver; a bank rail pays their account or SBP (demoPayout).
      destination: card,
      amountKop: status === 'awaiting_approval' || status === 'rejected' ? 150_000 : 50_000 + (index % 9) * 30_000,
      status,
      at,
      // Money reaches the ledger when the seed runs, each payout a second after the one before:
      // a ledger entry is never written before the entries already there (the running balance).
      settleAt: new Date(now.getTime() + index * 1000),
      userId: status === 'awaiting_approval' || status === 'rejected' ? demo5 : owner,
      key: `demo-${index}`,
    });
  }
}

interface DemoPayout {
  taxisId: number;
  account: AccountRow;
  destination: typeof payoutDestinations.$inferSelect | null;
  amountKop: number;
  status: PayoutStatus;
  at: Date;
  /** When a completed payout's money is posted: never before the ledger's newest entry. */
  settleAt: Date;
  userId: number | null;
  key: string;
}

/** One payout written as the engine writes it, then moved to its state; skipped when the driver cannot afford it. */
async function demoPayout(db: Db, input: DemoPayout): Promise<void> {
  const driverId = input.destination?.driverId;
  if (driverId === undefined) return;
  const money = await new PostingsRepository(db).lockMoney(input.taxisId, driverId);
  const feeKop = feeOf(input.amountKop, input.account);
  if (!money || withdrawableOf(money) < input.amountKop + feeKop) return;
  const repository = new PayoutsRepository(db);
  const requisites = await repository.destinations(input.taxisId, driverId);
  const byBank = requisites.find((row) => row.kind === 'bank_account') ?? requisites.find((row) => row.kind === 'sbp') ?? null;
  const destination = input.account.rail === 'tochka' || input.account.rail === 'tbank' ? byBank : input.destination;
  const plan: PayoutPlan = { driver: { id: driverId, name: '', phone: '' }, account: input.account, destination, amountKop: input.amountKop, feeKop, withdrawableKop: withdrawableOf(money), refusal: null };
  const { payout } = await writePayout(db, plan, {
    taxisId: input.taxisId,
    kind: 'driver',
    aggregatorId: null,
    source: 'staff',
    idempotencyKey: `request:${input.key}`,
    requestHash: input.key,
    userId: input.userId,
    awaitingApproval: input.status === 'awaiting_approval' || input.status === 'rejected',
    batchId: null,
    now: input.at,
  });
  const moves = new PayoutMoves(db, []);
  const later = (minutes: number) => new Date(input.at.getTime() + minutes * 60_000);
  const externalId = `demo-${payout.id}`;
  if (input.account.rail === 'qiwi') {
    // The closed wallet's history is kept as it was paid in 2023, before this ledger began: its
    // payouts are records, not postings.
    await moves.release(payout);
    await moves.move(payout, { next: 'completed', externalId, at: later(3) });
    await repository.closeOutbox(payout.id);
    return;
  }
  const settled = (minutes: number) => new Date(Math.max(later(minutes).getTime(), input.settleAt.getTime()));
  switch (input.status) {
    case 'completed':
    case 'suspended':
    case 'processing':
    case 'awaiting_signature': {
      const moved = await moves.apply(payout, { next: input.status === 'completed' ? 'processing' : input.status, externalId, at: later(1), reason: input.status === 'suspended' ? 'Операция приостановлена банком по 161-ФЗ до 2 рабочих дней' : null });
      if (input.status === 'completed') await moves.apply(moved.payout, { next: 'completed', externalId, at: settled(3) });
      break;
    }
    case 'returned':
      await moves.apply(payout, { next: 'failed', reason: 'Карта получателя не поддерживает зачисления', externalId, at: later(2) });
      break;
    case 'cancelled':
      await moves.release(payout);
      await moves.move(payout, { next: 'cancelled', reason: 'Отменена парком', userId: input.userId, at: later(5) });
      break;
    case 'rejected':
      await moves.release(payout);
      await moves.move(payout, { next: 'rejected', reason: 'Отклонена сотрудником', userId: input.userId, at: later(30) });
      break;
    default:
      break;
  }
  // Settled demo payouts have nothing left for the worker; the open ones it follows like any other.
  if (['completed', 'returned', 'cancelled', 'rejected'].includes(input.status)) await repository.closeOutbox(payout.id);
}
