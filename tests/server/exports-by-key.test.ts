/**
 * Issue 22 §3: exports and reports page by key, and an export past EXPORT_REPORT_ROWS rows is
 * ordered as a report. Paging by key is checked against the database's own whole-table order,
 * with many equal sort values and NULLs, in pages small enough for every kind of page boundary
 * (inside a run of equal values, between NULL and not NULL).
 */
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriversListQuerySchema } from '../../schemas/drivers';
import { EXPORT_REPORT_ROWS, type Report } from '../../schemas/reports';
import { afterKey, keyOrder, type KeyColumn } from '../../server/db/keyset';
import { drivers, exportAudit, reports } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { runPendingReports } from '../../server/jobs/reports-runner';
import { keysetRows } from '../../server/lib/keyset';
import { DriversExportRepository, type ExportDriver } from '../../server/modules/drivers/drivers-export.repository';
import { DriversListRepository } from '../../server/modules/drivers/drivers-list.repository';
import { DriversListService } from '../../server/modules/drivers/drivers-list.service';
import { LocalEventBus, type ParkEvent } from '../../server/realtime/event-bus';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface ScratchRow {
  id: number;
  a: number;
  b: string | null;
}

describe('paging by key', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`create table keyset_scratch (id integer primary key, a integer not null, b text)`);
    // 60 rows: a in 0..3 (15 rows each), b in x/y/NULL: long runs of equal keys, NULLs in every run.
    const values = Array.from({ length: 60 }, (_, index) => {
      const b = ['x', 'y', null][(index * 7) % 3] ?? null;
      return sql`(${index + 1}, ${index % 4}, ${b})`;
    });
    await t.db.execute(sql`insert into keyset_scratch (id, a, b) values ${sql.join(values, sql`, `)}`);
  });

  afterAll(async () => {
    await t.close();
  });

  const table = sql.raw('keyset_scratch');
  const column = (name: 'id' | 'a' | 'b') => sql.raw(`keyset_scratch.${name}`);

  async function whole(keys: KeyColumn[], order: 'asc' | 'desc'): Promise<number[]> {
    const { rows } = (await t.db.execute(sql`select id from ${table} order by ${sql.join(keyOrder(keys, order), sql`, `)}`)) as unknown as {
      rows: { id: number }[];
    };
    return rows.map((row) => row.id);
  }

  async function byKey(keys: (KeyColumn & { field: keyof ScratchRow })[], order: 'asc' | 'desc', pageSize: number): Promise<number[]> {
    const all = [...keys, { column: column('id'), field: 'id' as const }];
    const pages: number[] = [];
    const read = keysetRows<ScratchRow>(async (after, limit) => {
      pages.push(limit);
      const where = after ? sql`where ${afterKey(all.map((key) => ({ ...key, value: after[key.field] })), order)}` : sql``;
      const { rows } = (await t.db.execute(
        sql`select id, a, b from ${table} ${where} order by ${sql.join(keyOrder(all, order), sql`, `)} limit ${limit}`,
      )) as unknown as { rows: ScratchRow[] };
      return rows;
    }, pageSize);
    const ids: number[] = [];
    for await (const row of read) ids.push(row.id);
    return ids;
  }

  const a = { column: column('a'), field: 'a' as const };
  const bLast = { column: column('b'), field: 'b' as const, nullable: true };
  const bFirst = { ...bLast, nulls: 'first' as const };
  const cases = [
    { name: 'a not null', keys: [a] },
    { name: 'a, then b with NULLs last', keys: [a, bLast] },
    { name: 'a, then b with NULLs first', keys: [a, bFirst] },
    { name: 'b with NULLs last, then a', keys: [bLast, a] },
    { name: 'b with NULLs first, then a', keys: [bFirst, a] },
  ];

  for (const { name, keys } of cases) {
    for (const order of ['asc', 'desc'] as const) {
      it(`returns every row once, in the whole-table order: ${name}, ${order}`, async () => {
        const expected = await whole([...keys, { column: column('id') }], order);
        expect(expected).toHaveLength(60);
        for (const pageSize of [1, 4, 7, 60]) {
          const ids = await byKey(keys, order, pageSize);
          expect(ids).toEqual(expected);
        }
      });
    }
  }

  it('stops at maxRows and reads one page ahead of the reader', async () => {
    const asked: number[] = [];
    const rows = keysetRows<number>(
      async (after, limit) => {
        asked.push(after ?? 0);
        const start = (after ?? 0) + 1;
        return Array.from({ length: limit }, (_, index) => start + index);
      },
      10,
      25,
    );
    const first = await rows.next();
    expect(first.value).toBe(1);
    // The first page is being read by the reader; the second is already asked for.
    expect(asked).toEqual([0, 10]);
    const rest: number[] = [];
    for await (const row of rows) rest.push(row);
    expect(rest).toHaveLength(24);
    expect(rest.at(-1)).toBe(25);
    expect(asked).toEqual([0, 10, 20]);
  });
});

describe('the drivers export by key', () => {
  let t: TestApp;
  let park: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    park = await parkIdOf(t.db, 'demo1');
    // Namesakes: equal last and first names, patronymics with and without, some with no trip ever.
    await t.db.insert(drivers).values(
      Array.from({ length: 40 }, (_, index) => ({
        taxisId: park,
        lastName: 'Однофамильцев',
        firstName: index % 2 === 0 ? 'Пётр' : 'Павел',
        middleName: index % 3 === 0 ? null : 'Ильич',
        phone: `+7977${String(index).padStart(7, '0')}`,
        licenceNumber: `77ОО${String(index).padStart(6, '0')}`,
        licenceCountry: 'rus' as const,
        lastTripAt: index % 4 === 0 ? null : new Date(Date.UTC(2026, 10, 1 + (index % 5), 10, 0, 0, 123)),
        hireDate: index % 5 === 0 ? null : `2025-0${1 + (index % 3)}-10`,
        balanceKop: (index % 6) * 100,
      })),
    );
  });

  afterAll(async () => {
    await t.close();
  });

  for (const column of ['full_name', 'last_trip_at', 'hire_date', 'balance', 'work_status', 'id'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`gives every driver once in the list's own order: ${column} ${order}`, async () => {
        const service = new DriversListService({ db: t.db, clock: t.clock });
        const query = DriversListQuerySchema.parse({ sortcolumn: column, sort: order });
        const claims = { sub: '1', login: 'demo1', taxis_id: park, group_id: 1, server: '', sid: '', exp: 0 } as const;
        const resolved = await service.resolve(claims, query);
        const list = await new DriversListRepository(t.db).page(resolved.filter, resolved.sort, 1000, 0);
        const repository = new DriversExportRepository(t.db);
        // Pages of 3 drivers: boundaries fall inside runs of namesakes and between NULLs and values.
        const ids: number[] = [];
        for await (const row of keysetRows<ExportDriver>((after, limit) => repository.pageAfter(resolved.filter, resolved.sort, after, limit), 3)) {
          ids.push(row.id);
        }
        expect(list.length).toBeGreaterThanOrEqual(40);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(list.map((row) => row.driver.id));
      });
    }
  }
});

describe('an export past EXPORT_REPORT_ROWS rows becomes a report', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let park: number;
  const bus = new LocalEventBus();
  const events: ParkEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    park = await parkIdOf(t.db, 'demo1');
    bus.subscribe((event) => events.push(event));
    const [{ total } = { total: 0 }] = await t.db.select({ total: sql<number>`count(*)::int` }).from(drivers).where(eq(drivers.taxisId, park));
    const missing = EXPORT_REPORT_ROWS + 1 - total;
    for (let start = 0; start < missing; start += 1000) {
      await t.db.insert(drivers).values(
        Array.from({ length: Math.min(1000, missing - start) }, (_, index) => ({
          taxisId: park,
          lastName: 'Многов',
          firstName: `Водитель${String(start + index).padStart(5, '0')}`,
          phone: `+7966${String(start + index).padStart(7, '0')}`,
          licenceNumber: `66ММ${String(start + index).padStart(6, '0')}`,
          licenceCountry: 'rus' as const,
        })),
      );
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 202 with the report, writes the file in the background, announces it and journals its download', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/drivers/v2/list/export?search=&sortcolumn=full_name&sort=desc',
      headers: bearer(demo1.token),
    });
    expect(response.statusCode).toBe(202);
    const { report } = response.json<{ report: Report }>();
    expect(report).toMatchObject({ report_type: 'drivers', status: 'in_progress', rows: null });
    // Nothing journalled yet: no file has gone out.
    const before = await t.db.select().from(exportAudit).where(eq(exportAudit.taxisId, park));

    const run = await runPendingReports({ db: t.db, clock: t.clock, bus });
    expect(run.completed.map((attempt) => attempt.id)).toEqual([report.id]);
    expect(events).toContainEqual(expect.objectContaining({ taxis_id: park, event: { type: 'ReportReady', report_id: report.id } }));
    const [row] = await t.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({ status: 'completed', exportKind: 'drivers', rows: EXPORT_REPORT_ROWS + 1 });
    expect(row?.exportQuery).toMatchObject({ sortcolumn: 'full_name', sort: 'desc' });

    const file = await t.app.inject({ method: 'GET', url: `/api/reports/get?report_id=${report.id}`, headers: bearer(demo1.token) });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(EXPORT_REPORT_ROWS + 2);
    // The list's order, descending by name: 'Многов' drivers before the demo park's 'А…' names.
    expect(String(sheet?.getRow(2).getCell(1).value)).not.toBe('');

    const after = await t.db
      .select()
      .from(exportAudit)
      .where(and(eq(exportAudit.taxisId, park), eq(exportAudit.kind, 'report_drivers')));
    expect(after.length).toBe(before.filter((entry) => entry.kind === 'report_drivers').length + 1);
    expect(after.at(-1)).toMatchObject({ rowCount: EXPORT_REPORT_ROWS + 1 });
    expect(after.at(-1)?.query).toMatchObject({ report_id: report.id, sortcolumn: 'full_name' });
  });

  it('still sends a file of EXPORT_REPORT_ROWS rows or fewer in the request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/drivers/v2/list/export?search=Многов%20Водитель0000',
      headers: bearer(demo1.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});
