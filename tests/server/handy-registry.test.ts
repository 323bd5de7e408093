/**
 * Issue 12 §1: a manual ("handy") aggregator's registry. An upload is checked row by row and
 * applies nothing; a confirm applies a registry without errors once, in one transaction, through
 * the trip ingest and the ledger (trips, day counters, driver days, balances); the same file or
 * the same orders again change nothing; a broken file, wrong columns and another park's driver
 * are refused in Russian; another park's aggregator answers 404, one with an API 400; the
 * ledger's sum equals the balance after every write.
 */
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistryListSchema, RegistryPreviewSchema, type RegistryPreview } from '../../schemas/registry';
import { aggregatorRegistries, aggregators, driverDays, drivers, ledgerEntries, transferDayCounts, transfers } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text, textsAt } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HEADER = [text('registry.columns.order'), text('registry.columns.date'), text('registry.columns.phone'), text('registry.columns.price'), text('registry.columns.payment'), text('registry.columns.aggregator_commission'), text('registry.columns.payout'), text('registry.columns.fraud_reason')];
type Line = (string | number | Date | null)[];

async function xlsx(rows: Line[], header: string[] = HEADER): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Реестр');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8').toString('base64');

describe('handy aggregator registries', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo4: SignedIn;
  let kz: SignedIn;
  let park: number;
  let gett: number;
  let yandex: number;
  let kzGett: number;
  let petrov: number;
  let sidorov: number;
  let kzDriver: number;
  const petrovPhone = '+79161110001';
  const sidorovPhone = '+79161110002';
  const kzPhone = '+77011110003';

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    demo4 = await signIn(t, 'demo4');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    gett = await addAggregator(t.db, park, 'gett', { feeBasisPoints: 1000, parkCommissionBasisPoints: 500 });
    yandex = await addAggregator(t.db, park, 'yandex');
    kzGett = await addAggregator(t.db, kzPark, 'gett');
    await t.db.update(aggregators).set({ manual: true }).where(sql`${aggregators.id} IN (${gett}, ${kzGett})`);
    petrov = await addDriver(t.db, park, { lastName: 'Петров', phone: petrovPhone });
    sidorov = await addDriver(t.db, park, { lastName: 'Сидоров', phone: sidorovPhone, licenceNumber: '77АВ654321' });
    kzDriver = await addDriver(t.db, kzPark, { lastName: 'Нурланов', phone: kzPhone });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (content: string, as: SignedIn = demo1, aggregator = gett, fileName = 'реестр.xlsx') =>
    t.app.inject({ method: 'POST', url: `/api/aggregators/${aggregator}/registries`, headers: bearer(as.token), payload: { file_name: fileName, content_base64: content } });
  const confirm = (id: number, as: SignedIn = demo1, aggregator = gett) =>
    t.app.inject({ method: 'POST', url: `/api/aggregators/${aggregator}/registries/${id}/confirm`, headers: bearer(as.token) });
  const list = (as: SignedIn = demo1, aggregator = gett) =>
    t.app.inject({ method: 'GET', url: `/api/aggregators/${aggregator}/registries`, headers: bearer(as.token) });
  const tripCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(transfers).where(eq(transfers.aggregatorId, gett)))[0]?.n;
  const balance = async (driverId: number) => (await t.db.select({ kop: drivers.balanceKop }).from(drivers).where(eq(drivers.id, driverId)))[0]?.kop;

  const GOOD: Line[] = [
    ['G-1', '19.11.2026 14:30', '8 916 111-00-01', 1000, 'Безналичные', 150, 500, null],
    ['G-2', new Date(Date.UTC(2026, 10, 19, 18, 0)), sidorovPhone, '450,50', 'Наличные', null, null, 'Подозрение на накрутку'],
  ];
  let applied: RegistryPreview;
  /** One file's bytes (exceljs stamps each workbook it writes with the time). */
  let goodFile: string;

  it('checks a registry with bad rows, in Russian at each column, and applies nothing', async () => {
    const before = await tripCount();
    const response = await upload(
      await xlsx([
        ...GOOD,
        ['G-3', '31.02.2026', petrovPhone, 'сто', 'Бартер', null, null, null],
        ['G-1', '19.11.2026 10:00', kzPhone, 100, 'Карта', null, null, null],
      ]),
    );
    expect(response.statusCode).toBe(200);
    const preview = RegistryPreviewSchema.parse(response.json());
    expect(preview).toMatchObject({ status: 'invalid', rows_total: 4, error_rows: 2, already_applied: false, user_name: 'Смирнов Алексей Викторович' });
    expect(preview.rows.map((row) => [row.line, row.status, row.driver?.id ?? null])).toEqual([
      [2, 'ok', petrov],
      [3, 'ok', sidorov],
      [4, 'error', petrov],
      [5, 'error', null],
    ]);
    expect(preview.rows[2]?.errors).toEqual([
      { column: 'date', message: text('registry.row.dateInvalid'), value: '31.02.2026' },
      { column: 'price', message: text('registry.row.sumInvalid'), value: 'сто' },
      { column: 'payment', message: 'Неизвестный способ оплаты «Бартер»: Наличные, Безналичные, Карта, Корпоративный, Предоплата или Другое', value: 'Бартер' },
    ]);
    // Another park's driver is simply not a driver of this park.
    expect(preview.rows[3]?.errors).toEqual([
      { column: 'phone', message: text('registry.row.driverUnknown'), value: kzPhone },
      { column: 'order', message: 'Номер заказа повторяется: он уже есть в строке 2', value: 'G-1' },
    ]);
    const refused = await confirm(preview.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_msg: text('registry.hasErrors') });
    expect(await tripCount()).toBe(before);
    expect(await balance(kzDriver)).toBe(0);
  });

  it('previews the fixed file, then applies it once through the trip ingest and the ledger', async () => {
    goodFile = await xlsx(GOOD);
    const response = await upload(goodFile);
    const preview = RegistryPreviewSchema.parse(response.json());
    expect(preview).toMatchObject({ status: 'preview', error_rows: 0, price: '1450.50', aggregator_commission: '150.00', payout: '500.00' });
    expect(await tripCount()).toBe(0);

    const done = await confirm(preview.id);
    expect(done.statusCode).toBe(200);
    applied = RegistryPreviewSchema.parse(done.json());
    expect(applied).toMatchObject({ status: 'applied', trips_applied: 2, skipped_rows: 0, already_applied: false });
    // G-1: the registry's fee 150; G-2: the aggregator's 10 % of 450.50.
    expect(applied.aggregator_commission).toBe('195.05');
    expect(applied.park_commission).toBe('72.53');

    const trips = await t.db.select().from(transfers).where(eq(transfers.aggregatorId, gett)).orderBy(transfers.externalId);
    expect(trips.map((trip) => [trip.externalId, trip.driverId, trip.priceKop, trip.paymentMethod, trip.aggregatorCommissionKop, trip.fraudReason])).toEqual([
      ['G-1', petrov, 100_000, 'cashless', 15_000, null],
      ['G-2', sidorov, 45_050, 'cash', 4_505, 'Подозрение на накрутку'],
    ]);
    // 14:30 Moscow is 11:30Z; an xlsx date cell's 18:00 is Moscow's 18:00.
    expect(trips[0]?.bookedAt.toISOString()).toBe('2026-11-19T11:30:00.000Z');
    expect(trips[1]?.bookedAt.toISOString()).toBe('2026-11-19T15:00:00.000Z');
    const [count] = await t.db.select().from(transferDayCounts).where(and(eq(transferDayCounts.aggregatorId, gett), eq(transferDayCounts.day, '2026-11-19')));
    expect(count).toMatchObject({ trips: 2, priceKop: 145_050, fraudTrips: 1 });
    const [day] = await t.db.select().from(driverDays).where(and(eq(driverDays.driverId, petrov), eq(driverDays.day, '2026-11-19')));
    expect(day).toBeDefined();

    // Petrov: +1000 income, −150 fee, −50 park (5 %), −500 payout.
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(100_000 - 15_000 - 5_000 - 50_000);
    expect(await expectLedgerConsistent(t.db, sidorov)).toBe(-4_505 - 2_253);
    const payouts = await t.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.driverId, petrov), eq(ledgerEntries.kind, 'payout')));
    expect(payouts.map((entry) => [entry.amountKop, entry.userName])).toEqual([[-50_000, 'Смирнов Алексей Викторович']]);
  });

  it('changes nothing when the same file, the same preview or the same orders come again', async () => {
    const trips = await tripCount();
    const petrovBalance = await balance(petrov);
    const again = RegistryPreviewSchema.parse((await upload(goodFile)).json());
    expect(again).toMatchObject({ id: applied.id, status: 'applied', already_applied: true });
    const twice = RegistryPreviewSchema.parse((await confirm(applied.id)).json());
    expect(twice).toMatchObject({ id: applied.id, already_applied: true, trips_applied: 2 });

    // Another file (csv) with the same orders: every row left out, nothing written.
    const sameOrders = await upload(csv([HEADER.join(';'), `G-1;19.11.2026 14:30;${petrovPhone};1000;Безналичные;150;500;`]), demo1, gett, 'повтор.csv');
    const preview = RegistryPreviewSchema.parse(sameOrders.json());
    expect(preview).toMatchObject({ status: 'preview', skipped_rows: 1, already_applied: true });
    expect(preview.rows[0]).toMatchObject({ status: 'skipped', note: text('registry.row.alreadyApplied') });
    const confirmed = RegistryPreviewSchema.parse((await confirm(preview.id)).json());
    expect(confirmed).toMatchObject({ already_applied: true, status: 'preview' });
    expect(await tripCount()).toBe(trips);
    expect(await balance(petrov)).toBe(petrovBalance);
    await expectLedgerConsistent(t.db, petrov);
  });

  it('applies only the new orders of a file that repeats some', async () => {
    const response = await upload(
      csv([HEADER.join(';'), `G-1;19.11.2026 14:30;${petrovPhone};1000;Безналичные;150;500;`, `G-4;20.11.2026 09:15;${petrovPhone};300;Карта;;;`]),
      demo1,
      gett,
      'ноябрь.csv',
    );
    const preview = RegistryPreviewSchema.parse(response.json());
    expect(preview).toMatchObject({ status: 'preview', skipped_rows: 1, already_applied: false, price: '300.00' });
    const done = RegistryPreviewSchema.parse((await confirm(preview.id)).json());
    expect(done).toMatchObject({ status: 'applied', trips_applied: 1, skipped_rows: 1 });
    expect(await tripCount()).toBe(3);
    await expectLedgerConsistent(t.db, petrov);
  });

  it('leaves everything as it was when a confirm fails half way', async () => {
    const preview = RegistryPreviewSchema.parse(
      (
        await upload(
          csv([HEADER.join(';'), `G-5;20.11.2026 10:00;${petrovPhone};700;Карта;;100;`, `G-6;20.11.2026 11:00;${sidorovPhone};800;Карта;;;`]),
          demo1,
          gett,
          'сбой.csv',
        )
      ).json(),
    );
    expect(preview.status).toBe('preview');
    const trips = await tripCount();
    const before = [await balance(petrov), await balance(sidorov)];
    // The second row's driver leaves the park between the preview and the confirm: its ledger entry is refused.
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    await t.db.update(drivers).set({ taxisId: kzPark }).where(eq(drivers.id, sidorov));
    const failed = await confirm(preview.id);
    await t.db.update(drivers).set({ taxisId: park }).where(eq(drivers.id, sidorov));
    expect(failed.statusCode).toBe(404);
    expect(await tripCount()).toBe(trips);
    expect([await balance(petrov), await balance(sidorov)]).toEqual(before);
    const [kept] = await t.db.select().from(aggregatorRegistries).where(eq(aggregatorRegistries.id, preview.id));
    expect(kept).toMatchObject({ status: 'preview', tripsApplied: 0, appliedAt: null });
    await expectLedgerConsistent(t.db, petrov);
    await expectLedgerConsistent(t.db, sidorov);
    // Once the driver is back, the same preview applies.
    expect(RegistryPreviewSchema.parse((await confirm(preview.id)).json())).toMatchObject({ status: 'applied', trips_applied: 2 });
    await expectLedgerConsistent(t.db, sidorov);
  });

  it('refuses a broken file and wrong columns as a whole, keeping nothing', async () => {
    const uploads = (await t.db.select({ n: sql<number>`count(*)::int` }).from(aggregatorRegistries))[0]?.n;
    const picture = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]).toString('base64'), demo1, gett, 'фото.png');
    expect(picture.statusCode).toBe(400);
    expect(picture.json()).toMatchObject({ error_msg: text('registry.file.unreadable') });
    const brokenZip = await upload(Buffer.from('PK\u0003\u0004 not really a workbook').toString('base64'));
    expect(brokenZip.json()).toMatchObject({ error_msg: text('registry.file.unreadable') });
    const columns = await upload(await xlsx([['G-9', 100]], [text('registry.columns.order'), text('registry.columns.price')]));
    expect(columns.statusCode).toBe(400);
    expect(columns.json()).toMatchObject({
      error_msg: 'В файле нет столбцов: «Дата», «Способ оплаты». Скачайте шаблон реестра',
    });
    const empty = await upload(await xlsx([]));
    expect(empty.json()).toMatchObject({ error_msg: text('registry.file.noRows') });
    const notBase64 = await upload('это не base64!');
    expect(notBase64.json()).toMatchObject({ error_msg: text('registry.file.notBase64') });
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(aggregatorRegistries))[0]?.n).toBe(uploads);
  });

  it('lists the uploads with who, when, rows and sums', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const history = RegistryListSchema.parse(response.json());
    expect(history.aggregator).toMatchObject({ id: gett, code: 'gett', manual: true });
    expect(history.data.map((upload) => upload.status)).toEqual(['applied', 'applied', 'preview', 'applied', 'invalid']);
    expect(history.data[3]).toMatchObject({ id: applied.id, rows_total: 2, trips_applied: 2, price: '1450.50', user_name: 'Смирнов Алексей Викторович' });
    const one = await t.app.inject({ method: 'GET', url: `/api/aggregators/${gett}/registries/${applied.id}`, headers: bearer(demo1.token) });
    expect(RegistryPreviewSchema.parse(one.json()).rows).toHaveLength(2);
  });

  it('answers 404 for another park’s aggregator or upload, 400 for an aggregator with an API, 403 to readers', async () => {
    const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
    expect((await list(demo1, kzGett)).json()).toEqual(notFound);
    expect((await upload(await xlsx(GOOD), demo1, kzGett)).statusCode).toBe(404);
    expect((await confirm(applied.id, kz, kzGett)).statusCode).toBe(404);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/aggregators/${gett}/registries/${applied.id}`, headers: bearer(kz.token) });
    expect(foreign.statusCode).toBe(404);
    const api = await upload(await xlsx(GOOD), demo1, yandex);
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ error_msg: text('registry.notManual') });
    expect((await list(demo1, yandex)).json()).toMatchObject({ aggregator: { manual: false }, data: [] });
    const manual = await t.app.inject({ method: 'GET', url: '/api/aggregators/handy', headers: bearer(demo1.token) });
    expect(manual.json()).toEqual({ aggregators: [{ id: gett, name: 'Gett', code: 'gett', manual: true }] });
    // Group 4 reads the aggregators' screens but does not upload.
    expect((await list(demo4)).statusCode).toBe(200);
    expect((await upload(await xlsx(GOOD), demo4)).statusCode).toBe(403);
  });

  it('offers the template, which checks as a registry', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/api/aggregators/registries/template', headers: bearer(demo1.token) });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]?.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(Object.values(textsAt('registry.columns')));
    const checked = RegistryPreviewSchema.parse((await upload(template.rawPayload.toString('base64'), demo1, gett, 'шаблон.xlsx')).json());
    // The example's driver is not the park's: the only error.
    expect(checked.rows[0]?.errors.map((error) => error.message)).toEqual([text('registry.row.driverUnknown'), text('registry.row.driverUnknown')]);
  });
});
