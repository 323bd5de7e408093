/**
 * News (spec 3, 7): the page of what is published for the park's country, newest first; read
 * marks per user and the unread count behind the menu's green dot; the demo news of a fresh
 * installation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsOneResponseSchema, NewsReadResponseSchema, NewsResponseSchema } from '../../schemas/notices';
import { DEMO_NEWS } from '../../server/db/demo-notices';
import { news } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NEWS = '/api/news';
const HOUR = 3600 * 1000;
/** Access tokens live 10 minutes: the clock moves less than that. */
const SOON = 5 * 60 * 1000;
const AFTER_SOON = 6 * 60 * 1000;
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };

describe('news', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo2: SignedIn;
  let kz: SignedIn;
  /** Twelve items for every country, an hour apart; index 0 is the newest. */
  let common: number[];
  let russian: number;
  let kazakh: number;
  let future: number;

  const add = async (title: string, publishedAt: Date, countryCode: number | null = null, contentHtml = `<p>${title}</p>`) => {
    const [row] = await t.db
      .insert(news)
      .values({ title, summary: `Кратко: ${title}`, contentHtml, countryCode, publishedAt, author: 'Тест' })
      .returning({ id: news.id });
    if (!row) throw new Error('news was not written');
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: t.clock.now() });
    demo1 = await signIn(t, 'demo1');
    demo2 = await signIn(t, 'demo2');
    kz = await signIn(t, 'kz-demo');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });
  const read = (payload: object, as: SignedIn) =>
    t.app.inject({ method: 'POST', url: NEWS, payload, headers: bearer(as.token) });
  const page = async (as: SignedIn, query = '') => {
    const response = await get(`${NEWS}${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return NewsResponseSchema.strict().parse(response.json());
  };

  describe('on a fresh installation', () => {
    it('shows the demo news, Russian law only to Russian parks, newest first and unread', async () => {
      const russianPark = await page(demo1);
      expect(russianPark.items.map((item) => item.title)).toEqual(DEMO_NEWS.map((item) => item.title));
      expect(russianPark).toMatchObject({ total: DEMO_NEWS.length, page: 1, pages: 1, unread: DEMO_NEWS.length });
      const kazakhPark = await page(kz);
      expect(kazakhPark.items.map((item) => item.title)).toEqual(
        DEMO_NEWS.filter((item) => item.countryCode === null).map((item) => item.title),
      );
      expect(kazakhPark.items.some((item) => item.title.includes('580-ФЗ'))).toBe(false);
      expect(russianPark.items[0]?.content).toContain('<ul>');
    });

    it('is seeded once: a second seeding finds news and adds none', async () => {
      await seedDemo(t.db, { force: true, now: t.clock.now() });
      expect(await t.db.$count(news)).toBe(DEMO_NEWS.length);
      demo1 = await signIn(t, 'demo1');
      demo2 = await signIn(t, 'demo2');
      kz = await signIn(t, 'kz-demo');
    });
  });

  describe('crafted news', () => {
    beforeAll(async () => {
      await t.db.delete(news);
      const now = t.clock.now().getTime();
      common = [];
      for (let index = 0; index < 12; index += 1) common.push(await add(`Новость ${index + 1}`, new Date(now - (index + 1) * HOUR)));
      // Between the 4th and 5th newest common items.
      russian = await add('Только для России', new Date(now - 4.5 * HOUR), 2);
      kazakh = await add('Только для Казахстана', new Date(now - 4.5 * HOUR), 3);
      future = await add('Через пять минут', new Date(now + SOON));
    });

    it('pages newest first with total, page and pages', async () => {
      const first = await page(demo1, '?page=1&countperpage=5');
      expect(first.items.map((item) => item.id)).toEqual([common[0], common[1], common[2], common[3], russian]);
      expect(first).toMatchObject({ total: 13, page: 1, pages: 3, unread: 13 });
      const last = await page(demo1, '?page=3&countperpage=5');
      expect(last.items.map((item) => item.id)).toEqual(common.slice(9));
      expect((await page(demo1, '?page=4&countperpage=5')).items).toEqual([]);
      // Default page size.
      expect((await page(demo1)).items).toHaveLength(10);
      const item = first.items[0];
      expect(item).toEqual({
        id: common[0],
        title: 'Новость 1',
        summary: 'Кратко: Новость 1',
        content: '<p>Новость 1</p>',
        published_at: new Date(t.clock.now().getTime() - HOUR).toISOString(),
        read: 0,
      });
      expect((await get(`${NEWS}?countperpage=51`, demo1)).statusCode).toBe(400);
      expect((await get(`${NEWS}?page=0`, demo1)).statusCode).toBe(400);
    });

    it('keeps read marks per user: another user still has the item unread', async () => {
      const response = await read({ news_id: common[1] }, demo1);
      expect(response.statusCode).toBe(200);
      expect(NewsReadResponseSchema.strict().parse(response.json())).toEqual({ unread: 12 });
      // Reading it again changes nothing.
      expect((await read({ news_id: common[1] }, demo1)).json()).toEqual({ unread: 12 });

      const mine = await page(demo1, '?countperpage=3');
      expect(mine.items.map((item) => item.read)).toEqual([0, 1, 0]);
      expect(mine.unread).toBe(12);
      const theirs = await page(demo2, '?countperpage=3');
      expect(theirs.items.map((item) => item.read)).toEqual([0, 0, 0]);
      expect(theirs.unread).toBe(13);

      const one = await get(`${NEWS}/${common[1]}`, demo1);
      expect(NewsOneResponseSchema.strict().parse(one.json()).item).toMatchObject({ id: common[1], read: 1 });
      expect((await get(`${NEWS}/${common[1]}`, demo2)).json().item.read).toBe(0);
    });

    it('marks everything read at once, and a later publication is unread again', async () => {
      expect((await read({ all: true }, demo1)).json()).toEqual({ unread: 0 });
      const all = await page(demo1, '?countperpage=50');
      expect(all.items.every((item) => item.read === 1)).toBe(true);
      expect(all.unread).toBe(0);
      // The future item was not marked: it was not visible yet.
      expect((await page(demo2)).unread).toBe(13);

      t.clock.advance(AFTER_SOON);
      const later = await page(demo1, '?countperpage=1');
      expect(later.items[0]).toMatchObject({ id: future, read: 0 });
      expect(later).toMatchObject({ total: 14, unread: 1 });
      t.clock.advance(-AFTER_SOON);
    });

    it('shows a park only the news of its country and the common ones', async () => {
      const kazakhPark = await page(kz, '?countperpage=50');
      expect(kazakhPark.items.map((item) => item.id)).toContain(kazakh);
      expect(kazakhPark.items.map((item) => item.id)).not.toContain(russian);
      expect(kazakhPark.total).toBe(13);
      expect((await page(demo1, '?countperpage=50')).items.map((item) => item.id)).not.toContain(kazakh);
      expect((await get(`${NEWS}/${russian}`, kz)).json()).toEqual(notFound);
      expect((await get(`${NEWS}/${kazakh}`, demo1)).statusCode).toBe(404);
      expect((await read({ news_id: russian }, kz)).statusCode).toBe(404);
    });

    it('hides a news item until it is published', async () => {
      expect((await page(demo1, '?countperpage=50')).items.map((item) => item.id)).not.toContain(future);
      expect((await get(`${NEWS}/${future}`, demo1)).json()).toEqual(notFound);
      expect((await read({ news_id: future }, demo2)).statusCode).toBe(404);
      t.clock.advance(AFTER_SOON);
      expect((await get(`${NEWS}/${future}`, demo1)).json().item.title).toBe('Через пять минут');
      t.clock.advance(-AFTER_SOON);
    });

    it('answers 404 for an unknown item and 400 for a body that names nothing', async () => {
      expect((await get(`${NEWS}/999999`, demo1)).json()).toEqual(notFound);
      expect((await read({ news_id: 999999 }, demo1)).json()).toEqual(notFound);
      const empty = await read({}, demo1);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error_msg: text('errors.validation'), data: { body: 'Укажите news_id или all' } });
      expect((await read({ all: false }, demo1)).statusCode).toBe(400);
    });

    it('sanitises the HTML again when answering, whatever the row holds', async () => {
      const id = await add(
        'Грязный HTML',
        new Date(t.clock.now().getTime() - 30 * 60 * 1000),
        null,
        '<p onclick="steal()">Текст<script>alert(1)</script> <a href="javascript:alert(1)">ссылка</a></p><iframe src="https://x"></iframe>',
      );
      const { item } = (await get(`${NEWS}/${id}`, demo1)).json();
      expect(item.content).toBe('<p>Текст <a rel="noopener noreferrer">ссылка</a></p>');
    });

    it('is for the groups of the news section', async () => {
      const demo3 = await signIn(t, 'demo3');
      expect((await get(NEWS, demo3)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: NEWS })).statusCode).toBe(401);
    });
  });
});
