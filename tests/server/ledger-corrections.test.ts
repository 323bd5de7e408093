import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorrectionResponseSchema, ParkCorrectionsResponseSchema } from '../../schemas/ledger';
import { seedDemo } from '../../server/db/seed';
import { LedgerRepository } from '../../server/modules/ledger/ledger.repository';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { entryCount, expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
const validation = (data: Record<string, string>) => ({ error: 'validation_error', error_msg: text('errors.validation'), data });
const reused = { error: 'conflict', error_msg: text('fleet.validation.idempotencyReused') };
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };

describe('corrections: signed, with a reason, idempotent, in the ledger', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo3: SignedIn;
  let kz: SignedIn;
  let parkId: number;
  let petrov: number;
  let sidorova: number;
  let kzDriver: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    [demo1, demo3, kz] = await Promise.all([signIn(t, 'demo1'), signIn(t, 'demo3'), signIn(t, 'kz-demo')]);
    parkId = await parkIdOf(t.db, 'demo1');
    petrov = await addDriver(t.db, parkId, { lastName: 'Петров', firstName: 'Пётр', middleName: null, phone: '+79267770011' });
    sidorova = await addDriver(t.db, parkId, { lastName: 'Сидорова', firstName: 'Анна', middleName: 'Олеговна', phone: '+79267770022' });
    kzDriver = await addDriver(t.db, await parkIdOf(t.db, 'kz-demo'), { lastName: 'Ахметов', firstName: 'Марат', phone: '+77017770033' });
  });
  afterAll(async () => {
    await t.close();
  });

  const correct = (driverId: number, body: object, key: string | null, as: SignedIn = demo1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/drivers/${driverId}/corrections`,
      headers: { ...bearer(as.token), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  const list = (query: string, as: SignedIn = demo1) =>
    t.app.inject({ method: 'GET', url: `/api/transfers/corrections?${query}`, headers: bearer(as.token) });

  it('writes a dispatcher correction with the reason, and answers the entry and the balance', async () => {
    const response = await correct(petrov, { amount: '1 500,50', reason: '  Возврат депозита  ' }, 'corr-1');
    expect(response.statusCode).toBe(200);
    const body = CorrectionResponseSchema.strict().parse(response.json());
    expect(body).toEqual({
      entry: {
        id: expect.any(Number),
        driver_id: petrov,
        kind: 'correction',
        amount: '1500.50',
        balance_after: '1500.50',
        description: 'Возврат депозита',
        transfer_id: null,
        charge_id: null,
        created_by: 'dispatcher',
        user_name: 'Смирнов Алексей Викторович',
        created_at: t.clock.now().toISOString(),
      },
      balance: '1500.50',
    });
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(150_050);
  });

  it('answers the same key with the same body exactly as the first time and writes nothing', async () => {
    const first = await correct(petrov, { amount: '-300', reason: 'Штраф ГИБДД' }, 'corr-2');
    expect(first.statusCode).toBe(200);
    expect(first.json().balance).toBe('1200.50');
    const count = await entryCount(t.db, petrov);
    t.clock.advance(MINUTE);
    const again = await correct(petrov, { amount: '-300', reason: 'Штраф ГИБДД' }, 'corr-2');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await entryCount(t.db, petrov)).toBe(count);
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(120_050);
  });

  it('keeps one entry when the same key arrives many times at once', async () => {
    const before = await entryCount(t.db, sidorova);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => correct(sidorova, { amount: '250', reason: 'Бонус за смену' }, 'corr-burst')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.json().entry.id)).size).toBe(1);
    expect(await entryCount(t.db, sidorova)).toBe(before + 1);
    expect(await expectLedgerConsistent(t.db, sidorova)).toBe(25_000);
  });

  it('refuses a key used with another sum or another driver (409) and writes nothing', async () => {
    const petrovEntries = await entryCount(t.db, petrov);
    const sidorovaEntries = await entryCount(t.db, sidorova);
    const otherSum = await correct(petrov, { amount: '-301', reason: 'Штраф ГИБДД' }, 'corr-2');
    expect(otherSum.statusCode).toBe(409);
    expect(otherSum.json()).toEqual(reused);
    const otherDriver = await correct(sidorova, { amount: '-300', reason: 'Штраф ГИБДД' }, 'corr-2');
    expect(otherDriver.statusCode).toBe(409);
    expect(otherDriver.json()).toEqual(reused);
    expect(await entryCount(t.db, petrov)).toBe(petrovEntries);
    expect(await entryCount(t.db, sidorova)).toBe(sidorovaEntries);
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(120_050);
    expect(await expectLedgerConsistent(t.db, sidorova)).toBe(25_000);
  });

  it('refuses a key that a charge took', async () => {
    const charge = await t.app.inject({
      method: 'POST',
      url: `/api/drivers/${sidorova}/charges`,
      headers: { ...bearer(demo1.token), 'idempotency-key': 'shared-key' },
      payload: { kind: 'fine', amount: '100', description: 'Штраф за опоздание', starts_on: '2026-11-21' },
    });
    expect(charge.statusCode).toBe(200);
    const balance = await expectLedgerConsistent(t.db, sidorova);
    const response = await correct(sidorova, { amount: '-100', reason: 'Штраф за опоздание' }, 'shared-key');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(reused);
    expect(await expectLedgerConsistent(t.db, sidorova)).toBe(balance);
  });

  it('needs the Idempotency-Key header', async () => {
    for (const key of [null, '', '   ', 'x'.repeat(201)]) {
      const response = await correct(petrov, { amount: '10', reason: 'Без ключа' }, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(validation({ 'Idempotency-Key': text('fleet.validation.idempotencyKey') }));
    }
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(120_050);
  });

  it('validates the sum and the reason with the fleet texts, leaving the balance as it was', async () => {
    const count = await entryCount(t.db, petrov);
    const cases: [object, Record<string, string>][] = [
      [{ amount: '0', reason: 'Нулевая сумма' }, { amount: text('fleet.validation.amountNonZero') }],
      [{ amount: '0.00', reason: 'Нулевая сумма' }, { amount: text('fleet.validation.amountNonZero') }],
      [{ amount: 'сто рублей', reason: 'Сумма словами' }, { amount: text('fleet.validation.money') }],
      [{ amount: '10.555', reason: 'Три знака' }, { amount: text('fleet.validation.money') }],
      [{ amount: '10000000.01', reason: 'Слишком много' }, { amount: text('fleet.validation.amountTooLarge') }],
      [{ amount: '100' }, { reason: text('fleet.validation.reasonRequired') }],
      [{ amount: '100', reason: '   ' }, { reason: text('fleet.validation.reasonRequired') }],
      [{ amount: '100', reason: 'аб' }, { reason: text('fleet.validation.reasonLength') }],
      [{ amount: '100', reason: 'я'.repeat(501) }, { reason: text('fleet.validation.reasonLength') }],
    ];
    for (const [index, [body, data]] of cases.entries()) {
      const response = await correct(petrov, body, `invalid-${index}`);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(validation(data));
    }
    expect(await entryCount(t.db, petrov)).toBe(count);
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(120_050);
  });

  it('lets no other park or group correct, and leaves the balance untouched', async () => {
    const fromKz = await correct(petrov, { amount: '999', reason: 'Чужой парк' }, 'kz-1', kz);
    expect(fromKz.statusCode).toBe(404);
    expect(fromKz.json()).toEqual(notFound);
    const toKz = await correct(kzDriver, { amount: '999', reason: 'Чужой водитель' }, 'demo-kz-1');
    expect(toKz.statusCode).toBe(404);
    const nobody = await correct(999_999, { amount: '999', reason: 'Нет такого' }, 'demo-none');
    expect(nobody.statusCode).toBe(404);
    const group3 = await correct(petrov, { amount: '999', reason: 'Группа 3' }, 'g3-1', demo3);
    expect(group3.statusCode).toBe(403);
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(120_050);
    expect(await expectLedgerConsistent(t.db, kzDriver)).toBe(0);
  });

  it("lists the park's corrections newest first, with the driver's name", async () => {
    const response = await list('countperpage=50');
    expect(response.statusCode).toBe(200);
    const body = ParkCorrectionsResponseSchema.strict().parse(response.json());
    expect(body.corrections.map((row) => [row.driver_name, row.amount, row.description])).toEqual([
      ['Сидорова Анна Олеговна', '250.00', 'Бонус за смену'],
      ['Петров Пётр', '-300.00', 'Штраф ГИБДД'],
      ['Петров Пётр', '1500.50', 'Возврат депозита'],
    ]);
    expect(body).toMatchObject({ total: 3, pages: 1 });
    const paged = ParkCorrectionsResponseSchema.parse((await list('countperpage=2&page=2')).json());
    expect(paged.corrections.map((row) => row.description)).toEqual(['Возврат депозита']);
    expect(paged).toMatchObject({ total: 3, pages: 2 });
  });

  it('finds corrections by part of the name, the phone or the reason', async () => {
    const found = async (search: string) =>
      ParkCorrectionsResponseSchema.parse((await list(`search=${encodeURIComponent(search)}`)).json()).corrections.map(
        (row) => row.description,
      );
    expect(await found('петр')).toEqual(['Штраф ГИБДД', 'Возврат депозита']);
    expect(await found('СИДОР')).toEqual(['Бонус за смену']);
    expect(await found('+7 926 777-00-22')).toEqual(['Бонус за смену']);
    expect(await found('7770011')).toEqual(['Штраф ГИБДД', 'Возврат депозита']);
    expect(await found('гибдд')).toEqual(['Штраф ГИБДД']);
    expect(await found('100%')).toEqual([]);
    expect(await found('нет такого')).toEqual([]);
  });

  it('filters corrections by park-local days of their time', async () => {
    // 22:30 UTC on the 21st is 01:30 on the 22nd in Moscow, the park's zone.
    t.clock.advance(Date.parse('2026-11-21T22:30:00Z') - t.clock.now().getTime());
    // Access tokens live minutes: after the jump, sign in again.
    [demo1, demo3, kz] = await Promise.all([signIn(t, 'demo1'), signIn(t, 'demo3'), signIn(t, 'kz-demo')]);
    expect((await correct(sidorova, { amount: '50', reason: 'Ночная корректировка' }, 'corr-night')).statusCode).toBe(200);
    const descriptions = async (query: string) =>
      ParkCorrectionsResponseSchema.parse((await list(query)).json()).corrections.map((row) => row.description);
    expect(await descriptions('date_from=2026-11-22&date_to=2026-11-22')).toEqual(['Ночная корректировка']);
    expect(await descriptions('date_to=2026-11-21')).toEqual(['Бонус за смену', 'Штраф ГИБДД', 'Возврат депозита']);
    expect(await descriptions('date_from=2026-11-23')).toEqual([]);
    expect(await expectLedgerConsistent(t.db, sidorova)).toBe(25_000 - 10_000 + 5_000);
  });

  it('shows another park none of them', async () => {
    const body = ParkCorrectionsResponseSchema.parse((await list('', kz)).json());
    expect(body.corrections.some((row) => [petrov, sidorova].includes(row.driver_id))).toBe(false);
    expect((await list('', demo3)).statusCode).toBe(403);
  });

  it('exports the filtered corrections to xlsx', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/transfers/corrections/export?search=${encodeURIComponent('петр')}`,
      headers: bearer(demo1.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      'Корректировки 22-11-2026 01-30-00.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      text('fleet.fields.created_at'),
      text('fleet.fields.driver'),
      text('fleet.fields.phone'),
      text('fleet.fields.amount'),
      text('fleet.fields.balance_after'),
      text('fleet.fields.reason'),
      text('fleet.fields.author'),
    ]);
    expect(values(2)).toEqual(['21.11.2026 12:00', 'Петров Пётр', '+79267770011', -300, 1200.5, 'Штраф ГИБДД', 'Смирнов Алексей Викторович']);
    expect(values(3)).toEqual(['21.11.2026 12:00', 'Петров Пётр', '+79267770011', 1500.5, 1500.5, 'Возврат депозита', 'Смирнов Алексей Викторович']);
    expect(sheet?.rowCount).toBe(3);
  });

  it('reads the export in keyset pages that neither skip nor repeat a row', async () => {
    const ledger = new LedgerRepository(t.db);
    const all = (await ledger.parkCorrections(parkId, {}, 100, 0)).rows.map((row) => row.entry.id);
    expect(all.length).toBe(4);
    const paged: number[] = [];
    let after = null;
    for (;;) {
      const rows = await ledger.parkCorrectionsAfter(parkId, {}, after, 1);
      if (rows.length === 0) break;
      paged.push(...rows.map((row) => row.entry.id));
      after = rows.at(-1) ?? null;
    }
    expect(paged).toEqual(all);
  });
});
