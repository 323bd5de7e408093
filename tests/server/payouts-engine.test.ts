/**
 * The payout engine end to end through the API, the worker and the sandbox rails: preview and
 * create with the hold, the refusals in Russian, Idempotency-Key, approval by a second person,
 * cancel, the worker killed before and after the rail call, timeouts, failures and returns,
 * replayed and out-of-order notifications, another park's payouts, and the money invariants
 * after every test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PayoutPreviewSchema, PayoutSchema, type Payout } from '../../schemas/payouts';
import { seedDemo } from '../../server/db/seed';
import { payoutEvents, payoutOutbox, payoutStaffRules, users } from '../../server/db/schema';
import { sandboxRailOf } from '../../server/integrations/payouts/payout-rails';
import { buildWebhook, railWebhookKey } from '../../server/integrations/payouts/sandbox/sandbox-webhooks';
import { RAIL_PROFILES } from '../../server/integrations/payouts/sandbox/rail-profiles';
import { OUTBOX_LEASE_MS, SimulatedCrash } from '../../server/modules/payouts/payout-outbox';
import { testPayoutRailSettings } from '../../server/integrations/payouts/payout-rails-settings';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { addPaidDriver, addPayoutAccount, expectMoneyInvariants, payoutStatus, railOperations, runWorker } from '../helpers/payout-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the payout engine', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo2: SignedIn;
  let kz: SignedIn;
  let parkId: number;
  const touched: number[] = [];
  let keyCounter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    [demo1, demo2, kz] = await Promise.all([signIn(t, 'demo1'), signIn(t, 'demo2'), signIn(t, 'kz-demo')]);
    parkId = await parkIdOf(t.db, 'demo1');
    await addPayoutAccount(t.db, parkId, 'cloudpayments', { feeBasisPoints: 100, feeFixedKop: 0, feeMinKop: 1_000 });
    // demo2 may send up to 5 000 ₽ without a second person, and approve others' payouts.
    const [demo2User] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'demo2'));
    await t.db.insert(payoutStaffRules).values({ taxisId: parkId, userId: demo2User?.id ?? 0, maySend: true, approvalLimitKop: 500_000, mayApprove: true });
  });
  afterEach(async () => {
    await expectMoneyInvariants(t.db, touched);
  });
  afterAll(async () => {
    await t.close();
  });

  const driver = async (balanceKop: number) => {
    const paid = await addPaidDriver(t.db, parkId, balanceKop);
    touched.push(paid.driverId);
    return paid;
  };
  const post = (url: string, as: SignedIn, body?: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...bearer(as.token), ...(key ? { 'idempotency-key': key } : {}) },
      ...(body ? { payload: body } : {}),
    });
  /** Moves the clock (leases, the sandbox's course) and signs in again: the old token has expired. */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    [demo1, demo2] = await Promise.all([signIn(t, 'demo1'), signIn(t, 'demo2')]);
  };
  const nextKey = () => `key-${(keyCounter += 1)}`;
  const create = async (body: object, as: SignedIn = demo1, key = nextKey()): Promise<Payout> => {
    const response = await post('/payouts', as, body, key);
    expect(response.statusCode, response.body).toBe(200);
    return PayoutSchema.parse(response.json());
  };

  it('previews the fee and the withdrawable sum, writing nothing', async () => {
    const { driverId } = await driver(200_000);
    const response = await post('/payouts/preview', demo1, { driver_id: driverId, amount: '1500' });
    expect(response.statusCode, response.body).toBe(200);
    const preview = PayoutPreviewSchema.parse(response.json());
    // 1 % of 1 500 ₽ is 15 ₽, above the 10 ₽ minimum.
    expect(preview).toMatchObject({ amount: '1500.00', fee: '15.00', total: '1515.00', withdrawable: '2000.00', rail: 'cloudpayments', refusal: null, needs_approval: false, sandbox: true });
    const over = PayoutPreviewSchema.parse((await post('/payouts/preview', demo1, { driver_id: driverId, amount: '1990' })).json());
    expect(over.refusal, JSON.stringify(over)).toBe('Недостаточно средств: доступно к выплате 2000.00 ₽, а с комиссией нужно 2009.90 ₽');
  });

  it('creates a payout that holds amount + fee, and the worker pays it once through the sandbox', async () => {
    const { driverId } = await driver(300_000);
    const payout = await create({ driver_id: driverId, amount: '1000' });
    expect(payout).toMatchObject({ status: 'created', amount: '1000.00', fee: '10.00', rail: 'cloudpayments', created_by: 'Смирнов Алексей Викторович' });
    await expectMoneyInvariants(t.db, [driverId]);
    const preview = PayoutPreviewSchema.parse((await post('/payouts/preview', demo1, { driver_id: driverId, amount: '1' })).json());
    expect(preview.withdrawable).toBe('1990.00');
    await runWorker(t);
    expect(await payoutStatus(t.db, payout.id)).toBe('completed');
    expect(await railOperations(t.db, payout.id)).toEqual([{ reference: `p${payout.id}a1`, amountKop: 100_000 }]);
    const after = PayoutPreviewSchema.parse((await post('/payouts/preview', demo1, { driver_id: driverId, amount: '1' })).json());
    expect(after.withdrawable).toBe('1990.00');
    // Nothing is sent again on the next pass.
    await runWorker(t);
    expect(await railOperations(t.db, payout.id)).toHaveLength(1);
  });

  it('refuses in Russian at the field: a bad sum, too little money, a closed Qiwi account, an unsuited destination', async () => {
    const { driverId } = await driver(10_000);
    const bad = await post('/payouts', demo1, { driver_id: driverId, amount: 'много' }, nextKey());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.amount).toBe('Введите сумму выплаты в рублях, например 1500 или 1500,50');
    const tooMuch = await post('/payouts', demo1, { driver_id: driverId, amount: '500' }, nextKey());
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error_msg).toMatch(/^Недостаточно средств/);
    const qiwi = await addPayoutAccount(t.db, parkId, 'qiwi', { active: false, status: 'closed' });
    const closed = await post('/payouts', demo1, { driver_id: driverId, amount: '10', account_id: qiwi }, nextKey());
    expect(closed.statusCode).toBe(400);
    expect(closed.json().data.account_id).toMatch(/QIWI Банка отозвана лицензия/);
    const sbp = await addPayoutAccount(t.db, parkId, 'sbp');
    const unsuited = await post('/payouts', demo1, { driver_id: driverId, amount: '10', account_id: sbp }, nextKey());
    expect(unsuited.statusCode).toBe(400);
    expect(unsuited.json().data.destination_id).toMatch(/нет сохранённых реквизитов/);
    expect((await post('/payouts', kz, { driver_id: driverId, amount: '10' }, nextKey())).statusCode).toBe(404);
  });

  it('answers the first payout for the same key and body, 409 for another body, one payout for two at once', async () => {
    const { driverId } = await driver(100_000);
    const key = nextKey();
    const first = await create({ driver_id: driverId, amount: '100' }, demo1, key);
    const again = await create({ driver_id: driverId, amount: '100' }, demo1, key);
    expect(again.id).toBe(first.id);
    const other = await post('/payouts', demo1, { driver_id: driverId, amount: '101' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error_msg).toBe('Этот ключ Idempotency-Key уже использован для другой выплаты');
    const raceKey = nextKey();
    const [a, b] = await Promise.all([
      post('/payouts', demo1, { driver_id: driverId, amount: '50' }, raceKey),
      post('/payouts', demo1, { driver_id: driverId, amount: '50' }, raceKey),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
  });

  it('waits for another person above the limit: approve sends it, reject and cancel release the hold', async () => {
    const { driverId } = await driver(2_000_000);
    const big = await create({ driver_id: driverId, amount: '6000' }, demo2);
    expect(big.status).toBe('awaiting_approval');
    const self = await post(`/payouts/${big.id}/approve`, demo2);
    expect(self.statusCode).toBe(409);
    expect(self.json().error_msg).toBe('Подтвердить выплату должен другой сотрудник, не тот, кто её создал');
    expect((await post(`/payouts/${big.id}/approve`, kz)).statusCode).toBe(404);
    const approved = await post(`/payouts/${big.id}/approve`, demo1);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'created', approved_by: 'Смирнов Алексей Викторович' });
    await runWorker(t);
    expect(await payoutStatus(t.db, big.id)).toBe('completed');

    const rejected = await create({ driver_id: driverId, amount: '5500' }, demo2);
    expect((await post(`/payouts/${rejected.id}/reject`, demo1)).json().status).toBe('rejected');
    const cancelled = await create({ driver_id: driverId, amount: '100' }, demo2);
    expect((await post(`/payouts/${cancelled.id}/cancel`, kz)).statusCode).toBe(404);
    expect((await post(`/payouts/${cancelled.id}/cancel`, demo2)).json().status).toBe('cancelled');
    await runWorker(t);
    expect(await railOperations(t.db, cancelled.id)).toEqual([]);
    const sent = await create({ driver_id: driverId, amount: '100' }, demo2);
    await runWorker(t);
    const late = await post(`/payouts/${sent.id}/cancel`, demo2);
    expect(late.statusCode).toBe(409);
    expect(late.json().error_msg).toBe('Выплату уже отправили в банк: отменить её нельзя');
  });

  it('staff of group 3 have no access; group 2 without a rule of its own may not send', async () => {
    const { driverId } = await driver(10_000);
    const demo3 = await signIn(t, 'demo3');
    expect((await post('/payouts', demo3, { driver_id: driverId, amount: '10' }, nextKey())).statusCode).toBe(403);
    await t.db.delete(payoutStaffRules).where(eq(payoutStaffRules.userId, demo2.userId));
    const refused = await post('/payouts', demo2, { driver_id: driverId, amount: '10' }, nextKey());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_msg).toMatch(/нет права отправлять выплаты/);
    await t.db.insert(payoutStaffRules).values({ taxisId: parkId, userId: demo2.userId, maySend: true, approvalLimitKop: 500_000, mayApprove: true });
  });

  it('a worker killed before the rail call: a fresh worker pays it exactly once', async () => {
    const { driverId } = await driver(100_000);
    const payout = await create({ driver_id: driverId, amount: '100' });
    await expect(runWorker(t, { beforeRail: () => { throw new SimulatedCrash('killed'); } })).rejects.toThrow(SimulatedCrash);
    expect(await railOperations(t.db, payout.id)).toEqual([]);
    await advance(OUTBOX_LEASE_MS + 1_000);
    await runWorker(t);
    await runWorker(t);
    expect(await payoutStatus(t.db, payout.id)).toBe('completed');
    expect(await railOperations(t.db, payout.id)).toHaveLength(1);
  });

  it('a worker killed between the rail answer and our update: the fresh one asks, never pays twice', async () => {
    const { driverId } = await driver(100_000);
    const payout = await create({ driver_id: driverId, amount: '100' });
    await expect(runWorker(t, { afterRail: () => { throw new SimulatedCrash('killed'); } })).rejects.toThrow(SimulatedCrash);
    expect(await railOperations(t.db, payout.id)).toHaveLength(1);
    expect(await payoutStatus(t.db, payout.id)).toBe('created');
    await advance(OUTBOX_LEASE_MS + 1_000);
    await runWorker(t);
    expect(await payoutStatus(t.db, payout.id)).toBe('completed');
    expect(await railOperations(t.db, payout.id)).toEqual([{ reference: `p${payout.id}a1`, amountKop: 10_000 }]);
  });

  it('a timeout is settled by asking the rail: after the order was taken it completes once; before, a new reference pays once', async () => {
    const { driverId } = await driver(100_000);
    const after = await create({ driver_id: driverId, amount: '100.08' });
    const before = await create({ driver_id: driverId, amount: '100.07' });
    await runWorker(t);
    await advance(60_000);
    await runWorker(t);
    await runWorker(t);
    expect(await payoutStatus(t.db, after.id)).toBe('completed');
    expect((await railOperations(t.db, after.id)).map((op) => op.reference)).toEqual([`p${after.id}a1`]);
    expect(await payoutStatus(t.db, before.id)).toBe('completed');
    expect((await railOperations(t.db, before.id)).map((op) => op.reference)).toEqual([`p${before.id}a2`]);
  });

  it('a refusal and a failure release the hold and keep the bank reason; a completed one returned gives the amount back', async () => {
    const { driverId } = await driver(100_000);
    const refused = await create({ driver_id: driverId, amount: '10.13' });
    const failed = await create({ driver_id: driverId, amount: '10.21' });
    const returned = await create({ driver_id: driverId, amount: '10.91' });
    await runWorker(t);
    const events = await t.db.select({ status: payoutEvents.status }).from(payoutEvents).where(eq(payoutEvents.payoutId, refused.id));
    expect(events.map((event) => event.status)).toEqual(['created', 'failed', 'returned']);
    expect(await payoutStatus(t.db, refused.id)).toBe('returned');
    expect(await payoutStatus(t.db, failed.id)).toBe('returned');
    expect(await payoutStatus(t.db, returned.id)).toBe('completed');
    await advance(25 * 3_600_000);
    await runWorker(t);
    expect(await payoutStatus(t.db, returned.id)).toBe('returned');
    const one = await t.app.inject({ method: 'POST', url: '/api/payouts/preview', headers: bearer(demo1.token), payload: { driver_id: driverId, amount: '1' } });
    // 1000 − fee of the completed-and-returned payout (10 ₽ minimum): its amount came back, its fee did not.
    expect(PayoutPreviewSchema.parse(one.json()).withdrawable).toBe('990.00');
  });

  it('a notification replayed or out of order changes nothing', async () => {
    const { driverId } = await driver(100_000);
    const payout = await create({ driver_id: driverId, amount: '100' });
    await runWorker(t);
    expect(await payoutStatus(t.db, payout.id)).toBe('completed');
    const key = railWebhookKey(testPayoutRailSettings().webhookSecret, 'cloudpayments');
    const note = (eventId: string, state: 'accepted' | 'completed') =>
      buildWebhook(RAIL_PROFILES.cloudpayments, key, {
        eventId,
        amountKop: 10_000,
        status: { reference: `p${payout.id}a1`, state, externalId: 'x', reason: null, railFeeKop: null, at: t.clock.now() },
      });
    const send = (webhook: { body: string; headers: Record<string, string> }) =>
      t.app.inject({ method: 'POST', url: '/api/payouts/webhooks/cloudpayments', headers: webhook.headers, payload: webhook.body });
    const late = await send(note('late-1', 'accepted'));
    expect(late.json()).toEqual({ outcome: 'stale' });
    const done = note('done-1', 'completed');
    expect((await send(done)).json()).toEqual({ outcome: 'stale' });
    expect((await send(done)).json()).toEqual({ outcome: 'replayed' });
    expect(await payoutStatus(t.db, payout.id)).toBe('completed');
    const forged = await t.app.inject({ method: 'POST', url: '/api/payouts/webhooks/cloudpayments', headers: { 'content-type': 'application/json', 'content-hmac': 'bad' }, payload: done.body });
    expect(forged.statusCode).toBe(400);
    const sandbox = sandboxRailOf(t.payoutRails, 'cloudpayments');
    expect(sandbox).not.toBeNull();
  });

  it('notifications posted twice and out of order by the sandbox move the payout once, forward only', async () => {
    const { driverId } = await driver(100_000);
    const twice = await create({ driver_id: driverId, amount: '10.77' });
    const reordered = await create({ driver_id: driverId, amount: '10.78' });
    await runWorker(t);
    await advance(60_000);
    await runWorker(t);
    for (const payout of [twice, reordered]) {
      expect(await payoutStatus(t.db, payout.id)).toBe('completed');
      const completions = await t.db.select().from(payoutEvents).where(eq(payoutEvents.payoutId, payout.id));
      expect(completions.filter((event) => event.status === 'completed')).toHaveLength(1);
    }
    const pending = await t.db.select().from(payoutOutbox).where(eq(payoutOutbox.payoutId, twice.id));
    expect(pending.every((row) => row.state === 'done')).toBe(true);
  });
});
