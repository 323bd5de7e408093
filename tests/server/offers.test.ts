/**
 * /users/offer: offer documents on the generator (each gets the park's next редакция), and
 * `POST /offers/{id}/send` to chosen drivers or a drivers-list filter: it records who got which
 * offer, sets the driver's have_sent_offer, and sending again adds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfferSchema } from '../../resources/users/offers/resource';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
const forbidden = { error: 'forbidden', error_msg: text('app.noAccess') };

describe('offers', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo3: SignedIn;
  let kz: SignedIn;
  const driver: Record<'petrov' | 'sidorov' | 'blocked' | 'foreign', number> = { petrov: 0, sidorov: 0, blocked: 0, foreign: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    demo3 = await signIn(t, 'demo3');
    kz = await signIn(t, 'kz-demo');
    const park = await parkIdOf(t.db, 'demo1');
    driver.petrov = await addDriver(t.db, park, { lastName: 'Петров' });
    driver.sidorov = await addDriver(t.db, park, { lastName: 'Сидоров' });
    driver.blocked = await addDriver(t.db, park, { lastName: 'Блоков', isBlocked: true });
    driver.foreign = await addDriver(t.db, await parkIdOf(t.db, 'kz-demo'), { lastName: 'Казахов' });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST', url: string, as: SignedIn = demo1, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as.token), payload });
  const offerBody = (title: string) => ({ title, text: 'Условия работы с парком…', effective_from: '2026-12-01' });
  const sentOffer = async (as: SignedIn, value: 0 | 1) => {
    const response = await send('GET', `/api/drivers/v2/list?have_sent_offer=${value}&sortcolumn=id&countperpage=100`, as);
    return response.json<{ driver_profiles: { id: number }[] }>().driver_profiles.map((row) => row.id);
  };

  it('writes each document as the park’s next редакция, per park', async () => {
    const first = await send('POST', '/api/offers', demo1, offerBody('Договор оферты'));
    expect(first.statusCode).toBe(200);
    expect(OfferSchema.strict().parse(first.json())).toMatchObject({ title: 'Договор оферты', version: 1, drivers_sent: 0 });
    expect((await send('POST', '/api/offers', demo1, offerBody('Договор оферты, ред. 2'))).json().version).toBe(2);
    expect((await send('POST', '/api/offers', kz, offerBody('Оферта'))).json().version).toBe(1);
    const list = await send('GET', '/api/offers');
    expect(list.json<{ version: number }[]>().map((row) => row.version)).toEqual([2, 1]);
    expect(list.headers['content-range']).toBe('offers 0-1/2');
  });

  it('refuses an empty text at the field, and editing a written document', async () => {
    const empty = await send('POST', '/api/offers', demo1, { ...offerBody('Пустая'), text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().data)).toEqual(['text']);
    const [offer] = (await send('GET', '/api/offers')).json<{ id: number }[]>();
    const edit = await t.app.inject({ method: 'PUT', url: `/api/offers/${offer?.id}`, headers: bearer(demo1.token), payload: { title: 'x' } });
    // No edit route: a written document is never changed (405 since the probe findings, issue 11).
    expect(edit.statusCode).toBe(405);
  });

  it('sends to chosen drivers: have_sent_offer becomes true, and sending again adds nothing', async () => {
    const [offer] = (await send('GET', '/api/offers')).json<{ id: number }[]>();
    expect(await sentOffer(demo1, 1)).toEqual([]);
    const first = await send('POST', `/api/offers/${offer?.id}/send`, demo1, { driver_ids: [driver.petrov, driver.petrov] });
    expect(first.json()).toEqual({ sent: 1, matched: 1 });
    expect(await sentOffer(demo1, 1)).toEqual([driver.petrov]);
    expect(await sentOffer(demo1, 0)).not.toContain(driver.petrov);

    const again = await send('POST', `/api/offers/${offer?.id}/send`, demo1, { driver_ids: [driver.petrov] });
    expect(again.json()).toEqual({ sent: 0, matched: 1 });
    const [listed] = (await send('GET', '/api/offers')).json<{ drivers_sent: number }[]>();
    expect(listed?.drivers_sent).toBe(1);
  });

  it('sends through a drivers-list filter: everyone without an offer, except the blacklist', async () => {
    const [, older] = (await send('GET', '/api/offers')).json<{ id: number }[]>();
    const response = await send('POST', `/api/offers/${older?.id}/send`, demo1, {
      filter: { have_sent_offer: '0', exclude_blocked: '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 1, matched: 1 });
    expect(await sentOffer(demo1, 1)).toEqual([driver.petrov, driver.sidorov]);
    expect(await sentOffer(demo1, 0)).toEqual([driver.blocked]);
    // The same filter now finds nobody; the same request sent again changes nothing.
    expect((await send('POST', `/api/offers/${older?.id}/send`, demo1, { filter: { have_sent_offer: '0', exclude_blocked: '1' } })).json()).toEqual({ sent: 0, matched: 0 });
  });

  it('keeps parks apart: another park’s driver or offer is 404 and nothing is sent', async () => {
    const [offer] = (await send('GET', '/api/offers')).json<{ id: number }[]>();
    const foreignDriver = await send('POST', `/api/offers/${offer?.id}/send`, demo1, { driver_ids: [driver.sidorov, driver.foreign] });
    expect(foreignDriver.statusCode).toBe(404);
    expect(foreignDriver.json()).toEqual(notFound);
    expect((await send('GET', '/api/offers')).json<{ drivers_sent: number }[]>()[0]?.drivers_sent).toBe(1);
    const foreignOffer = await send('POST', `/api/offers/${offer?.id}/send`, kz, { driver_ids: [driver.foreign] });
    expect(foreignOffer.json()).toEqual(notFound);
    expect(await sentOffer(kz, 1)).toEqual([]);
  });

  it('asks for exactly one of driver_ids and filter, and refuses groups without /users/offer', async () => {
    const [offer] = (await send('GET', '/api/offers')).json<{ id: number }[]>();
    expect((await send('POST', `/api/offers/${offer?.id}/send`, demo1, {})).statusCode).toBe(400);
    expect((await send('POST', `/api/offers/${offer?.id}/send`, demo1, { driver_ids: [driver.sidorov], filter: {} })).statusCode).toBe(400);
    expect((await send('POST', `/api/offers/${offer?.id}/send`, demo3, { driver_ids: [driver.sidorov] })).json()).toEqual(forbidden);
    expect((await send('GET', '/api/offers', demo3)).json()).toEqual(forbidden);
  });
});
