import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalanceResponseSchema, type BalanceResponse } from '../../schemas/ledger';
import { seedDemo } from '../../server/db/seed';
import { postEntry } from '../../server/modules/ledger/ledger.writer';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the balance tab: entries newest first with the running balance', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let demo3: SignedIn;
  let demo4: SignedIn;
  let kz: SignedIn;
  let parkId: number;
  let driverId: number;
  let emptyDriver: number;

  /** Entries written at given instants (the park is in Moscow, UTC+3). */
  const entries: { at: string; kind: 'ride_income' | 'park_commission' | 'fine' | 'correction'; amountKop: number }[] = [
    { at: '2026-11-18T10:00:00Z', kind: 'ride_income', amountKop: 120_000 },
    { at: '2026-11-18T10:00:01Z', kind: 'park_commission', amountKop: -3_600 },
    // 21:30 UTC on the 19th is 00:30 on the 20th in Moscow.
    { at: '2026-11-19T21:30:00Z', kind: 'fine', amountKop: -50_000 },
    { at: '2026-11-20T08:00:00Z', kind: 'correction', amountKop: 10_050 },
    { at: '2026-11-21T08:00:00Z', kind: 'ride_income', amountKop: 80_000 },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    [demo1, demo3, demo4, kz] = await Promise.all([
      signIn(t, 'demo1'),
      signIn(t, 'demo3'),
      signIn(t, 'demo4'),
      signIn(t, 'kz-demo'),
    ]);
    parkId = await parkIdOf(t.db, 'demo1');
    driverId = await addDriver(t.db, parkId, { balanceLimitKop: 20_000, blockedBalanceKop: 30_000 });
    emptyDriver = await addDriver(t.db, parkId, { balanceLimitKop: -5_000 });
    for (const entry of entries) {
      await t.db.transaction((tx) =>
        postEntry(tx, {
          taxisId: parkId,
          driverId,
          kind: entry.kind,
          amountKop: entry.amountKop,
          description: `${entry.kind} ${entry.at}`,
          createdBy: 'platform',
          at: new Date(entry.at),
        }),
      );
      await expectLedgerConsistent(t.db, driverId);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const balance = async (id: number, query = '', as: SignedIn = demo1): Promise<BalanceResponse> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/drivers/${id}/balance?${query}`, headers: bearer(as.token) });
    expect(response.statusCode, response.body).toBe(200);
    return BalanceResponseSchema.strict().parse(response.json());
  };

  it('answers every entry newest first, each with the balance right after it', async () => {
    const body = await balance(driverId);
    expect(body.entries.map((entry) => [entry.kind, entry.amount, entry.balance_after, entry.created_at])).toEqual([
      ['ride_income', '800.00', '1564.50', '2026-11-21T08:00:00.000Z'],
      ['correction', '100.50', '764.50', '2026-11-20T08:00:00.000Z'],
      ['fine', '-500.00', '664.00', '2026-11-19T21:30:00.000Z'],
      ['park_commission', '-36.00', '1164.00', '2026-11-18T10:00:01.000Z'],
      ['ride_income', '1200.00', '1200.00', '2026-11-18T10:00:00.000Z'],
    ]);
    expect(body.entries[0]).toMatchObject({ driver_id: driverId, created_by: 'platform', user_name: null, transfer_id: null });
    expect(body).toMatchObject({ balance: '1564.50', balance_limit: '200.00', blocked_balance: '300.00', total: 5, pages: 1 });
  });

  it('gives withdrawable as balance minus blocked minus limit, never below zero', async () => {
    expect((await balance(driverId)).withdrawable).toBe('1064.50');
    const empty = await balance(emptyDriver);
    expect(empty).toMatchObject({ entries: [], balance: '0.00', balance_limit: '-50.00', withdrawable: '50.00', total: 0, pages: 0 });
    await t.db.transaction((tx) =>
      postEntry(tx, { taxisId: parkId, driverId: emptyDriver, kind: 'fine', amountKop: -7_000, description: 'Штраф', createdBy: 'platform' }),
    );
    await expectLedgerConsistent(t.db, emptyDriver);
    expect(await balance(emptyDriver)).toMatchObject({ balance: '-70.00', withdrawable: '0.00', total: 1 });
  });

  it('pages the history', async () => {
    const first = await balance(driverId, 'countperpage=2');
    const second = await balance(driverId, 'countperpage=2&page=2');
    const third = await balance(driverId, 'countperpage=2&page=3');
    expect([first, second, third].map((page) => page.entries.map((entry) => entry.balance_after))).toEqual([
      ['1564.50', '764.50'],
      ['664.00', '1164.00'],
      ['1200.00'],
    ]);
    expect(first).toMatchObject({ total: 5, pages: 3 });
    expect((await balance(driverId, 'countperpage=2&page=4')).entries).toEqual([]);
  });

  it('filters by kind', async () => {
    const body = await balance(driverId, 'kind=ride_income');
    expect(body.entries.map((entry) => entry.amount)).toEqual(['800.00', '1200.00']);
    expect(body).toMatchObject({ total: 2, pages: 1, balance: '1564.50' });
    expect((await balance(driverId, 'kind=payout')).total).toBe(0);
  });

  it('filters by park-local days of the entry time', async () => {
    const kinds = async (query: string) => (await balance(driverId, query)).entries.map((entry) => entry.kind);
    expect(await kinds('date_from=2026-11-20&date_to=2026-11-20')).toEqual(['correction', 'fine']);
    expect(await kinds('date_from=2026-11-19&date_to=2026-11-19')).toEqual([]);
    expect(await kinds('date_to=2026-11-18')).toEqual(['park_commission', 'ride_income']);
    expect(await kinds('date_from=2026-11-21')).toEqual(['ride_income']);
    expect(await kinds('date_from=2026-11-18&date_to=2026-11-21&kind=fine')).toEqual(['fine']);
  });

  it('rejects a malformed query in the spec shape', async () => {
    for (const [query, field] of [
      ['kind=salary', 'kind'],
      ['date_from=21.11.2026', 'date_from'],
      ['page=0', 'page'],
      ['countperpage=501', 'countperpage'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/drivers/${driverId}/balance?${query}`,
        headers: bearer(demo1.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', error_msg: text('errors.validation') });
      expect(Object.keys(response.json().data)).toEqual([field]);
    }
  });

  it("answers 404 for another park's driver and 403 for a group without the drivers section", async () => {
    const fromKz = await t.app.inject({ method: 'GET', url: `/api/drivers/${driverId}/balance`, headers: bearer(kz.token) });
    expect(fromKz.statusCode).toBe(404);
    expect(fromKz.json()).toEqual({ error: 'not_found', error_msg: text('errors.notFound') });
    const group3 = await t.app.inject({ method: 'GET', url: `/api/drivers/${driverId}/balance`, headers: bearer(demo3.token) });
    expect(group3.statusCode).toBe(403);
    expect((await balance(driverId, '', demo4)).balance).toBe('1564.50');
  });
});
