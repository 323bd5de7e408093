/**
 * Issue 13, top-ups of drivers' balances: a preview writes nothing and names each bad row in
 * Russian (a bad sum, an unknown phone, another park's driver); a confirm credits every row as a
 * `topup` ledger entry in one transaction, or none when a row is bad; the same file twice and
 * the same Idempotency-Key twice change nothing; the key with another body is 409; the ledger's
 * sum equals the balance after each write.
 */
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TopupPreviewSchema, TopupResultSchema } from '../../schemas/payout-lists';
import { drivers, ledgerEntries } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as textOf } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

async function xlsx(rows: (string | number | null)[][], header = ['Телефон', 'ID водителя', 'Сумма', 'Комментарий']): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Пополнения');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

describe('top-ups of drivers’ balances', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo3: SignedIn;
  let park: number;
  let petrov: number;
  let sidorov: number;
  let kzDriver: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    demo3 = await signIn(t, 'demo3');
    park = await parkIdOf(t.db, 'demo1');
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    petrov = await addDriver(t.db, park, { lastName: 'Петров', phone: '+79167770001' });
    sidorov = await addDriver(t.db, park, { lastName: 'Сидоров', phone: '+79167770002' });
    kzDriver = await addDriver(t.db, kzPark, { lastName: 'Нурланов', phone: '+77017770003' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, key: string | null = null, as: SignedIn = demo1) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...bearer(as.token), ...(key ? { 'idempotency-key': key } : {}) }, payload });
  const balance = async (id: number) => (await t.db.select({ kop: drivers.balanceKop }).from(drivers).where(eq(drivers.id, id)))[0]?.kop;
  const topups = async (id: number) => t.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.driverId, id), eq(ledgerEntries.kind, 'topup')));

  it('previews a file row by row with Russian errors and writes nothing', async () => {
    const file = await xlsx([
      ['+7 916 777-00-01', null, '1 500,50', 'Бонус за неделю'],
      [null, sidorov, 300, null],
      ['+79160000000', null, '100', null],
      [null, kzDriver, '100', null],
      ['8916777000', null, 'сто', null],
      [null, null, '-5', null],
    ]);
    const response = await post('/topups/preview', { file_name: 'пополнения.xlsx', content_base64: file });
    expect(response.statusCode, response.body).toBe(200);
    const preview = TopupPreviewSchema.parse(response.json());
    expect(preview).toMatchObject({ valid: 2, invalid: 4, total_amount: '1800.50' });
    expect(preview.rows.map((row) => [row.row, row.driver_id, row.amount, row.errors])).toEqual([
      [2, petrov, '1500.50', []],
      [3, sidorov, '300.00', []],
      [4, null, '100.00', [textOf('payoutLists.topupErrors.driverNotFound')]],
      [5, null, '100.00', [textOf('payoutLists.topupErrors.driverNotFound')]],
      [6, null, null, [textOf('payoutLists.topupErrors.phoneInvalid'), textOf('payoutLists.topupErrors.amountInvalid')]],
      [7, null, null, [textOf('payoutLists.topupErrors.noDriver'), textOf('payoutLists.topupErrors.amountNotPositive')]],
    ]);
    expect(await topups(petrov)).toHaveLength(0);
  });

  it('refuses a whole file with a bad row, and a file without the columns, changing nothing', async () => {
    const bad = await xlsx([
      ['+79167770001', null, '100', null],
      [null, kzDriver, '100', null],
    ]);
    const refused = await post('/topups', { file_name: 'a.xlsx', content_base64: bad }, 'bad-file');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_msg: textOf('payoutLists.topupErrors.hasErrors') });
    const noColumns = await post('/topups/preview', { file_name: 'a.xlsx', content_base64: await xlsx([['x', 1]], ['Имя', 'Число']) });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json()).toMatchObject({ error_msg: textOf('payoutLists.topupErrors.noColumns') });
    const csvJunk = await post('/topups/preview', { file_name: 'a.csv', content_base64: Buffer.from([0, 1, 2, 3]).toString('base64') });
    expect(csvJunk.statusCode).toBe(400);
    expect(await balance(petrov)).toBe(0);
    expect(await balance(kzDriver)).toBe(0);
  });

  it('credits a file once: the same file again changes nothing; the ledger equals the balance after each', async () => {
    const file = await xlsx([
      ['+79167770001', null, '1500,50', 'Бонус'],
      [null, sidorov, 300, null],
    ]);
    const first = await post('/topups', { file_name: 'p.xlsx', content_base64: file }, 'file-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(TopupResultSchema.parse(first.json())).toEqual({ created: 2, replayed: 0, total_amount: '1800.50' });
    expect(await balance(petrov)).toBe(150_050);
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(150_050);
    expect(await expectLedgerConsistent(t.db, sidorov)).toBe(30_000);
    const [entry] = await topups(petrov);
    expect(entry).toMatchObject({ description: 'Бонус', createdBy: 'dispatcher', amountKop: 150_050 });

    const again = await post('/topups', { file_name: 'p-copy.xlsx', content_base64: file }, 'file-2');
    expect(TopupResultSchema.parse(again.json())).toEqual({ created: 0, replayed: 2, total_amount: '0.00' });
    expect(await balance(petrov)).toBe(150_050);
    expect(await topups(petrov)).toHaveLength(1);
    await expectLedgerConsistent(t.db, petrov);
  });

  it('credits one driver by a list with Idempotency-Key: a repeat changes nothing, the key with another body is 409', async () => {
    const body = { rows: [{ driver_id: petrov, amount: '200', comment: null }] };
    expect((await post('/topups', body)).statusCode).toBe(400);
    const first = await post('/topups', body, 'one-1');
    expect(TopupResultSchema.parse(first.json())).toMatchObject({ created: 1 });
    const repeat = await post('/topups', body, 'one-1');
    expect(TopupResultSchema.parse(repeat.json())).toMatchObject({ created: 0, replayed: 1 });
    const other = await post('/topups', { rows: [{ driver_id: petrov, amount: '999' }] }, 'one-1');
    expect(other.statusCode).toBe(409);
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(170_050);
    const [entry] = (await topups(petrov)).filter((row) => row.amountKop === 20_000);
    expect(entry?.description).toBe(textOf('payoutLists.topups.defaultComment'));
  });

  it('refuses another park’s driver named by id as a row error, and a group without the route', async () => {
    const response = await post('/topups', { rows: [{ driver_id: kzDriver, amount: '100' }] }, 'kz-1');
    expect(response.statusCode).toBe(400);
    expect(await balance(kzDriver)).toBe(0);
    const forbidden = await post('/topups/preview', { rows: [{ driver_id: petrov, amount: '1' }] }, null, demo3);
    expect(forbidden.statusCode).toBe(403);
  });

  it('reads a Russian csv (UTF-8, semicolons)', async () => {
    const text = 'Телефон;Сумма;Комментарий\r\n+79167770002;50,25;Возврат\r\n';
    const bytes = Buffer.from(new TextEncoder().encode(text));
    const preview = TopupPreviewSchema.parse((await post('/topups/preview', { file_name: 'a.csv', content_base64: bytes.toString('base64') })).json());
    expect(preview.rows).toEqual([{ row: 2, driver_id: sidorov, driver_name: 'Сидоров Иван Иванович', amount: '50.25', comment: 'Возврат', errors: [] }]);
  });
});
