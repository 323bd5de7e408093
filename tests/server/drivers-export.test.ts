import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, driverGroups } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { attachmentHeader, XLSX_MIME } from '../../server/lib/xlsx';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addCar, addDriver, addTrip, linkDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { rawCodeCells } from '../helpers/raw-codes';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HEADERS = [
  text('fleet.fields.full_name'),
  text('fleet.fields.phone'),
  text('fleet.fields.licence_number'),
  text('fleet.fields.work_status'),
  text('fleet.fields.employment_type'),
  text('fleet.fields.self_state'),
  text('fleet.fields.car'),
  text('fleet.fields.group'),
  text('fleet.fields.balance'),
  text('fleet.fields.balance_limit'),
  text('fleet.fields.last_trip_at'),
  text('fleet.fields.hire_date'),
  text('fleet.fields.aggregators'),
  text('fleet.fields.period_trips'),
  text('fleet.fields.period_income'),
];

/** The clock stands at 2026-11-21 12:00 Moscow. */
describe('GET /api/drivers/v2/list/export', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let kzPark: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    const park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    const yandex = await addAggregator(t.db, park, 'yandex');
    const uber = await addAggregator(t.db, park, 'uber');
    const car = await addCar(t.db, park, { number: 'А123ВС77' });
    const [group] = await t.db.insert(driverGroups).values({ taxisId: park, name: 'Ночная смена' }).returning();
    const abramov = await addDriver(
      t.db,
      park,
      {
        lastName: 'Абрамов',
        firstName: 'Павел',
        middleName: 'Олегович',
        phone: '+79161234567',
        licenceNumber: '77АВ123456',
        carId: car,
        groupId: group?.id,
        hireDate: '2024-01-10',
        balanceLimitKop: -50_000,
      },
      'А123ВС77',
    );
    await linkDriver(t.db, park, abramov, yandex, { isSelfemployed: true });
    await linkDriver(t.db, park, abramov, uber);
    await addTrip(t.db, { taxisId: park, aggregatorId: yandex, driverId: abramov, bookedAt: new Date('2026-11-20T07:15:00Z'), priceKop: 70_000 });
    await addDriver(t.db, park, { lastName: '=1+2', firstName: 'Иван', middleName: null, workStatus: 'fired' });
    // Enough drivers for the export to read more than one page of 1000 rows.
    await t.db.insert(drivers).values(
      Array.from({ length: 1050 }, (_, index) => ({
        taxisId: park,
        lastName: 'Ящиков',
        firstName: `Водитель${String(index).padStart(4, '0')}`,
        phone: `+7999${String(index).padStart(7, '0')}`,
        licenceNumber: `88ЯЯ${String(index).padStart(6, '0')}`,
        licenceCountry: 'rus' as const,
        workStatus: 'not_working' as const,
      })),
    );
    await addDriver(t.db, kzPark, { lastName: 'Абрамов', phone: '+77011112233' });
  });
  afterAll(async () => {
    await t.close();
  });

  const exported = async (query: string, as: SignedIn = demo1) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/drivers/v2/list/export${query}`, headers: bearer(as.token) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer.
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Водители');
    if (!sheet) throw new Error('no sheet Водители');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { response, rows };
  };

  it('writes no stored code (econom, android, not_working...) in the drivers’ or the trips’ file, only Russian labels', async () => {
    const drivers = await exported('?exclude_inactive=0');
    const trips = await t.app.inject({ method: 'GET', url: '/api/transfersp/export?filter=all', headers: bearer(demo1.token) });
    expect(trips.statusCode, trips.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(trips.rawPayload).buffer);
    const tripRows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => tripRows.push((row.values as unknown[]).slice(1)));
    // The trip of the fixtures is there, with its tariff class as a person reads it.
    expect(tripRows.length).toBeGreaterThan(1);
    expect(tripRows.flat()).toContain(text('fleet.carCategory.econom'));
    expect(drivers.rows.length).toBeGreaterThan(1000);
    expect(rawCodeCells(drivers.rows)).toEqual([]);
    expect(rawCodeCells(tripRows)).toEqual([]);
  });

  it('writes the list’s columns under their Russian labels, one row per driver', async () => {
    const { response, rows } = await exported('?search=абрамов');
    expect(response.headers['content-type']).toBe(XLSX_MIME);
    expect(response.headers['content-disposition']).toBe(attachmentHeader('Водители 21-11-2026 12-00-00.xlsx'));
    expect(rows).toEqual([
      HEADERS,
      [
        'Абрамов Павел Олегович',
        '+79161234567',
        '77АВ123456',
        'Работает',
        'Самозанятый',
        text('fleet.selfState.success'),
        'А123ВС77',
        'Ночная смена',
        539,
        -500,
        '20.11.2026 10:15',
        '10.01.2024',
        'Uber, Яндекс Go',
        1,
        700,
      ],
    ]);
  });

  it('exports every matching row whatever the page, across database pages, in the list’s order', async () => {
    const { rows } = await exported('?status=not_working&sortcolumn=full_name&sort=desc&page=3&countperpage=10');
    expect(rows).toHaveLength(1051);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows[1]?.[0]).toBe('Ящиков Водитель1049');
    expect(rows[1000]?.[0]).toBe('Ящиков Водитель0050');
    expect(rows[1001]?.[0]).toBe('Ящиков Водитель0049');
    expect(rows[1050]?.[0]).toBe('Ящиков Водитель0000');
    expect(rows[1]?.slice(3, 6)).toEqual(['Не работает', 'Самозанятый', text('fleet.selfState.none')]);
  });

  it('runs a descending sort with its nulls last across database pages', async () => {
    const { rows } = await exported('?sortcolumn=hire_date&sort=desc');
    const names = rows.slice(1).map((row) => row[0]);
    expect(names).toHaveLength(1052);
    expect(names[0]).toBe('Абрамов Павел Олегович');
    // The drivers without a hire date follow by id, newest first, past the 1000-row page.
    expect(names.slice(1, 3)).toEqual(['Ящиков Водитель1049', 'Ящиков Водитель1048']);
    expect(names.slice(999, 1001)).toEqual(['Ящиков Водитель0051', 'Ящиков Водитель0050']);
    expect(names.slice(-2)).toEqual(['Ящиков Водитель0000', "'=1+2 Иван"]);
  });

  it('keeps a formula-like name as text', async () => {
    const { rows } = await exported('?status=fired');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe("'=1+2 Иван");
    expect(rows[1]?.[3]).toBe('Уволен');
  });

  it('exports only the park’s own drivers', async () => {
    const { rows } = await exported('', kz);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Абрамов Иван Иванович']);
    const other = await t.app.inject({ method: 'GET', url: `/api/drivers/v2/list/export?taxis_id=${kzPark}`, headers: bearer(demo1.token) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'not_found', error_msg: text('errors.notFound') });
    const demo3 = await signIn(t, 'demo3');
    expect((await t.app.inject({ method: 'GET', url: '/api/drivers/v2/list/export', headers: bearer(demo3.token) })).statusCode).toBe(403);
  });
});
