/**
 * Bulk payouts: a list and a csv file checked row by row with Russian errors and nothing written,
 * a confirm refused while a row has an error, then one batch whose payouts each hold their own
 * sum and reach the sandbox; the same key answers the first batch, another body 409.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkPayoutPreviewSchema, BulkPayoutResultSchema } from '../../schemas/payouts';
import { payouts } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { addPaidDriver, addPayoutAccount, expectMoneyInvariants, runWorker } from '../helpers/payout-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('bulk payouts', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let parkId: number;
  const drivers: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    parkId = await parkIdOf(t.db, 'demo1');
    await addPayoutAccount(t.db, parkId, 'cloudpayments');
    for (let index = 0; index < 3; index += 1) drivers.push((await addPaidDriver(t.db, parkId, 50_000)).driverId);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, key?: string) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...bearer(demo1.token), ...(key ? { 'idempotency-key': key } : {}) }, payload });

  it('checks a file row by row in Russian and writes nothing', async () => {
    const csv = ['ID водителя;Сумма', `${drivers[0]};100`, `${drivers[1]};900`, '999999;10', `${drivers[0]};5`, `${drivers[2]};абв`].join('\n');
    const response = await post('/payouts/bulk/preview', { file_name: 'выплаты.csv', content_base64: Buffer.from(csv).toString('base64') });
    expect(response.statusCode, response.body).toBe(200);
    const preview = BulkPayoutPreviewSchema.parse(response.json());
    expect(preview.rows.map((row) => [row.row, row.errors])).toEqual([
      [2, []],
      [3, ['Недостаточно средств: доступно к выплате 500.00 ₽, а с комиссией нужно 900.00 ₽']],
      [4, ['Водитель не найден в парке']],
      [5, ['Водитель уже есть в строке 2']],
      [6, ['Введите сумму выплаты в рублях, например 1500 или 1500,50']],
    ]);
    expect(preview).toMatchObject({ valid: 1, invalid: 4, total_amount: '100.00' });
    expect(await t.db.select().from(payouts)).toEqual([]);
    const refused = await post('/payouts/bulk', { file_name: 'выплаты.csv', content_base64: Buffer.from(csv).toString('base64') }, 'bulk-bad');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_msg).toBe('В списке есть строки с ошибками: исправьте их и проверьте снова');
    const noColumns = await post('/payouts/bulk/preview', { file_name: 'x.csv', content_base64: Buffer.from('a;b\n1;2').toString('base64') });
    expect(noColumns.json().data.file).toMatch(/«Сумма»/);
  });

  it('creates one batch with a hold per payout, sent by the worker; the same key answers it, another body 409', async () => {
    const rows = drivers.map((driverId) => ({ driver_id: driverId, amount: '100' }));
    const first = await post('/payouts/bulk', { rows }, 'bulk-1');
    expect(first.statusCode, first.body).toBe(200);
    const result = BulkPayoutResultSchema.parse(first.json());
    expect(result).toMatchObject({ created: 3, total_amount: '300.00' });
    expect((await post('/payouts/bulk', { rows }, 'bulk-1')).json()).toEqual(result);
    expect((await post('/payouts/bulk', { rows: rows.slice(1) }, 'bulk-1')).statusCode).toBe(409);
    await expectMoneyInvariants(t.db, drivers);
    await runWorker(t);
    const written = await t.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.batchId, result.batch_id));
    expect(written.map((row) => row.status)).toEqual(['completed', 'completed', 'completed']);
    await expectMoneyInvariants(t.db, drivers);
  });
});
