import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_REPORT_DAYS, REPORT_TYPES, type Report, type ReportType } from '../../schemas/reports';
import { runPendingReports, startReportsRunner, type ReportsJobDeps } from '../../server/jobs/reports-runner';
import { driverFeedback, reportChunks, reports } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { attachmentHeader, fileStamp, XLSX_MIME } from '../../server/lib/xlsx';
import { postEntry } from '../../server/modules/ledger/ledger.writer';
import { RealtimeTicketsRepository } from '../../server/modules/realtime/realtime-tickets.repository';
import { defineReport } from '../../server/modules/reports/definitions/report-definition';
import { MAX_IN_PROGRESS_PER_USER } from '../../server/modules/reports/reports.service';
import { LocalEventBus, type ParkEvent } from '../../server/realtime/event-bus';
import { RealtimeServer } from '../../server/realtime/realtime-server';
import { t as text } from '../../texts/t';
import { rawCodeCells } from '../helpers/raw-codes';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addCar, addDriver, addTrip, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PERIOD = { date_from: '2026-11-16', date_to: '2026-11-20' };
const FILE_NAME = /^.+ \d{2}-\d{2}-\d{4} \d{2}-\d{2}-\d{2}\.xlsx$/;

type Cell = string | number | null;

/** The first sheet as rows of plain values, the header row first. */
async function sheetOf(body: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet in the file');
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: Cell[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const value = row.getCell(column).value;
      values.push(typeof value === 'string' || typeof value === 'number' ? value : value === null ? null : String(value));
    }
    rows.push(values);
  });
  return rows;
}

/** The clock stands at 2026-11-21 12:00 Moscow; the period is the five Moscow days before. */
describe('reports: order, background generation, list, download', () => {
  let t: TestApp;
  const bus = new LocalEventBus();
  const events: ParkEvent[] = [];
  let demo1: SignedIn;
  let demo2: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;
  const ids = { abramov: 0, borisova: 0, volkov: 0, car: 0 };

  const job = (extra: Partial<ReportsJobDeps> = {}): ReportsJobDeps => ({ db: t.db, clock: t.clock, bus, ...extra });

  async function order(session: SignedIn, reportType: string, period: { date_from: string; date_to: string } = PERIOD) {
    return t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(session.token),
      payload: { report_type: reportType, ...period },
    });
  }

  async function ordered(session: SignedIn, reportType: ReportType, period = PERIOD): Promise<Report> {
    const response = await order(session, reportType, period);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ report: Report }>().report;
  }

  async function list(session: SignedIn, query = ''): Promise<{ reports: Report[]; total: number }> {
    const response = await t.app.inject({ method: 'GET', url: `/api/reports/list${query}`, headers: bearer(session.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function listed(session: SignedIn, id: number): Promise<Report> {
    const found = (await list(session, '?limit=100')).reports.find((report) => report.id === id);
    if (!found) throw new Error(`report ${id} is not listed`);
    return found;
  }

  function download(session: SignedIn, id: number): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: 'GET', url: `/api/reports/get?report_id=${id}`, headers: bearer(session.token) });
  }

  /** Orders, runs the job and reads the file back. */
  async function generated(reportType: ReportType, extra: Partial<ReportsJobDeps> = {}) {
    const report = await ordered(demo1, reportType);
    const run = await runPendingReports(job(extra));
    expect(run.completed.map((attempt) => attempt.id)).toContain(report.id);
    const response = await download(demo1, report.id);
    expect(response.statusCode, response.body).toBe(200);
    return { report: await listed(demo1, report.id), response, sheet: await sheetOf(response.rawPayload) };
  }

  /** Moves the clock; sessions are signed in again since access tokens live 15 minutes. */
  async function advance(milliseconds: number): Promise<void> {
    t.clock.advance(milliseconds);
    [demo1, demo2, kz] = [await signIn(t, 'demo1'), await signIn(t, 'demo2'), await signIn(t, 'kz-demo')];
  }

  async function chunksOf(id: number): Promise<number> {
    const [row] = await t.db.select({ total: count() }).from(reportChunks).where(eq(reportChunks.reportId, id));
    return row?.total ?? 0;
  }

  beforeAll(async () => {
    t = await createTestApp({}, { bus });
    bus.subscribe((event) => events.push(event));
    await seedDemo(t.db);
    [demo1, demo2, kz] = [await signIn(t, 'demo1'), await signIn(t, 'demo2'), await signIn(t, 'kz-demo')];
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    const yandex = await addAggregator(t.db, park, 'yandex', { feeBasisPoints: 2000, parkCommissionBasisPoints: 300 });
    const uber = await addAggregator(t.db, park, 'uber', { feeBasisPoints: 2500, parkCommissionBasisPoints: 500 });
    ids.car = await addCar(t.db, park, { number: 'А001АА77', callsign: '101' });
    ids.abramov = await addDriver(t.db, park, {
      lastName: 'Абрамов',
      firstName: 'Павел',
      middleName: 'Олегович',
      phone: '+79160000001',
      licenceNumber: '77АВ000001',
      carId: ids.car,
      hireDate: '2026-11-17',
    });
    ids.borisova = await addDriver(t.db, park, {
      lastName: 'Борисова',
      firstName: 'Анна',
      middleName: null,
      phone: '+79160000002',
      licenceNumber: '77АВ000002',
      hireDate: '2025-01-10',
      employmentType: 'park_employee',
    });
    ids.volkov = await addDriver(t.db, park, {
      lastName: 'Волков',
      firstName: 'Игорь',
      middleName: 'Петрович',
      phone: '+79160000003',
      licenceNumber: '77АВ000003',
      hireDate: '2026-11-20',
    });
    const trip = { taxisId: park, aggregatorId: yandex };
    // Before the period (23:00 Moscow on the 15th).
    await addTrip(t.db, { ...trip, driverId: ids.abramov, shortId: 'R-000', bookedAt: new Date('2026-11-15T20:00:00Z'), priceKop: 40_000 });
    const r1 = await addTrip(t.db, {
      ...trip,
      driverId: ids.abramov,
      carId: ids.car,
      shortId: 'R-001',
      bookedAt: new Date('2026-11-18T07:00:00Z'),
      endedAt: new Date('2026-11-18T07:30:00Z'),
      mileageMeters: 12_500,
      addressFrom: '=HYPERLINK("http://example.com")',
    });
    await addTrip(t.db, {
      ...trip,
      aggregatorId: uber,
      driverId: ids.abramov,
      shortId: 'R-002',
      bookedAt: new Date('2026-11-18T09:00:00Z'),
      priceKop: 80_000,
      paymentMethod: 'cash',
    });
    await addTrip(t.db, {
      ...trip,
      driverId: ids.borisova,
      shortId: 'R-003',
      status: 'cancelled',
      bookedAt: new Date('2026-11-19T10:00:00Z'),
      priceKop: 0,
      cancelReason: 'Клиент отменил',
    });
    await postEntry(t.db, {
      taxisId: park,
      driverId: ids.abramov,
      kind: 'payout',
      amountKop: -30_000,
      description: 'Выплата на карту',
      createdBy: 'dispatcher',
      userName: 'Кассир Петрова',
      at: new Date('2026-11-19T12:00:00Z'),
    });
    await postEntry(t.db, {
      taxisId: park,
      driverId: ids.borisova,
      kind: 'correction',
      amountKop: 5_000,
      description: 'Возврат штрафа',
      createdBy: 'dispatcher',
      userName: 'Кассир Петрова',
      at: new Date('2026-11-19T13:00:00Z'),
    });
    // 23:30 Moscow on the 20th: inside; 00:30 on the 21st: outside.
    await addTrip(t.db, {
      ...trip,
      driverId: ids.borisova,
      shortId: 'R-004',
      bookedAt: new Date('2026-11-20T20:30:00Z'),
      priceKop: 120_000,
      paymentMethod: 'card',
      fraudReason: 'Слишком короткая поездка',
    });
    await addTrip(t.db, { ...trip, driverId: ids.borisova, shortId: 'R-005', bookedAt: new Date('2026-11-20T21:30:00Z'), priceKop: 30_000 });
    await t.db.insert(driverFeedback).values([
      {
        taxisId: park,
        driverId: ids.abramov,
        transferId: r1,
        aggregatorId: yandex,
        score: 5,
        comment: 'Отличный водитель',
        tags: ['Вежливый', 'Чистый салон'],
        createdAt: new Date('2026-11-18T08:00:00Z'),
      },
      {
        taxisId: park,
        driverId: ids.borisova,
        score: 2,
        comment: '-долго ждали',
        status: 'processed',
        response: 'Разобрались с водителем',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      { taxisId: park, driverId: ids.borisova, score: 4, createdAt: new Date('2026-11-10T10:00:00Z') },
    ]);
    // Another park's data over the same days never shows.
    const kzYandex = await addAggregator(t.db, kzPark, 'yandex');
    const kzDriver = await addDriver(t.db, kzPark, { lastName: 'Ахметов', hireDate: '2026-11-18' });
    await addTrip(t.db, { taxisId: kzPark, aggregatorId: kzYandex, driverId: kzDriver, bookedAt: new Date('2026-11-18T07:00:00Z') });
  });

  afterAll(async () => {
    await t.close();
  });

  it('orders a report in progress, lists it, generates it in the background and serves the file', async () => {
    const report = await ordered(demo1, 'transfers');
    expect(report).toMatchObject({ report_type: 'transfers', from_date: PERIOD.date_from, to_date: PERIOD.date_to });
    expect(report).toMatchObject({ status: 'in_progress', rows: null, file_name: null, created_at: t.clock.now().toISOString() });
    expect((await list(demo1)).reports[0]).toEqual(report);

    const early = await download(demo1, report.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'conflict', error_msg: text('reports.api.notReady') });

    const run = await runPendingReports(job());
    expect(run.completed.map((attempt) => attempt.id)).toEqual([report.id]);
    expect(events).toContainEqual({ taxis_id: park, user_id: demo1.userId, event: { type: 'ReportReady', report_id: report.id } });

    const done = await listed(demo1, report.id);
    expect(done).toMatchObject({ status: 'completed', rows: 4 });
    expect(done.file_name).toMatch(FILE_NAME);
    expect(done.file_name).toBe(`${text('reports.types.transfers')} ${fileStamp(t.clock.now(), 'Europe/Moscow')}.xlsx`);
    expect(done.file_name).toBe('Поездки 21-11-2026 12-00-00.xlsx');

    const file = await download(demo1, report.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_MIME);
    expect(file.headers['content-disposition']).toBe(attachmentHeader(done.file_name ?? ''));
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    expect(await sheetOf(file.rawPayload)).toEqual([
      [
        text('fleet.fields.short_id'),
        text('fleet.fields.status'),
        text('fleet.fields.booked_at'),
        text('fleet.fields.ended_at'),
        text('fleet.fields.aggregator'),
        text('fleet.fields.driver'),
        text('fleet.fields.phone'),
        text('fleet.fields.car'),
        text('fleet.fields.price'),
        text('fleet.fields.payment_method'),
        text('fleet.fields.category'),
        text('fleet.fields.park_commission'),
        text('fleet.fields.aggregator_commission'),
        text('fleet.fields.mileage'),
        text('fleet.fields.address_from'),
        text('fleet.fields.address_to'),
        text('fleet.fields.cancel_reason'),
      ],
      // The address that looks like a formula arrives as text.
      ['R-001', 'Выполнен', '18.11.2026 10:00', '18.11.2026 10:30', 'Яндекс Go', 'Абрамов Павел Олегович', '+79160000001', 'А001АА77', 500, 'Безналичные', text('fleet.carCategory.econom'), 15, 100, 12.5, '\'=HYPERLINK("http://example.com")', 'Москва, Ленинский пр., 30', null],
      ['R-002', 'Выполнен', '18.11.2026 12:00', null, 'Uber', 'Абрамов Павел Олегович', '+79160000001', null, 800, 'Наличные', text('fleet.carCategory.econom'), 40, 200, 0, 'Москва, Тверская ул., 1', 'Москва, Ленинский пр., 30', null],
      ['R-003', 'Отменён', '19.11.2026 13:00', null, 'Яндекс Go', 'Борисова Анна', '+79160000002', null, 0, 'Безналичные', text('fleet.carCategory.econom'), 0, 0, 0, 'Москва, Тверская ул., 1', 'Москва, Ленинский пр., 30', 'Клиент отменил'],
      ['R-004', 'Выполнен', '20.11.2026 23:30', null, 'Яндекс Go', 'Борисова Анна', '+79160000002', null, 1200, 'Карта', text('fleet.carCategory.econom'), 36, 240, 0, 'Москва, Тверская ул., 1', 'Москва, Ленинский пр., 30', null],
    ]);
  });

  it('writes the ledger entries of the period in time order (transactions)', async () => {
    const { report, sheet } = await generated('transactions');
    const abramov = ['Абрамов Павел Олегович', '+79160000001'];
    const borisova = ['Борисова Анна', '+79160000002'];
    expect(sheet).toEqual([
      [text('reports.columns.transaction_at'), text('fleet.fields.driver'), text('fleet.fields.phone'), text('fleet.fields.kind'), text('fleet.fields.amount'), text('fleet.fields.balance_after'), text('fleet.fields.description'), text('fleet.fields.short_id'), text('fleet.fields.author')],
      // R-000 (the 15th) left 400 - 80 - 12 = 308.
      ['18.11.2026 10:30', ...abramov, 'Доход за поездку', 500, 808, 'Оплата поездки, заказ R-001', 'R-001', 'Платформа'],
      ['18.11.2026 10:30', ...abramov, 'Комиссия агрегатора', -100, 708, 'Комиссия Яндекс Go, заказ R-001', 'R-001', 'Платформа'],
      ['18.11.2026 10:30', ...abramov, 'Комиссия парка', -15, 693, 'Комиссия парка, заказ R-001', 'R-001', 'Платформа'],
      ['18.11.2026 12:00', ...abramov, 'Комиссия агрегатора', -200, 493, 'Комиссия Uber, заказ R-002', 'R-002', 'Платформа'],
      ['18.11.2026 12:00', ...abramov, 'Комиссия парка', -40, 453, 'Комиссия парка, заказ R-002', 'R-002', 'Платформа'],
      ['19.11.2026 15:00', ...abramov, 'Выплата', -300, 153, 'Выплата на карту', null, 'Кассир Петрова'],
      ['19.11.2026 16:00', ...borisova, 'Корректировка', 50, 50, 'Возврат штрафа', null, 'Кассир Петрова'],
      ['20.11.2026 23:30', ...borisova, 'Доход за поездку', 1200, 1250, 'Оплата поездки, заказ R-004', 'R-004', 'Платформа'],
      ['20.11.2026 23:30', ...borisova, 'Комиссия агрегатора', -240, 1010, 'Комиссия Яндекс Go, заказ R-004', 'R-004', 'Платформа'],
      ['20.11.2026 23:30', ...borisova, 'Комиссия парка', -36, 974, 'Комиссия парка, заказ R-004', 'R-004', 'Платформа'],
    ]);
    expect(report.rows).toBe(10);
  });

  it('lists the drivers hired in the period with what they drove (drivers_new)', async () => {
    const { sheet } = await generated('drivers_new');
    expect(sheet).toEqual([
      [text('fleet.fields.id'), text('fleet.fields.full_name'), text('fleet.fields.phone'), text('fleet.fields.licence_number'), text('reports.columns.callsign'), text('fleet.fields.employment_type'), text('fleet.fields.work_status'), text('fleet.fields.hire_date'), text('fleet.fields.period_trips'), text('reports.columns.period_revenue'), text('fleet.fields.park_commission')],
      [ids.abramov, 'Абрамов Павел Олегович', '+79160000001', '77АВ000001', '101', 'Самозанятый', 'Работает', '17.11.2026', 2, 1300, 55],
      [ids.volkov, 'Волков Игорь Петрович', '+79160000003', '77АВ000003', null, 'Самозанятый', 'Работает', '20.11.2026', 0, 0, 0],
    ]);
  });

  it('sums the park commission per day and aggregator (commission_income)', async () => {
    const { sheet } = await generated('commission_income');
    expect(sheet).toEqual([
      [text('reports.columns.day'), text('fleet.fields.aggregator'), text('reports.columns.trips_complete'), text('reports.columns.revenue'), text('fleet.fields.park_commission')],
      ['18.11.2026', 'Яндекс Go', 1, 500, 15],
      ['18.11.2026', 'Uber', 1, 800, 40],
      ['20.11.2026', 'Яндекс Go', 1, 1200, 36],
    ]);
  });

  it("writes the period's passenger reviews, a comment that starts with - as text (survey_reviews)", async () => {
    const { sheet } = await generated('survey_reviews');
    expect(sheet).toEqual([
      [text('fleet.fields.created_at'), text('fleet.fields.driver'), text('fleet.fields.phone'), text('fleet.fields.aggregator'), text('fleet.fields.short_id'), text('reports.columns.score'), text('fleet.fields.comment'), text('reports.columns.tags'), text('reports.columns.feedback_status'), text('reports.columns.response')],
      ['18.11.2026 11:00', 'Абрамов Павел Олегович', '+79160000001', 'Яндекс Go', 'R-001', 5, 'Отличный водитель', 'Вежливый, Чистый салон', 'Новый', null],
      ['20.11.2026 13:00', 'Борисова Анна', '+79160000002', null, null, 2, "'-долго ждали", null, 'Обработан', 'Разобрались с водителем'],
    ]);
  });

  it('counts orders by outcome, lists flagged trips and pays out per driver', async () => {
    const overall = await generated('orders_overall');
    expect(overall.sheet.slice(1)).toEqual([
      ['18.11.2026', 'Яндекс Go', 1, 1, 0, 0, 100],
      ['18.11.2026', 'Uber', 1, 1, 0, 0, 100],
      ['19.11.2026', 'Яндекс Go', 1, 0, 1, 0, 0],
      ['20.11.2026', 'Яндекс Go', 1, 1, 0, 0, 100],
    ]);
    const fraud = await generated('orders_fraud');
    expect(fraud.sheet.slice(1).map((row) => [row[0], row.at(-1)])).toEqual([['R-004', 'Слишком короткая поездка']]);
    const paid = await generated('payments_drivers');
    expect(paid.sheet.slice(1)).toEqual([[ids.abramov, 'Абрамов Павел Олегович', '+79160000001', 1, 300, '19.11.2026']]);
    const active = await generated('drivers_active');
    expect(active.sheet.slice(1).map((row) => [row[0], row.at(-3), row.at(-2), row.at(-1)])).toEqual([
      [ids.abramov, 2, 1300, 55],
      [ids.borisova, 1, 1200, 36],
    ]);
  });

  it('generates a valid file for every report type, stored in pieces and read back in order', async () => {
    for (const reportType of REPORT_TYPES) {
      const { report, response, sheet } = await generated(reportType, { chunkBytes: 1024 });
      expect(report.status, reportType).toBe('completed');
      expect(report.file_name, reportType).toMatch(new RegExp(`^${text(`reports.types.${reportType}`)} \\d{2}-\\d{2}-\\d{4} \\d{2}-\\d{2}-\\d{2}\\.xlsx$`));
      expect(sheet.length, reportType).toBe((report.rows ?? -1) + 1);
      expect(sheet[0]?.every((header) => typeof header === 'string' && header.length > 0), reportType).toBe(true);
      // Stored codes (econom, not_working...) are written as the labels a person reads.
      expect(rawCodeCells(sheet), reportType).toEqual([]);
      expect(await chunksOf(report.id), reportType).toBeGreaterThan(1);
      expect(Number(response.headers['content-length']), reportType).toBe(response.rawPayload.length);
    }
  });

  it('answers 404 for a report of another user or another park', async () => {
    const report = await ordered(demo1, 'drivers');
    await runPendingReports(job());
    expect((await download(demo1, report.id)).statusCode).toBe(200);
    for (const other of [demo2, kz]) {
      const response = await download(other, report.id);
      expect(response.statusCode).toBe(404);
      expect((await list(other, '?limit=100')).reports.map((item) => item.id)).not.toContain(report.id);
    }
    expect((await download(demo1, 999_999)).statusCode).toBe(404);
  });

  it('refuses a bad period or type with field messages, and a group without the section', async () => {
    const reversed = await order(demo1, 'drivers', { date_from: '2026-11-20', date_to: '2026-11-16' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ error: 'validation_error', data: { date_to: text('fleet.validation.dateRange') } });
    const long = await order(demo1, 'drivers', { date_from: '2025-11-01', date_to: '2026-11-20' });
    expect(long.statusCode).toBe(400);
    expect(long.json().data).toEqual({ date_to: text('reports.api.periodTooLong', { days: MAX_REPORT_DAYS }) });
    const unknown = await order(demo1, 'everything');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data).toEqual({ report_type: text('reports.api.reportType') });
    const badDate = await order(demo1, 'drivers', { date_from: '2026-13-01', date_to: '2026-11-20' });
    expect(badDate.json().data).toEqual({ date_from: text('fleet.validation.day') });
    const demo3 = await signIn(t, 'demo3');
    expect((await order(demo3, 'drivers')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/list' })).statusCode).toBe(401);
  });

  it('pages the list newest first with the total', async () => {
    const demo4 = await signIn(t, 'demo4');
    const made: number[] = [];
    for (const reportType of REPORT_TYPES.slice(0, 7)) {
      made.push((await ordered(demo4, reportType)).id);
      t.clock.advance(1000);
    }
    const newest = [...made].reverse();
    const first = await list(demo4, '?offset=0&limit=5');
    expect(first.total).toBe(7);
    expect(first.reports.map((report) => report.id)).toEqual(newest.slice(0, 5));
    const second = await list(demo4, '?offset=5&limit=5');
    expect(second).toMatchObject({ total: 7 });
    expect(second.reports.map((report) => report.id)).toEqual(newest.slice(5));
    expect((await list(demo4)).reports).toHaveLength(5);
    await runPendingReports(job());
  });

  it('limits the reports one user may have in progress at once', async () => {
    const demo5 = await signIn(t, 'demo5');
    for (let index = 0; index < MAX_IN_PROGRESS_PER_USER; index += 1) await ordered(demo5, 'payments_overall');
    const refused = await order(demo5, 'payments_overall');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_msg).toBe(text('reports.api.tooManyInProgress', { count: MAX_IN_PROGRESS_PER_USER }));
    await runPendingReports(job());
    expect((await order(demo5, 'payments_overall')).statusCode).toBe(200);
    await runPendingReports(job());
  });

  it('retries a failing report twice, then fails it with no pieces left and says so', async () => {
    const seenChunks: number[] = [];
    let reportId = 0;
    const broken = defineReport<string>({
      columns: () => [{ header: 'Строка', value: (row) => row }],
      rows: async function* rows() {
        for (let index = 0; index < 20_000; index += 1) {
          yield `строка ${index} ${(index * 7919) % 104_729}`;
          // Where a real source waits for its next page, and the file's bytes flow out meanwhile.
          if (index % 1000 === 999) await new Promise((resolve) => setImmediate(resolve));
        }
        // The pieces written so far are stored before the failure (the consumer runs behind the rows).
        for (let wait = 0; wait < 200 && (await chunksOf(reportId)) === 0; wait += 1) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        seenChunks.push(await chunksOf(reportId));
        throw new Error('строка 20000 не читается');
      },
    });
    const failing = job({ definitions: { drivers: broken }, chunkBytes: 4096 });
    reportId = (await ordered(demo1, 'drivers')).id;
    events.length = 0;

    const first = await runPendingReports(failing);
    expect(first.retrying.map((attempt) => attempt.id)).toEqual([reportId]);
    expect(first.retrying[0]?.failure).toBe('Error: строка 20000 не читается');
    expect(await chunksOf(reportId)).toBe(0);
    expect((await listed(demo1, reportId)).status).toBe('in_progress');
    // Not before its pause.
    expect((await runPendingReports(failing)).retrying).toEqual([]);

    await advance(31_000);
    expect((await runPendingReports(failing)).retrying.map((attempt) => attempt.id)).toEqual([reportId]);
    await advance(61_000);
    const last = await runPendingReports(failing);
    expect(last.failed.map((attempt) => attempt.id)).toEqual([reportId]);

    expect(seenChunks).toHaveLength(3);
    expect(seenChunks.every((pieces) => pieces > 0)).toBe(true);
    expect(await chunksOf(reportId)).toBe(0);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, failure: 'Error: строка 20000 не читается', fileName: null });
    expect(events).toEqual([{ taxis_id: park, user_id: demo1.userId, event: { type: 'ReportFailed', report_id: reportId } }]);
    expect((await listed(demo1, reportId)).status).toBe('failed');
    const response = await download(demo1, reportId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error_msg).toBe(text('reports.api.failed'));
  });

  it('fails at once on an error another attempt cannot mend', async () => {
    const hopeless = defineReport<string>({
      columns: () => [{ header: 'Строка', value: (row) => row }],
      rows: async function* rows() {
        yield* [];
        throw Object.assign(new Error('нет такого парка'), { retryable: false });
      },
    });
    const report = await ordered(demo1, 'transactions');
    const run = await runPendingReports(job({ definitions: { transactions: hopeless } }));
    expect(run.failed.map((attempt) => attempt.id)).toEqual([report.id]);
    expect(run.retrying).toEqual([]);
    expect((await listed(demo1, report.id)).status).toBe('failed');
  });

  it('keeps a completed report completed when its event cannot be published', async () => {
    class SilentBus extends LocalEventBus {
      override async publish(): Promise<void> {
        throw new Error('NOTIFY failed');
      }
    }
    const report = await ordered(demo1, 'payments_overall');
    const run = await runPendingReports(job({ bus: new SilentBus() }));
    expect(run.completed).toEqual([expect.objectContaining({ id: report.id, announceFailure: 'Error: NOTIFY failed' })]);
    expect((await listed(demo1, report.id)).status).toBe('completed');
  });

  it('takes a report taken by a job whose lease ran out, and gives back one cut short by a stop', async () => {
    const report = await ordered(demo1, 'orders_finished');
    // A job that claimed it and then vanished (a killed process) holds it for the lease.
    const now = t.clock.now();
    await t.db.update(reports).set({ attempts: 1, leaseUntil: new Date(now.getTime() + 600_000) }).where(eq(reports.id, report.id));
    expect((await runPendingReports(job())).completed).toEqual([]);
    await advance(600_001);
    const run = await runPendingReports(job());
    expect(run.completed.map((attempt) => ({ id: attempt.id, attempt: attempt.attempt }))).toEqual([{ id: report.id, attempt: 2 }]);

    const stopped = await ordered(demo1, 'orders_finished');
    const stoppedBefore = new AbortController();
    stoppedBefore.abort();
    expect((await runPendingReports(job(), stoppedBefore.signal)).completed).toEqual([]);
    const shutdown = new AbortController();
    const slow = defineReport<number>({
      columns: () => [{ header: 'Число', value: (row) => row }],
      rows: async function* rows() {
        yield 1;
        shutdown.abort();
        yield 2;
      },
    });
    const cut = await runPendingReports(job({ definitions: { orders_finished: slow } }), shutdown.signal);
    expect(cut.released.map((attempt) => attempt.id)).toEqual([stopped.id]);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, stopped.id));
    expect(row).toMatchObject({ status: 'in_progress', attempts: 0, leaseUntil: null });
    expect(await chunksOf(stopped.id)).toBe(0);
    await runPendingReports(job());
    expect((await listed(demo1, stopped.id)).status).toBe('completed');
  });

  it('keeps its hold on a report while reading, and lets go once another job has taken it', async () => {
    const report = await ordered(demo1, 'drivers_active');
    let produced = 0;
    const slow = defineReport<number>({
      columns: () => [{ header: 'Число', value: (row) => row }],
      rows: async function* rows() {
        produced = 1;
        yield 1;
        // Another job took the report over (its lease had run out meanwhile).
        await t.db.update(reports).set({ attempts: 7 }).where(eq(reports.id, report.id));
        for (let wait = 0; wait < 20; wait += 1) await new Promise((resolve) => setTimeout(resolve, 25));
        for (let row = 2; row <= 1000; row += 1) {
          produced = row;
          yield row;
        }
      },
    });
    const run = await runPendingReports(job({ definitions: { drivers_active: slow }, leaseRenewMs: 10 }));
    // The renewal found the report gone and stopped the source at its next row.
    expect(produced).toBe(2);
    expect(run.released.map((attempt) => attempt.id)).toEqual([report.id]);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({ status: 'in_progress', attempts: 7, failure: null });
    await t.db.update(reports).set({ attempts: 0, leaseUntil: null }).where(eq(reports.id, report.id));
    await runPendingReports(job());
    expect((await listed(demo1, report.id)).status).toBe('completed');
  });

  it('starts a report as soon as it is ordered when a runner is running', async () => {
    const runner = startReportsRunner({ ...job(), wakeOn: t.database.db, log: { error: () => undefined, warn: () => undefined } }, 3_600_000);
    try {
      const report = await ordered(demo1, 'payments_count');
      for (let i = 0; i < 200 && (await listed(demo1, report.id)).status === 'in_progress'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await listed(demo1, report.id)).status).toBe('completed');
    } finally {
      await runner.stop();
    }
  });

  it('never generates a report twice when two runners work at once', async () => {
    const made: number[] = [];
    for (const reportType of REPORT_TYPES.slice(0, MAX_IN_PROGRESS_PER_USER)) made.push((await ordered(demo2, reportType)).id);
    const [a, b] = await Promise.all([runPendingReports(job()), runPendingReports(job())]);
    const byA = a.completed.map((attempt) => attempt.id);
    const byB = b.completed.map((attempt) => attempt.id);
    expect(byA.filter((id) => byB.includes(id))).toEqual([]);
    expect([...byA, ...byB].sort((x, y) => x - y)).toEqual(made);
    if (t.engine === 'postgres') expect(byA.length > 0 && byB.length > 0).toBe(true);
    const rows = await t.db.select({ attempts: reports.attempts, status: reports.status }).from(reports).where(eq(reports.userId, demo2.userId));
    expect(rows.every((row) => row.attempts === 1 && row.status === 'completed')).toBe(true);
  });

  it("announces ReportReady on the realtime channel to the report's park only", async () => {
    const realtime = await RealtimeServer.start({
      host: '127.0.0.1',
      port: 0,
      tickets: new RealtimeTicketsRepository(t.db),
      bus,
      clock: t.clock,
    });
    const connect = async (session: SignedIn) => {
      const issued = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(session.token) });
      const { ticket } = issued.json<{ data: { ticket: string } }>().data;
      const ws = new WebSocket(`ws://127.0.0.1:${realtime.port}/?token=${encodeURIComponent(ticket)}`);
      const messages: unknown[] = [];
      ws.on('message', (data) => messages.push(JSON.parse(String(data))));
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      return { ws, messages };
    };
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      const demo = await connect(demo1);
      const kazakh = await connect(kz);
      await until(() => demo.messages.length > 0 && kazakh.messages.length > 0);
      const report = await ordered(demo1, 'orders_overall');
      await runPendingReports(job());
      await until(() => demo.messages.length > 1);
      expect(demo.messages).toEqual([{ type: 'Connected' }, { type: 'ReportReady', report_id: report.id }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(kazakh.messages).toEqual([{ type: 'Connected' }]);
      demo.ws.close();
      kazakh.ws.close();
    } finally {
      await realtime.close();
    }
  });
});
