/**
 * Access requests: driver app requests flip drivers.app_access, marketplace requests feed the
 * "new" counter; each request is decided once, and each park sees only its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessRequestSchema, AccessRequestsResponseSchema } from '../../schemas/desk';
import { driverAccessRequests } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const APP = '/api/drivers/access-app';
const MARKET = '/api/market/requests';
const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
const alreadyDecided = { error: 'bad_request', error_msg: text('fleet.validation.alreadyDecided') };

describe('access requests', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let locked: number;
  let open: number;
  const ids = { lockedAsks: 0, openAsks: 0, oldApproved: 0, market1: 0, market2: 0, marketRejected: 0, kz: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    const park = await parkIdOf(t.db, 'demo1');
    locked = await addDriver(t.db, park, { lastName: 'Закрытый', appAccess: false });
    open = await addDriver(t.db, park, { lastName: 'Открытый', appAccess: true });
    const request = async (values: Omit<typeof driverAccessRequests.$inferInsert, 'taxisId'> & { taxisId?: number }) => {
      const [row] = await t.db
        .insert(driverAccessRequests)
        .values({ taxisId: park, ...values })
        .returning({ id: driverAccessRequests.id });
      if (!row) throw new Error('request was not written');
      return row.id;
    };
    ids.lockedAsks = await request({ driverId: locked, kind: 'app', comment: 'Прошу доступ', createdAt: new Date('2026-11-20T10:00:00Z') });
    ids.openAsks = await request({ driverId: open, kind: 'app', createdAt: new Date('2026-11-20T11:00:00Z') });
    ids.oldApproved = await request({
      driverId: open,
      kind: 'app',
      status: 'approved',
      createdAt: new Date('2026-11-01T11:00:00Z'),
      decidedAt: new Date('2026-11-02T11:00:00Z'),
    });
    ids.market1 = await request({ driverId: open, kind: 'market', createdAt: new Date('2026-11-19T11:00:00Z') });
    ids.market2 = await request({ driverId: locked, kind: 'market', createdAt: new Date('2026-11-18T11:00:00Z') });
    ids.marketRejected = await request({ driverId: locked, kind: 'market', status: 'rejected', createdAt: new Date('2026-11-17T11:00:00Z') });
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    const kzDriver = await addDriver(t.db, kzPark, { lastName: 'Ахметов' });
    ids.kz = await request({ taxisId: kzPark, driverId: kzDriver, kind: 'market' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as: SignedIn = demo1) => t.app.inject({ method: 'GET', url, headers: bearer(as.token) });
  const decide = (url: string, decision: string, as: SignedIn = demo1) =>
    t.app.inject({ method: 'POST', url, payload: { decision }, headers: bearer(as.token) });
  const appAccessOf = async (driverId: number) => (await get(`/api/drivers/${driverId}`)).json().app_access;
  const listed = async (url: string, as: SignedIn = demo1) =>
    (await get(url, as)).json().requests.map((request: { id: number }) => request.id);

  it('lists new driver app requests, newest first, and the other filters', async () => {
    const response = await get(APP);
    expect(response.statusCode).toBe(200);
    const body = AccessRequestsResponseSchema.strict().parse(response.json());
    expect(body.requests.map((request) => request.id)).toEqual([ids.openAsks, ids.lockedAsks]);
    expect(body.requests[1]).toEqual({
      id: ids.lockedAsks,
      driver: { id: locked, full_name: 'Закрытый Иван Иванович', phone: expect.any(String) },
      kind: 'app',
      status: 'new',
      comment: 'Прошу доступ',
      created_at: '2026-11-20T10:00:00.000Z',
      decided_at: null,
    });
    expect(await listed(`${APP}?filter=approved`)).toEqual([ids.oldApproved]);
    expect(await listed(`${APP}?filter=all`)).toEqual([ids.openAsks, ids.lockedAsks, ids.oldApproved]);
    expect((await get(`${APP}?filter=all&countperpage=2&page=2`)).json()).toMatchObject({ total: 3, pages: 2 });
  });

  it("approving opens the driver app, rejecting closes it; a request is decided once", async () => {
    expect(await appAccessOf(locked)).toBe(false);
    const approved = await decide(`${APP}/${ids.lockedAsks}`, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(AccessRequestSchema.strict().parse(approved.json())).toMatchObject({
      id: ids.lockedAsks,
      status: 'approved',
      decided_at: t.clock.now().toISOString(),
    });
    expect(await appAccessOf(locked)).toBe(true);
    expect((await decide(`${APP}/${ids.lockedAsks}`, 'rejected')).json()).toEqual(alreadyDecided);
    expect(await appAccessOf(locked)).toBe(true);

    expect((await decide(`${APP}/${ids.openAsks}`, 'rejected')).json()).toMatchObject({ status: 'rejected' });
    expect(await appAccessOf(open)).toBe(false);
    expect(await listed(APP)).toEqual([]);
  });

  it('counts and decides marketplace requests', async () => {
    expect((await get(`${MARKET}/new`)).json()).toEqual({ count: 2 });
    expect(await listed(MARKET)).toEqual([ids.market1, ids.market2]);
    expect(await listed(`${MARKET}?filter=rejected`)).toEqual([ids.marketRejected]);
    expect((await decide(`${MARKET}/${ids.market1}`, 'approved')).json()).toMatchObject({ kind: 'market', status: 'approved' });
    expect((await get(`${MARKET}/new`)).json()).toEqual({ count: 1 });
    expect((await decide(`${MARKET}/${ids.market1}`, 'approved')).json()).toEqual(alreadyDecided);
    // A request is decided on its own kind's endpoint only.
    expect((await decide(`${APP}/${ids.market2}`, 'approved')).json()).toEqual(notFound);
    expect((await decide(`${MARKET}/${ids.oldApproved}`, 'approved')).json()).toEqual(notFound);
  });

  it('answers validation errors in the spec shape', async () => {
    const response = await decide(`${MARKET}/${ids.market2}`, 'maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', error_msg: text('errors.validation'), data: { decision: expect.any(String) } });
    expect((await get(`${APP}?filter=old`)).json()).toMatchObject({ error: 'validation_error', data: { filter: expect.any(String) } });
  });

  it("keeps parks apart: another park's requests are not found", async () => {
    expect((await get(`${MARKET}/new`, kz)).json()).toEqual({ count: 1 });
    expect(await listed(MARKET, kz)).toEqual([ids.kz]);
    expect(await listed(`${APP}?filter=all`, kz)).toEqual([]);
    expect((await decide(`${MARKET}/${ids.market2}`, 'approved', kz)).json()).toEqual(notFound);
    expect((await decide(`${MARKET}/${ids.kz}`, 'approved')).json()).toEqual(notFound);
    expect((await get(`${MARKET}/new`, kz)).json()).toEqual({ count: 1 });
  });

  it('admits the groups of the drivers section', async () => {
    const demo3 = await signIn(t, 'demo3');
    expect((await get(`${MARKET}/new`, demo3)).statusCode).toBe(403);
    expect((await get(APP, demo3)).statusCode).toBe(403);
    expect((await get(`${MARKET}/new`, await signIn(t, 'demo2'))).statusCode).toBe(200);
  });
});
