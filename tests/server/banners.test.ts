/**
 * Banners (spec 3, 4, 5, 7): which banner is pending for a user, the rating poll's events (one
 * score, then one comment checked with the spec's three texts, 'close'), the fee-report notice
 * only for the groups that may open the fee report, and parks that do not affect each other.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BannerResponseSchema, RATING_COMMENT_MAX, type BannerType } from '../../schemas/notices';
import { bannerEvents, banners } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { BannersRepository } from '../../server/modules/banners/banners.repository';
import { t as textOf } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const BANNER = '/api/banner';
const EVENT = '/api/banner/event';
const MINUTE = 60 * 1000;
const notFound = { error: 'not_found', error_msg: textOf('errors.notFound') };

describe('banners', () => {
  let t: TestApp;
  const as: Record<string, SignedIn> = {};
  let olderPoll: number;
  let poll: number;
  let feeReport: number;

  const addBanner = (bannerType: BannerType, title: string, minutesAgo: number, extra: { countryCode?: number; activeUntil?: Date } = {}) =>
    new BannersRepository(t.db).add({
      bannerType,
      title,
      countryCode: extra.countryCode ?? null,
      activeFrom: new Date(t.clock.now().getTime() - minutesAgo * MINUTE),
      activeUntil: extra.activeUntil ?? null,
      author: 'Оператор',
    });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: t.clock.now() });
    await t.db.delete(banners);
    olderPoll = await addBanner('quality_poll', 'Прошлый опрос', 60);
    poll = await addBanner('quality_poll', 'Оцените кабинет', 30);
    feeReport = await addBanner('report_data', 'Отчёт по комиссиям готов', 30);
    for (const login of ['demo1', 'demo2', 'demo3', 'demo4', 'demo5', 'kz-demo']) as[login] = await signIn(t, login);
  });
  afterAll(async () => {
    await t.close();
  });

  const pending = async (login: string, type: BannerType) => {
    const response = await t.app.inject({ method: 'GET', url: `${BANNER}?banner_type=${type}`, headers: bearer(as[login]!.token) });
    expect(response.statusCode, response.body).toBe(200);
    return BannerResponseSchema.strict().parse(response.json());
  };
  const send = (login: string, payload: object) =>
    t.app.inject({ method: 'POST', url: EVENT, payload, headers: bearer(as[login]!.token) });
  const respond = (login: string, score: string, bannerId = poll) =>
    send(login, { event_type: 'response', banner_id: bannerId, banner_type: 'quality_poll', extra_info: score });
  const comment = (login: string, text: string, bannerId = poll) =>
    send(login, { event_type: 'comment', banner_id: bannerId, banner_type: 'quality_poll', extra_info: text });
  const eventsOf = async (login: string, bannerId: number) =>
    t.db
      .select({ type: bannerEvents.eventType, extra: bannerEvents.extraInfo, park: bannerEvents.taxisId, bannerType: bannerEvents.bannerType })
      .from(bannerEvents)
      .where(and(eq(bannerEvents.userId, as[login]!.userId), eq(bannerEvents.bannerId, bannerId)))
      .orderBy(asc(bannerEvents.id));

  it('offers the newest running banner of the asked type', async () => {
    expect(await pending('demo1', 'quality_poll')).toEqual({ banner_id: poll, banner_type: 'quality_poll', title: 'Оцените кабинет' });
    expect(await pending('demo1', 'report_data')).toEqual({ banner_id: feeReport, banner_type: 'report_data', title: 'Отчёт по комиссиям готов' });
    const wrongType = await t.app.inject({ method: 'GET', url: `${BANNER}?banner_type=promo`, headers: bearer(as.demo1!.token) });
    expect(wrongType.statusCode).toBe(400);
  });

  it('stores a score with the user, the park and the score, and offers the older poll next', async () => {
    const response = await respond('demo1', '4');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await eventsOf('demo1', poll)).toEqual([
      { type: 'response', extra: '4', park: await parkIdOf(t.db, 'demo1'), bannerType: 'quality_poll' },
    ]);
    expect((await pending('demo1', 'quality_poll')).banner_id).toBe(olderPoll);
    // Another user of the same park is still asked.
    expect((await pending('demo2', 'quality_poll')).banner_id).toBe(poll);
  });

  it('refuses a second score from the same user with 409', async () => {
    const again = await respond('demo1', '5');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'conflict', error_msg: 'Оценка уже отправлена' });
    expect(await eventsOf('demo1', poll)).toHaveLength(1);
  });

  it('accepts only scores 1 to 5, with the message at extra_info', async () => {
    for (const score of ['0', '6', '4.5', 'пять', '']) {
      const response = await respond('demo2', score);
      expect(response.statusCode, score).toBe(400);
      expect(response.json()).toEqual({ error: 'validation_error', error_msg: textOf('errors.validation'), data: { extra_info: 'Оценка — от 1 до 5' } });
    }
    const missing = await send('demo2', { event_type: 'response', banner_id: poll, banner_type: 'quality_poll' });
    expect(missing.json().data).toEqual({ extra_info: 'Оценка — от 1 до 5' });
  });

  it('takes a comment only after this user\'s score (409 before)', async () => {
    const early = await comment('demo2', 'Всё хорошо');
    expect(early.statusCode).toBe(409);
    expect(early.json().error_msg).toBe('Сначала отправьте оценку');
    expect(await eventsOf('demo2', poll)).toEqual([]);
  });

  it('checks the comment with each of the spec\'s three texts', async () => {
    expect((await respond('demo2', '2')).statusCode).toBe(200);
    const cases: [string, string][] = [
      ['а'.repeat(RATING_COMMENT_MAX + 1), textOf('rating.tooLong')],
      ['Хорошо, 谢谢', textOf('rating.letters')],
      ['Отлично @ всё', textOf('rating.punctuation')],
      ['   ', textOf('validation.required')],
    ];
    for (const [text, message] of cases) {
      const response = await comment('demo2', text);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ error: 'validation_error', error_msg: textOf('errors.validation'), data: { extra_info: message } });
    }
    expect(await eventsOf('demo2', poll)).toHaveLength(1);
  });

  it('stores a valid comment once; a second one is a conflict', async () => {
    const text = `Долго грузится отчёт «Водители» (№ 2): 100% / ₽ $ & | \\ - ; ! ? "ок" 'да' ${'я'.repeat(900)}`;
    const response = await comment('demo2', text);
    expect(response.statusCode, response.body).toBe(200);
    expect((await eventsOf('demo2', poll)).map((event) => [event.type, event.extra])).toEqual([
      ['response', '2'],
      ['comment', text],
    ]);
    expect((await comment('demo2', 'Ещё')).statusCode).toBe(409);
  });

  it('hides a closed banner from that user only', async () => {
    const closed = await send('demo5', { event_type: 'close', banner_id: poll, banner_type: 'quality_poll' });
    expect(closed.statusCode).toBe(200);
    expect((await eventsOf('demo5', poll)).map((event) => [event.type, event.extra])).toEqual([['close', null]]);
    expect((await pending('demo5', 'quality_poll')).banner_id).toBe(olderPoll);
    expect((await pending('demo4', 'quality_poll')).banner_id).toBe(poll);
    // Closing the fee-report notice.
    expect((await send('demo5', { event_type: 'close', banner_id: feeReport, banner_type: 'report_data' })).statusCode).toBe(200);
    expect(await pending('demo5', 'report_data')).toEqual({ banner_id: null, banner_type: 'report_data', title: null });
  });

  it('offers nothing once every poll is answered or closed', async () => {
    expect((await send('demo1', { event_type: 'close', banner_id: olderPoll, banner_type: 'quality_poll' })).statusCode).toBe(200);
    expect(await pending('demo1', 'quality_poll')).toEqual({ banner_id: null, banner_type: 'quality_poll', title: null });
  });

  it('keeps the fee-report notice from the groups that cannot open the fee report (policy a: 3 and 4)', async () => {
    for (const login of ['demo3', 'demo4']) {
      expect(await pending(login, 'report_data'), login).toEqual({ banner_id: null, banner_type: 'report_data', title: null });
      const event = await send(login, { event_type: 'close', banner_id: feeReport, banner_type: 'report_data' });
      expect(event.json(), login).toEqual(notFound);
    }
    expect((await pending('demo2', 'report_data')).banner_id).toBe(feeReport);
    // The rating poll is for everybody.
    expect((await pending('demo3', 'quality_poll')).banner_id).toBe(poll);
  });

  it('does not let one park\'s answers affect another\'s', async () => {
    expect((await pending('kz-demo', 'quality_poll')).banner_id).toBe(poll);
    expect((await respond('kz-demo', '5')).statusCode).toBe(200);
    expect(await eventsOf('kz-demo', poll)).toEqual([
      { type: 'response', extra: '5', park: await parkIdOf(t.db, 'kz-demo'), bannerType: 'quality_poll' },
    ]);
    expect((await pending('demo4', 'quality_poll')).banner_id).toBe(poll);
    expect((await pending('demo3', 'quality_poll')).banner_id).toBe(poll);
  });

  it('answers 404 for a banner that is unknown, of another type, ended, not started or of another country', async () => {
    const ended = await addBanner('quality_poll', 'Закончился', 60, { activeUntil: new Date(t.clock.now().getTime() - MINUTE) });
    const later = await addBanner('quality_poll', 'Завтра', -24 * 60);
    const belarus = await addBanner('quality_poll', 'Беларусь', 5, { countryCode: 4 });
    for (const bannerId of [999999, feeReport, ended, later, belarus]) {
      const response = await respond('demo4', '3', bannerId);
      expect(response.json(), String(bannerId)).toEqual(notFound);
    }
    // The Belarusian poll is the newest for a Belarusian park only.
    expect((await pending('demo4', 'quality_poll')).banner_id).toBe(poll);
    const by = await signIn(t, 'by-demo');
    const forBy = await t.app.inject({ method: 'GET', url: `${BANNER}?banner_type=quality_poll`, headers: bearer(by.token) });
    expect(forBy.json().banner_id).toBe(belarus);
  });

  it('stops offering a banner the operator ended', async () => {
    await new BannersRepository(t.db).end(poll, t.clock.now());
    expect((await pending('demo4', 'quality_poll')).banner_id).toBe(olderPoll);
    expect((await respond('demo4', '3')).json()).toEqual(notFound);
  });
});
