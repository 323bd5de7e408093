import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChargeDetailSchema, ChargeSchema, ChargesResponseSchema, type Charge } from '../../schemas/ledger';
import { driverCharges, ledgerEntries } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { runDueCharges, startChargesRunner } from '../../server/jobs/charges-runner';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { entryCount, expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const validation = (data: Record<string, string>) => ({ error: 'validation_error', error_msg: text('errors.validation'), data });
const reused = { error: 'conflict', error_msg: text('fleet.validation.idempotencyReused') };

describe('charges: postings in the ledger, once, daily and weekly', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let parkId: number;
  let keyCounter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    parkId = await parkIdOf(t.db, 'demo1');
    await signInAll();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signInAll(): Promise<void> {
    [demo1, kz] = await Promise.all([signIn(t, 'demo1'), signIn(t, 'kz-demo')]);
  }

  /** Moves the park's time on by whole days and signs in again (access tokens live minutes). */
  async function advanceDays(days: number): Promise<void> {
    t.clock.advance(days * DAY);
    await signInAll();
  }

  /** The park's today (Moscow; the clock starts at 12:00 there). */
  const today = (offset = 0) => new Date(t.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);

  const create = (driverId: number, body: object, key: string | null = `charge-${(keyCounter += 1)}`, as = demo1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/drivers/${driverId}/charges`,
      headers: { ...bearer(as.token), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  const created = async (driverId: number, body: object): Promise<Charge> => {
    const response = await create(driverId, body);
    expect(response.statusCode, response.body).toBe(200);
    await expectLedgerConsistent(t.db, driverId);
    return ChargeSchema.strict().parse(response.json());
  };
  const update = (driverId: number, chargeId: number, body: object, as = demo1) =>
    t.app.inject({ method: 'PUT', url: `/api/drivers/${driverId}/charges/${chargeId}`, headers: bearer(as.token), payload: body });
  const detail = async (driverId: number, chargeId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/drivers/${driverId}/charges/${chargeId}`,
      headers: bearer(demo1.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return ChargeDetailSchema.strict().parse(response.json());
  };
  /** Runs the charges runner and checks the ledger of the drivers involved. */
  const run = async (...drivers: number[]) => {
    const result = await runDueCharges(t.db, t.clock);
    expect(result.failed).toEqual([]);
    for (const driverId of drivers) await expectLedgerConsistent(t.db, driverId);
    return result.posted;
  };

  it('posts a one-off charge due today at once, as a negative entry of its kind', async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, { kind: 'fine', amount: '1500.50', description: 'Штраф за ДТП', starts_on: today() });
    expect(charge).toEqual({
      id: expect.any(Number),
      driver_id: driverId,
      kind: 'fine',
      amount: '1500.50',
      description: 'Штраф за ДТП',
      period: 'once',
      starts_on: today(),
      times: 1,
      posted_times: 1,
      next_due_on: null,
      status: 'completed',
      total_posted: '1500.50',
      created_at: t.clock.now().toISOString(),
    });
    const { entries } = await detail(driverId, charge.id);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'fine',
        amount: '-1500.50',
        balance_after: '-1500.50',
        description: 'Штраф за ДТП',
        charge_id: charge.id,
        transfer_id: null,
        created_by: 'dispatcher',
        user_name: 'Смирнов Алексей Викторович',
      }),
    ]);
    expect(await run(driverId)).toBe(0);
    expect(await entryCount(t.db, driverId)).toBe(1);
  });

  it("maps every charge kind to the ledger kind of the same name, 'other' to a plain charge", async () => {
    const driverId = await addDriver(t.db, parkId);
    const kinds = ['rent', 'fine', 'damage', 'fuel', 'insurance', 'deposit', 'other'] as const;
    for (const kind of kinds) {
      const charge = await created(driverId, { kind, amount: '10', description: `Списание: ${kind}`, starts_on: today() });
      expect((await detail(driverId, charge.id)).entries.map((entry) => entry.kind)).toEqual([kind === 'other' ? 'charge' : kind]);
    }
    expect(await expectLedgerConsistent(t.db, driverId)).toBe(-7_000);
  });

  it('makes a later one-off charge on its day, by the runner', async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, { kind: 'damage', amount: '3000', description: 'Ремонт бампера', starts_on: today(2) });
    expect(charge).toMatchObject({ posted_times: 0, next_due_on: today(2), status: 'active', total_posted: '0.00' });
    expect(await run(driverId)).toBe(0);
    await advanceDays(1);
    await run(driverId);
    expect(await entryCount(t.db, driverId)).toBe(0);
    await advanceDays(1);
    expect(await run(driverId)).toBeGreaterThanOrEqual(1);
    expect(await detail(driverId, charge.id)).toMatchObject({ posted_times: 1, status: 'completed', next_due_on: null, total_posted: '3000.00' });
    expect(await expectLedgerConsistent(t.db, driverId)).toBe(-300_000);
  });

  it('posts a daily charge once a day until it has posted `times` times', async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, {
      kind: 'rent',
      amount: '1200',
      description: 'Аренда Kia Rio',
      period: 'daily',
      starts_on: today(),
      times: 3,
    });
    expect(charge).toMatchObject({ posted_times: 1, next_due_on: today(1), status: 'active', total_posted: '1200.00' });
    await run(driverId);
    expect(await entryCount(t.db, driverId)).toBe(1);
    await advanceDays(1);
    await run(driverId);
    expect(await detail(driverId, charge.id)).toMatchObject({ posted_times: 2, next_due_on: today(1) });
    // Two days later only the last posting is left.
    await advanceDays(2);
    await run(driverId);
    const done = await detail(driverId, charge.id);
    expect(done).toMatchObject({ posted_times: 3, next_due_on: null, status: 'completed', total_posted: '3600.00' });
    expect(done.entries.map((entry) => [entry.kind, entry.amount, entry.balance_after])).toEqual([
      ['rent', '-1200.00', '-3600.00'],
      ['rent', '-1200.00', '-2400.00'],
      ['rent', '-1200.00', '-1200.00'],
    ]);
    await advanceDays(1);
    await run(driverId);
    expect(await entryCount(t.db, driverId)).toBe(3);
  });

  it('catches up at once on the postings of a charge that started days ago', async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, {
      kind: 'rent',
      amount: '1000',
      description: 'Аренда задним числом',
      period: 'daily',
      starts_on: today(-2),
      times: 5,
    });
    expect(charge).toMatchObject({ posted_times: 3, next_due_on: today(1), total_posted: '3000.00' });
    expect(await expectLedgerConsistent(t.db, driverId)).toBe(-300_000);
  });

  it('posts a weekly charge every seven days', async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, {
      kind: 'insurance',
      amount: '700',
      description: 'ОСАГО',
      period: 'weekly',
      starts_on: today(),
      times: 2,
    });
    expect(charge).toMatchObject({ posted_times: 1, next_due_on: today(7) });
    await advanceDays(6);
    await run(driverId);
    expect(await entryCount(t.db, driverId)).toBe(1);
    await advanceDays(1);
    await run(driverId);
    expect(await detail(driverId, charge.id)).toMatchObject({ posted_times: 2, status: 'completed', total_posted: '1400.00' });
  });

  it('skips a paused charge and, resumed, goes on from today without making up missed days', async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, {
      kind: 'rent',
      amount: '500',
      description: 'Аренда',
      period: 'daily',
      starts_on: today(),
      times: 10,
    });
    const paused = await update(driverId, charge.id, { description: 'Аренда', amount: '500', status: 'paused' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', posted_times: 1 });
    await advanceDays(3);
    await run(driverId);
    expect(await entryCount(t.db, driverId)).toBe(1);
    const resumed = await update(driverId, charge.id, { description: 'Аренда', amount: '500', status: 'active' });
    expect(resumed.statusCode).toBe(200);
    // Today's posting is due, so it is made at once; the next one is tomorrow.
    expect(resumed.json()).toMatchObject({ status: 'active', posted_times: 2, next_due_on: today(1), total_posted: '1000.00' });
    await run(driverId);
    expect(await entryCount(t.db, driverId)).toBe(2);
    await advanceDays(1);
    await run(driverId);
    expect(await expectLedgerConsistent(t.db, driverId)).toBe(-150_000);
  });

  it('changes only postings not made yet when edited', async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, {
      kind: 'rent',
      amount: '100',
      description: 'Аренда эконом',
      period: 'daily',
      starts_on: today(),
      times: 3,
    });
    const edited = await update(driverId, charge.id, { description: 'Аренда комфорт', amount: '250', status: 'active' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ amount: '250.00', description: 'Аренда комфорт', posted_times: 1, total_posted: '100.00' });
    await advanceDays(1);
    await run(driverId);
    const after = await detail(driverId, charge.id);
    expect(after.entries.map((entry) => [entry.amount, entry.description])).toEqual([
      ['-250.00', 'Аренда комфорт'],
      ['-100.00', 'Аренда эконом'],
    ]);
    expect(after.total_posted).toBe('350.00');
  });

  it('stops a cancelled charge, and refuses to edit a cancelled or completed one', async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, {
      kind: 'fuel',
      amount: '900',
      description: 'Топливная карта',
      period: 'daily',
      starts_on: today(),
      times: 5,
    });
    const cancelled = await update(driverId, charge.id, { description: 'Топливная карта', amount: '900', status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', posted_times: 1 });
    await advanceDays(2);
    await run(driverId);
    expect(await entryCount(t.db, driverId)).toBe(1);
    for (const status of ['active', 'paused', 'cancelled']) {
      const again = await update(driverId, charge.id, { description: 'Снова', amount: '1', status });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(validation({ status: text('fleet.validation.chargeClosed') }));
    }
    const once = await created(driverId, { kind: 'fine', amount: '100', description: 'Штраф', starts_on: today() });
    const completed = await update(driverId, once.id, { description: 'Штраф', amount: '200', status: 'active' });
    expect(completed.statusCode).toBe(400);
    expect(completed.json()).toEqual(validation({ status: text('fleet.validation.chargeClosed') }));
    expect(await expectLedgerConsistent(t.db, driverId)).toBe(-100_000);
    const completedStatus = await update(driverId, once.id, { description: 'Штраф', amount: '100', status: 'completed' });
    expect(completedStatus.statusCode).toBe(400);
    expect(Object.keys(completedStatus.json().data)).toEqual(['status']);
  });

  it('answers the same Idempotency-Key with the same charge and writes nothing', async () => {
    const driverId = await addDriver(t.db, parkId);
    const body = { kind: 'deposit', amount: '5000', description: 'Депозит', period: 'weekly', starts_on: today(), times: 4 };
    const first = await create(driverId, body, 'dep-1');
    expect(first.statusCode).toBe(200);
    const again = await create(driverId, body, 'dep-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db
      .select({ id: driverCharges.id })
      .from(driverCharges)
      .where(and(eq(driverCharges.driverId, driverId), eq(driverCharges.taxisId, parkId)));
    expect(rows).toHaveLength(1);
    expect(await entryCount(t.db, driverId)).toBe(1);
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.driverId, driverId));
    expect(entry?.idempotencyKey).toBe(`charge:${first.json().id}:1`);

    // A charge that starts later has no posting yet: its replay is still the same charge.
    const later = { ...body, starts_on: '2027-01-10' };
    const future = await create(driverId, later, 'dep-later');
    expect(future.statusCode).toBe(200);
    expect((await create(driverId, later, 'dep-later')).json()).toEqual(future.json());
    const afterFuture = await t.db.select({ id: driverCharges.id }).from(driverCharges).where(eq(driverCharges.driverId, driverId));
    expect(afterFuture).toHaveLength(2);
    expect(await entryCount(t.db, driverId)).toBe(1);

    const otherSum = await create(driverId, { ...body, amount: '5001' }, 'dep-1');
    expect(otherSum.statusCode).toBe(409);
    expect(otherSum.json()).toEqual(reused);
    const otherDriver = await create(await addDriver(t.db, parkId), body, 'dep-1');
    expect(otherDriver.statusCode).toBe(409);
    expect(otherDriver.json()).toEqual(reused);
    expect(await entryCount(t.db, driverId)).toBe(1);
    await expectLedgerConsistent(t.db, driverId);
  });

  it('refuses a key that a correction took', async () => {
    const driverId = await addDriver(t.db, parkId);
    const correction = await t.app.inject({
      method: 'POST',
      url: `/api/drivers/${driverId}/corrections`,
      headers: { ...bearer(demo1.token), 'idempotency-key': 'used-by-correction' },
      payload: { amount: '100', reason: 'Корректировка' },
    });
    expect(correction.statusCode).toBe(200);
    const response = await create(driverId, { kind: 'fine', amount: '100', description: 'Штраф', starts_on: today() }, 'used-by-correction');
    expect(response.statusCode).toBe(409);
    expect(await expectLedgerConsistent(t.db, driverId)).toBe(10_000);
  });

  it("keeps a client's keys apart from the postings' own keys", async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, { kind: 'rent', amount: '100', description: 'Аренда', period: 'daily', starts_on: today(), times: 2 });
    const correction = await t.app.inject({
      method: 'POST',
      url: `/api/drivers/${driverId}/corrections`,
      headers: { ...bearer(demo1.token), 'idempotency-key': `charge:${charge.id}:2` },
      payload: { amount: '-100', reason: 'Ключ как у списания' },
    });
    expect(correction.statusCode).toBe(200);
    const second = await create(driverId, { kind: 'rent', amount: '100', description: 'Аренда', starts_on: today() }, `${charge.id}:2`);
    expect(second.statusCode).toBe(200);
    await advanceDays(1);
    await run(driverId);
    expect(await detail(driverId, charge.id)).toMatchObject({ posted_times: 2, status: 'completed' });
    expect(await expectLedgerConsistent(t.db, driverId)).toBe(-40_000);
  });

  it('needs the Idempotency-Key header and valid fields', async () => {
    const driverId = await addDriver(t.db, parkId);
    const body = { kind: 'fine', amount: '100', description: 'Штраф', starts_on: today() };
    const noKey = await create(driverId, body, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toEqual(validation({ 'Idempotency-Key': text('fleet.validation.idempotencyKey') }));
    const cases: [object, Record<string, string>][] = [
      [{ ...body, amount: '-5' }, { amount: text('fleet.validation.amountPositive') }],
      [{ ...body, amount: '0' }, { amount: text('fleet.validation.amountPositive') }],
      [{ ...body, amount: '5,555' }, { amount: text('fleet.validation.money') }],
      [{ ...body, description: ' ' }, { description: text('fleet.validation.descriptionRequired') }],
      [{ kind: 'fine', amount: '100', starts_on: today() }, { description: text('fleet.validation.descriptionRequired') }],
      [{ ...body, period: 'daily', times: 0 }, { times: text('fleet.validation.times') }],
      [{ ...body, period: 'daily', times: 366 }, { times: text('fleet.validation.times') }],
      [{ ...body, starts_on: '21.11.2026' }, { starts_on: text('fleet.validation.day') }],
    ];
    for (const [payload, data] of cases) {
      const response = await create(driverId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(validation(data));
    }
    const badKind = await create(driverId, { ...body, kind: 'salary' });
    expect(badKind.statusCode).toBe(400);
    expect(Object.keys(badKind.json().data)).toEqual(['kind']);
    expect(await entryCount(t.db, driverId)).toBe(0);
  });

  it('lists the driver\'s charges newest first with what each has posted, page by page', async () => {
    const driverId = await addDriver(t.db, parkId);
    const ids: number[] = [];
    for (const amount of ['100', '200', '300']) {
      ids.push((await created(driverId, { kind: 'fine', amount, description: `Штраф ${amount}`, starts_on: today() })).id);
    }
    ids.push(
      (await created(driverId, { kind: 'rent', amount: '50', description: 'Аренда', period: 'daily', starts_on: today(1), times: 2 })).id,
    );
    const page = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/drivers/${driverId}/charges?${query}`, headers: bearer(demo1.token) });
      expect(response.statusCode).toBe(200);
      return ChargesResponseSchema.strict().parse(response.json());
    };
    const first = await page('countperpage=3');
    expect(first.charges.map((charge) => [charge.id, charge.total_posted])).toEqual([
      [ids[3], '0.00'],
      [ids[2], '300.00'],
      [ids[1], '200.00'],
    ]);
    expect(first).toMatchObject({ total: 4, pages: 2 });
    expect((await page('countperpage=3&page=2')).charges.map((charge) => charge.id)).toEqual([ids[0]]);
  });

  it("keeps every other park away from a driver's charges", async () => {
    const driverId = await addDriver(t.db, parkId);
    const charge = await created(driverId, { kind: 'fine', amount: '100', description: 'Штраф', period: 'daily', starts_on: today(), times: 3 });
    const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
    const asKz = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...bearer(kz.token), 'idempotency-key': 'kz-key' }, payload });
    for (const response of [
      await asKz('GET', `/api/drivers/${driverId}/charges`),
      await asKz('GET', `/api/drivers/${driverId}/charges/${charge.id}`),
      await asKz('POST', `/api/drivers/${driverId}/charges`, { kind: 'fine', amount: '1', description: 'Чужой', starts_on: today() }),
      await asKz('PUT', `/api/drivers/${driverId}/charges/${charge.id}`, { description: 'Чужой', amount: '1', status: 'cancelled' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const otherDriver = await addDriver(t.db, parkId);
    const wrongDriver = await t.app.inject({
      method: 'GET',
      url: `/api/drivers/${otherDriver}/charges/${charge.id}`,
      headers: bearer(demo1.token),
    });
    expect(wrongDriver.statusCode).toBe(404);
    expect(await detail(driverId, charge.id)).toMatchObject({ status: 'active', description: 'Штраф', posted_times: 1 });
    await expectLedgerConsistent(t.db, driverId);
  });

  it('is run by the server at start and on every interval until stopped', async () => {
    const driverId = await addDriver(t.db, parkId);
    await created(driverId, { kind: 'rent', amount: '100', description: 'Аренда', period: 'daily', starts_on: today(1), times: 3 });
    await advanceDays(1);
    const errors: unknown[] = [];
    const runner = startChargesRunner(t.db, t.clock, { error: (...args: unknown[]) => errors.push(args) }, 20);
    await vi.waitFor(async () => expect(await entryCount(t.db, driverId)).toBe(1));
    await advanceDays(1);
    await vi.waitFor(async () => expect(await entryCount(t.db, driverId)).toBe(2));
    await runner.stop();
    await advanceDays(1);
    // Stopped: three intervals pass and the last posting waits for the next runner.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await entryCount(t.db, driverId)).toBe(2);
    expect(errors).toEqual([]);
    await expectLedgerConsistent(t.db, driverId);
  });
});
