/**
 * Issue 13, the payouts' read side: GET /payouts with every filter, server paging, sort and
 * search; the totals; GET /payouts/{id} with its history (another park's: 404); the xlsx of a
 * filter read by key past one page and journaled; GET /transactions (payouts and top-ups of a
 * period with totals; another park's id: 404); a driver's withdrawable sum.
 * The clock stands at 2026-11-21 12:00 Moscow.
 */
import ExcelJS from 'exceljs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriverPayoutSummarySchema, PayoutsTotalsSchema, TransactionsResponseSchema } from '../../schemas/payout-lists';
import { PayoutDetailSchema, PayoutsResponseSchema } from '../../schemas/payouts';
import { drivers, exportAudit, ledgerEntries, payoutEvents, payouts } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { addPayoutAccount, addPayoutRow } from '../helpers/payouts-read-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('payouts read side', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;
  let petrov: number;
  let sidorov: number;
  let tochka: number;
  let cards: number;
  let gett: number;
  let failedId: number;
  let kzPayout: number;

  const DAY = 86_400_000;
  const base = new Date('2026-11-20T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    // The demo's own few payouts (server/db/demo-payout-lists.ts) would blur the counts below.
    await t.db.delete(payoutEvents);
    await t.db.delete(payouts);
    await t.db.update(drivers).set({ heldKop: 0 });
    petrov = await addDriver(t.db, park, { lastName: 'Петровский', firstName: 'Пётр', phone: '+79165550001' });
    sidorov = await addDriver(t.db, park, { lastName: 'Сидоровский', firstName: 'Семён', phone: '+79165550002' });
    const kzDriver = await addDriver(t.db, kzPark, { lastName: 'Нурланов', phone: '+77015550003' });
    tochka = await addPayoutAccount(t.db, park);
    cards = await addPayoutAccount(t.db, park, 'CloudPayments', 'cloudpayments');
    const kzAccount = await addPayoutAccount(t.db, kzPark);
    gett = await addAggregator(t.db, park, 'gett');
    // 1,030 completed payouts of Петровский a minute apart (more than one export page), newest first at base.
    await t.db.execute(sql`
      INSERT INTO payouts (taxis_id, driver_id, kind, source, rail, account_id, amount_kop, fee_kop, status, idempotency_key, request_hash, created_at, updated_at, completed_at)
      SELECT ${park}, ${petrov}, 'driver', 'staff', 'tochka', ${tochka}, 10000 + n, 100, 'completed', 'bulk-' || n, 'x',
        ${base.toISOString()}::timestamptz - make_interval(mins => n), ${base.toISOString()}::timestamptz, ${base.toISOString()}::timestamptz
      FROM generate_series(1, 1030) AS n`);
    failedId = await addPayoutRow(t.db, park, { driverId: sidorov, accountId: cards, rail: 'cloudpayments', amountKop: 50_000, feeKop: 1_500, status: 'failed', reason: 'Карта заблокирована банком', at: new Date(base.getTime() + 60_000) });
    await addPayoutRow(t.db, park, { driverId: sidorov, accountId: tochka, amountKop: 70_000, status: 'processing', at: new Date(base.getTime() + 120_000) });
    await addPayoutRow(t.db, park, { driverId: sidorov, accountId: tochka, amountKop: 30_000, kind: 'cashout', aggregatorId: gett, status: 'completed', at: new Date(base.getTime() - 10 * DAY) });
    kzPayout = await addPayoutRow(t.db, kzPark, { driverId: kzDriver, accountId: kzAccount, amountKop: 5_000, at: base });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn = demo1) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(as.token) });
  const list = async (query: string) => {
    const response = await get(`/payouts?${query}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return PayoutsResponseSchema.parse(response.json());
  };

  it('answers the park’s payouts newest first, paged on the server, with the driver and the account named', async () => {
    const page = await list('countperpage=2');
    expect(page.total).toBe(1033);
    expect(page.pages).toBe(517);
    expect(page.payouts.map((payout) => payout.amount)).toEqual(['700.00', '500.00']);
    expect(page.payouts[1]).toMatchObject({ id: failedId, driver_name: 'Сидоровский Семён Иванович', account_name: 'CloudPayments', status: 'failed', fee: '15.00', reason: 'Карта заблокирована банком', rail: 'cloudpayments' });
    const second = await list('countperpage=2&page=2');
    expect(second.payouts.map((payout) => payout.amount)).toEqual(['100.01', '100.02']);
  });

  it('filters by driver, status, rail, account, kind, aggregator and period, and finds by name, phone and payout number', async () => {
    expect((await list(`driver_id=${sidorov}`)).total).toBe(3);
    expect((await list('status=failed')).payouts.map((payout) => payout.id)).toEqual([failedId]);
    expect((await list('rail=cloudpayments')).total).toBe(1);
    expect((await list(`account_id=${cards}`)).total).toBe(1);
    expect((await list('kind=cashout')).payouts[0]?.aggregator_id).toBe(gett);
    expect((await list(`kind=cashout&aggregator_id=${gett}`)).total).toBe(1);
    expect((await list('date_from=2026-11-10&date_to=2026-11-10')).total).toBe(1);
    expect((await list('date_from=2026-11-21&date_to=2026-11-21')).total).toBe(0);
    expect((await list('search=сидоровск')).total).toBe(3);
    expect((await list('search=%2B7 (916) 555-00-02')).total).toBe(3);
    expect((await list(`search=${failedId}`)).payouts.map((payout) => payout.id)).toContain(failedId);
    expect((await list('search=нурланов')).total).toBe(0);
  });

  it('sorts by amount and status both ways', async () => {
    expect((await list('sortcolumn=amount&sort=desc&countperpage=1')).payouts[0]?.amount).toBe('700.00');
    expect((await list('sortcolumn=amount&sort=asc&countperpage=1')).payouts[0]?.amount).toBe('100.01');
    expect((await list('sortcolumn=status&sort=desc&countperpage=1')).payouts[0]?.status).toBe('processing');
  });

  it('sums the filter by status', async () => {
    const response = await get(`/payouts/totals?driver_id=${sidorov}`);
    const totals = PayoutsTotalsSchema.parse(response.json());
    expect(totals).toMatchObject({ count: 3, amount: '1500.00', fee: '15.00' });
    expect(totals.by_status).toContainEqual({ status: 'failed', count: 1, amount: '500.00' });
  });

  it('opens one payout with its history; another park’s payout and a missing one answer 404', async () => {
    const response = await get(`/payouts/${failedId}`);
    expect(response.statusCode).toBe(200);
    const payout = PayoutDetailSchema.parse(response.json());
    expect(payout.events.map((event) => event.status)).toEqual(['created', 'failed']);
    expect(payout.events[1]?.reason).toBe('Карта заблокирована банком');
    expect((await get(`/payouts/${kzPayout}`)).statusCode).toBe(404);
    expect((await get(`/payouts/${kzPayout}`, kz)).statusCode).toBe(200);
    expect((await get(`/payouts/${failedId}`, kz)).statusCode).toBe(404);
    expect((await get('/payouts/999999999')).statusCode).toBe(404);
    const kzList = PayoutsResponseSchema.parse((await get('/payouts', kz)).json());
    expect(kzList.payouts.map((row) => row.id)).toEqual([kzPayout]);
  });

  it('exports the whole filter past one page of the key walk, newest first, in Russian, journaled', async () => {
    const response = await get(`/payouts/export?driver_id=${petrov}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet(text('payoutLists.export.payoutsSheet'));
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(1031);
    expect(rows[0]?.[0]).toBe(text('payoutLists.fields.id'));
    const amounts = rows.slice(1).map((row) => row[3] as number);
    expect(amounts[0]).toBe(100.01);
    expect(amounts.at(-1)).toBe(110.3);
    expect(new Set(amounts).size).toBe(1030);
    expect(rows[1]?.[5]).toBe(text('payoutLists.status.completed'));
    const [journal] = await t.db.select().from(exportAudit).where(eq(exportAudit.taxisId, park)).orderBy(desc(exportAudit.id)).limit(1);
    expect(journal).toMatchObject({ kind: 'payouts', rowCount: 1030 });
  });

  it('GET /transactions: the period’s payouts and top-ups with totals; another park’s id is 404', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/topups',
      headers: { ...bearer(demo1.token), 'idempotency-key': 'tx-topup-1' },
      payload: { rows: [{ driver_id: sidorov, amount: '250', comment: 'Бонус' }] },
    });
    const response = await get(`/transactions?taxis_id=${park}&date_from=2026-11-19&date_to=2026-11-21&countperpage=3`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const answer = TransactionsResponseSchema.parse(response.json());
    expect(answer.transactions.map((row) => row.type)).toEqual(['topup', 'payout', 'payout']);
    expect(answer.transactions[0]).toMatchObject({ amount: '250.00', description: 'Бонус', driver_id: sidorov });
    expect(answer.totals).toMatchObject({ topups_count: 1, topups_amount: '250.00', open_count: 1, open_amount: '700.00' });
    expect(answer.totals.payouts_count).toBe(1032);
    expect(answer.total).toBe(1033);
    const onlyTopups = TransactionsResponseSchema.parse((await get('/transactions?date_from=2026-11-19&date_to=2026-11-21&type=topup')).json());
    expect(onlyTopups.total).toBe(1);
    const failed = TransactionsResponseSchema.parse((await get('/transactions?date_from=2026-11-19&date_to=2026-11-21&status=failed')).json());
    expect(failed.transactions.map((row) => row.source_id)).toEqual([failedId]);
    expect((await get(`/transactions?taxis_id=${kzPark}`)).statusCode).toBe(404);
  });

  it('exports the operations of the period by key', async () => {
    const response = await get('/transactions/export?date_from=2026-11-19&date_to=2026-11-21');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    let count = 0;
    workbook.worksheets[0]?.eachRow(() => (count += 1));
    expect(count).toBe(1 + 1033);
  });

  it('tells a driver’s withdrawable sum: balance − blocked − held − limit, never below 0', async () => {
    await t.db.update(drivers).set({ balanceKop: 100_000, blockedBalanceKop: 10_000, heldKop: 20_000, balanceLimitKop: 5_000 }).where(eq(drivers.id, petrov));
    const summary = DriverPayoutSummarySchema.parse((await get(`/drivers/${petrov}/payouts/summary`)).json());
    expect(summary).toMatchObject({ balance: '1000.00', withdrawable: '650.00', held: '200.00' });
    expect(summary.accounts.map((account) => account.id)).toEqual([tochka, cards]);
    await t.db.update(drivers).set({ heldKop: 200_000 }).where(eq(drivers.id, petrov));
    expect(DriverPayoutSummarySchema.parse((await get(`/drivers/${petrov}/payouts/summary`)).json()).withdrawable).toBe('0.00');
    await t.db.update(drivers).set({ balanceKop: 0, blockedBalanceKop: 0, heldKop: 0, balanceLimitKop: 0 }).where(eq(drivers.id, petrov));
    expect((await get(`/drivers/${petrov}/payouts/summary`, kz)).statusCode).toBe(404);
    // No ledger entry was touched by reading.
    const entries = await t.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(and(eq(ledgerEntries.driverId, petrov)));
    expect(entries).toHaveLength(0);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(eq(payouts.taxisId, park)))[0]?.n).toBe(1033);
  });
});
