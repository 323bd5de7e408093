/**
 * Issue 13, the self-employed guardian, through the API, the job and the payout guard: the queue
 * never asks the tax service more than twice in any minute (one process or two at once), a stale
 * status is checked again before a payout and the payout goes once it is confirmed, a lost status
 * refuses with its reason, `completed` writes exactly one receipt per payout with its due date,
 * issuer and the year's income, the 90 % warning and the limit, receipts the park issues are
 * registered by the job, overdue ones are listed, and another park's driver answers 404.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NpdCardSchema, NpdReceiptsSchema, type NpdCard } from '../../schemas/npd';
import { payoutAccounts, payouts, npdChecks, npdIncome, npdReceipts, npdStatuses } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { SandboxTaxService, personInnOf } from '../../server/integrations/npd/sandbox-tax-service';
import { npdPayoutGuard } from '../../server/modules/npd/npd.guard';
import { runNpdQueue, type NpdJobDeps } from '../../server/modules/npd/npd.process';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
const guard = npdPayoutGuard({ staleDays: 7 });
let innSerial = 0;
/** A valid ИНН the sandbox answers `digit` for (0–6 active, 7–8 lost, 9 never registered). */
const innAnswering = (digit: number) => personInnOf(`77${String((innSerial += 1)).padStart(7, '0')}${digit}`);

describe('the self-employed guardian', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let park: number;
  let kzPark: number;
  let account: number;
  let service: SandboxTaxService;
  let job: NpdJobDeps;
  let payoutSerial = 0;

  const get = async (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(who.token) });
  const card = async (driverId: number): Promise<NpdCard> => {
    const response = await get(demo1, `/drivers/${driverId}/npd`);
    expect(response.statusCode, response.body).toBe(200);
    return NpdCardSchema.parse(response.json());
  };
  const selfEmployed = (digit: number, taxisId = park) => addDriver(t.db, taxisId, { employmentType: 'selfemployed', taxIdentificationNumber: innAnswering(digit) });
  const refusal = (driverId: number, amountKop = 100_000, taxisId = park) =>
    t.db.transaction((tx) => guard.refusal(tx, { taxisId, driverId, amountKop, at: t.clock.now() }));
  /** A payout row that reached the driver (the engine's part), for the guard's `completed`. */
  const completedPayout = async (driverId: number, amountKop: number, taxisId = park, accountId = account): Promise<number> => {
    payoutSerial += 1;
    const [row] = await t.db
      .insert(payouts)
      .values({ taxisId, driverId, source: 'staff', rail: 'sbp', accountId, amountKop, status: 'completed', idempotencyKey: `npd-${payoutSerial}`, requestHash: 'h', completedAt: t.clock.now() })
      .returning({ id: payouts.id });
    if (!row) throw new Error('payout was not written');
    return row.id;
  };
  const complete = (driverId: number, payoutId: number, amountKop: number, taxisId = park) =>
    t.db.transaction((tx) => guard.completed(tx, { taxisId, driverId, payoutId, amountKop, completedAt: t.clock.now() }));
  /** Runs the job every `stepMs` of the clock for `totalMs`. */
  const runFor = async (totalMs: number, stepMs = 5_000) => {
    for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) {
      await runNpdQueue(job);
      t.clock.advance(stepMs);
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    const [row] = await t.db.insert(payoutAccounts).values({ taxisId: park, rail: 'sbp', name: 'СБП (песочница)', publicId: 'sbp-test' }).returning({ id: payoutAccounts.id });
    account = row!.id;
    service = new SandboxTaxService({ clock: t.clock });
    // The jobs role, as the server's runner; only asked checks unless a test lets the schedule in.
    job = { db: t.database.jobs, clock: t.clock, service, staleDays: 7, schedulePerMinute: 0 };
  });
  // The jobs move the clock by minutes and days: each test signs in on the clock it starts with.
  beforeEach(async () => {
    demo1 = await signIn(t, 'demo1');
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps to two checks a minute with many drivers due, also with two runners at once', async () => {
    const due = await Promise.all(Array.from({ length: 7 }, () => selfEmployed(1)));
    for (const id of due) {
      const response = await t.app.inject({ method: 'POST', url: `/api/drivers/${id}/npd/check`, headers: bearer(demo1.token) });
      expect(response.statusCode, response.body).toBe(200);
      expect(NpdCardSchema.parse(response.json())).toMatchObject({ check_pending: true, status: 'unknown', refusal: text('npd.refusal.unconfirmed') });
    }
    const started = t.clock.now().getTime();
    const before = service.accepted.length;
    // Two processes' runs at the same moments: the shared count in npd_checks keeps them to the budget.
    for (let elapsed = 0; elapsed < 5 * 60_000; elapsed += 5_000) {
      await Promise.all([runNpdQueue(job), runNpdQueue(job)]);
      t.clock.advance(5_000);
    }
    const sent = service.accepted.slice(before).map((at) => at.getTime());
    expect(sent).toHaveLength(7);
    // Never a third in any 60 s, so never one refused as throttled…
    for (let index = 2; index < sent.length; index += 1) expect(sent[index]! - sent[index - 2]!).toBeGreaterThanOrEqual(60_000);
    // …and at most two in each minute of the clock.
    const perMinute = new Map<number, number>();
    for (const at of sent) perMinute.set(Math.floor((at - started) / 60_000), (perMinute.get(Math.floor((at - started) / 60_000)) ?? 0) + 1);
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(2);
    for (const id of due) expect(await card(id)).toMatchObject({ status: 'active', check_pending: false, refusal: null, stale: false });
  });

  it('lets the schedule re-check the stalest status with its one check a minute', async () => {
    const stale = await selfEmployed(2);
    const fresh = await selfEmployed(3);
    const now = t.clock.now();
    await t.db.insert(npdStatuses).values([
      { driverId: stale, taxisId: park, status: 'active', confirmedOn: '2026-10-01', checkedAt: new Date(now.getTime() - 30 * DAY), answer: 'old' },
      { driverId: fresh, taxisId: park, status: 'active', confirmedOn: '2026-11-20', checkedAt: new Date(now.getTime() - DAY), answer: 'fresh' },
    ]);
    const before = service.accepted.length;
    await runNpdQueue({ ...job, schedulePerMinute: 1 });
    await runNpdQueue({ ...job, schedulePerMinute: 1 });
    expect(service.accepted.length - before).toBe(1);
    const [row] = await t.db.select().from(npdStatuses).where(eq(npdStatuses.driverId, stale));
    expect(row?.checkedAt.getTime()).toBe(now.getTime());
    expect((await card(fresh)).answer).toBe('fresh');
    t.clock.advance(60_000);
  });

  it('checks a stale status again before a payout and lets the payout go once it is confirmed', async () => {
    const driver = await selfEmployed(4);
    await t.db.insert(npdStatuses).values({ driverId: driver, taxisId: park, status: 'active', confirmedOn: '2026-11-01', checkedAt: new Date(t.clock.now().getTime() - 10 * DAY), answer: null });
    expect(await refusal(driver)).toBe(text('npd.refusal.unconfirmed'));
    const checks = await t.db.select().from(npdChecks).where(eq(npdChecks.driverId, driver));
    expect(checks).toMatchObject([{ reason: 'payout', state: 'queued' }]);
    // Asked again while it waits: still refused, still one check.
    expect(await refusal(driver)).toBe(text('npd.refusal.unconfirmed'));
    expect(await t.db.select().from(npdChecks).where(eq(npdChecks.driverId, driver))).toHaveLength(1);
    await runFor(60_000);
    expect(await refusal(driver)).toBeNull();
    expect(await card(driver)).toMatchObject({ status: 'active', confirmed_on: '2026-11-21', stale: false });
  });

  it('refuses a payout to a driver the service says is no longer self-employed, with the reason', async () => {
    const driver = await selfEmployed(7);
    await t.app.inject({ method: 'POST', url: `/api/drivers/${driver}/npd/check`, headers: bearer(demo1.token) });
    await runFor(60_000);
    const lost = await card(driver);
    expect(lost).toMatchObject({ status: 'lost', confirmed_on: '2026-11-21' });
    expect(lost.answer).toContain('Снят с учёта');
    const reason = text('npd.refusal.lost').replace('%{date}', '21.11.2026');
    expect(lost.refusal).toBe(reason);
    expect(await refusal(driver)).toBe(reason);
  });

  it('makes a driver whose ИНН the service refuses unknown, and says why', async () => {
    const driver = await addDriver(t.db, park, { employmentType: 'selfemployed', taxIdentificationNumber: '771234567800' });
    await t.app.inject({ method: 'POST', url: `/api/drivers/${driver}/npd/check`, headers: bearer(demo1.token) });
    await runFor(60_000);
    expect(await card(driver)).toMatchObject({ status: 'unknown', answer: text('npd.answer.invalidInn') });
    expect(await refusal(driver)).toBe(text('npd.refusal.unknown').replace('%{answer}', text('npd.answer.invalidInn')));
  });

  it('does not stop a payout to a driver who is not self-employed', async () => {
    const employee = await addDriver(t.db, park, { employmentType: 'park_employee' });
    expect(await refusal(employee)).toBeNull();
    const response = await t.app.inject({ method: 'POST', url: `/api/drivers/${employee}/npd/check`, headers: bearer(demo1.token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_msg: text('npd.validation.notSelfEmployed') });
  });

  it('writes exactly one receipt per completed payout with its due date, issuer and the year income', async () => {
    const driver = await selfEmployed(5);
    await t.app.inject({ method: 'POST', url: `/api/drivers/${driver}/npd/check`, headers: bearer(demo1.token) });
    await runFor(60_000);
    const payout = await completedPayout(driver, 150_000);
    await complete(driver, payout, 150_000);
    // The engine told twice (a retry after a lost answer): still one receipt, the income once.
    await complete(driver, payout, 150_000);
    const receipts = await t.db.select().from(npdReceipts).where(eq(npdReceipts.payoutId, payout));
    expect(receipts).toMatchObject([{ driverId: driver, amountKop: 150_000, year: 2026, dueOn: '2026-12-09', issuer: 'driver', state: 'due' }]);
    const [income] = await t.db.select().from(npdIncome).where(and(eq(npdIncome.driverId, driver), eq(npdIncome.year, 2026)));
    expect(income).toMatchObject({ incomeKop: 150_000, receipts: 1 });
    const shown = await card(driver);
    expect(shown).toMatchObject({ income: '1500.00', level: 'ok', issuer: 'driver' });
    expect(shown.receipts).toMatchObject([{ payout_id: payout, amount: '1500.00', due_on: '2026-12-09', state: 'due' }]);
    // The driver issued it in «Мой налог»: the park marks it with the number.
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/drivers/${driver}/npd/receipts/${receipts[0]!.id}/issued`,
      headers: bearer(demo1.token),
      payload: { receipt_number: '200abc123', receipt_url: 'https://lknpd.nalog.ru/api/v1/receipt/1/200abc123/print' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(NpdCardSchema.parse(marked.json()).receipts[0]).toMatchObject({ state: 'issued', receipt_number: '200abc123' });
    const again = await t.app.inject({ method: 'POST', url: `/api/drivers/${driver}/npd/receipts/${receipts[0]!.id}/issued`, headers: bearer(demo1.token), payload: { receipt_number: 'x' } });
    expect(again.statusCode).toBe(409);
    await expectLedgerConsistent(t.db, driver);
  });

  it('registers the receipts the park issues through the service, and lists the overdue ones', async () => {
    const driver = await selfEmployed(6);
    const chosen = await t.app.inject({ method: 'PUT', url: `/api/drivers/${driver}/npd/issuer`, headers: bearer(demo1.token), payload: { issuer: 'park' } });
    expect(NpdCardSchema.parse(chosen.json()).issuer).toBe('park');
    const byPark = await completedPayout(driver, 200_000);
    await complete(driver, byPark, 200_000);
    await runNpdQueue(job);
    const [registered] = await t.db.select().from(npdReceipts).where(eq(npdReceipts.payoutId, byPark));
    expect(registered).toMatchObject({ issuer: 'park', state: 'issued' });
    expect(registered?.receiptNumber).toMatch(/^20\d+/);

    // The driver's own receipt, never issued: after 9 December (Moscow) it is overdue.
    const own = await selfEmployed(6);
    const unpaid = await completedPayout(own, 300_000);
    await complete(own, unpaid, 300_000);
    const overdue = async () => NpdReceiptsSchema.parse((await get(demo1, '/npd/receipts?state=overdue&countperpage=100')).json());
    expect((await overdue()).items.map((item) => item.payout_id)).not.toContain(unpaid);
    t.clock.advance(20 * DAY);
    demo1 = await signIn(t, 'demo1');
    // Read as overdue before the job marks it, and marked by the job.
    expect((await overdue()).items.map((item) => item.payout_id)).toContain(unpaid);
    await runNpdQueue(job);
    const [marked] = await t.db.select().from(npdReceipts).where(eq(npdReceipts.payoutId, unpaid));
    expect(marked?.state).toBe('overdue');
    const page = await overdue();
    expect(page.items.find((item) => item.payout_id === unpaid)).toMatchObject({ state: 'overdue', due_on: '2026-12-09', driver_name: 'Иванов Иван Иванович' });
    expect(page.sandbox).toBe(true);
    const issued = NpdReceiptsSchema.parse((await get(demo1, '/npd/receipts?state=issued')).json());
    expect(issued.items.map((item) => item.payout_id)).toContain(byPark);
    // Receipts are reconciled with the payouts (groups 1, 2, 5, issue 20 §3): group 3 is not let in.
    expect((await get(await signIn(t, 'demo2'), '/npd/receipts')).statusCode).toBe(200);
    expect((await get(await signIn(t, 'demo3'), '/npd/receipts')).statusCode).toBe(403);
  });

  it('warns at 90 % of 2,400,000 ₽ and refuses a payout beyond the limit', async () => {
    const driver = await selfEmployed(0);
    await t.app.inject({ method: 'POST', url: `/api/drivers/${driver}/npd/check`, headers: bearer(demo1.token) });
    await runFor(60_000);
    const big = await completedPayout(driver, 220_000_000);
    await complete(driver, big, 220_000_000);
    expect(await card(driver)).toMatchObject({ level: 'near', income: '2200000.00', left: '200000.00' });
    expect(await refusal(driver, 20_000_000)).toBeNull();
    const beyond = await refusal(driver, 20_000_001);
    expect(beyond).toContain('превысит 2 400 000 ₽');
    expect(beyond).toContain('200\u00a0000,00');
  });

  it('answers 404 for another park’s driver and receipt, and lists only the park’s receipts', async () => {
    const driver = await selfEmployed(1);
    const payout = await completedPayout(driver, 100_000);
    await complete(driver, payout, 100_000);
    const [receipt] = await t.db.select().from(npdReceipts).where(eq(npdReceipts.payoutId, payout));
    const kz = await signIn(t, 'kz-demo');
    for (const [method, url, payload] of [
      ['GET', `/api/drivers/${driver}/npd`, undefined],
      ['POST', `/api/drivers/${driver}/npd/check`, undefined],
      ['PUT', `/api/drivers/${driver}/npd/issuer`, { issuer: 'bank' }],
      ['POST', `/api/drivers/${driver}/npd/receipts/${receipt!.id}/issued`, { receipt_number: '1' }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(kz.token), ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const theirs = NpdReceiptsSchema.parse((await get(kz, '/npd/receipts?state=due')).json());
    expect(theirs.total).toBe(0);
    expect(await t.db.select().from(npdChecks).where(eq(npdChecks.taxisId, kzPark))).toHaveLength(0);
    // The receipt of another park's driver is not this driver's either.
    const other = await selfEmployed(1);
    const wrong = await t.app.inject({ method: 'POST', url: `/api/drivers/${other}/npd/receipts/${receipt!.id}/issued`, headers: bearer(demo1.token), payload: { receipt_number: '1' } });
    expect(wrong.statusCode).toBe(404);
  });
});
