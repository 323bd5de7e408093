/**
 * The main demo park's self-employed guardian, after the generated fleet: its self-employed drivers
 * get ИНН the sandbox tax service answers as the rule says (most active, one in 25 lost, one in 25
 * never registered: the 10th digit, server/integrations/npd/sandbox-tax-service.ts), and statuses:
 * most confirmed within the last days, the lost ones lost, a few stale (checked weeks ago), a few
 * never checked (unknown) and one the service did not answer. One in ten drivers' receipts are
 * issued by the park, one in ten by the bank, one in ten by the aggregator. Beside the engine's demo
 * payouts, its last six weeks of generated weekly payouts become completed payouts on a sandbox
 * SBP account, each with its receipt: older ones issued (a few of the drivers' own overdue), the
 * latest due.
 */
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { dayIn } from '../../schemas/days';
import { receiptDueOn, type NpdIssuer } from '../../schemas/npd';
import { t } from '../../texts/t';
import type { Db } from './client';
import { taxis } from './core.schema';
import { drivers, ledgerEntries } from './fleet.schema';
import { npdIncome, npdIssuers, npdReceipts, npdStatuses } from './npd.schema';
import { payoutAccounts, payouts } from './payouts.schema';
import { personInnOf } from '../integrations/npd/sandbox-tax-service';

const DAY = 86_400_000;
const CHUNK = 500;

type Role = 'active' | 'stale' | 'lost' | 'not_registered' | 'never' | 'unanswered';

/** What the demo makes of the i-th self-employed driver (by id). */
function roleOf(index: number): Role {
  switch (index % 25) {
    case 3:
      return 'lost';
    case 11:
      return 'not_registered';
    case 5:
    case 18:
      return 'never';
    case 8:
    case 21:
      return 'stale';
    case 14:
      return 'unanswered';
    default:
      return 'active';
  }
}

const tenthDigit = (role: Role, index: number): number => (role === 'lost' ? 7 : role === 'not_registered' ? 9 : index % 7);

function issuerOf(index: number): NpdIssuer | null {
  const pick = index % 10;
  return pick === 0 ? 'park' : pick === 1 ? 'bank' : pick === 2 ? 'aggregator' : null;
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/** The park's self-employed drivers, by id: the i-th's role and issuer follow from i. */
function selfEmployed(db: Db, taxisId: number) {
  return db
    .select({ id: drivers.id, inn: drivers.taxIdentificationNumber })
    .from(drivers)
    .where(and(eq(drivers.taxisId, taxisId), eq(drivers.employmentType, 'selfemployed'), ne(drivers.workStatus, 'fired')))
    .orderBy(asc(drivers.id));
}

/**
 * Their ИНН as the sandbox tax service reads them: the generated ИНН's first nine digits (the same
 * on every reseed), the 10th chosen by the role, the check digits computed. Run by seedFleet before
 * the generator's indexes are built again: tens of thousands of drivers rewritten then cost no
 * entries in the drivers' dozen secondary indexes. Rewriting them again changes nothing.
 */
export async function seedDemoInns(db: Db, taxisId: number): Promise<void> {
  const people = await selfEmployed(db, taxisId);
  const innOf = people.map((person, index) => {
    const serial = /^\d{9}/.exec(person.inn ?? '')?.[0] ?? `77${String(index).padStart(7, '0')}`;
    return [person.id, personInnOf(`${serial}${tenthDigit(roleOf(index), index)}`)] as const;
  });
  await inChunks(innOf, (chunk) =>
    db.execute(sql`update ${drivers} set tax_identification_number = v.inn
      from (values ${sql.join(chunk.map(([id, inn]) => sql`(${id}::bigint, ${inn})`), sql`, `)}) as v(id, inn)
      where ${drivers.id} = v.id`),
  );
}

/** After seedDemoInns and the demo payouts: statuses, issuers, receipts. */
export async function seedDemoNpd(db: Db, taxisId: number, now: Date): Promise<void> {
  const [park] = await db.select({ timezone: taxis.timezone }).from(taxis).where(eq(taxis.id, taxisId));
  if (!park) return;
  const people = await selfEmployed(db, taxisId);
  const day = (instant: Date) => dayIn(instant, park.timezone);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const roles = new Map<number, { index: number; role: Role; issuer: NpdIssuer | null }>();
  for (const [index, person] of people.entries()) roles.set(person.id, { index, role: roleOf(index), issuer: issuerOf(index) });

  const statuses = people.flatMap((person, index) => {
    const role = roleOf(index);
    if (role === 'never') return [];
    const checkedAt = role === 'stale' ? ago(10 + (index % 20)) : ago((index % 6) + 0.2);
    const confirmedOn = role === 'unanswered' ? null : day(checkedAt);
    const answer =
      role === 'unanswered'
        ? t('npd.answer.unavailable')
        : role === 'lost'
          ? t('npd.answer.lost')
          : role === 'not_registered'
            ? t('npd.answer.notRegistered')
            : t('npd.answer.active');
    const status = role === 'unanswered' ? ('unknown' as const) : role === 'lost' || role === 'not_registered' ? ('lost' as const) : ('active' as const);
    return [{ driverId: person.id, taxisId, status, confirmedOn, checkedAt, answer }];
  });
  await inChunks(statuses, (chunk) => db.insert(npdStatuses).values(chunk));
  const issuers = people.flatMap((person) => {
    const issuer = roles.get(person.id)?.issuer;
    return issuer ? [{ driverId: person.id, taxisId, issuer, updatedAt: ago(60) }] : [];
  });
  await inChunks(issuers, (chunk) => db.insert(npdIssuers).values(chunk));

  // Receipts need completed payouts: the generated weekly payouts of the last six weeks (ledger
  // entries the generator wrote before the payouts engine) are made into them, beside the
  // engine's own demo payouts (server/db/demo-payouts.ts).
  if (people.length === 0) return;
  const [account] = await db
    .insert(payoutAccounts)
    .values({ taxisId, rail: 'sbp', name: 'СБП: выплаты самозанятым (тестовый режим)', publicId: 'sbp-demo-npd', sandbox: true })
    .returning({ id: payoutAccounts.id });
  if (!account) return;
  const paid = await db
    .select({ id: ledgerEntries.id, driverId: ledgerEntries.driverId, amountKop: ledgerEntries.amountKop, createdAt: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.taxisId, taxisId),
        eq(ledgerEntries.kind, 'payout'),
        gte(ledgerEntries.createdAt, ago(42)),
        lt(ledgerEntries.createdAt, now),
        inArray(ledgerEntries.driverId, people.map((person) => person.id)),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  const written: { payoutId: number; driverId: number; amountKop: number; at: Date }[] = [];
  await inChunks(paid, async (chunk) => {
    const rows = await db
      .insert(payouts)
      .values(
        chunk.map((entry) => ({
          taxisId,
          driverId: entry.driverId,
          source: 'staff' as const,
          rail: 'sbp' as const,
          accountId: account.id,
          amountKop: -entry.amountKop,
          status: 'completed' as const,
          idempotencyKey: `demo-npd-${entry.id}`,
          requestHash: 'demo',
          sentAt: entry.createdAt,
          completedAt: entry.createdAt,
          createdAt: entry.createdAt,
          updatedAt: entry.createdAt,
        })),
      )
      .returning({ id: payouts.id, driverId: payouts.driverId, amountKop: payouts.amountKop, at: payouts.createdAt });
    written.push(...rows.map((row) => ({ payoutId: row.id, driverId: row.driverId, amountKop: row.amountKop, at: row.at })));
  });

  const today = day(now);
  const income = new Map<string, { driverId: number; year: number; incomeKop: number; receipts: number }>();
  const receipts = written.map((payout, serial) => {
    const who = roles.get(payout.driverId);
    const issuer = who?.issuer ?? 'driver';
    const incomeDay = day(payout.at);
    const dueOn = receiptDueOn(incomeDay);
    const year = Number(incomeDay.slice(0, 4));
    const key = `${payout.driverId}:${year}`;
    const sum = income.get(key) ?? { driverId: payout.driverId, year, incomeKop: 0, receipts: 0 };
    income.set(key, { ...sum, incomeKop: sum.incomeKop + payout.amountKop, receipts: sum.receipts + 1 });
    const pastDue = dueOn < today;
    // The drivers' own receipts: one in three past its day never came (overdue); the rest were issued.
    const overdue = pastDue && issuer === 'driver' && (who?.index ?? 0) % 3 === 0;
    const issued = !overdue && (pastDue || issuer === 'park' || issuer === 'bank');
    const number = `20${String(serial + 1).padStart(8, '0')}${String(payout.payoutId % 10_000).padStart(4, '0')}`;
    return {
      taxisId,
      driverId: payout.driverId,
      payoutId: payout.payoutId,
      amountKop: payout.amountKop,
      incomeAt: payout.at,
      year,
      dueOn,
      issuer,
      state: overdue ? ('overdue' as const) : issued ? ('issued' as const) : ('due' as const),
      receiptNumber: issued ? number : null,
      receiptUrl: issued ? `https://lknpd.nalog.ru/api/v1/receipt/demo/${number}/print` : null,
      issuedAt: issued ? new Date(payout.at.getTime() + 2 * DAY) : null,
    };
  });
  await inChunks(receipts, (chunk) => db.insert(npdReceipts).values(chunk));
  await inChunks([...income.values()].map((row) => ({ ...row, taxisId })), (chunk) => db.insert(npdIncome).values(chunk));
}
