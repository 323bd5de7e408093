/**
 * Help (spec 3 "Help item", spec 7 GET /hints): topics with their steps in order, filtered by the
 * park's country; the demo help's slides and videos exist in public/help, each video on the topic
 * it shows; the operator's import
 * replaces one type's items.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HintsResponseSchema, isVideoUrl, type HintsResponse } from '../../schemas/notices';
import { ADD_DRIVER_VIDEO, CONNECT_AGGREGATOR_VIDEO, DEMO_HINTS, DEMO_ONBOARDING } from '../../server/db/demo-notices';
import { seedDemo } from '../../server/db/seed';
import { HintsRepository } from '../../server/modules/hints/hints.repository';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HINTS = '/api/hints';

describe('help items', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo3: SignedIn;
  let kz: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: t.clock.now() });
    demo1 = await signIn(t, 'demo1');
    demo3 = await signIn(t, 'demo3');
    kz = await signIn(t, 'kz-demo');
  });
  afterAll(async () => {
    await t.close();
  });

  const hints = async (typeId: number, as: SignedIn): Promise<HintsResponse> => {
    const response = await t.app.inject({ method: 'GET', url: `${HINTS}?type_id=${typeId}`, headers: bearer(as.token) });
    expect(response.statusCode, response.body).toBe(200);
    // The body itself, not zod's copy: parsing would drop fields the contract does not have.
    const body = response.json<HintsResponse>();
    HintsResponseSchema.strict().parse(body);
    return body;
  };

  it('gives the demo onboarding: topics with two to four steps, slides, and a video on the topic it shows', async () => {
    const onboarding = await hints(1, demo1);
    expect(onboarding.type_id).toBe(1);
    expect(onboarding.items.map((item) => item.title)).toEqual(DEMO_ONBOARDING.items.map((item) => item.title));
    expect(onboarding.items.map((item) => item.title)).toEqual([
      'Подключить агрегатор',
      'Добавить водителя',
      'Настроить списания',
      'Выгрузить отчёт',
      'Проверить поездки',
    ]);
    for (const topic of onboarding.items) {
      expect(topic.children.length, topic.title).toBeGreaterThanOrEqual(2);
      expect(topic.children.length, topic.title).toBeLessThanOrEqual(4);
      for (const step of topic.children) {
        expect(step.media_urls.length, step.title).toBeGreaterThan(0);
        expect(Object.keys(step).sort()).toEqual(['body', 'front_path', 'id', 'media_urls', 'sections', 'title']);
      }
    }
    // Each walkthrough on the topic it shows (scripts/make-help-video.mjs records them).
    expect(onboarding.items.map((topic) => [topic.title, topic.media_urls])).toEqual([
      ['Подключить агрегатор', ['/help/video/connect-aggregator.webm']],
      ['Добавить водителя', ['/help/video/add-driver.webm']],
      ['Настроить списания', []],
      ['Выгрузить отчёт', []],
      ['Проверить поездки', []],
    ]);
    expect(onboarding.items[0]?.children.map((step) => step.title)).toEqual([
      'Откройте «Агрегаторы»',
      'Вставьте ключ API',
      'Проверьте список',
    ]);
  });

  it('gives the demo hints tied to the cabinet\'s pages', async () => {
    const pageHints = await hints(2, demo1);
    expect(pageHints.items.map((item) => item.front_path)).toEqual([
      '/kpi/main',
      '/drivers/list/all',
      '/transfers/list/complete',
      '/reports',
      '/drivers/feereport',
      '/news',
    ]);
    expect(pageHints.items.map((item) => item.title)).toEqual(DEMO_HINTS.items.map((item) => item.title));
    // Help is for every signed-in user.
    expect((await hints(2, demo3)).items).toHaveLength(pageHints.items.length);
  });

  it('refers only to slides and videos that exist in public/help (real, small webm files)', async () => {
    const urls = new Set<string>();
    for (const typeId of [1, 2]) {
      for (const topic of (await hints(typeId, demo1)).items) {
        for (const item of [topic, ...topic.children]) for (const url of item.media_urls) urls.add(url);
      }
    }
    expect(urls.size).toBeGreaterThanOrEqual(13);
    for (const url of urls) {
      const file = join(process.cwd(), 'public', url);
      expect(existsSync(file), url).toBe(true);
      if (isVideoUrl(url)) {
        const size = statSync(file).size;
        expect(size, url).toBeGreaterThan(50_000);
        expect(size, url).toBeLessThan(400 * 1024);
        // A WebM file: the EBML magic number.
        expect(readFileSync(file).subarray(0, 4).toString('hex'), url).toBe('1a45dfa3');
      } else {
        expect(url).toMatch(/^\/help\/[a-z0-9-]+\.svg$/);
      }
    }
    expect([...urls].filter(isVideoUrl).sort()).toEqual([ADD_DRIVER_VIDEO, CONNECT_AGGREGATOR_VIDEO]);
  });

  it('replaces one type\'s items, keeps their order and shows a park its country\'s', async () => {
    const repository = new HintsRepository(t.db);
    const step = (title: string, countryCode: number | null = null) => ({ title, body: null, mediaUrls: [], frontPath: null, sections: [], countryCode });
    expect(
      await repository.replace(2, [
        { ...step('Для всех'), children: [step('Шаг А'), step('Шаг Б (Казахстан)', 3), step('Шаг В')] },
        { ...step('Только Казахстан', 3), children: [step('Шаг казахской темы')] },
        { ...step('Только Россия', 2), children: [] },
      ]),
    ).toEqual({ topics: 3, steps: 4 });
    const russian = await hints(2, demo1);
    expect(russian.items.map((item) => [item.title, item.children.map((child) => child.title)])).toEqual([
      ['Для всех', ['Шаг А', 'Шаг В']],
      ['Только Россия', []],
    ]);
    const kazakh = await hints(2, kz);
    expect(kazakh.items.map((item) => [item.title, item.children.map((child) => child.title)])).toEqual([
      ['Для всех', ['Шаг А', 'Шаг Б (Казахстан)', 'Шаг В']],
      ['Только Казахстан', ['Шаг казахской темы']],
    ]);
    // The other type is untouched.
    expect((await hints(1, demo1)).items).toHaveLength(DEMO_ONBOARDING.items.length);
    expect(await repository.count(2)).toEqual({ topics: 3, steps: 4 });
  });

  it('accepts only type_id 1 and 2', async () => {
    for (const query of ['?type_id=3', '?type_id=x', '']) {
      const response = await t.app.inject({ method: 'GET', url: `${HINTS}${query}`, headers: bearer(demo1.token) });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `${HINTS}?type_id=1` })).statusCode).toBe(401);
  });
});
