/**
 * The sandbox rails on the database (PGlite and PostgreSQL): each rail's course from send to
 * completion over the test's clock, the rails' memory of references, limits, timeouts of both
 * kinds, the signature, 161-ФЗ holds, returns, statements and balances, and the memory that a new
 * rails instance over the same database finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rail } from '../../schemas/payouts';
import { taxis } from '../../server/db/schema';
import {
  RailRefused,
  RailUnknownOutcome,
  type PayoutRail,
  type RailAccountRef,
  type RailDestination,
  type RailOrder,
  type RailPaymentStatus,
} from '../../server/integrations/payouts/payout-rail';
import { createPayoutRails, sandboxRailOf } from '../../server/integrations/payouts/payout-rails';
import { testPayoutRailSettings } from '../../server/integrations/payouts/payout-rails-settings';
import { RAIL_PROFILES, railFeeOf, type OpenRail } from '../../server/integrations/payouts/sandbox/rail-profiles';
import type { SandboxRail } from '../../server/integrations/payouts/sandbox/sandbox-rail';
import { t as textOf } from '../../texts/t';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const CARD: RailDestination = { kind: 'card', cardToken: 'tk_test_4242', cardLast4: '4242' };
const ACCOUNT: RailDestination = { kind: 'bank_account', accountNumber: '40817810099910004312', bik: '044525225', recipientName: 'Иванов Иван Иванович' };
const SBP: RailDestination = { kind: 'sbp', phone: '+79161234567', bankId: '100000000111', recipientName: 'Иванов Иван' };

let t: TestApp;
let taxisId: number;
let nextAccount = 1000;
let nextReference = 1;

beforeAll(async () => {
  t = await createTestApp();
  const [park] = await t.db.insert(taxis).values({ name: 'Парк рельсов', countryCode: 2 }).returning({ id: taxis.id });
  if (!park) throw new Error('no park');
  taxisId = park.id;
});

afterAll(async () => {
  await t.close();
});

/** A fresh account of the rail: no other test's orders count against its limits or balance. */
function accountOn(rail: Rail): RailAccountRef {
  nextAccount += 1;
  return { id: nextAccount, taxisId, rail, publicId: `4070281000000000${String(nextAccount).padStart(4, '0')}`, credentials: null };
}

function order(account: RailAccountRef, amountKop: number, destination: RailDestination, reference = `p${nextReference++}-1`): RailOrder {
  return { reference, account, amountKop, destination, purpose: `Выплата водителю Иванову И. И., выплата № ${reference}`, recipientInn: '770123456789' };
}

function railOf(rail: OpenRail): PayoutRail {
  const found = t.payoutRails[rail];
  if (!found) throw new Error(`no rail ${rail}`);
  return found;
}

function sandboxOf(rail: OpenRail): SandboxRail {
  const found = sandboxRailOf(t.payoutRails, rail);
  if (!found) throw new Error(`no sandbox ${rail}`);
  return found;
}

async function refusalOf(promise: Promise<unknown>): Promise<RailRefused> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RailRefused);
  return error as RailRefused;
}

const stateOf = (status: RailPaymentStatus) => status.state;

describe('the factory', () => {
  it('gives a sandbox for every open rail and none for the closed Qiwi', () => {
    expect(Object.keys(t.payoutRails).sort()).toEqual(['alfa', 'cloudpayments', 'nominal', 'sbp', 'tbank', 'tochka', 'ypmn']);
    expect(t.payoutRails.qiwi).toBeUndefined();
    for (const rail of Object.values(t.payoutRails)) expect(rail?.mode).toBe('sandbox');
    expect(railOf('tbank').limits(accountOn('tbank'))).toEqual(RAIL_PROFILES.tbank.limits);
  });
});

describe('Точка: a payment waits for the signer', () => {
  it('stays «на подписи» until signed, then completes a minute later and shows in the statement', async () => {
    const rail = railOf('tochka');
    const account = accountOn('tochka');
    const opening = await rail.balance(account);
    const sent = order(account, 150_000, ACCOUNT);
    const first = await rail.send(sent);
    expect(first.state).toBe('awaiting_signature');
    expect(first.externalId).toMatch(/^TCH-\d{10}$/);
    t.clock.advance(2 * HOUR);
    expect(stateOf(await rail.status(account, sent.reference))).toBe('awaiting_signature');
    // The amount is held while the order waits.
    const fee = railFeeOf(RAIL_PROFILES.tochka.fee, 150_000);
    expect(await rail.balance(account)).toBe(opening - 150_000 - fee);

    const signed = await sandboxOf('tochka').sign(sent.reference);
    expect(signed.state).toBe('accepted');
    t.clock.advance(MINUTE);
    const done = await rail.status(account, sent.reference);
    expect(done).toMatchObject({ state: 'completed', externalId: first.externalId, railFeeKop: fee });

    const lines = await rail.statement(account, new Date(0), new Date(t.clock.now().getTime() + 1));
    const payout = lines.filter((line) => line.reference === sent.reference);
    expect(payout.map((line) => line.amountKop)).toEqual([-150_000]);
    // The bank's fee is a line of its own, naming the payment by the bank's id.
    const feeLine = lines.find((line) => line.externalId === `${first.externalId}-fee`);
    expect(feeLine).toMatchObject({ reference: null, amountKop: -fee, counterparty: 'Точка' });
    expect(feeLine?.purpose).toContain(first.externalId ?? '');
    expect(payout[0]?.purpose).toBe(sent.purpose);
    expect(payout[0]?.counterparty).toBe('Иванов Иван Иванович');
    expect(await rail.balance(account)).toBe(opening - 150_000 - fee);
    // Signing again changes nothing.
    expect((await sandboxOf('tochka').sign(sent.reference)).state).toBe('completed');
  });

  it('signs by itself after the configured delay', async () => {
    const rails = createPayoutRails({ db: t.database.jobs, clock: t.clock, settings: testPayoutRailSettings({ signingDelayMs: 5 * MINUTE }) });
    const rail = rails.tochka as PayoutRail;
    const account = accountOn('tochka');
    const sent = order(account, 90_000, ACCOUNT);
    expect((await rail.send(sent)).state).toBe('awaiting_signature');
    t.clock.advance(5 * MINUTE);
    expect(stateOf(await rail.status(account, sent.reference))).toBe('accepted');
    t.clock.advance(MINUTE);
    expect(stateOf(await rail.status(account, sent.reference))).toBe('completed');
  });
});

describe('Т-Банк: the same id is one payment forever', () => {
  it('answers a second send with the first payment and pays once', async () => {
    const rail = railOf('tbank');
    const account = accountOn('tbank');
    const sent = order(account, 250_000, ACCOUNT);
    const first = await rail.send(sent);
    expect(first.state).toBe('accepted');
    const again = await rail.send(sent);
    expect(again.externalId).toBe(first.externalId);
    t.clock.advance(MINUTE);
    expect(stateOf(await rail.status(account, sent.reference))).toBe('completed');
    t.clock.advance(30 * DAY);
    expect(stateOf(await rail.send(sent))).toBe('completed');
    const lines = await rail.statement(account, new Date(0), new Date(t.clock.now().getTime() + 1));
    expect(lines.filter((line) => line.reference === sent.reference && line.amountKop === -250_000)).toHaveLength(1);
  });

  it('refuses over 100 000 ₽ a payment, a fourth payment to one recipient a day, and over 1 000 000 ₽ a day', async () => {
    const rail = railOf('tbank');
    const account = accountOn('tbank');
    expect((await refusalOf(rail.send(order(account, 10_000_001, ACCOUNT)))).code).toBe('limit_payment');
    for (let i = 0; i < 3; i += 1) await rail.send(order(account, 1_000_00, ACCOUNT));
    const fourth = await refusalOf(rail.send(order(account, 1_000_00, ACCOUNT)));
    expect(fourth).toMatchObject({ code: 'limit_recipient_count', reason: textOf('rails.reasons.limitRecipientCount') });
    for (let i = 0; i < 9; i += 1) {
      await rail.send(order(account, 10_000_000, { ...ACCOUNT, accountNumber: `4081781009991000${String(5000 + i)}` }));
    }
    const overDay = await refusalOf(rail.send(order(account, 10_000_000, { ...ACCOUNT, accountNumber: '40817810099910009999' })));
    expect(overDay).toMatchObject({ code: 'limit_day', reason: textOf('rails.reasons.limitDay') });
    // A new bank day (Moscow midnight) opens the limits again.
    t.clock.advance(DAY);
    expect((await rail.send(order(account, 1_000_00, ACCOUNT))).state).toBe('accepted');
  });

  it('refuses bad requisites with the bank\'s words', async () => {
    const rail = railOf('alfa');
    const account = accountOn('alfa');
    expect((await refusalOf(rail.send(order(account, 10_000, { ...ACCOUNT, bik: '12345' })))).reason).toBe('Неверный БИК');
    expect((await refusalOf(rail.send(order(account, 10_000, { ...ACCOUNT, accountNumber: '123' })))).reason).toBe(textOf('rails.reasons.badAccount'));
    expect((await refusalOf(rail.send(order(account, 10_000, CARD)))).code).toBe('destination_unsupported');
  });
});

describe('CloudPayments forgets a reference after an hour', () => {
  it('answers at once, keeps the answer an hour, then knows nothing and pays a resend again', async () => {
    const rail = railOf('cloudpayments');
    const account = accountOn('cloudpayments');
    const sent = order(account, 300_000, CARD);
    const first = await rail.send(sent);
    expect(first.state).toBe('completed');
    t.clock.advance(59 * MINUTE);
    expect(await rail.status(account, sent.reference)).toMatchObject({ state: 'completed', externalId: first.externalId });
    expect((await rail.send(sent)).externalId).toBe(first.externalId);
    t.clock.advance(MINUTE);
    expect(await rail.status(account, sent.reference)).toMatchObject({ state: 'unknown', externalId: null });
    // Why the worker never resends blind: after the hour the same reference is a second payment.
    const second = await rail.send(sent);
    expect(second.externalId).not.toBe(first.externalId);
    const lines = await rail.statement(account, new Date(0), new Date(t.clock.now().getTime() + 1));
    expect(lines.filter((line) => line.amountKop === -300_000)).toHaveLength(2);
  });
});

describe('ypmn never accepts a reference twice', () => {
  it('refuses a used reference, even one whose payout failed', async () => {
    const rail = railOf('ypmn');
    const account = accountOn('ypmn');
    const declined = order(account, 50_013, CARD);
    expect((await refusalOf(rail.send(declined))).reason).toBe(textOf('rails.reasons.cardBlocked'));
    expect(await rail.status(account, declined.reference)).toMatchObject({ state: 'failed', reason: textOf('rails.reasons.cardBlocked') });
    expect((await refusalOf(rail.send({ ...declined, amountKop: 50_000 }))).code).toBe('reference_reused');

    const paid = order(account, 50_000, CARD);
    expect((await rail.send(paid)).state).toBe('accepted');
    t.clock.advance(5_000);
    expect(stateOf(await rail.status(account, paid.reference))).toBe('completed');
    expect((await refusalOf(rail.send(paid))).code).toBe('reference_reused');
  });
});

describe('timeouts: the outcome is unknown either way', () => {
  it('.07: the order never arrived; status says unknown, and a new attempt goes through', async () => {
    const rail = railOf('sbp');
    const account = accountOn('sbp');
    const lost = order(account, 70_007, SBP);
    await expect(rail.send(lost)).rejects.toBeInstanceOf(RailUnknownOutcome);
    expect(stateOf(await rail.status(account, lost.reference))).toBe('unknown');
    const retry = order(account, 70_007, SBP);
    expect((await rail.send(retry)).state).toBe('accepted');
    t.clock.advance(3_000);
    expect(stateOf(await rail.status(account, retry.reference))).toBe('completed');
    const lines = await rail.statement(account, new Date(0), new Date(t.clock.now().getTime() + 1));
    expect(lines.filter((line) => line.amountKop === -70_007).map((line) => line.reference)).toEqual([retry.reference]);
  });

  it('.08: the order was taken; status finds it and it completes', async () => {
    const rail = railOf('tbank');
    const account = accountOn('tbank');
    const taken = order(account, 70_008, ACCOUNT);
    await expect(rail.send(taken)).rejects.toBeInstanceOf(RailUnknownOutcome);
    expect(stateOf(await rail.status(account, taken.reference))).toBe('accepted');
    t.clock.advance(MINUTE);
    expect(stateOf(await rail.status(account, taken.reference))).toBe('completed');
  });
});

describe('holds, late completions, failures and returns', () => {
  it('.44 completes three hours later', async () => {
    const rail = railOf('alfa');
    const account = accountOn('alfa');
    const late = order(account, 20_044, ACCOUNT);
    await rail.send(late);
    t.clock.advance(3 * HOUR - 1);
    expect(stateOf(await rail.status(account, late.reference))).toBe('accepted');
    t.clock.advance(1);
    expect(stateOf(await rail.status(account, late.reference))).toBe('completed');
  });

  it('.21 fails with the bank\'s reason and costs nothing', async () => {
    const rail = railOf('tbank');
    const account = accountOn('tbank');
    const opening = await rail.balance(account);
    const failing = order(account, 20_021, ACCOUNT);
    await rail.send(failing);
    t.clock.advance(MINUTE);
    expect(await rail.status(account, failing.reference)).toMatchObject({ state: 'failed', reason: textOf('rails.reasons.bankDeclined'), railFeeKop: null });
    expect(await rail.balance(account)).toBe(opening);
  });

  it('.61 is suspended under 161-ФЗ for two days, then completes; .62 then fails', async () => {
    const rail = railOf('sbp');
    const account = accountOn('sbp');
    const held = order(account, 40_061, SBP);
    const refused = order(account, 40_062, { ...SBP, phone: '+79160000002' });
    await rail.send(held);
    await rail.send(refused);
    t.clock.advance(3_000);
    expect(await rail.status(account, held.reference)).toMatchObject({ state: 'suspended', reason: textOf('rails.reasons.suspended161') });
    t.clock.advance(2 * DAY);
    expect(stateOf(await rail.status(account, held.reference))).toBe('completed');
    expect(await rail.status(account, refused.reference)).toMatchObject({ state: 'failed', reason: textOf('rails.reasons.notConfirmed161') });
  });

  it('.91 completes, then comes back a day later: the statement shows both and the balance gets it back', async () => {
    const rail = railOf('tochka');
    const account = accountOn('tochka');
    const opening = await rail.balance(account);
    const back = order(account, 60_091, ACCOUNT);
    await rail.send(back);
    await sandboxOf('tochka').sign(back.reference);
    t.clock.advance(MINUTE);
    expect(stateOf(await rail.status(account, back.reference))).toBe('completed');
    t.clock.advance(DAY);
    expect(await rail.status(account, back.reference)).toMatchObject({ state: 'returned', reason: textOf('rails.reasons.returnedByBank') });
    const lines = await rail.statement(account, new Date(0), new Date(t.clock.now().getTime() + 1));
    const fee = railFeeOf(RAIL_PROFILES.tochka.fee, 60_091);
    expect(lines.filter((line) => line.reference === back.reference).map((line) => line.amountKop)).toEqual([-60_091, 60_091]);
    expect(lines.filter((line) => line.reference === null).map((line) => line.amountKop)).toEqual([RAIL_PROFILES.tochka.openingBalanceKop, -fee]);
    expect(await rail.balance(account)).toBe(opening - fee);
  });
});

describe('a nominal account pays only what its virtual account holds', () => {
  it('refuses on a short virtual balance, pays after a top-up', async () => {
    const rail = railOf('nominal');
    const account = accountOn('nominal');
    expect(await rail.balance(account)).toBe(0);
    const refused = await refusalOf(rail.send(order(account, 100_000, SBP)));
    expect(refused).toMatchObject({ code: 'insufficient_funds', reason: textOf('rails.reasons.insufficientVirtual') });
    await sandboxOf('nominal').topUp(account, 500_000);
    const sent = order(account, 100_000, SBP);
    expect((await rail.send(sent)).state).toBe('accepted');
    const fee = railFeeOf(RAIL_PROFILES.nominal.fee, 100_000);
    expect(await rail.balance(account)).toBe(500_000 - 100_000 - fee);
    t.clock.advance(30_000);
    const lines = await rail.statement(account, new Date(0), new Date(t.clock.now().getTime() + 1));
    expect(lines.map((line) => line.amountKop)).toEqual([500_000, -100_000, -fee]);
  });
});

describe('the rails remember across a restart', () => {
  it('a new rails instance over the same database finds every order where it was', async () => {
    const account = accountOn('tochka');
    const sent = order(account, 80_000, ACCOUNT);
    await railOf('tochka').send(sent);
    const cardAccount = accountOn('cloudpayments');
    const card = order(cardAccount, 80_000, CARD);
    const paid = await railOf('cloudpayments').send(card);

    const restarted = createPayoutRails({ db: t.database.jobs, clock: t.clock, settings: testPayoutRailSettings() });
    expect(stateOf(await (restarted.tochka as PayoutRail).status(account, sent.reference))).toBe('awaiting_signature');
    expect(await (restarted.cloudpayments as PayoutRail).status(cardAccount, card.reference)).toMatchObject({ state: 'completed', externalId: paid.externalId });
    await sandboxRailOf(restarted, 'tochka')?.sign(sent.reference);
    t.clock.advance(MINUTE);
    expect(stateOf(await railOf('tochka').status(account, sent.reference))).toBe('completed');
  });
});

describe('the statement as a 1C file', () => {
  it('renders the account\'s operations for the period in 1CClientBankExchange, windows-1251', async () => {
    const rail = sandboxOf('alfa');
    const account = accountOn('alfa');
    // The account opened before the period: its opening money is the period's opening balance.
    await rail.balance(account);
    t.clock.advance(MINUTE);
    const from = t.clock.now();
    await rail.topUp(account, 1_000_000, 'Пополнение счёта по договору № 7');
    const sent = order(account, 123_456, ACCOUNT);
    await rail.send(sent);
    t.clock.advance(2 * MINUTE);
    const to = new Date(t.clock.now().getTime() + 1);
    const file = await rail.statement1C(account, from, to, { name: 'ООО «Парк рельсов»', inn: '7701234567' });
    // Only windows-1251 bytes: «А» is 0xC0, and no UTF-8 lead bytes of Cyrillic (0xD0/0xD1 followed by 0x80–0xBF pairs).
    expect(file.includes(Buffer.from([0xc0]))).toBe(true);
    const text = new TextDecoder('windows-1251').decode(file);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('1CClientBankExchange');
    expect(lines).toContain('ВерсияФормата=1.03');
    expect(lines).toContain('Кодировка=Windows');
    expect(lines).toContain(`РасчСчет=${account.publicId}`);
    const fee = railFeeOf(RAIL_PROFILES.alfa.fee, 123_456);
    const opening = RAIL_PROFILES.alfa.openingBalanceKop;
    const rub = (kop: number) => `${Math.floor(kop / 100)}.${String(kop % 100).padStart(2, '0')}`;
    expect(lines).toContain(`НачальныйОстаток=${rub(opening)}`);
    expect(lines).toContain('ВсегоПоступило=10000.00');
    expect(lines).toContain(`ВсегоСписано=${rub(123_456 + fee)}`);
    expect(lines).toContain(`КонечныйОстаток=${rub(opening + 1_000_000 - 123_456 - fee)}`);
    expect(lines.filter((line) => line === 'СекцияДокумент=Платежное поручение')).toHaveLength(3);
    expect(lines.filter((line) => line === 'КонецДокумента')).toHaveLength(3);
    expect(lines).toContain(`НазначениеПлатежа=${sent.purpose}`);
    expect(lines).toContain('Сумма=1234.56');
    expect(lines).toContain('ПолучательСчет=40817810099910004312');
    expect(lines).toContain('ПлательщикИНН=7701234567');
    expect(lines).toContain('ПолучательИНН=770123456789');
    expect(lines.at(-2)).toBe('КонецФайла');
    expect(text.endsWith('КонецФайла\r\n')).toBe(true);
  });
});

describe('orders sent at once', () => {
  it('are taken one at a time per account: the limits hold and one reference is one payment', async () => {
    const rail = railOf('tbank');
    const account = accountOn('tbank');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => rail.send(order(account, 10_000, ACCOUNT))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as RailRefused] : []));
    expect(refusals.map((refusal) => refusal.code)).toEqual(Array(5).fill('limit_recipient_count'));

    const same = order(account, 20_000, { ...ACCOUNT, accountNumber: '40817810099910007777' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => rail.send(same)));
    expect(new Set(answers.map((answer) => answer.externalId)).size).toBe(1);
    t.clock.advance(MINUTE);
    const lines = await rail.statement(account, new Date(0), new Date(t.clock.now().getTime() + 1));
    expect(lines.filter((line) => line.reference === same.reference && line.amountKop === -20_000)).toHaveLength(1);
  });

  it('are checked against the day as each before them left it: a batch of twelve 100 000 ₽ orders takes ten', async () => {
    const rail = railOf('tbank');
    const account = accountOn('tbank');
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => rail.send(order(account, 10_000_000, { ...ACCOUNT, accountNumber: `4081781009992000${String(1000 + index)}` }))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as RailRefused] : []));
    expect(refusals.map((refusal) => refusal.code)).toEqual(['limit_day', 'limit_day']);
    // The refused two are not counted: the rail's books show exactly the ten.
    t.clock.advance(MINUTE);
    const lines = await rail.statement(account, new Date(0), new Date(t.clock.now().getTime() + 1));
    expect(lines.filter((line) => line.amountKop === -10_000_000)).toHaveLength(10);
  });
});
