/**
 * `npm run operator`: the installation operator's commands on a test database (what they write,
 * what they print, the Russian refusals that write nothing), and the real command line against a
 * PGlite data directory, refused while another process holds it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBusyMessage, runOperator, stamp, wantsHelp, type OperatorIo } from '../../scripts/operator-commands';
import { operatorTexts } from '../../scripts/operator-texts';
import { fill } from '../../texts/t';
import { openPglite } from '../../server/db/client';
import { alerts, bannerEvents, banners, hints, news } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { bearer, signIn } from '../helpers/auth';
import { PGLITE_SNAPSHOT_PATH } from '../helpers/paths';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINUTE = 60 * 1000;

describe('operator commands', () => {
  let t: TestApp;
  let dir: string;
  let out: string[] = [];
  let err: string[] = [];
  const io: OperatorIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: (path) => readFileSync(path, 'utf8'),
  };
  const operator = async (...argv: string[]) => {
    out = [];
    err = [];
    // As `npm run operator` runs them: on PostgreSQL, the operator's own role.
    return runOperator({ db: t.database.operator, now: () => t.clock.now(), io }, argv);
  };
  const counts = async () => ({
    news: await t.db.$count(news),
    alerts: await t.db.$count(alerts),
    banners: await t.db.$count(banners),
    hints: await t.db.$count(hints),
  });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: t.clock.now() });
    await t.db.delete(news);
    await t.db.delete(alerts);
    await t.db.delete(banners);
    dir = mkdtempSync(join(tmpdir(), 'operator-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the Russian help for help, --help, -h and no command', async () => {
    for (const argv of [['help'], ['--help'], ['-h'], []]) {
      expect(wantsHelp(argv)).toBe(true);
      expect(await operator(...argv)).toBe(0);
      expect(out).toEqual([operatorTexts.help]);
    }
    for (const command of ['news add', 'news list', 'alert add', 'alert end', 'banner add', 'banner end', 'hints import']) {
      expect(operatorTexts.help).toContain(command);
    }
    expect(wantsHelp(['news', 'list'])).toBe(false);
  });

  it('adds a news item from an HTML file, sanitised, published now, seen by the cabinet', async () => {
    const file = join(dir, 'news.html');
    writeFileSync(file, '<h2>Комиссии</h2><p onclick="x()">Отчёт готов.<script>alert(1)</script></p>');
    const code = await operator('news', 'add', '--title', 'Отчёт по комиссиям', '--summary', 'Коротко', '--html-file', file, '--author', 'Иван Операторов');
    expect(code, err.join('\n')).toBe(0);
    const [row] = await t.db.select().from(news).orderBy(desc(news.id)).limit(1);
    expect(row).toMatchObject({
      title: 'Отчёт по комиссиям',
      summary: 'Коротко',
      contentHtml: '<h2>Комиссии</h2><p>Отчёт готов.</p>',
      countryCode: null,
      publishedAt: t.clock.now(),
      author: 'Иван Операторов',
    });
    expect(out).toEqual([
      fill(operatorTexts.newsAdded, { id: row?.id ?? 0, title: 'Отчёт по комиссиям', at: stamp(t.clock.now()), country: operatorTexts.allCountries }),
    ]);
    expect(err).toEqual([operatorTexts.htmlCleaned]);

    const demo1 = await signIn(t, 'demo1');
    const page = await t.app.inject({ method: 'GET', url: '/api/news', headers: bearer(demo1.token) });
    expect(page.json().items.map((item: { title: string }) => item.title)).toEqual(['Отчёт по комиссиям']);
  });

  it('schedules a news item for one country and lists every item', async () => {
    const at = new Date(t.clock.now().getTime() + 60 * MINUTE);
    expect(await operator('news', 'add', '--title=Казахстан', '--html', '<p>Для Казахстана</p>', '--country', '3', '--publish-at', at.toISOString(), '--author', 'Оператор')).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toContain('для страны: Казахстан');
    expect(await operator('news', 'list')).toBe(0);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^№\d+ {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC {2}запланирована {2}для страны: Казахстан {2}Оператор {2}«Казахстан»$/);
    expect(out[1]).toContain('опубликована  для всех стран  Иван Операторов  «Отчёт по комиссиям»');
  });

  it('refuses mistakes in Russian, with exit code 1, writing nothing', async () => {
    const before = await counts();
    const cases: [string[], string][] = [
      [['news', 'publish'], fill(operatorTexts.unknownCommand, { command: 'news publish' })],
      [['report'], fill(operatorTexts.unknownCommand, { command: 'report' })],
      [['news', 'add', '--html', '<p>x</p>', '--author', 'О'], fill(operatorTexts.required, { option: '--title' })],
      [['news', 'add', '--title', 'T', '--html', '<p>x</p>'], fill(operatorTexts.required, { option: '--author' })],
      [['news', 'add', '--title', 'T', '--author', 'О'], operatorTexts.htmlMissing],
      [['news', 'add', '--title', 'T', '--author', 'О', '--html', '<p>x</p>', '--html-file', 'x.html'], operatorTexts.htmlChoice],
      [['news', 'add', '--title', 'T', '--author', 'О', '--html', '<script>alert(1)</script>'], operatorTexts.htmlEmpty],
      [['news', 'add', '--title', 'T', '--author', 'О', '--html-file', join(dir, 'missing.html')], fill(operatorTexts.htmlFile, { file: join(dir, 'missing.html'), reason: operatorTexts.fileMissing })],
      [['news', 'add', '--title', 'T', '--author', 'О', '--html', '<p>x</p>', '--country', '7'], fill(operatorTexts.country, { value: '7' })],
      [['news', 'add', '--title', 'T', '--author', 'О', '--html', '<p>x</p>', '--publish-at', 'завтра'], fill(operatorTexts.date, { value: 'завтра', option: '--publish-at' })],
      [['news', 'add', '--title', 'T', '--author', 'О', '--html', '<p>x</p>', '--publish-at', '1700000000000'], fill(operatorTexts.date, { value: '1700000000000', option: '--publish-at' })],
      [['news', 'add', '--title', '   ', '--author', 'О', '--html', '<p>x</p>'], fill(operatorTexts.emptyValue, { option: '--title' })],
      [['news', 'add', '--title', 'Т'.repeat(201), '--author', 'О', '--html', '<p>x</p>'], fill(operatorTexts.tooLong, { option: '--title', max: 200 })],
      [['news', 'add', '--title', 'T', '--author', 'О', '--html', '<p>x</p>', '--color', 'red'], fill(operatorTexts.unknownOption, { option: '--color', command: 'news add' })],
      [['news', 'add', '--title', 'T', '--author'], fill(operatorTexts.missingValue, { option: '--author' })],
      [['news', 'add', 'лишнее', '--title', 'T', '--author', 'О', '--html', '<p>x</p>'], fill(operatorTexts.extraArgument, { value: 'лишнее' })],
      [['alert', 'add', '--html', '<p>x</p>', '--author', 'О', '--until', new Date(t.clock.now().getTime() - MINUTE).toISOString()], fill(operatorTexts.untilPast, { value: stamp(new Date(t.clock.now().getTime() - MINUTE)) })],
      [['alert', 'end'], fill(operatorTexts.idMissing, { command: 'alert' })],
      [['alert', 'end', 'abc'], fill(operatorTexts.id, { value: 'abc' })],
      [['alert', 'end', '999999'], fill(operatorTexts.alertNotFound, { id: 999999 })],
      [['banner', 'add', '--type', 'promo', '--title', 'T', '--author', 'О'], fill(operatorTexts.bannerType, { value: 'promo' })],
      [['banner', 'add', '--title', 'T', '--author', 'О'], fill(operatorTexts.required, { option: '--type' })],
      [['banner', 'end', '999999'], fill(operatorTexts.bannerNotFound, { id: 999999 })],
      [['hints', 'import'], fill(operatorTexts.required, { option: '--file' })],
    ];
    for (const [argv, message] of cases) {
      expect(await operator(...argv), argv.join(' ')).toBe(1);
      expect(err, argv.join(' ')).toEqual([message]);
      expect(out, argv.join(' ')).toEqual([]);
    }
    expect(await counts()).toEqual(before);
  });

  it('adds, lists and ends alerts', async () => {
    const until = new Date(t.clock.now().getTime() + 24 * 60 * MINUTE);
    expect(await operator('alert', 'add', '--html', '<p>Работы <a href="https://status.example.ru">статус</a></p>', '--until', until.toISOString(), '--author', 'Оператор')).toBe(0);
    const [row] = await t.db.select().from(alerts).orderBy(desc(alerts.id)).limit(1);
    expect(row).toMatchObject({ activeFrom: t.clock.now(), activeUntil: until, countryCode: null, author: 'Оператор' });
    expect(row?.contentHtml).toBe('<p>Работы <a href="https://status.example.ru" rel="noopener noreferrer">статус</a></p>');
    expect(out).toEqual([
      fill(operatorTexts.alertAdded, {
        id: row?.id ?? 0,
        from: stamp(t.clock.now()),
        until: fill(operatorTexts.untilAt, { at: stamp(until) }),
        country: operatorTexts.allCountries,
      }),
    ]);
    expect(await operator('alert', 'list')).toBe(0);
    expect(out).toEqual([expect.stringMatching(/^№\d+ {2}с .+ UTC до .+ UTC {2}действует {2}для всех стран {2}Оператор {2}Работы статус$/)]);

    t.clock.advance(MINUTE);
    expect(await operator('alert', 'end', String(row?.id))).toBe(0);
    expect(out).toEqual([fill(operatorTexts.alertEnded, { id: row?.id ?? 0, at: stamp(t.clock.now()) })]);
    expect(await operator('alert', 'end', String(row?.id))).toBe(1);
    expect(err).toEqual([fill(operatorTexts.alertAlreadyEnded, { id: row?.id ?? 0, at: stamp(t.clock.now()) })]);
    expect(await operator('alert', 'list')).toBe(0);
    expect(out[0]).toContain('завершено');
  });

  it('adds, lists with their answers, and ends banners', async () => {
    expect(await operator('banner', 'add', '--type', 'quality_poll', '--title', 'Оцените кабинет', '--country', '2', '--author', 'Оператор')).toBe(0);
    const [row] = await t.db.select().from(banners).orderBy(desc(banners.id)).limit(1);
    expect(row).toMatchObject({ bannerType: 'quality_poll', title: 'Оцените кабинет', countryCode: 2, activeUntil: null });
    expect(out[0]).toContain('для страны: Россия');

    const demo2 = await signIn(t, 'demo2');
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/banner/event',
      payload: { event_type: 'response', banner_id: row?.id, banner_type: 'quality_poll', extra_info: '5' },
      headers: bearer(demo2.token),
    });
    expect(event.statusCode).toBe(200);
    expect(await operator('banner', 'list')).toBe(0);
    expect(out).toEqual([expect.stringMatching(/quality_poll .+ без срока {2}действует {2}для страны: Россия {2}Оператор {2}«Оцените кабинет» {2}ответили: 1, закрыли: 0$/)]);

    expect(await operator('banner', 'end', String(row?.id))).toBe(0);
    expect(out).toEqual([fill(operatorTexts.bannerEnded, { id: row?.id ?? 0, at: stamp(t.clock.now()) })]);
    const pending = await t.app.inject({ method: 'GET', url: '/api/banner?banner_type=quality_poll', headers: bearer(demo2.token) });
    expect(pending.json().banner_id).toBeNull();
    expect(await t.db.$count(bannerEvents)).toBe(1);
  });

  it('imports help items from a file, replacing that type only', async () => {
    const typeOneBefore = (await t.db.select().from(hints)).filter((row) => row.typeId === 1).length;
    const file = join(dir, 'hints.json');
    writeFileSync(
      file,
      JSON.stringify({
        type_id: 2,
        items: [
          { title: 'Показатели', body: 'Что здесь', front_path: '/kpi/main', media_urls: ['/help/kpi-1.svg'], children: [{ title: 'Период' }] },
          { title: 'Водители', front_path: '/drivers/list/all', country_code: 3 },
        ],
      }),
    );
    expect(await operator('hints', 'import', '--file', file)).toBe(0);
    expect(out).toEqual([fill(operatorTexts.hintsImported, { type: 2, topics: 2, steps: 1 })]);
    const rows = await t.db.select().from(hints).orderBy(asc(hints.id));
    const topicOf = new Map(rows.map((row) => [row.id, row.title]));
    expect(
      rows.filter((row) => row.typeId === 2).map((row) => [row.title, row.countryCode, row.position, row.parentId === null ? null : topicOf.get(row.parentId)]),
    ).toEqual([
      ['Показатели', null, 0, null],
      ['Водители', 3, 1, null],
      ['Период', null, 0, 'Показатели'],
    ]);
    expect(rows.filter((row) => row.typeId === 1)).toHaveLength(typeOneBefore);

    writeFileSync(file, JSON.stringify({ type_id: 2, items: [{ title: '', media_urls: ['javascript:alert(1)'], front_path: 'kpi' }] }));
    expect(await operator('hints', 'import', '--file', file)).toBe(1);
    expect(err[0]).toContain(`Файл ${file} не подходит: items.0.title: Обязательное поле`);
    expect(err[0]).toContain('items.0.media_urls.0: нужен путь сайта (/help/...) или адрес http(s)');
    expect(err[0]).toContain('items.0.front_path: нужен путь страницы кабинета, например /kpi/main');
    writeFileSync(file, '{ type_id: 2 ');
    expect(await operator('hints', 'import', '--file', file)).toBe(1);
    expect(err[0]).toMatch(new RegExp(`^Файл ${file} — не JSON: `));
    writeFileSync(file, JSON.stringify({ type_id: 3, items: [] }));
    expect(await operator('hints', 'import', '--file', file)).toBe(1);
    // Nothing of the refused files was written.
    expect((await t.db.select().from(hints)).filter((row) => row.typeId === 2)).toHaveLength(3);
  });
});

describe('operator command line on a PGlite data directory', () => {
  let dir: string;
  let dataDir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'operator-cli-'));
    dataDir = join(dir, 'data');
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const cli = (...argv: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/operator.ts', ...argv], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  // Two real processes and a PGlite directory on disk: the slowest test here, and the only proof
  // that the command line opens the server's database and refuses it while it is in use.
  it('refuses, in Russian, a data directory the server holds, and works once it is free', async () => {
    const snapshot = new Blob([readFileSync(PGLITE_SNAPSHOT_PATH)]);
    const server = await openPglite({ dataDir, loadDataDir: snapshot });
    await server.migrate();
    const busy = pgliteBusyMessage(dataDir);
    expect(busy).toBe(fill(operatorTexts.dataDirBusy, { dir: dataDir, pid: join(dataDir, 'postmaster.pid') }));
    const refused = await cli('news', 'list');
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe(busy);
    await server.close();
    expect(pgliteBusyMessage(dataDir)).toBeNull();

    const added = await cli('news', 'add', '--title', 'Из командной строки', '--html', '<p>Текст</p>', '--author', 'Оператор');
    expect(added.code, added.stderr).toBe(0);
    // The snapshot has no news: number 1 is the row this command wrote into the data directory.
    expect(added.stdout).toMatch(/^Новость №1 добавлена: «Из командной строки», публикация .+ UTC, для всех стран\n$/);
    expect(pgliteBusyMessage(dataDir)).toBeNull();
  }, 120_000);
});
