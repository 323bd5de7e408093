/**
 * 200 payout requests of 10 ₽ for one driver at once, with 1 000 ₽ withdrawable and no fee:
 * exactly 100 are created, the other 100 get the Russian «Недостаточно средств», and the hold is
 * exactly the 100 payouts. On PostgreSQL the requests really run in parallel on several
 * connections; the driver's row lock is what keeps them from paying beyond the balance.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutDestinations } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { addPaidDriver, addPayoutAccount, expectMoneyInvariants } from '../helpers/payout-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('payouts in parallel never exceed the withdrawable sum', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let parkId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    parkId = await parkIdOf(t.db, 'demo1');
    await addPayoutAccount(t.db, parkId, 'tbank');
  });
  afterAll(async () => {
    await t.close();
  });

  it('200 requests of 10 ₽ with 1 000 ₽ withdrawable: exactly 100 succeed, the rest are refused in Russian', async () => {
    const { driverId } = await addPaidDriver(t.db, parkId, 100_000);
    // Т-Банк pays by SBP: the driver's saved destination becomes an SBP phone.
    await t.db.update(payoutDestinations).set({ kind: 'sbp', sbpPhone: '+79990000000', sbpBankId: '100000000004' }).where(eq(payoutDestinations.driverId, driverId));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payouts',
          headers: { ...bearer(demo1.token), 'idempotency-key': `parallel-${index}` },
          payload: { driver_id: driverId, amount: '10' },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(100);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(100);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().data.amount).toBe('Недостаточно средств: доступно к выплате 0.00 ₽, а с комиссией нужно 10.00 ₽');
    }
    await expectMoneyInvariants(t.db, [driverId]);
  });
});
