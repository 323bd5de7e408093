/**
 * Issue 12 §2: the park's driver groups (generated), their drivers, and step commissions in both
 * spec-7 variants; a trip's park commission taken from its driver's group's steps, kept after the
 * steps change; the preview; another park's group, step or park answering 404; the ledger's sum
 * equal to the balance after every trip; the staff groups admitted under both access policies.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, GROUP_IDS, type AccessPolicy } from '../../schemas/access';
import { CommissionsResponseSchema, newStep, type CommissionRequest } from '../../schemas/commissions';
import { DriverGroupSchema } from '../../resources/groups/groups/resource';
import { driverChanges, drivers, ledgerEntries, transfers } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, addTrip, parkIdOf } from '../helpers/fleet-fixtures';
import { expectLedgerConsistent } from '../helpers/ledger-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const notFound = { error: 'not_found', error_msg: text('errors.notFound') };

describe('groups and step commissions', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let park: number;
  let kzPark: number;
  let aggregator: number;
  let groupId: number;
  let member: number;
  let outsider: number;
  let kzGroup: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    park = await parkIdOf(t.db, 'demo1');
    kzPark = await parkIdOf(t.db, 'kz-demo');
    // The flat rate of the connection: 3 % (the fallback).
    aggregator = await addAggregator(t.db, park, 'yandex', { feeBasisPoints: 0, parkCommissionBasisPoints: 300 });
    member = await addDriver(t.db, park, { lastName: 'Группов' });
    outsider = await addDriver(t.db, park, { lastName: 'Вневойтов' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as: SignedIn = demo1) =>
    t.app.inject({ method, url, headers: bearer(as.token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const parkCommission = async (trip: number) =>
    (await t.db.select({ kop: transfers.parkCommissionKop }).from(transfers).where(eq(transfers.id, trip)))[0]?.kop;
  const entryOf = async (trip: number) =>
    (
      await t.db
        .select({ amountKop: ledgerEntries.amountKop, description: ledgerEntries.description })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.transferId, trip), eq(ledgerEntries.kind, 'park_commission')))
    )[0];

  it('creates a group through the generator and lists it', async () => {
    const created = await call('POST', '/api/groups', { name: 'Ночная смена', description: 'Работают с 22:00' });
    expect(created.statusCode).toBe(200);
    const group = DriverGroupSchema.parse(created.json());
    groupId = group.id;
    expect(group).toMatchObject({ name: 'Ночная смена', description: 'Работают с 22:00' });
    const again = await call('POST', '/api/groups', { name: 'Ночная смена', description: null });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ data: { name: text('groups.validation.nameTaken') } });
    const list = await call('GET', `/api/groups?filter=${encodeURIComponent(JSON.stringify({ q: 'ночная' }))}`);
    expect(list.json()).toEqual([expect.objectContaining({ id: groupId })]);
    const kzCreated = await call('POST', '/api/groups', { name: 'Алматы', description: null }, kz);
    kzGroup = (kzCreated.json() as { id: number }).id;
  });

  it('adds and removes drivers, each move in the driver’s history', async () => {
    const added = await call('POST', `/api/groups/${groupId}/drivers`, { driver_ids: [member, outsider] });
    expect(added.json()).toEqual({ added: 2 });
    expect((await call('POST', `/api/groups/${groupId}/drivers`, { driver_ids: [member] })).json()).toEqual({ added: 0 });
    const listed = (await call('GET', `/api/groups/${groupId}/drivers?search=группов`)).json() as { drivers: { id: number }[]; total: number };
    expect(listed).toMatchObject({ total: 1, drivers: [{ id: member, full_name: 'Группов Иван Иванович' }] });
    expect((await call('DELETE', `/api/groups/${groupId}/drivers/${outsider}`)).json()).toEqual({ removed: 1 });
    expect((await call('DELETE', `/api/groups/${groupId}/drivers/${outsider}`)).statusCode).toBe(404);
    const history = await t.db.select({ changes: driverChanges.changes }).from(driverChanges).where(eq(driverChanges.driverId, outsider));
    expect(history.map((row) => row.changes)).toEqual([{ group_id: { from: null, to: groupId } }, { group_id: { from: groupId, to: null } }]);
    const [row] = await t.db.select({ groupId: drivers.groupId }).from(drivers).where(eq(drivers.id, member));
    expect(row?.groupId).toBe(groupId);
  });

  const steps: CommissionRequest['steps'] = [
    { ...newStep([]), commission: '10', min_commission: '30', max_limit: '500' },
    { ...newStep([{ step: 1 }]), commission_type: 'fixed', commission: '100', min_limit: '500' },
  ];

  it('POST /commissions/groups (group_marker) writes a type’s steps; GET answers them in both variants', async () => {
    const posted = await call('POST', '/api/commissions/groups', { id: groupId, group_marker: 1, type: 'cashless', active_status: true, steps });
    expect(posted.statusCode).toBe(200);
    const body = CommissionsResponseSchema.parse(posted.json());
    expect(body.group_id).toBe(groupId);
    expect(body.commissions).toEqual([
      {
        type: 'cashless',
        active_status: true,
        steps: [
          { id: expect.any(Number), commission_type: 'percent', commission: '10.00', min_commission: '30.00', max_limit: '500.00', min_limit: '0.00', step: 1, step_name: 'Шаг1' },
          { id: expect.any(Number), commission_type: 'fixed', commission: '100.00', min_commission: '0.00', max_limit: '0.00', min_limit: '500.00', step: 2, step_name: 'Шаг2' },
        ],
      },
    ]);
    expect((await call('GET', `/api/commissions/groups/${groupId}?group_marker=1`)).json()).toEqual(body);
    // The same type again is a PUT's business.
    const twice = await call('POST', '/api/commissions/groups', { id: groupId, group_marker: 1, type: 'cashless', active_status: true, steps });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ data: { type: text('groups.commissions.validation.typeExists') } });
    // The groups variant wants its marker.
    expect((await call('GET', `/api/commissions/groups/${groupId}`)).statusCode).toBe(400);
    expect((await call('POST', '/api/commissions/groups', { id: groupId, type: 'cash', active_status: true, steps })).statusCode).toBe(400);
  });

  it('the v2 variant is the park’s own commissions, those of group 0 «Все водители»', async () => {
    const posted = await call('POST', '/api/commissions/v2', { id: park, type: 'cash', active_status: true, steps: [{ ...newStep([]), commission: '5' }] });
    expect(posted.statusCode).toBe(200);
    const v2 = (await call('GET', `/api/commissions/v2/${park}`)).json() as { commissions: { type: string }[] };
    expect(v2.commissions.map((commission) => commission.type)).toEqual(['cash']);
    expect((await call('GET', '/api/commissions/groups/0?group_marker=1')).json()).toEqual(v2);
  });

  it('field errors in Russian, as the editor shows them', async () => {
    const response = await call('PUT', '/api/commissions/groups', {
      id: groupId,
      group_marker: 1,
      type: 'cashless',
      active_status: true,
      steps: [{ ...newStep([]), commission: '150', step_name: '' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { 'steps.0.commission': text('groups.commissions.validation.percent'), 'steps.0.step_name': text('groups.commissions.validation.stepName') } });
  });

  it('a trip’s commission comes from its driver’s group’s active steps, and stays after they change', async () => {
    const at = t.clock.now();
    const cheap = await addTrip(t.db, { taxisId: park, aggregatorId: aggregator, driverId: member, bookedAt: at, priceKop: 20_000 });
    const middle = await addTrip(t.db, { taxisId: park, aggregatorId: aggregator, driverId: member, bookedAt: at, priceKop: 49_999 });
    const edge = await addTrip(t.db, { taxisId: park, aggregatorId: aggregator, driverId: member, bookedAt: at, priceKop: 50_000 });
    const flat = await addTrip(t.db, { taxisId: park, aggregatorId: aggregator, driverId: outsider, bookedAt: at, priceKop: 50_000 });
    const cash = await addTrip(t.db, { taxisId: park, aggregatorId: aggregator, driverId: member, bookedAt: at, priceKop: 50_000, paymentMethod: 'cash' });
    expect(await parkCommission(cheap)).toBe(3_000); // 10 % = 20 ₽, the floor is 30 ₽
    expect(await parkCommission(middle)).toBe(5_000); // 10 % of 499.99 ₽
    expect(await parkCommission(edge)).toBe(10_000); // max_limit is exclusive: the fixed 100 ₽
    expect(await parkCommission(flat)).toBe(1_500); // no group: the aggregator's 3 %
    expect(await parkCommission(cash)).toBe(2_500); // the group has no cash steps: 'Все водители' 5 %
    expect(await entryOf(edge)).toMatchObject({ amountKop: -10_000, description: expect.stringContaining('Ночная смена, Шаг2') });
    expect(await entryOf(flat)).toMatchObject({ amountKop: -1_500, description: expect.stringMatching(/^Комиссия парка, заказ/) });

    // Changed steps: new trips follow them, old trips keep what they were charged.
    const current = CommissionsResponseSchema.parse((await call('GET', `/api/commissions/groups/${groupId}?group_marker=1`)).json());
    const [first, second] = current.commissions[0]?.steps ?? [];
    const put = await call('PUT', '/api/commissions/groups', {
      id: groupId,
      group_marker: 1,
      type: 'cashless',
      active_status: true,
      steps: [{ ...first, commission: '20', min_commission: '0' }, second],
    });
    expect(put.statusCode).toBe(200);
    const again = CommissionsResponseSchema.parse(put.json()).commissions[0]?.steps ?? [];
    expect(again.map((step) => step.id)).toEqual([first?.id, second?.id]);
    const later = await addTrip(t.db, { taxisId: park, aggregatorId: aggregator, driverId: member, bookedAt: at, priceKop: 20_000 });
    expect(await parkCommission(later)).toBe(4_000);
    expect(await parkCommission(cheap)).toBe(3_000);
    expect((await entryOf(cheap))?.amountKop).toBe(-3_000);

    // Inactive steps: the trip falls back to the flat rate.
    await call('PUT', '/api/commissions/groups', { id: groupId, group_marker: 1, type: 'cashless', active_status: false, steps: again });
    const inactive = await addTrip(t.db, { taxisId: park, aggregatorId: aggregator, driverId: member, bookedAt: at, priceKop: 20_000 });
    expect(await parkCommission(inactive)).toBe(600);
    await call('PUT', '/api/commissions/groups', { id: groupId, group_marker: 1, type: 'cashless', active_status: true, steps: again });

    await expectLedgerConsistent(t.db, member);
    await expectLedgerConsistent(t.db, outsider);
  });

  it('previews edited steps against the last 7 days', async () => {
    const preview = await call('POST', '/api/commissions/preview', {
      group_id: groupId,
      commissions: [{ type: 'cashless', active_status: true, steps: [{ ...newStep([]), commission_type: 'fixed', commission: '50' }] }],
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as { trips: number; earned: string; would_earn: string; by_type: { type: string; trips: number; would_earn: string }[] };
    // The member's cashless trips: 200 + 499.99 + 500 + 200 + 200 ₽, charged 30 + 50 + 100 + 40 + 6 ₽; each would be 50 ₽.
    expect(body.by_type.find((row) => row.type === 'cashless')).toEqual({ type: 'cashless', trips: 5, earned: '226.00', would_earn: '250.00' });
    // The cash trip is not edited: 'Все водители' 5 % again.
    expect(body.by_type.find((row) => row.type === 'cash')).toEqual({ type: 'cash', trips: 1, earned: '25.00', would_earn: '25.00' });
    expect(body).toMatchObject({ trips: 6, earned: '251.00', would_earn: '275.00' });
    const bad = await call('POST', '/api/commissions/preview', { group_id: groupId, commissions: [{ type: 'cash', active_status: true, steps: [{ ...newStep([]), step: 0 }] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: { 'commissions.0.steps.0.step': text('groups.commissions.validation.step') } });
  });

  it('DELETE …/{step}/delete removes a step in either variant', async () => {
    const current = CommissionsResponseSchema.parse((await call('GET', `/api/commissions/groups/${groupId}?group_marker=1`)).json());
    const second = current.commissions[0]?.steps[1];
    // A group's step is not the park's own: the v2 variant does not find it.
    expect((await call('DELETE', `/api/commissions/v2/${second?.id}/delete`)).statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/commissions/groups/${second?.id}/delete?group_marker=1`);
    expect(deleted.statusCode).toBe(200);
    expect(CommissionsResponseSchema.parse(deleted.json()).commissions[0]?.steps.map((step) => step.step)).toEqual([1]);
    const parkSteps = CommissionsResponseSchema.parse((await call('GET', `/api/commissions/v2/${park}`)).json());
    const cashStep = parkSteps.commissions.find((commission) => commission.type === 'cash')?.steps[0];
    expect((await call('DELETE', `/api/commissions/v2/${cashStep?.id}/delete`)).statusCode).toBe(200);
  });

  it('another park’s group, step or park answers 404 and changes nothing', async () => {
    const kzSteps = await call('POST', '/api/commissions/groups', { id: kzGroup, group_marker: 1, type: 'cash', active_status: true, steps: [newStep([])] }, kz);
    const kzStep = CommissionsResponseSchema.parse(kzSteps.json()).commissions[0]?.steps[0]?.id;
    expect((await call('GET', `/api/commissions/groups/${kzGroup}?group_marker=1`)).json()).toEqual(notFound);
    expect((await call('GET', `/api/commissions/v2/${kzPark}`)).json()).toEqual(notFound);
    expect((await call('GET', `/api/groups/${kzGroup}`)).json()).toEqual(notFound);
    expect((await call('GET', `/api/groups/${kzGroup}/drivers`)).json()).toEqual(notFound);
    expect((await call('PUT', '/api/commissions/groups', { id: kzGroup, group_marker: 1, type: 'cash', active_status: false, steps: [] })).json()).toEqual(notFound);
    expect((await call('POST', '/api/commissions/v2', { id: kzPark, type: 'cashless', active_status: true, steps: [] })).json()).toEqual(notFound);
    expect((await call('DELETE', `/api/commissions/groups/${kzStep}/delete?group_marker=1`)).json()).toEqual(notFound);
    expect((await call('POST', '/api/commissions/preview', { group_id: kzGroup, commissions: [] })).json()).toEqual(notFound);
    const kzDriver = await addDriver(t.db, kzPark, { lastName: 'Чужой' });
    expect((await call('POST', `/api/groups/${groupId}/drivers`, { driver_ids: [member, kzDriver] })).json()).toEqual(notFound);
    const still = CommissionsResponseSchema.parse((await call('GET', `/api/commissions/groups/${kzGroup}?group_marker=1`, undefined, kz)).json());
    expect(still.commissions[0]).toMatchObject({ active_status: true, steps: [{ id: kzStep }] });
  });

  it('removing a group lets its drivers go and takes its commissions', async () => {
    expect((await call('DELETE', `/api/groups/${groupId}`)).statusCode).toBe(200);
    const [row] = await t.db.select({ groupId: drivers.groupId }).from(drivers).where(eq(drivers.id, member));
    expect(row?.groupId).toBeNull();
    expect((await call('GET', `/api/commissions/groups/${groupId}?group_marker=1`)).statusCode).toBe(404);
    const after = await addTrip(t.db, { taxisId: park, aggregatorId: aggregator, driverId: member, bookedAt: t.clock.now(), priceKop: 20_000 });
    expect(await parkCommission(after)).toBe(600);
    await expectLedgerConsistent(t.db, member);
  });
});

describe.each<AccessPolicy>(['a', 'b'])('groups and commissions by staff group under policy %s', (policy) => {
  let t: TestApp;
  let park: number;
  beforeAll(async () => {
    t = await createTestApp({ accessPolicy: policy });
    await seedDemo(t.db);
    park = await parkIdOf(t.db, 'demo1');
  });
  afterAll(async () => {
    await t.close();
  });

  it('admits exactly the groups of /groups, on reads and writes', async () => {
    for (const group of GROUP_IDS) {
      const { token } = await signIn(t, `demo${group}`);
      const admitted = canAccess(policy, group, '/groups');
      const read = await t.app.inject({ method: 'GET', url: `/api/commissions/v2/${park}`, headers: bearer(token) });
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/commissions/preview',
        headers: bearer(token),
        payload: { group_id: 0, commissions: [] },
      });
      const list = await t.app.inject({ method: 'GET', url: '/api/groups', headers: bearer(token) });
      for (const response of [read, write, list]) {
        expect(response.statusCode, `group ${group}`).toBe(admitted ? 200 : 403);
      }
    }
  });
});
