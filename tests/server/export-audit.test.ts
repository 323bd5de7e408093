/**
 * Issue 11 §3 (152-ФЗ): every export of personal data records who exported what, with which
 * parameters, how many rows and when, before the file goes out; group 1 reads the journal of its
 * own park at `GET /export-audit` (/users/exports), nobody else reads it, nobody writes it.
 */
import ExcelJS from 'exceljs';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriversListQuerySchema } from '../../schemas/drivers';
import { FeereportQuerySchema } from '../../schemas/desk';
import { ParkCorrectionsQuerySchema } from '../../schemas/ledger';
import { REPORT_TYPES, type Report } from '../../schemas/reports';
import { EXPORT_KINDS, ExportAuditSchema, PERSONAL_REPORT_TYPES, type ExportAuditEntry } from '../../resources/users/export-audit/resource';
import { TransfersQuerySchema } from '../../schemas/transfers';
import { exportAudit } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { runPendingReports } from '../../server/jobs/reports-runner';
import { scanResources } from '../../server/modules/generated';
import { UNDESCRIBED_PARAMETERS } from '../../server/modules/export-audit/describe';
import { storableJson } from '../../server/modules/export-audit/export-audit.service';
import { LocalEventBus } from '../../server/realtime/event-bus';
import { t as text, textsAt } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, addTrip, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const JOURNAL = '/api/export-audit';
const forbidden = { error: 'forbidden', error_msg: text('app.noAccess') };
/** ra-data-simple-rest's query: every value as JSON. */
const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])).toString();

describe('the journal of personal-data exports', () => {
  let t: TestApp;
  const sessions = {} as Record<'demo1' | 'demo2' | 'demo3' | 'demo4' | 'demo5' | 'kz', SignedIn>;
  let park: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    for (const login of ['demo1', 'demo2', 'demo3', 'demo4', 'demo5'] as const) sessions[login] = await signIn(t, login);
    sessions.kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    const yandex = await addAggregator(t.db, park, 'yandex');
    const abramov = await addDriver(t.db, park, { lastName: 'Абрамов', firstName: 'Павел', phone: '+79160000001', workStatus: 'working' });
    await addDriver(t.db, park, { lastName: 'Абрамова', firstName: 'Ольга', phone: '+79160000002', workStatus: 'working' });
    await addDriver(t.db, park, { lastName: 'Абрамцев', firstName: 'Иван', phone: '+79160000003', workStatus: 'fired' });
    await addTrip(t.db, { taxisId: park, aggregatorId: yandex, driverId: abramov, bookedAt: new Date('2026-11-20T07:15:00Z'), priceKop: 70_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn = sessions.demo1) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });
  /** The journal as the API answers it, newest first. */
  async function journal(as: SignedIn = sessions.demo1, params: Record<string, unknown> = {}): Promise<ExportAuditEntry[]> {
    const response = await get(`${JOURNAL}?${q({ range: [0, 999], ...params })}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown[]>().map((row) => ExportAuditSchema.strict().parse(row));
  }
  async function rowsInDb(): Promise<number> {
    const [row] = await t.db.select({ total: sql<number>`count(*)::int` }).from(exportAudit);
    return row?.total ?? 0;
  }
  async function dataRows(payload: Buffer): Promise<number> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(payload as unknown as ArrayBuffer);
    return (book.worksheets[0]?.actualRowCount ?? 1) - 1;
  }

  it('records an export of drivers: the user and their name, the kind, the filter in Russian and as JSON, the rows', async () => {
    const response = await get('/api/drivers/v2/list/export?search=Абрам&status=working&exclude_blocked=1&page=3&countperpage=1');
    expect(response.statusCode, response.body).toBe(200);
    const rows = await dataRows(response.rawPayload);
    expect(rows).toBe(2);

    const [entry] = await journal();
    expect(entry).toMatchObject({
      user_id: sessions.demo1.userId,
      user_name: 'Смирнов Алексей Викторович',
      kind: 'drivers',
      row_count: 2,
      created_at: t.clock.now().toISOString(),
    });
    // The period the figures were read for (7 days to the park's today, Moscow), then the filter.
    expect(entry?.parameters).toBe(
      'Период: 15.11.2026 — 21.11.2026; Поиск: «Абрам»; Статус работы: Работает; Без чёрного списка: да',
    );
    const [stored] = await t.db.select().from(exportAudit).orderBy(desc(exportAudit.id)).limit(1);
    expect(stored?.taxisId).toBe(park);
    expect(stored?.query).toEqual({
      search: 'Абрам',
      status: 'working',
      exclude_blocked: true,
      sort: 'asc',
      sortcolumn: 'full_name',
      date_from: '2026-11-15',
      date_to: '2026-11-21',
    });
  });

  it('records the other list exports, the generated ones and report files that name drivers — with their rows', async () => {
    const before = (await journal()).length;
    const exports = [
      ['/api/transfersp/export?filter=all&date_from=2026-11-19&date_to=2026-11-21', 'transfers', 'Период: 19.11.2026 — 21.11.2026; Вкладка: Все'],
      ['/api/transfers/corrections/export?search=Абрам', 'corrections', 'Поиск: «Абрам»'],
      ['/api/drivers/feereport/export?date_from=2026-11-20&date_to=2026-11-20', 'feereport', 'Период: 20.11.2026 — 20.11.2026'],
      [`/api/users/export?${q({ filter: { q: 'demo', group_id: 2 } })}`, 'staff_users', 'Поиск: «demo»; Группа: 2 — Администратор'],
      [`/api/legal-entities/export?${q({ filter: { archived: false } })}`, 'legal_entities', 'В архиве: нет'],
    ] as const;
    for (const [url, kind, parameters] of exports) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const [entry] = await journal();
      expect(entry, url).toMatchObject({ kind, parameters, row_count: await dataRows(response.rawPayload) });
    }
    expect((await journal()).length).toBe(before + exports.length);
  });

  it('records a report file when it is downloaded, only for the types whose file names drivers', async () => {
    const bus = new LocalEventBus();
    const period = { date_from: '2026-11-20', date_to: '2026-11-20' };
    for (const reportType of REPORT_TYPES) {
      const ordered = await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: bearer(sessions.demo1.token),
        payload: { report_type: reportType, ...period },
      });
      expect(ordered.statusCode, ordered.body).toBe(200);
      const report = ordered.json<{ report: Report }>().report;
      await runPendingReports({ db: t.db, clock: t.clock, bus });
      const before = await rowsInDb();
      const file = await get(`/api/reports/get?report_id=${report.id}`);
      expect(file.statusCode, file.body).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const headers = (book.worksheets[0]?.getRow(1).values as unknown[]).filter((value) => typeof value === 'string');
      // A file names drivers when it has their phones: then, and only then, it is in the journal.
      const namesDrivers = headers.includes(text('fleet.fields.phone'));
      expect((PERSONAL_REPORT_TYPES as readonly string[]).includes(reportType), reportType).toBe(namesDrivers);
      expect(await rowsInDb(), reportType).toBe(before + (namesDrivers ? 1 : 0));
      if (namesDrivers) {
        const [entry] = await journal();
        expect(entry).toMatchObject({ kind: `report_${reportType}`, row_count: await dataRows(file.rawPayload) });
        expect(entry?.parameters).toBe(`Период: 20.11.2026 — 20.11.2026; Номер отчёта: ${report.id}`);
      }
    }
  });

  it('every export the API serves is recorded: a new one without its journal row fails here', async () => {
    const document = (await get('/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    const exportPaths = Object.keys(document.paths).filter((path) => path.endsWith('/export'));
    expect(exportPaths.length).toBeGreaterThanOrEqual(6);
    // An export of one record's rows (a reconciliation run's mismatches) is asked of a run made here.
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/payments/reconciliation/runs',
      headers: bearer(sessions.demo1.token),
      payload: { date_from: '2026-11-01', date_to: '2026-11-01' },
    });
    expect(run.statusCode, run.body).toBeLessThan(300);
    const runId = String(run.json<{ id: number }>().id);
    for (const path of exportPaths) {
      const before = await rowsInDb();
      const response = await get(path.replace('{id}', runId));
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      expect(await rowsInDb(), path).toBe(before + 1);
    }
    for (const resource of (await scanResources()).filter((candidate) => candidate.declaration.export)) {
      expect(resource.auditExport, resource.declaration.name).toBeDefined();
    }
  });

  it('writes nothing for an export that fails validation', async () => {
    const before = await rowsInDb();
    for (const url of [
      '/api/drivers/v2/list/export?date_from=2026-02-30',
      '/api/drivers/v2/list/export?status=sleeping',
      '/api/transfersp/export?filter=bogus',
      '/api/transfers/corrections/export?date_to=0000-01-01',
      '/api/drivers/feereport/export?sortcolumn=nope',
      `/api/users/export?${q({ filter: { nope: 1 } })}`,
      `/api/legal-entities/export?${q({ sort: ['password_hash', 'ASC'] })}`,
      '/api/reports/get?report_id=0',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
    }
    expect(await rowsInDb()).toBe(before);
  });

  it('sends no file when its journal row cannot be written', async () => {
    await t.db.execute(sql`ALTER TABLE export_audit RENAME TO export_audit_away`);
    try {
      const response = await get('/api/drivers/v2/list/export');
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).not.toContain('spreadsheetml');
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    } finally {
      await t.db.execute(sql`ALTER TABLE export_audit_away RENAME TO export_audit`);
    }
  });

  it('is group 1’s only: groups 2–5 get 403, with or without an id', async () => {
    const [entry] = await journal();
    for (const as of [sessions.demo2, sessions.demo3, sessions.demo4, sessions.demo5]) {
      for (const url of [JOURNAL, `${JOURNAL}/${entry?.id}`, `${JOURNAL}/${entry?.id}/changes`]) {
        const response = await get(url, as);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(forbidden);
      }
    }
  });

  it('shows a park only its own exports: another park’s rows never, its id 404', async () => {
    expect((await get('/api/drivers/v2/list/export', sessions.kz)).statusCode).toBe(200);
    const kzRows = await journal(sessions.kz);
    expect(kzRows.map((row) => [row.kind, row.user_name])).toEqual([['drivers', 'Нурланов Ержан Серикович']]);
    const ours = await journal();
    expect(ours.length).toBeGreaterThan(5);
    expect(ours.map((row) => row.id)).not.toContain(kzRows[0]?.id);
    expect(ours.every((row) => row.user_name !== 'Нурланов Ержан Серикович')).toBe(true);
    expect((await get(`${JOURNAL}/${kzRows[0]?.id}`)).statusCode).toBe(404);
    const own = await get(`${JOURNAL}/${ours[0]?.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(ours[0]);
  });

  it('lists newest first and filters by period, user and kind', async () => {
    t.clock.advance(2 * 86_400_000);
    sessions.demo1 = await signIn(t, 'demo1');
    sessions.demo2 = await signIn(t, 'demo2');
    expect((await get('/api/transfersp/export', sessions.demo2)).statusCode).toBe(200);
    expect((await get('/api/drivers/v2/list/export')).statusCode).toBe(200);

    const all = await journal();
    const times = all.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all[0]).toMatchObject({ kind: 'drivers', user_name: 'Смирнов Алексей Викторович' });
    expect(all[1]).toMatchObject({ kind: 'transfers', user_name: 'Кузнецова Марина Сергеевна', user_id: sessions.demo2.userId });

    const today = await journal(sessions.demo1, { filter: { created_at_gte: '2026-11-23', created_at_lte: '2026-11-23' } });
    expect(today.map((row) => row.kind)).toEqual(['drivers', 'transfers']);
    const earlier = await journal(sessions.demo1, { filter: { created_at_lte: '2026-11-21' } });
    expect(earlier.length).toBe(all.length - 2);
    expect((await journal(sessions.demo1, { filter: { user_id: sessions.demo2.userId } })).map((row) => row.kind)).toEqual(['transfers']);
    const transfers = await journal(sessions.demo1, { filter: { kind: 'transfers' } });
    expect(transfers.length).toBeGreaterThanOrEqual(2);
    expect(transfers.map((row) => row.id)).toEqual(all.filter((row) => row.kind === 'transfers').map((row) => row.id));

    const unknown = await get(`${JOURNAL}?${q({ filter: { kind: 'everything' } })}`);
    expect(unknown.statusCode).toBe(400);
  });

  it('is read-only: no create, edit, delete or export of the journal', async () => {
    const before = await rowsInDb();
    const [entry] = await journal();
    for (const [method, url] of [
      ['POST', JOURNAL],
      ['PUT', `${JOURNAL}/${entry?.id}`],
      ['DELETE', `${JOURNAL}/${entry?.id}`],
      ['GET', `${JOURNAL}/export`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(sessions.demo1.token), payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    expect(await rowsInDb()).toBe(before);
    const [after] = await t.db.select().from(exportAudit).where(eq(exportAudit.id, entry?.id ?? 0));
    expect(after?.rowCount).toBe(entry?.row_count);
  });

  it('spells every filter of every export in Russian, and every kind', () => {
    const keys = new Set(
      [DriversListQuerySchema, TransfersQuerySchema, ParkCorrectionsQuerySchema, FeereportQuerySchema].flatMap((schema) => Object.keys(schema.shape)),
    );
    const unlabelled = [...keys].filter(
      (key) => !UNDESCRIBED_PARAMETERS.has(key) && key !== 'date_from' && key !== 'date_to' && (textsAt('generated.exportAudit.describe.parameters') as Readonly<Record<string, string | undefined>>)[key] === undefined,
    );
    expect(unlabelled).toEqual([]);
    expect(Object.keys(textsAt('generated.exportAudit.choices.kind')).sort()).toEqual([...EXPORT_KINDS].sort());
  });

  it('stores what PostgreSQL can hold: no NUL, no lone surrogate, no undefined', () => {
    expect(storableJson({ search: `a${String.fromCharCode(0)}b\ud800`, gone: undefined, at: new Date('2026-11-21T09:00:00Z') })).toEqual({
      search: 'a\ufffdb\ufffd',
      at: '2026-11-21T09:00:00.000Z',
    });
  });
});
