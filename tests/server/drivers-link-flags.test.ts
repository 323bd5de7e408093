/**
 * The drivers list's is_selfemployed and has_contract_issue filters read flags the accounts'
 * triggers keep on the driver (migration 0023). Every way an account changes (linked, flagged,
 * disconnected, removed, in one statement for many drivers) must move the list at once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriversListResponse } from '../../schemas/drivers';
import { aggregators, driverAggregatorAccounts } from '../../server/db/schema';
import { seedDemo, seedFleet } from '../../server/db/seed';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, linkDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('kept account flags of the drivers list', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let park: number;
  let yandex: number;
  let uber: number;
  let one: number;
  let two: number;

  const idsOf = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/drivers/v2/list?${query}`, headers: bearer(demo1.token) });
    expect(response.statusCode).toBe(200);
    const page = response.json<DriversListResponse>();
    const ids = page.driver_profiles.map((driver) => driver.id).filter((id) => id === one || id === two);
    return { ids: ids.sort((a, b) => a - b), total: page.total };
  };
  const account = (driverId: number, aggregatorId: number) =>
    and(eq(driverAggregatorAccounts.driverId, driverId), eq(driverAggregatorAccounts.aggregatorId, aggregatorId));

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    await seedFleet(t.db, { now: t.clock.now(), drivers: 200, trips: 500, otherParks: { drivers: 20, trips: 50 } });
    park = await parkIdOf(t.db, 'demo1');
    const generated = await t.db.select().from(aggregators).where(eq(aggregators.taxisId, park));
    const idOf = (code: string) => generated.find((row) => row.code === code)?.id ?? 0;
    yandex = idOf('yandex');
    uber = idOf('uber');
    one = await addDriver(t.db, park, { lastName: 'Аааев' });
    two = await addDriver(t.db, park, { lastName: 'Аааева' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('agrees with the accounts after the demo parks are generated (a bulk load as replica role)', async () => {
    const result: unknown = await t.db.execute(sql`
      select count(*)::int as drivers, count(*) filter (where d.links_selfemployed or d.links_contract_issue)::int as flagged,
        count(*) filter (where d.links_selfemployed <> coalesce(f.selfemployed, false)
          or d.links_contract_issue <> coalesce(f.contract_issue, false))::int as wrong
      from drivers d left join (
        select driver_id, bool_or(is_selfemployed) as selfemployed, bool_or(has_contract_issue) as contract_issue
        from driver_aggregator_accounts where status <> 'disconnected' group by driver_id) f on f.driver_id = d.id`);
    const [row] = (result as { rows: { drivers: number; flagged: number; wrong: number }[] }).rows;
    expect(row?.flagged).toBeGreaterThan(0);
    expect(row?.wrong).toBe(0);
  });

  it('follows accounts linked, flagged, disconnected and removed', async () => {
    const before = (await idsOf('is_selfemployed=1')).total;
    await linkDriver(t.db, park, one, yandex, { isSelfemployed: true });
    await linkDriver(t.db, park, one, uber);
    expect(await idsOf('is_selfemployed=1')).toEqual({ ids: [one], total: before + 1 });
    expect((await idsOf('is_selfemployed=0')).ids).toEqual([two]);

    // The self-employed account disconnected: the other one does not make the driver self-employed.
    await t.db.update(driverAggregatorAccounts).set({ status: 'disconnected' }).where(account(one, yandex));
    expect(await idsOf('is_selfemployed=1')).toEqual({ ids: [], total: before });
    await t.db.update(driverAggregatorAccounts).set({ isSelfemployed: true }).where(account(one, uber));
    expect((await idsOf('is_selfemployed=1')).ids).toEqual([one]);
    await t.db.delete(driverAggregatorAccounts).where(account(one, uber));
    expect((await idsOf('is_selfemployed=1')).ids).toEqual([]);
  });

  it('follows one statement that changes the accounts of many drivers', async () => {
    const before = (await idsOf('has_contract_issue=1')).total;
    await linkDriver(t.db, park, two, yandex);
    await linkDriver(t.db, park, two, uber);
    await t.db
      .update(driverAggregatorAccounts)
      .set({ hasContractIssue: true, status: 'active' })
      .where(inArray(driverAggregatorAccounts.driverId, [one, two]));
    expect(await idsOf('has_contract_issue=1')).toEqual({ ids: [one, two], total: before + 2 });
    await t.db.delete(driverAggregatorAccounts).where(inArray(driverAggregatorAccounts.driverId, [one, two]));
    expect(await idsOf('has_contract_issue=1')).toEqual({ ids: [], total: before });
  });
});
