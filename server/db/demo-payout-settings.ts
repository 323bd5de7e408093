/**
 * The demo park's payout settings: who of the staff sends and approves payouts, what the park is
 * told, which account pays each kind by default. Its accounts (Точка, Т-Банк, Альфа,
 * CloudPayments, ypmn, SBP, a nominal account with its virtual account, the closed Qiwi wallet)
 * are written here only when the park has none yet: the payout engine's demo writes the same set,
 * and whichever runs first gives them. The park may open Т-Банк and Альфа accounts (spec 6 flags).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { taxis, users } from './core.schema';
import { payoutAccounts, payoutNoticeSettings, payoutRailSettings, payoutStaffRules, virtualAccounts } from './payouts.schema';

const HOUR = 3_600_000;
type NewAccount = Omit<typeof payoutAccounts.$inferInsert, 'taxisId'>;

/** The engine's demo set, as the screens show it; balances as last read an hour before `now`. */
function demoAccounts(now: Date): NewAccount[] {
  const read = new Date(now.getTime() - HOUR);
  const bank = (bik: string, bankName: string) => ({ bik, bank_name: bankName, inn: '7701234567', signer: 'Смирнов Алексей Викторович', key_last4: 'a1f9' });
  return [
    {
      rail: 'tochka',
      name: 'Точка — основной счёт',
      publicId: '40702810920000012345',
      balanceKop: 125_000_000,
      balanceAt: read,
      perPaymentLimitKop: 60_000_000,
      perDayLimitKop: 300_000_000,
      feeBasisPoints: 100,
      feeMinKop: 3_000,
      settings: bank('044525104', 'ООО «Банк Точка»'),
    },
    { rail: 'tbank', name: 'Т-Банк', publicId: '40702810510000054321', balanceKop: 34_000_000, balanceAt: read, feeBasisPoints: 120, settings: bank('044525974', 'АО «ТБанк»') },
    { rail: 'alfa', name: 'Альфа-Банк', publicId: '40702810701300067890', balanceKop: 850_000, balanceAt: read, settings: bank('044525593', 'АО «Альфа-Банк»') },
    { rail: 'cloudpayments', name: 'CloudPayments', publicId: 'pk_7f3a92c1d04e5b6a', balanceKop: 9_800_000, balanceAt: read, feeBasisPoints: 150, feeFixedKop: 2_500, settings: { card_drivers: 'all', key_last4: '5b6a' } },
    { rail: 'ypmn', name: 'ypmn', publicId: 'ypmn-1042', balanceKop: 2_100_000, balanceAt: read, feeBasisPoints: 130, settings: { card_drivers: 'selfemployed', key_last4: '1042' } },
    { rail: 'sbp', name: 'СБП', publicId: 'MB0000012345', settings: { key_last4: '2345' } },
    { rail: 'nominal', name: 'Номинальный счёт', publicId: '40702810000000099999', balanceKop: 15_000_000, balanceAt: read, settings: bank('044525225', 'ПАО Сбербанк') },
    {
      rail: 'qiwi',
      name: 'Кошелёк Qiwi',
      publicId: '+79161234501',
      active: false,
      status: 'closed',
      balanceKop: 152_000,
      balanceAt: new Date('2024-02-20T12:00:00Z'),
      settings: {},
    },
  ];
}

export async function seedDemoPayoutSettings(db: Db, taxisId: number, now: Date): Promise<void> {
  await db.update(taxis).set({ tbankAllowed: true, alfabankAllowed: true, qiwiLogin: '+79161234501' }).where(eq(taxis.id, taxisId));
  const [existing] = await db.select({ id: payoutAccounts.id }).from(payoutAccounts).where(eq(payoutAccounts.taxisId, taxisId)).limit(1);
  if (!existing) {
    const rows = await db
      .insert(payoutAccounts)
      .values(demoAccounts(now).map((row) => ({ ...row, taxisId, sandbox: true, createdAt: new Date(now.getTime() - 90 * 24 * HOUR) })))
      .returning({ id: payoutAccounts.id, rail: payoutAccounts.rail, balanceKop: payoutAccounts.balanceKop });
    const nominal = rows.find((row) => row.rail === 'nominal');
    if (nominal) await db.insert(virtualAccounts).values({ taxisId, accountId: nominal.id, externalId: `VA-${taxisId}-000001`, balanceKop: nominal.balanceKop ?? 0 });
  }

  const accounts = await db.select({ id: payoutAccounts.id, rail: payoutAccounts.rail }).from(payoutAccounts).where(eq(payoutAccounts.taxisId, taxisId));
  const byRail = (rail: string) => accounts.find((row) => row.rail === rail)?.id;
  const card = byRail('cloudpayments');
  const tochka = byRail('tochka');
  const defaults = [
    { kind: 'driver' as const, accountId: card },
    { kind: 'cashout' as const, accountId: card },
    { kind: 'referral' as const, accountId: tochka },
  ].flatMap((row) => (row.accountId === undefined ? [] : [{ kind: row.kind, accountId: row.accountId, taxisId, updatedAt: now }]));
  if (defaults.length > 0) await db.insert(payoutRailSettings).values(defaults).onConflictDoNothing();

  const staff = await db.select({ id: users.id, groupId: users.groupId }).from(users).where(and(eq(users.taxisId, taxisId), eq(users.disabled, false)));
  const rules = staff.flatMap((user): { userId: number; maySend: boolean; approvalLimitKop: number | null; mayApprove: boolean }[] => {
    if (user.groupId === 1) return [{ userId: user.id, maySend: true, approvalLimitKop: null, mayApprove: true }];
    if (user.groupId === 2) return [{ userId: user.id, maySend: true, approvalLimitKop: 5_000_000, mayApprove: false }];
    if (user.groupId === 5) return [{ userId: user.id, maySend: true, approvalLimitKop: 1_000_000, mayApprove: true }];
    return [];
  });
  if (rules.length > 0) await db.insert(payoutStaffRules).values(rules.map((rule) => ({ ...rule, taxisId, updatedAt: now }))).onConflictDoNothing();

  await db
    .insert(payoutNoticeSettings)
    .values([
      { taxisId, event: 'low_balance', enabled: true, channels: ['cabinet', 'email'], threshold: 1_000_000, updatedAt: now },
      { taxisId, event: 'payout_failed', enabled: true, channels: ['cabinet', 'sms'], threshold: null, updatedAt: now },
      { taxisId, event: 'limit_near', enabled: true, channels: ['cabinet'], threshold: 90, updatedAt: now },
    ])
    .onConflictDoNothing();
}
