/**
 * The driver API (issue 13): sign-in by SMS code, token separation both ways, refresh rotation
 * and reuse, destinations, and payouts through the payout engine with the ledger's invariants
 * after every money step. Runs on PGlite (server) and PostgreSQL (postgres).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_API_BASE } from '../../schemas/driver-api';
import { OPEN_PAYOUT_STATUSES } from '../../schemas/payouts';
import { drivers, payoutAccounts, payouts } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SMS_PER_PHONE = 5;
const SMS_PER_IP = 15;
const api = (path: string) => `${DRIVER_API_BASE}${path}`;

/** A valid settlement account at БИК 044525225 (its control key checks). */
const BIK = '044525225';
const ACCOUNT = '40817810938160925982';

interface DriverTokens {
  token: string;
  refresh_token: string;
  driver_id: number;
}

describe('driver API', () => {
  let t: TestApp;
  let park: number;
  let otherPark: number;
  let staff: SignedIn;
  let driverId: number;
  const phone = '+79161110011';

  async function askCode(taxisId: number, phoneNumber: string, ip = '10.0.0.1') {
    return t.app.inject({ method: 'POST', url: api('/auth/sms'), payload: { taxis_id: taxisId, phone: phoneNumber }, remoteAddress: ip });
  }
  function codeOf(smsKey: string): string {
    const [entry] = t.sms.list(undefined, smsKey);
    if (!entry) throw new Error('no SMS for this key');
    return entry.code;
  }
  async function signInDriver(taxisId: number, phoneNumber: string): Promise<DriverTokens> {
    const asked = await askCode(taxisId, phoneNumber);
    const smsKey = asked.json<{ data: { sms_key: string } }>().data.sms_key;
    const response = await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: smsKey, sms_code: codeOf(smsKey) } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: DriverTokens }>().data;
  }
  async function expectHeldMatchesOpen(id: number) {
    const [driver] = await t.db.select({ held: drivers.heldKop }).from(drivers).where(eq(drivers.id, id));
    const [open] = await t.db
      .select({ sum: sql<string>`coalesce(sum(${payouts.amountKop} + ${payouts.feeKop}), 0)` })
      .from(payouts)
      .where(sql`${payouts.driverId} = ${id} and ${inArray(payouts.status, [...OPEN_PAYOUT_STATUSES])}`);
    expect(driver?.held).toBe(Number(open?.sum ?? 0));
    await expectLedgerConsistent(t.db, id);
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { authPerMinute: 10_000, smsPerLoginPerHour: SMS_PER_PHONE, smsPerIpPerHour: SMS_PER_IP } });
    await seedDemo(t.db);
    park = await parkIdOf(t.db, 'demo1');
    otherPark = await parkIdOf(t.db, 'kz-demo');
    staff = await signIn(t, 'demo1');
    driverId = await addDriver(t.db, park, { phone });
    await t.db.insert(payoutAccounts).values({ taxisId: park, rail: 'sbp', name: 'СБП парка', publicId: 'sbp-1', feeBasisPoints: 100, feeMinKop: 1000 });
    const topUp = await t.app.inject({
      method: 'POST',
      url: `/api/drivers/${driverId}/corrections`,
      headers: { ...bearer(staff.token), 'idempotency-key': 'driver-api-top-up' },
      payload: { amount: '1000', reason: 'Пополнение для проверки' },
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('sign-in', () => {
    it('sends a 5-digit code and exchanges it for a short driver token and a refresh token', async () => {
      const asked = await askCode(park, '8 (916) 111-00-11');
      expect(asked.statusCode, asked.body).toBe(200);
      const { data } = asked.json<{ data: { sms_key: string; phone_mask: string; sms_expires_in: number } }>();
      expect(data.phone_mask).toBe('+7 *** ***-**-11');
      expect(data.sms_expires_in).toBe(300);
      expect(codeOf(data.sms_key)).toMatch(/^\d{5}$/);
      const response = await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: data.sms_key, sms_code: codeOf(data.sms_key) } });
      expect(response.statusCode, response.body).toBe(200);
      const tokens = response.json<{ data: DriverTokens & { expires_in: number; taxis_id: number } }>().data;
      expect(tokens.driver_id).toBe(driverId);
      expect(tokens.taxis_id).toBe(park);
      expect(tokens.expires_in).toBeLessThanOrEqual(15 * 60);
      // Single use: the same code again is refused.
      const again = await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: data.sms_key, sms_code: codeOf(data.sms_key) } });
      expect(again.statusCode).toBe(400);
    });

    it('answers an unknown phone exactly like a driver’s, sends it nothing, and no code opens it', async () => {
      const known = await askCode(park, phone, '10.0.0.2');
      const unknown = await askCode(park, '+79169990000', '10.0.0.2');
      const otherParks = await askCode(otherPark, phone, '10.0.0.2');
      for (const response of [known, unknown, otherParks]) expect(response.statusCode).toBe(200);
      const shape = (body: string) => Object.keys(JSON.parse(body).data).sort();
      expect(shape(unknown.body)).toEqual(shape(known.body));
      const unknownKey = unknown.json<{ data: { sms_key: string } }>().data.sms_key;
      expect(t.sms.list(undefined, unknownKey)).toEqual([]);
      const tried = await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: unknownKey, sms_code: '12345' } });
      expect(tried.statusCode).toBe(400);
      expect(tried.json<{ error: string }>().error).toBe('sms_code_invalid');
    });

    it('burns the code after 5 wrong tries, and the right one no longer opens it', async () => {
      const asked = await askCode(park, phone, '10.0.0.3');
      const smsKey = asked.json<{ data: { sms_key: string } }>().data.sms_key;
      const right = codeOf(smsKey);
      const wrong = right === '00000' ? '11111' : '00000';
      const answers: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: smsKey, sms_code: wrong } });
        answers.push(response.json<{ error: string }>().error);
      }
      expect(answers).toEqual(['sms_code_invalid', 'sms_code_invalid', 'sms_code_invalid', 'sms_code_invalid', 'sms_code_burned']);
      const late = await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: smsKey, sms_code: right } });
      expect(late.json<{ error: string }>().error).toBe('sms_code_burned');
    });

    it('lets a code expire after 5 minutes', async () => {
      const asked = await askCode(park, phone, '10.0.0.4');
      const smsKey = asked.json<{ data: { sms_key: string } }>().data.sms_key;
      t.clock.advance(5 * 60 * 1000 + 1);
      const late = await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: smsKey, sms_code: codeOf(smsKey) } });
      expect(late.json<{ error: string }>().error).toBe('sms_code_expired');
    });

    it('caps the codes per phone, known or not, and per IP', async () => {
      t.clock.advance(2 * 3600 * 1000);
      for (const capped of [phone, '+79162223344']) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < SMS_PER_PHONE + 1; attempt += 1) statuses.push((await askCode(park, capped, `10.1.0.${attempt}`)).statusCode);
        expect(statuses).toEqual([...Array.from({ length: SMS_PER_PHONE }, () => 200), 429]);
      }
      const statuses: number[] = [];
      for (let attempt = 0; attempt < SMS_PER_IP + 1; attempt += 1) statuses.push((await askCode(park, `+7916444${String(attempt).padStart(4, '0')}`, '10.9.9.9')).statusCode);
      expect(statuses).toEqual([...Array.from({ length: SMS_PER_IP }, () => 200), 429]);
      expect((await askCode(park, '+79164440099', '10.9.9.9')).json<{ error_msg: string }>().error_msg).toMatch(/[А-Яа-я]/);
      // A new hour, a new allowance.
      t.clock.advance(3600 * 1000 + 1);
    });

    it('refuses a fired, a blocked driver and one whose app access is off, after the right code', async () => {
      const states = [{ workStatus: 'fired' as const }, { isBlocked: true }, { appAccess: false }];
      for (const [index, state] of states.entries()) {
        const closedPhone = `+791633300${index}0`;
        await addDriver(t.db, park, { phone: closedPhone, ...state });
        const asked = await askCode(park, closedPhone, '10.2.0.1');
        expect(asked.statusCode).toBe(200);
        const smsKey = asked.json<{ data: { sms_key: string } }>().data.sms_key;
        const response = await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: smsKey, sms_code: codeOf(smsKey) } });
        expect(response.statusCode).toBe(403);
        expect(response.json<{ error_msg: string }>().error_msg).toBe(text('driverApi.accessClosed'));
      }
    });
  });

  describe('tokens', () => {
    it('a staff token never opens the driver API, and a driver token never the cabinet', async () => {
      const driver = await signInDriver(park, phone);
      expect((await t.app.inject({ method: 'GET', url: api('/balance'), headers: bearer(driver.token) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: api('/balance'), headers: bearer(staff.token) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: api('/balance') })).statusCode).toBe(401);
      for (const url of ['/api/users/me', `/api/drivers/${driverId}`, '/api/drivers/v2/list']) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(driver.token) });
        expect(response.statusCode, url).toBe(401);
      }
    });

    it('rotates the refresh token on use; using a spent one ends the whole sign-in', async () => {
      const first = await signInDriver(park, phone);
      const refreshed = await t.app.inject({ method: 'POST', url: api('/auth/refresh'), payload: { refresh_token: first.refresh_token } });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const second = refreshed.json<{ data: DriverTokens }>().data;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await t.app.inject({ method: 'GET', url: api('/balance'), headers: bearer(second.token) })).statusCode).toBe(200);
      const reused = await t.app.inject({ method: 'POST', url: api('/auth/refresh'), payload: { refresh_token: first.refresh_token } });
      expect(reused.statusCode).toBe(401);
      expect(reused.json<{ error_msg: string }>().error_msg).toBe(text('driverApi.refreshInvalid'));
      // The successor and the access token of that sign-in are dead too.
      expect((await t.app.inject({ method: 'POST', url: api('/auth/refresh'), payload: { refresh_token: second.refresh_token } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: api('/balance'), headers: bearer(second.token) })).statusCode).toBe(401);
    });

    it('closes a signed-in driver out as soon as the park blocks them', async () => {
      const blockedPhone = '+79164445566';
      const id = await addDriver(t.db, park, { phone: blockedPhone });
      const driver = await signInDriver(park, blockedPhone);
      await t.db.update(drivers).set({ isBlocked: true }).where(eq(drivers.id, id));
      expect((await t.app.inject({ method: 'GET', url: api('/balance'), headers: bearer(driver.token) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: api('/auth/refresh'), payload: { refresh_token: driver.refresh_token } })).statusCode).toBe(403);
    });

    it('expires the driver token within 15 minutes', async () => {
      const driver = await signInDriver(park, phone);
      t.clock.advance(15 * 60 * 1000 + 1000);
      const response = await t.app.inject({ method: 'GET', url: api('/balance'), headers: bearer(driver.token) });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: string }>().error).toBe('token_expired');
    });
  });

  describe('destinations', () => {
    let driver: DriverTokens;
    beforeAll(async () => {
      driver = await signInDriver(park, phone);
    });
    const save = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: api('/destinations'), headers: bearer(token), payload });

    it('saves an SBP phone, an account by requisites and a card by token; lists the card by its last 4 only', async () => {
      const sbp = await save(driver.token, { kind: 'sbp', sbp_phone: '8 916 111-00-11', sbp_bank_id: '100000000111', bank_name: 'Сбербанк' });
      expect(sbp.statusCode, sbp.body).toBe(200);
      expect(sbp.json<{ is_default: boolean; sbp_phone: string }>()).toMatchObject({ is_default: true, sbp_phone: phone });
      const account = await save(driver.token, { kind: 'bank_account', bik: BIK, account_number: ACCOUNT, bank_name: 'Сбербанк' });
      expect(account.statusCode, account.body).toBe(200);
      expect(account.json<{ account_last4: string }>().account_last4).toBe('5982');
      const card = await save(driver.token, { kind: 'card', card_token: 'tok_cloud_abc123', card_last4: '4242', card_rail: 'cloudpayments' });
      expect(card.statusCode, card.body).toBe(200);
      const list = await t.app.inject({ method: 'GET', url: api('/destinations'), headers: bearer(driver.token) });
      const saved = list.json<{ destinations: Record<string, unknown>[] }>().destinations;
      expect(saved.map((row) => row.kind)).toEqual(['sbp', 'bank_account', 'card']);
      expect(list.body).not.toContain('tok_cloud_abc123');
      expect(list.body).not.toContain(ACCOUNT);
      expect(saved[2]).toMatchObject({ title: 'Карта •• 4242', card_last4: '4242' });
    });

    it('refuses bad requisites and any card number at the field, in Russian', async () => {
      const badKey = await save(driver.token, { kind: 'bank_account', bik: BIK, account_number: `${ACCOUNT.slice(0, 19)}0`, bank_name: 'Сбербанк' });
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json<{ data: Record<string, string> }>().data.account_number).toBe(text('driverApi.validation.accountKey'));
      const badBik = await save(driver.token, { kind: 'bank_account', bik: '12345', account_number: ACCOUNT, bank_name: 'Сбербанк' });
      expect(badBik.json<{ data: Record<string, string> }>().data.bik).toBe(text('driverApi.validation.bik'));
      const pan = await save(driver.token, { kind: 'card', card_token: '4111 1111 1111 1111', card_last4: '1111' });
      expect(pan.statusCode).toBe(400);
      expect(pan.json<{ data: Record<string, string> }>().data.card_token).toBe(text('driverApi.validation.cardNumber'));
      const number = await save(driver.token, { kind: 'card', card_token: 'tok_x_123456', card_last4: '1111', card_number: '4111111111111111' });
      expect(number.json<{ data: Record<string, string> }>().data.card_number).toBe(text('driverApi.validation.cardNumber'));
      const sbp = await save(driver.token, { kind: 'sbp', sbp_phone: '123', bank_name: 'Сбербанк' });
      expect(sbp.json<{ data: Record<string, string> }>().data).toMatchObject({ sbp_phone: text('driverApi.validation.phone'), sbp_bank_id: text('driverApi.validation.sbpBankId') });
    });

    it('another driver’s destination answers 404, and deleting one’s own removes it', async () => {
      const otherPhone = '+79165556677';
      await addDriver(t.db, park, { phone: otherPhone });
      const other = await signInDriver(park, otherPhone);
      const theirs = await save(other.token, { kind: 'card', card_token: 'tok_other_999', card_last4: '9999', card_rail: 'cloudpayments' });
      const theirId = theirs.json<{ id: number }>().id;
      const stolen = await t.app.inject({ method: 'DELETE', url: api(`/destinations/${theirId}`), headers: bearer(driver.token) });
      expect(stolen.statusCode).toBe(404);
      const own = await t.app.inject({ method: 'DELETE', url: api(`/destinations/${theirId}`), headers: bearer(other.token) });
      expect(own.statusCode).toBe(200);
      const list = await t.app.inject({ method: 'GET', url: api('/destinations'), headers: bearer(other.token) });
      expect(list.json<{ destinations: unknown[] }>().destinations).toEqual([]);
    });
  });

  describe('payouts through the engine', () => {
    let driver: DriverTokens;
    beforeAll(async () => {
      driver = await signInDriver(park, phone);
    });
    const pay = (key: string, payload: object, token = driver.token) =>
      t.app.inject({ method: 'POST', url: api('/payouts'), headers: { ...bearer(token), 'idempotency-key': key }, payload });

    it('shows the balance and the withdrawable sum', async () => {
      const response = await t.app.inject({ method: 'GET', url: api('/balance'), headers: bearer(driver.token) });
      expect(response.json()).toEqual({ balance: '1000.00', blocked: '0.00', held: '0.00', limit: '0.00', withdrawable: '1000.00' });
      await expectHeldMatchesOpen(driverId);
    });

    it('previews the fee and total, and refuses over the withdrawable sum in Russian', async () => {
      const preview = await t.app.inject({ method: 'POST', url: api('/payouts/preview'), headers: bearer(driver.token), payload: { amount: '500' } });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({ amount: '500.00', fee: '10.00', total: '510.00', withdrawable: '1000.00', refusal: null });
      const over = await t.app.inject({ method: 'POST', url: api('/payouts/preview'), headers: bearer(driver.token), payload: { amount: '995' } });
      expect(over.json<{ refusal: string }>().refusal).toMatch(/[А-Яа-я]/);
      const refused = await pay('over-1', { amount: '995' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error_msg: string }>().error_msg).toMatch(/[А-Яа-я]/);
      await expectHeldMatchesOpen(driverId);
    });

    it('creates one payout for a key sent twice, 409 for the key with another body, and holds the sum', async () => {
      const [first, second] = await Promise.all([pay('pay-1', { amount: '300' }), pay('pay-1', { amount: '300' })]);
      expect(first?.statusCode, first?.body).toBe(200);
      expect(second?.json<{ id: number }>().id).toBe(first?.json<{ id: number }>().id);
      const created = first?.json<{ id: number; status: string; amount: string; fee: string }>();
      expect(created).toMatchObject({ amount: '300.00', fee: '10.00', status: 'created' });
      const conflict = await pay('pay-1', { amount: '301' });
      expect(conflict.statusCode).toBe(409);
      expect(await t.db.select({ id: payouts.id }).from(payouts).where(eq(payouts.driverId, driverId))).toHaveLength(1);
      const [row] = await t.db.select({ source: payouts.source }).from(payouts).where(eq(payouts.driverId, driverId));
      expect(row?.source).toBe('driver');
      const balance = await t.app.inject({ method: 'GET', url: api('/balance'), headers: bearer(driver.token) });
      expect(balance.json()).toMatchObject({ balance: '1000.00', held: '310.00', withdrawable: '690.00' });
      await expectHeldMatchesOpen(driverId);
    });

    it('lists the driver’s payouts and answers 404 for another driver’s', async () => {
      const list = await t.app.inject({ method: 'GET', url: api('/payouts?page=1&countperpage=10'), headers: bearer(driver.token) });
      expect(list.statusCode, list.body).toBe(200);
      const { payouts: rows, total } = list.json<{ payouts: { id: number }[]; total: number }>();
      expect(total).toBe(1);
      const id = rows[0]?.id ?? 0;
      expect((await t.app.inject({ method: 'GET', url: api(`/payouts/${id}`), headers: bearer(driver.token) })).statusCode).toBe(200);
      const otherPhone = '+79167778899';
      await addDriver(t.db, park, { phone: otherPhone });
      const other = await signInDriver(park, otherPhone);
      expect((await t.app.inject({ method: 'GET', url: api(`/payouts/${id}`), headers: bearer(other.token) })).statusCode).toBe(404);
      const theirs = await t.app.inject({ method: 'GET', url: api('/payouts'), headers: bearer(other.token) });
      expect(theirs.json<{ total: number }>().total).toBe(0);
      // Another driver's key is their own: the same key makes no clash with the first driver's.
      const refused = await pay('pay-1', { amount: '300' }, other.token);
      expect(refused.statusCode).toBe(400);
      await expectHeldMatchesOpen(driverId);
    });
  });
});
