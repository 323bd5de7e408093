import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGGREGATOR_CODES, type PaymentMethod, type TransferStatus } from '../../schemas/fleet';
import {
  TRANSFER_FILTER_STATUSES,
  TRANSFER_FILTERS,
  TRANSFER_SORT_COLUMNS,
  TransferDetailSchema,
  TransfersResponseSchema,
  type TransferFilter,
  type TransfersResponse,
} from '../../schemas/transfers';
import { aggregators, drivers, transferDayCounts, transfers } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { parkDayStart } from '../../server/lib/park-time';
import { normalizeSearch } from '../../server/modules/drivers/search-text';
import { TransfersRepository, type TransferFilters, type TransferRow } from '../../server/modules/transfers/transfers.repository';
import type { Db } from '../../server/db/client';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addCar, addDriver, addTrip, parkIdOf } from '../helpers/fleet-fixtures';
import { expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** An aggregator code the park has not connected yet (the demo seed may connect some). */
async function freeAggregator(db: Db, taxisId: number, options: Parameters<typeof addAggregator>[3]): Promise<number> {
  const taken = new Set(
    (await db.select({ code: aggregators.code }).from(aggregators).where(eq(aggregators.taxisId, taxisId))).map((row) => row.code),
  );
  const code = AGGREGATOR_CODES.find((candidate) => !taken.has(candidate));
  if (!code) throw new Error('no free aggregator code');
  return addAggregator(db, taxisId, code, options);
}

/** What the database holds, to compute every expected answer independently of the endpoint. */
interface ModelTrip {
  id: number;
  shortId: string;
  status: TransferStatus;
  bookedDay: string;
  bookedAt: number;
  endedAt: number | null;
  priceKop: number;
  parkCommissionKop: number;
  aggregatorId: number;
  driverId: number;
  paymentMethod: PaymentMethod;
  searchText: string;
}

interface ModelQuery {
  date_from?: string;
  date_to?: string;
  filter?: TransferFilter;
  search?: string;
  aggregator_id?: number;
  driver_id?: number;
  payment_method?: PaymentMethod;
  sortcolumn?: (typeof TRANSFER_SORT_COLUMNS)[number];
  sort?: 'asc' | 'desc';
}

/** The default period on the test clock (2026-11-21 12:00 in Moscow): the last 7 days. */
const DEFAULT_FROM = '2026-11-15';
const DEFAULT_TO = '2026-11-21';

function matchesWithoutStatus(trip: ModelTrip, query: ModelQuery): boolean {
  const from = query.date_from ?? DEFAULT_FROM;
  const to = query.date_to ?? DEFAULT_TO;
  if (trip.bookedDay < from || trip.bookedDay > to) return false;
  if (query.aggregator_id !== undefined && trip.aggregatorId !== query.aggregator_id) return false;
  if (query.driver_id !== undefined && trip.driverId !== query.driver_id) return false;
  if (query.payment_method !== undefined && trip.paymentMethod !== query.payment_method) return false;
  if (query.search !== undefined) {
    const term = query.search.trim();
    const driverTerm = normalizeSearch(term);
    const byShortId = trip.shortId === term || trip.shortId.toLowerCase().startsWith(term.toLowerCase());
    if (!byShortId && !(driverTerm !== null && trip.searchText.includes(driverTerm))) return false;
  }
  return true;
}

function inFilter(trip: ModelTrip, filter: TransferFilter): boolean {
  return filter === 'all' || TRANSFER_FILTER_STATUSES[filter].includes(trip.status);
}

function sortValue(trip: ModelTrip, column: NonNullable<ModelQuery['sortcolumn']>): number | string | null {
  switch (column) {
    case 'booked_at':
      return trip.bookedAt;
    case 'ended_at':
      return trip.endedAt;
    case 'price':
      return trip.priceKop;
    case 'park_commission':
      return trip.parkCommissionKop;
    case 'status':
      return trip.status;
  }
}

function expectedIds(model: ModelTrip[], query: ModelQuery): number[] {
  const column = query.sortcolumn ?? 'booked_at';
  const sign = (query.sort ?? 'desc') === 'asc' ? 1 : -1;
  return model
    .filter((trip) => matchesWithoutStatus(trip, query) && inFilter(trip, query.filter ?? 'complete'))
    .sort((a, b) => {
      const left = sortValue(a, column);
      const right = sortValue(b, column);
      // Trips not ended come last both ways; ties go by id in the same direction.
      if (left === null || right === null) {
        if (left !== right) return left === null ? 1 : -1;
      } else if (left !== right) {
        return (left < right ? -1 : 1) * sign;
      }
      return (a.id - b.id) * sign;
    })
    .map((trip) => trip.id);
}

function expectedTotals(model: ModelTrip[], query: ModelQuery): Record<TransferFilter, number> {
  const matching = model.filter((trip) => matchesWithoutStatus(trip, query));
  return Object.fromEntries(
    TRANSFER_FILTERS.map((filter) => [filter, matching.filter((trip) => inFilter(trip, filter)).length]),
  ) as Record<TransferFilter, number>;
}

function queryString(query: ModelQuery & { page?: number; countperpage?: number }): string {
  return new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
}

describe('trips: GET /transfersp, its export and one trip', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo3: SignedIn;
  let kz: SignedIn;
  let parkId: number;
  let aggregatorA: number;
  let aggregatorB: number;
  let petrov: number;
  let sidorova: number;
  let kuzmin: number;
  let model: ModelTrip[];
  /** Trip ids by short id. */
  const trip: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    [demo1, demo3, kz] = await Promise.all([signIn(t, 'demo1'), signIn(t, 'demo3'), signIn(t, 'kz-demo')]);
    parkId = await parkIdOf(t.db, 'demo1');
    aggregatorA = await freeAggregator(t.db, parkId, { feeBasisPoints: 2000, parkCommissionBasisPoints: 300 });
    aggregatorB = await freeAggregator(t.db, parkId, { feeBasisPoints: 1000, parkCommissionBasisPoints: 500 });
    const kia = await addCar(t.db, parkId, { number: 'А123ВС777' });
    const solaris = await addCar(t.db, parkId, { number: 'М456ОР199', brand: 'Hyundai', model: 'Solaris' });
    petrov = await addDriver(
      t.db,
      parkId,
      { lastName: 'Петров', firstName: 'Пётр', middleName: 'Петрович', phone: '+79035550101', carId: kia },
      'А123ВС777',
    );
    sidorova = await addDriver(
      t.db,
      parkId,
      { lastName: 'Сидорова', firstName: 'Анна', middleName: null, phone: '+79035550202', carId: solaris },
      'М456ОР199',
    );
    kuzmin = await addDriver(t.db, parkId, { lastName: 'Кузьмин', firstName: 'Олег', middleName: null, phone: '+79035550303' });
    const cars: Record<number, number | null> = { [petrov]: kia, [sidorova]: solaris, [kuzmin]: null };

    const trips: [string, number, number, TransferStatus, PaymentMethod, number, string, string | null][] = [
      // short id, driver, aggregator, status, payment, price (kop), booked at (UTC), ended at (UTC)
      ['Y10001', petrov, aggregatorA, 'complete', 'cashless', 50_000, '2026-11-21T06:00:00Z', '2026-11-21T06:30:00Z'],
      ['Y10002', petrov, aggregatorA, 'complete', 'cash', 80_000, '2026-11-20T10:00:00Z', '2026-11-20T10:40:00Z'],
      ['Y10003', sidorova, aggregatorA, 'cancelled', 'card', 0, '2026-11-20T12:00:00Z', null],
      ['Y10004', sidorova, aggregatorB, 'complete', 'card', 50_000, '2026-11-19T08:00:00Z', '2026-11-19T08:20:00Z'],
      ['Y10005', kuzmin, aggregatorB, 'driving', 'cashless', 30_000, '2026-11-21T08:50:00Z', null],
      ['Y10006', kuzmin, aggregatorB, 'transporting', 'cash', 45_000, '2026-11-21T08:30:00Z', null],
      ['Y10007', petrov, aggregatorB, 'expired', 'corp', 0, '2026-11-18T07:00:00Z', null],
      ['Y10008', sidorova, aggregatorA, 'failed', 'cashless', 0, '2026-11-17T15:00:00Z', null],
      // 00:30 on the 15th in Moscow: the first day of the default period.
      ['Y20001', petrov, aggregatorA, 'complete', 'prepaid', 120_000, '2026-11-14T21:30:00Z', '2026-11-14T22:10:00Z'],
      // 23:59 on the 14th in Moscow: just before it.
      ['Y20002', sidorova, aggregatorA, 'complete', 'cashless', 99_999, '2026-11-14T20:59:00Z', '2026-11-14T21:30:00Z'],
      ['Y20003', kuzmin, aggregatorA, 'complete', 'cashless', 50_000, '2026-11-20T21:30:00Z', '2026-11-20T22:00:00Z'],
      ['Z777', sidorova, aggregatorB, 'complete', 'cash', 50_000, '2026-11-16T09:00:00Z', '2026-11-16T09:45:00Z'],
      ['Y10010', petrov, aggregatorA, 'waiting', 'other', 0, '2026-11-21T08:55:00Z', null],
      // Booked at the same instant as Y10004: the id decides.
      ['Y10011', kuzmin, aggregatorA, 'complete', 'card', 30_000, '2026-11-19T08:00:00Z', '2026-11-19T08:25:00Z'],
      ['Y10012', sidorova, aggregatorB, 'complete', 'cashless', 70_000, '2026-11-10T10:00:00Z', '2026-11-10T10:30:00Z'],
    ];
    for (const [shortId, driverId, aggregatorId, status, paymentMethod, priceKop, bookedAt, endedAt] of trips) {
      trip[shortId] = await addTrip(t.db, {
        taxisId: parkId,
        aggregatorId,
        driverId,
        carId: cars[driverId] ?? null,
        shortId,
        status,
        paymentMethod,
        priceKop,
        bookedAt: new Date(bookedAt),
        endedAt: endedAt === null ? null : new Date(endedAt),
        mileageMeters: 12_345,
        cancelReason: status === 'cancelled' ? 'Клиент не вышел' : null,
      });
      await expectLedgerConsistent(t.db, driverId);
    }
    const rows = await t.db
      .select({
        id: transfers.id,
        shortId: transfers.shortId,
        status: transfers.status,
        bookedDay: transfers.bookedDay,
        bookedAt: transfers.bookedAt,
        endedAt: transfers.endedAt,
        priceKop: transfers.priceKop,
        parkCommissionKop: transfers.parkCommissionKop,
        aggregatorId: transfers.aggregatorId,
        driverId: transfers.driverId,
        paymentMethod: transfers.paymentMethod,
        searchText: drivers.searchText,
      })
      .from(transfers)
      .innerJoin(drivers, eq(drivers.id, transfers.driverId))
      .where(eq(transfers.taxisId, parkId));
    model = rows.map((row) => ({ ...row, bookedAt: row.bookedAt.getTime(), endedAt: row.endedAt?.getTime() ?? null }));
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: ModelQuery & { page?: number; countperpage?: number }, as: SignedIn = demo1): Promise<TransfersResponse> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/transfersp?${queryString(query)}`, headers: bearer(as.token) });
    expect(response.statusCode, response.body).toBe(200);
    return TransfersResponseSchema.strict().parse(response.json());
  };
  const ids = (body: TransfersResponse) => body.transfers.map((row) => row.id);
  const shortIds = (body: TransfersResponse) => body.transfers.map((row) => row.short_id);
  /** The answer equals the model's, rows and totals. */
  const expectModel = async (query: ModelQuery) => {
    const body = await list({ ...query, countperpage: 500 });
    expect(ids(body)).toEqual(expectedIds(model, query));
    expect(body.status_total).toEqual(expectedTotals(model, query));
    expect(body.transfers_total).toBe(body.status_total[query.filter ?? 'complete']);
    return body;
  };

  it('answers the completed trips of the last 7 days, newest first, with driver, car and aggregator', async () => {
    const body = await expectModel({});
    const mine = body.transfers.filter((row) => [aggregatorA, aggregatorB].includes(row.aggregator.id));
    expect(mine.map((row) => row.short_id)).toEqual(['Y10001', 'Y20003', 'Y10002', 'Y10011', 'Y10004', 'Z777', 'Y20001']);
    expect(mine[0]).toEqual({
      id: trip.Y10001,
      short_id: 'Y10001',
      status: 'complete',
      booked_at: '2026-11-21T06:00:00.000Z',
      ended_at: '2026-11-21T06:30:00.000Z',
      aggregator: { id: aggregatorA, code: expect.any(String), name: expect.any(String) },
      driver: { id: petrov, full_name: 'Петров Пётр Петрович', phone: '+79035550101' },
      car: { id: expect.any(Number), number: 'А123ВС777', brand: 'Kia', model: 'Rio' },
      price: '500.00',
      payment_method: 'cashless',
      category: 'econom',
      park_commission: '15.00',
      aggregator_commission: '100.00',
      address_from: 'Москва, Тверская ул., 1',
      address_to: 'Москва, Ленинский пр., 30',
    });
    expect(mine.find((row) => row.short_id === 'Y20003')?.car).toBeNull();
  });

  it('shows each tab its statuses and counts every tab of the same query', async () => {
    const expected: Record<TransferFilter, string[]> = {
      complete: ['Y10001', 'Y20003', 'Y10002', 'Y10011', 'Y20001'],
      cancelled: ['Y10003'],
      active: ['Y10010'],
      failed: ['Y10008'],
      all: ['Y10010', 'Y10001', 'Y20003', 'Y10003', 'Y10002', 'Y10011', 'Y10008', 'Y20001'],
    };
    for (const filter of TRANSFER_FILTERS) {
      const body = await expectModel({ filter, aggregator_id: aggregatorA });
      expect(shortIds(body)).toEqual(expected[filter]);
      expect(body.status_total).toEqual({ complete: 5, cancelled: 1, active: 1, failed: 1, all: 8 });
    }
    const b = await expectModel({ filter: 'active', aggregator_id: aggregatorB });
    expect(shortIds(b)).toEqual(['Y10005', 'Y10006']);
    expect(b.status_total).toEqual({ complete: 2, cancelled: 0, active: 2, failed: 1, all: 5 });
  });

  it('takes the period as park-local days of the booking', async () => {
    const mine = (body: TransfersResponse) => shortIds(body).filter((id) => /^[YZ]/.test(id));
    expect(mine(await expectModel({ date_from: '2026-11-15', date_to: '2026-11-15' }))).toEqual(['Y20001']);
    expect(mine(await expectModel({ date_from: '2026-11-14', date_to: '2026-11-14' }))).toEqual(['Y20002']);
    expect(mine(await expectModel({ date_from: '2026-11-10', date_to: '2026-11-14', filter: 'all' }))).toEqual(['Y20002', 'Y10012']);
    // Only date_to: the 7 days up to it.
    expect(mine(await expectModel({ date_to: '2026-11-14', date_from: '2026-11-08' }))).toEqual(
      mine(await list({ date_to: '2026-11-14', countperpage: 500 })),
    );
    expect(mine(await expectModel({ date_from: '2026-11-21', date_to: '2026-11-21', filter: 'all' }))).toEqual([
      'Y10010',
      'Y10005',
      'Y10006',
      'Y10001',
      'Y20003',
    ]);
  });

  it('finds trips by short id (exact or its beginning) or by driver name, phone or plate', async () => {
    const found = async (search: string) => shortIds(await expectModel({ search, filter: 'all' })).sort();
    expect(await found('Y10001')).toEqual(['Y10001']);
    expect(await found('Y1000')).toEqual(['Y10001', 'Y10002', 'Y10003', 'Y10004', 'Y10005', 'Y10006', 'Y10007', 'Y10008']);
    expect(await found('y1001')).toEqual(['Y10010', 'Y10011']);
    expect(await found('Z777')).toEqual(['Z777']);
    const petrovTrips = ['Y10001', 'Y10002', 'Y10007', 'Y10010', 'Y20001'];
    expect(await found('петров')).toEqual(petrovTrips);
    expect(await found('ПЁТР')).toEqual(petrovTrips);
    expect(await found('+7 903 555-01-01')).toEqual(petrovTrips);
    expect(await found('5550101')).toEqual(petrovTrips);
    expect(await found('а123вс')).toEqual(petrovTrips);
    expect(await found('М456ОР')).toEqual(['Y10003', 'Y10004', 'Y10008', 'Z777']);
    expect(await found('Кузьмин Олег')).toEqual(['Y10005', 'Y10006', 'Y10011', 'Y20003']);
    expect(await found('никого_нет%')).toEqual([]);
  });

  it('filters by aggregator, driver and payment method, together or apart', async () => {
    expect(shortIds(await expectModel({ driver_id: petrov, filter: 'all' }))).toEqual(['Y10010', 'Y10001', 'Y10002', 'Y10007', 'Y20001']);
    expect(shortIds(await expectModel({ payment_method: 'cash', filter: 'all', aggregator_id: aggregatorB }))).toEqual(['Y10006', 'Z777']);
    expect(shortIds(await expectModel({ payment_method: 'cashless', driver_id: kuzmin, filter: 'all' }))).toEqual(['Y10005', 'Y20003']);
    expect(shortIds(await expectModel({ driver_id: kuzmin, aggregator_id: aggregatorA }))).toEqual(['Y20003', 'Y10011']);
    await expectModel({ payment_method: 'card' });
    await expectModel({ payment_method: 'corp', filter: 'failed' });
    await expectModel({ driver_id: sidorova, search: 'Z7', filter: 'all' });
  });

  it('reads the tab counts from the day counters when only the period and aggregator filter, else counts the trips', async () => {
    const day = '2026-11-21';
    // A marker added to the counters only: the counter path shows it, the counting path does not.
    await t.db
      .update(transferDayCounts)
      .set({ trips: sql`${transferDayCounts.trips} + 100` })
      .where(
        and(
          eq(transferDayCounts.taxisId, parkId),
          eq(transferDayCounts.day, day),
          eq(transferDayCounts.aggregatorId, aggregatorA),
          eq(transferDayCounts.status, 'complete'),
        ),
      );
    try {
      const exact = expectedTotals(model, { aggregator_id: aggregatorA });
      expect((await list({ aggregator_id: aggregatorA })).status_total).toEqual({
        ...exact,
        complete: exact.complete + 100,
        all: exact.all + 100,
      });
      expect((await list({ aggregator_id: aggregatorA, date_from: '2026-11-15', date_to: '2026-11-20' })).status_total).toEqual(
        expectedTotals(model, { aggregator_id: aggregatorA, date_from: '2026-11-15', date_to: '2026-11-20' }),
      );
      expect((await list({ aggregator_id: aggregatorA, payment_method: 'cashless' })).status_total).toEqual(
        expectedTotals(model, { aggregator_id: aggregatorA, payment_method: 'cashless' }),
      );
      expect((await list({ aggregator_id: aggregatorA, search: 'Y' })).status_total).toEqual(
        expectedTotals(model, { aggregator_id: aggregatorA, search: 'Y' }),
      );
      expect((await list({ aggregator_id: aggregatorA, driver_id: petrov })).status_total).toEqual(
        expectedTotals(model, { aggregator_id: aggregatorA, driver_id: petrov }),
      );
    } finally {
      await t.db
        .update(transferDayCounts)
        .set({ trips: sql`${transferDayCounts.trips} - 100` })
        .where(
          and(
            eq(transferDayCounts.taxisId, parkId),
            eq(transferDayCounts.day, day),
            eq(transferDayCounts.aggregatorId, aggregatorA),
            eq(transferDayCounts.status, 'complete'),
          ),
        );
    }
    // The counters themselves agree with the trips over any period and aggregator.
    for (const query of [{}, { aggregator_id: aggregatorB }, { date_from: '2026-11-01', date_to: '2026-11-21' }] as ModelQuery[]) {
      expect((await list(query)).status_total).toEqual(expectedTotals(model, query));
    }
  });

  it('pages through a list without losing or repeating a trip', async () => {
    const query: ModelQuery = { filter: 'all', date_from: '2026-11-01', date_to: '2026-11-21' };
    const expected = expectedIds(model, query);
    const first = await list({ ...query, countperpage: 4 });
    expect(first).toMatchObject({ transfers_total: expected.length, pages: Math.ceil(expected.length / 4) });
    const seen: number[] = [];
    for (let page = 1; page <= first.pages; page += 1) seen.push(...ids(await list({ ...query, countperpage: 4, page })));
    expect(seen).toEqual(expected);
    expect(ids(await list({ ...query, countperpage: 4, page: first.pages + 1 }))).toEqual([]);
  });

  it('sorts by every column both ways, ties by id, trips not ended last', async () => {
    for (const sortcolumn of TRANSFER_SORT_COLUMNS) {
      for (const sort of ['asc', 'desc'] as const) {
        const query: ModelQuery = { filter: 'all', date_from: '2026-11-01', date_to: '2026-11-21', sortcolumn, sort };
        const body = await list({ ...query, countperpage: 500 });
        expect(ids(body), `${sortcolumn} ${sort}`).toEqual(expectedIds(model, query).slice(0, 500));
      }
    }
    const byEnd = await list({ filter: 'all', aggregator_id: aggregatorB, sortcolumn: 'ended_at', sort: 'asc' });
    expect(shortIds(byEnd)).toEqual(['Z777', 'Y10004', 'Y10005', 'Y10006', 'Y10007']);
    const byEndDesc = await list({ filter: 'all', aggregator_id: aggregatorB, sortcolumn: 'ended_at', sort: 'desc' });
    expect(shortIds(byEndDesc)).toEqual(['Y10004', 'Z777', 'Y10007', 'Y10006', 'Y10005']);
  });

  it('reads the export in keyset pages that follow every sort exactly', async () => {
    const repository = new TransfersRepository(t.db);
    const filters: TransferFilters = {
      taxisId: parkId,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-21',
      fromAt: parkDayStart('2026-10-31', 'Europe/Moscow'),
      toAt: parkDayStart('2026-11-23', 'Europe/Moscow'),
    };
    for (const column of TRANSFER_SORT_COLUMNS) {
      for (const order of ['asc', 'desc'] as const) {
        const sort = { column, order };
        const whole = (await repository.page(filters, null, sort, 1000, 0)).map((row) => row.id);
        const paged: number[] = [];
        let after: TransferRow | null = null;
        for (;;) {
          const rows: TransferRow[] = await repository.pageAfter(filters, null, sort, after, 2);
          if (rows.length === 0) break;
          paged.push(...rows.map((row) => row.id));
          after = rows.at(-1) ?? null;
        }
        expect(paged, `${column} ${order}`).toEqual(whole);
        expect(whole.length).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it('exports the current filter and sort to xlsx with Russian headers and labels', async () => {
    const query: ModelQuery = { filter: 'all', aggregator_id: aggregatorB, sortcolumn: 'price', sort: 'asc' };
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/transfersp/export?${queryString(query)}`,
      headers: bearer(demo1.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('Поездки 21-11-2026 12-00-00.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
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
    ]);
    const expected = expectedIds(model, query);
    expect(sheet?.rowCount).toBe(expected.length + 1);
    const byId = new Map(model.map((row) => [row.id, row.shortId]));
    expect(Array.from({ length: expected.length }, (_, index) => values(index + 2)[0])).toEqual(expected.map((id) => byId.get(id)));
    const z777 = Array.from({ length: expected.length }, (_, index) => values(index + 2)).find((row) => row[0] === 'Z777');
    expect(z777?.slice(1, 10)).toEqual([
      text('fleet.transferStatus.complete'),
      '16.11.2026 12:00',
      '16.11.2026 12:45',
      expect.any(String),
      'Сидорова Анна',
      '+79035550202',
      'М456ОР199',
      500,
      text('fleet.paymentMethod.cash'),
    ]);
    expect(z777?.[11]).toBe(25);
    expect(z777?.[13]).toBe(12.345);
  });

  it('gives one trip with the ledger entries it made: cashless credits the price, cash only charges commissions', async () => {
    const get = (id: number, as: SignedIn = demo1) =>
      t.app.inject({ method: 'GET', url: `/api/transfers/${id}`, headers: bearer(as.token) });
    const cashless = TransferDetailSchema.strict().parse((await get(trip.Y10001 ?? 0)).json());
    expect(cashless).toMatchObject({ short_id: 'Y10001', mileage_km: 12.345, cancel_reason: null });
    expect(cashless.entries.map((entry) => [entry.kind, entry.amount, entry.created_by, entry.transfer_id])).toEqual([
      ['ride_income', '500.00', 'platform', trip.Y10001],
      ['aggregator_fee', '-100.00', 'platform', trip.Y10001],
      ['park_commission', '-15.00', 'platform', trip.Y10001],
    ]);
    expect(cashless.entries.every((entry) => entry.created_at === '2026-11-21T06:30:00.000Z')).toBe(true);
    const cash = TransferDetailSchema.parse((await get(trip.Y10002 ?? 0)).json());
    expect(cash.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['aggregator_fee', '-160.00'],
      ['park_commission', '-24.00'],
    ]);
    const cashB = TransferDetailSchema.parse((await get(trip.Z777 ?? 0)).json());
    expect(cashB.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['aggregator_fee', '-50.00'],
      ['park_commission', '-25.00'],
    ]);
    const cancelled = TransferDetailSchema.parse((await get(trip.Y10003 ?? 0)).json());
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Клиент не вышел', entries: [], park_commission: '0.00' });
    const active = TransferDetailSchema.parse((await get(trip.Y10005 ?? 0)).json());
    expect(active.entries).toEqual([]);
    // Petrov: +500 -100 -15 (Y10001), -160 -24 (Y10002), +1200 -240 -36 (Y20001).
    expect(await expectLedgerConsistent(t.db, petrov)).toBe(50_000 - 10_000 - 1_500 - 16_000 - 2_400 + 120_000 - 24_000 - 3_600);
    await expectLedgerConsistent(t.db, sidorova);
    await expectLedgerConsistent(t.db, kuzmin);

    const fromKz = await get(trip.Y10001 ?? 0, kz);
    expect(fromKz.statusCode).toBe(404);
    expect(fromKz.json()).toEqual({ error: 'not_found', error_msg: text('errors.notFound') });
    expect((await get(999_999_999)).statusCode).toBe(404);
    expect((await get(trip.Y10001 ?? 0, demo3)).statusCode).toBe(403);
  });

  it("shows another park none of this park's trips", async () => {
    const mine = new Set(Object.values(trip));
    for (const query of [
      { filter: 'all', date_from: '2026-11-01', date_to: '2026-11-21' },
      { filter: 'all', search: 'петров' },
      { filter: 'all', search: 'Y1000' },
      { driver_id: petrov },
    ] as ModelQuery[]) {
      const body = await list({ ...query, countperpage: 500 }, kz);
      expect(ids(body).some((id) => mine.has(id))).toBe(false);
    }
    const byDriver = await list({ driver_id: petrov, filter: 'all' }, kz);
    expect(byDriver).toMatchObject({ transfers: [], transfers_total: 0, status_total: { complete: 0, cancelled: 0, active: 0, failed: 0, all: 0 } });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/transfersp/export?${queryString({ driver_id: petrov, filter: 'all' })}`,
      headers: bearer(kz.token),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(1);
  });

  it('rejects a malformed query in the spec shape and keeps group 3 out', async () => {
    for (const [query, field] of [
      ['filter=done', 'filter'],
      ['sortcolumn=driver', 'sortcolumn'],
      ['sort=up', 'sort'],
      ['payment_method=barter', 'payment_method'],
      ['date_from=2026-13-01', 'date_from'],
      ['aggregator_id=abc', 'aggregator_id'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/transfersp?${query}`, headers: bearer(demo1.token) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', error_msg: text('errors.validation') });
      expect(Object.keys(response.json().data)).toEqual([field]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/transfersp', headers: bearer(demo3.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/transfersp/export', headers: bearer(demo3.token) })).statusCode).toBe(403);
  });
});
