/**
 * Issue 13: the park's payout accounts and payout settings. The spec's lists answer the park's own
 * accounts in the spec's fields; connecting an account seals its key and answers only its last
 * four; Qiwi cannot be connected, Т-Банк and Альфа only under the park's flags; settings, the
 * default account per kind, the staff's rules and the notices are the park's own; another park's
 * account, virtual account or person answers 404; the groups are the screens'.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaxiSchema } from '../../schemas/auth';
import {
  CloudAccountsResponseSchema,
  CurrentNoticesResponseSchema,
  NoticeSettingsResponseSchema,
  PayoutAccountSchema,
  PayoutAccountsResponseSchema,
  QiwiWalletSchema,
  RailSettingsSchema,
  StaffRulesResponseSchema,
  TaxisBanksResponseSchema,
  VirtualAccountSchema,
  YpmnAccountsResponseSchema,
} from '../../schemas/payout-accounts';
import { payoutAccounts, taxis } from '../../server/db/schema';
import { seedDemoPayoutSettings } from '../../server/db/demo-payout-settings';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('payout accounts and settings', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo2: SignedIn;
  let demo4: SignedIn;
  let demo5: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

  const accountsOf = async (who: SignedIn) => PayoutAccountsResponseSchema.parse((await call('GET', '/payout-accounts', who)).json()).accounts;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    const now = t.clock.now();
    await seedDemoPayoutSettings(t.db, park, now);
    await seedDemoPayoutSettings(t.db, kzPark, now);
    demo1 = await signIn(t, 'demo1');
    demo2 = await signIn(t, 'demo2');
    demo4 = await signIn(t, 'demo4');
    demo5 = await signIn(t, 'demo5');
    kz = await signIn(t, 'kz-demo');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the spec lists with the park own accounts only', async () => {
    const banks = TaxisBanksResponseSchema.parse((await call('GET', '/taxisbanks', demo4)).json()).items;
    expect(banks.map((item) => item.rail).sort()).toEqual(['alfa', 'nominal', 'tbank', 'tochka']);
    const tochka = banks.find((item) => item.rail === 'tochka');
    expect(tochka?.bank_account).toMatchObject({ public_id: '40702810920000012345', balance: '1250000.00', status: 'active' });
    expect(tochka?.taxis_banks_id).toBe(tochka?.bank_account.taxis_banks_table_id);
    expect(banks.find((item) => item.rail === 'nominal')?.virtual_account).toMatchObject({ balance: '150000.00', status: 'active' });
    const cloud = CloudAccountsResponseSchema.parse((await call('GET', '/taxis/cloudpayments/accounts', demo1)).json()).items;
    expect(cloud).toEqual([expect.objectContaining({ cloud_public_id: 'pk_7f3a92c1d04e5b6a', card_drivers: 'all' })]);
    const ypmn = YpmnAccountsResponseSchema.parse((await call('GET', '/taxis/yourpayments/accounts', demo1)).json()).items;
    expect(ypmn).toEqual([expect.objectContaining({ ypmn_merchant_id: 'ypmn-1042', card_drivers: 'selfemployed' })]);
    const mine = new Set((await accountsOf(demo1)).map((account) => account.id));
    const theirs = await accountsOf(kz);
    expect(theirs.some((account) => mine.has(account.id))).toBe(false);
  });

  it('gives the park its balance on the open accounts and the bank flags', async () => {
    const taxi = TaxiSchema.parse((await call('GET', `/taxis/${park}`, demo4)).json());
    // Точка 1 250 000 + Т-Банк 340 000 + Альфа 8 500 + CloudPayments 98 000 + ypmn 21 000 + nominal 150 000; Qiwi is closed.
    expect(taxi).toMatchObject({ balance: '1867500.00', tbankAllowed: true, alfabankAllowed: true, qiwi_login: '+79161234501' });
  });

  it('connects a sandbox account, seals its key and shows only its last four', async () => {
    const response = await call('POST', '/payout-accounts', demo2, {
      rail: 'tochka',
      name: 'Точка — резервный',
      public_id: '40702810920000077777',
      api_key: 'tochka-secret-key-9876',
      sandbox: true,
      per_payment_limit: '100 000',
      fee_percent: '1,5',
      settings: { bik: '044525104', signer: 'Кузнецова М. С.' },
    });
    expect(response.statusCode).toBe(200);
    const account = PayoutAccountSchema.parse(response.json());
    expect(account).toMatchObject({ rail: 'tochka', sandbox: true, key_last4: '9876', per_payment_limit: '100000.00', fee_percent: '1.50' });
    expect(response.body).not.toContain('tochka-secret-key');
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.id, account.id));
    expect(row?.credentialsSealed).toBeTruthy();
    expect(account.settings).toMatchObject({ bik: '044525104', signer: 'Кузнецова М. С.' });

    const again = await call('POST', '/payout-accounts', demo2, { rail: 'tochka', name: 'Дубль', public_id: '40702810920000077777', api_key: 'another-key-0000', sandbox: true });
    expect(again.statusCode).toBe(400);
    expect(again.json().data).toEqual({ public_id: text('payoutAccounts.validation.duplicate') });
  });

  it('refuses Qiwi, a bank the park may not open, a short key and a bad sum in Russian', async () => {
    const body = { name: 'Счёт', public_id: '40702810000000011111', api_key: 'long-enough-key', sandbox: true };
    const qiwi = await call('POST', '/payout-accounts', demo1, { ...body, rail: 'qiwi' });
    expect(qiwi.statusCode).toBe(400);
    expect(qiwi.json().data).toEqual({ rail: text('payoutAccounts.validation.railClosed') });
    await t.db.update(taxis).set({ tbankAllowed: false }).where(eq(taxis.id, park));
    const tbank = await call('POST', '/payout-accounts', demo1, { ...body, rail: 'tbank' });
    expect(tbank.json().data).toEqual({ rail: text('payoutAccounts.validation.tbankNotAllowed') });
    await t.db.update(taxis).set({ tbankAllowed: true }).where(eq(taxis.id, park));
    const key = await call('POST', '/payout-accounts', demo1, { ...body, rail: 'sbp', api_key: 'short' });
    expect(key.json().data).toEqual({ api_key: text('payoutAccounts.validation.apiKey') });
    const sum = await call('POST', '/payout-accounts', demo1, { ...body, rail: 'sbp', per_day_limit: 'много', fee_percent: '150' });
    expect(sum.json().data).toEqual({ per_day_limit: text('payoutAccounts.validation.money'), fee_percent: text('payoutAccounts.validation.percent') });
  });

  it('connects a nominal account with its virtual account', async () => {
    const account = PayoutAccountSchema.parse(
      (await call('POST', '/payout-accounts', demo1, { rail: 'nominal', name: 'Номинальный 2', public_id: '40702810000000022222', api_key: 'nominal-key-1234', sandbox: true })).json(),
    );
    const virtuals = (await call('GET', '/virtual-accounts', demo1)).json().accounts as { id: number; account_id: number }[];
    const mine = virtuals.find((row) => row.account_id === account.id);
    expect(mine).toBeDefined();
    const one = VirtualAccountSchema.parse((await call('GET', `/virtual-accounts/${mine?.id}`, demo2)).json());
    expect(one).toMatchObject({ account_name: 'Номинальный 2', balance: '0.00' });
  });

  it('saves an account settings and keeps the key', async () => {
    const tochka = (await accountsOf(demo1)).find((account) => account.rail === 'tochka');
    if (!tochka) throw new Error('no Точка');
    const response = await call('PUT', `/payout-accounts/${tochka.id}`, demo1, {
      name: 'Точка — основной',
      active: true,
      per_payment_limit: '',
      per_day_limit: '2000000',
      per_recipient_day_limit: null,
      fee_percent: '0.75',
      fee_fixed: '10',
      fee_min: '25,50',
      settings: { signer: 'Смирнов А. В.', bik: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(PayoutAccountSchema.parse(response.json())).toMatchObject({
      name: 'Точка — основной',
      per_payment_limit: null,
      per_day_limit: '2000000.00',
      fee_percent: '0.75',
      fee_fixed: '10.00',
      fee_min: '25.50',
      key_last4: 'a1f9',
      settings: { signer: 'Смирнов А. В.', bik: null, bank_name: 'ООО «Банк Точка»' },
    });
    // A cleared fee input (null or blank) is no fee.
    const cleared = await call('PUT', `/payout-accounts/${tochka.id}`, demo1, { name: 'Точка — основной', active: true, fee_percent: '', fee_fixed: null, fee_min: '25,50' });
    expect(PayoutAccountSchema.parse(cleared.json())).toMatchObject({ fee_percent: '0.00', fee_fixed: '0.00', fee_min: '25.50', per_day_limit: null });
    const qiwi = (await accountsOf(demo1)).find((account) => account.rail === 'qiwi');
    const closed = await call('PUT', `/payout-accounts/${qiwi?.id}`, demo1, { name: 'Qiwi', active: true });
    expect(closed.json().data).toEqual({ rail: text('payoutAccounts.validation.railClosed') });
  });

  it("answers another park's account, virtual account and person 404 and leaves them as they were", async () => {
    const theirs = await accountsOf(kz);
    const their = theirs[0];
    if (!their) throw new Error('no account of the other park');
    expect((await call('GET', `/payout-accounts/${their.id}`, demo1)).statusCode).toBe(404);
    expect((await call('PUT', `/payout-accounts/${their.id}`, demo1, { name: 'Чужой', active: false })).statusCode).toBe(404);
    expect((await accountsOf(kz))[0]).toEqual(their);
    const theirVirtual = ((await call('GET', '/virtual-accounts', kz)).json().accounts as { id: number }[])[0];
    expect((await call('GET', `/virtual-accounts/${theirVirtual?.id}`, demo1)).statusCode).toBe(404);
    expect((await call('PUT', '/payout-settings/rails', demo1, { kind: 'driver', account_id: their.id })).json().data).toEqual({ account_id: text('payoutAccounts.notFound') });
    expect((await call('PUT', `/payout-settings/staff/${kz.userId}`, demo1, { may_send: true, approval_limit: null, may_approve: true })).statusCode).toBe(404);
  });

  it('keeps the groups of the screens', async () => {
    const body = { rail: 'sbp', name: 'СБП', public_id: 'MB1', api_key: 'group-key-0000', sandbox: true };
    expect((await call('POST', '/payout-accounts', demo4, body)).statusCode).toBe(403);
    expect((await call('POST', '/payout-accounts', demo5, body)).statusCode).toBe(403);
    expect((await call('GET', '/virtual-accounts', demo4)).statusCode).toBe(403);
    expect((await call('GET', '/payout-settings/staff', demo5)).statusCode).toBe(403);
    expect((await call('GET', '/payout-settings/notices', demo5)).statusCode).toBe(200);
    expect((await call('GET', '/payout-settings/notices', demo2)).statusCode).toBe(403);
    expect((await call('GET', '/payout-settings/rails', demo4)).statusCode).toBe(200);
    expect((await call('PUT', '/payout-settings/rails', demo4, { kind: 'driver', account_id: null })).statusCode).toBe(403);
    expect((await call('GET', '/taxis/qiwi', demo4)).statusCode).toBe(200);
  });

  it('sets the default account per kind among open accounts only', async () => {
    const accounts = await accountsOf(demo1);
    const ypmn = accounts.find((account) => account.rail === 'ypmn');
    const qiwi = accounts.find((account) => account.rail === 'qiwi');
    const before = RailSettingsSchema.parse((await call('GET', '/payout-settings/rails', demo1)).json());
    expect(before.accounts.some((account) => account.rail === 'qiwi')).toBe(false);
    expect(before.settings.map((row) => row.kind)).toEqual(['driver', 'cashout', 'referral']);
    const saved = RailSettingsSchema.parse((await call('PUT', '/payout-settings/rails', demo2, { kind: 'cashout', account_id: ypmn?.id })).json());
    expect(saved.settings.find((row) => row.kind === 'cashout')?.account_id).toBe(ypmn?.id);
    const closed = await call('PUT', '/payout-settings/rails', demo2, { kind: 'cashout', account_id: qiwi?.id });
    expect(closed.json().data).toEqual({ account_id: text('payoutAccounts.validation.accountNotOpen') });
    const cleared = RailSettingsSchema.parse((await call('PUT', '/payout-settings/rails', demo2, { kind: 'referral', account_id: null })).json());
    expect(cleared.settings.find((row) => row.kind === 'referral')?.account_id).toBeNull();
  });

  it("sets a person's payout rule, never one's own", async () => {
    const rules = StaffRulesResponseSchema.parse((await call('GET', '/payout-settings/staff', demo1)).json()).rules;
    expect(rules.find((rule) => rule.user_id === demo1.userId)).toMatchObject({ own: true, may_send: true, approval_limit: null, may_approve: true });
    expect(rules.find((rule) => rule.user_id === demo2.userId)).toMatchObject({ own: false, approval_limit: '50000.00' });
    const saved = await call('PUT', `/payout-settings/staff/${demo2.userId}`, demo1, { may_send: true, approval_limit: '75 000', may_approve: true });
    expect(StaffRulesResponseSchema.parse(saved.json()).rules.find((rule) => rule.user_id === demo2.userId)).toMatchObject({ approval_limit: '75000.00', may_approve: true });
    const own = await call('PUT', `/payout-settings/staff/${demo2.userId}`, demo2, { may_send: true, approval_limit: null, may_approve: true });
    expect(own.statusCode).toBe(400);
    expect(own.json().error_msg).toBe(text('payoutAccounts.validation.ownRule'));
    const bad = await call('PUT', `/payout-settings/staff/${demo2.userId}`, demo1, { may_send: true, approval_limit: '-5', may_approve: false });
    expect(bad.json().data).toEqual({ approval_limit: text('payoutAccounts.validation.money') });
  });

  it('keeps what the park is told and raises the notices its data gives', async () => {
    const settings = NoticeSettingsResponseSchema.parse((await call('GET', '/payout-settings/notices', demo5)).json()).settings;
    expect(settings.find((row) => row.event === 'low_balance')).toEqual({ event: 'low_balance', enabled: true, channels: ['cabinet', 'email'], threshold: '10000.00' });
    expect(settings.find((row) => row.event === 'approval_waiting')).toMatchObject({ enabled: true, channels: ['cabinet'], threshold: null });
    const notices = CurrentNoticesResponseSchema.parse((await call('GET', '/payout-notices', demo1)).json()).notices;
    // Альфа holds 8 500 ₽, under the 10 000 ₽ threshold; the other accounts are above it.
    expect(notices.filter((notice) => notice.event === 'low_balance').map((notice) => notice.text)).toEqual(['Баланс счёта «Альфа-Банк»: 8500.00 ₽ — ниже порога 10000.00 ₽']);
    const raised = await call('PUT', '/payout-settings/notices/low_balance', demo5, { enabled: true, channels: ['sms', 'sms'], threshold: '100000' });
    expect(NoticeSettingsResponseSchema.parse(raised.json()).settings.find((row) => row.event === 'low_balance')).toMatchObject({ channels: ['sms'], threshold: '100000.00' });
    const more = CurrentNoticesResponseSchema.parse((await call('GET', '/payout-notices', demo1)).json()).notices;
    expect(more.filter((notice) => notice.event === 'low_balance')).toHaveLength(3);
    const off = await call('PUT', '/payout-settings/notices/low_balance', demo1, { enabled: false, channels: [], threshold: '100000' });
    expect(off.statusCode).toBe(200);
    expect(CurrentNoticesResponseSchema.parse((await call('GET', '/payout-notices', demo1)).json()).notices.some((notice) => notice.event === 'low_balance')).toBe(false);
    const bad = await call('PUT', '/payout-settings/notices/limit_near', demo1, { enabled: true, channels: ['cabinet'], threshold: '150' });
    expect(bad.json().data).toEqual({ threshold: text('payoutAccounts.validation.percent') });
    expect((await call('PUT', '/payout-settings/notices/nonsense', demo1, { enabled: true, channels: [] })).statusCode).toBe(400);
  });

  it('shows the closed Qiwi wallet with its last balance', async () => {
    const wallet = QiwiWalletSchema.parse((await call('GET', '/taxis/qiwi', demo4)).json());
    expect(wallet).toMatchObject({ qiwi_login: '+79161234501', closed_on: '2024-02-21', accounts: [expect.objectContaining({ status: 'closed', balance: '1520.00' })] });
  });
});
