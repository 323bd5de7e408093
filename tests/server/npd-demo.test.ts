/**
 * The demo park's guardian (server/db/demo-npd.ts) as a person finds it: its self-employed drivers
 * have ИНН the sandbox accepts, mostly active statuses with a few lost, stale and never checked,
 * issuers, and receipts of its recent payouts, some issued and some overdue; the card of a driver
 * never checked says why a payout would stop, and the overdue list holds the overdue ones.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NpdCardSchema, NpdReceiptsSchema } from '../../schemas/npd';
import { drivers, npdIncome, npdIssuers, npdReceipts, npdStatuses } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { isValidPersonInn } from '../../server/integrations/npd/sandbox-tax-service';
import { t as text } from '../../texts/t';
import { bearer, signIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the demo park’s self-employed', () => {
  let t: TestApp;
  let park: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { fleet: { now: t.clock.now(), drivers: 120, trips: 3_000, otherParks: { drivers: 60, trips: 500 } } });
    park = await parkIdOf(t.db, 'demo1');
  });
  afterAll(async () => {
    await t.close();
  });

  it('has valid ИНН, statuses of every kind, issuers and receipts issued and overdue', async () => {
    const selfEmployed = await t.db
      .select({ id: drivers.id, inn: drivers.taxIdentificationNumber, status: npdStatuses.status, checkedAt: npdStatuses.checkedAt })
      .from(drivers)
      .leftJoin(npdStatuses, eq(npdStatuses.driverId, drivers.id))
      .where(and(eq(drivers.taxisId, park), eq(drivers.employmentType, 'selfemployed'), sql`${drivers.workStatus} <> 'fired'`));
    expect(selfEmployed.length).toBeGreaterThan(25);
    expect(selfEmployed.every((row) => row.inn !== null && isValidPersonInn(row.inn))).toBe(true);
    const count = (test: (row: (typeof selfEmployed)[number]) => boolean) => selfEmployed.filter(test).length;
    const weekAgo = t.clock.now().getTime() - 7 * 86_400_000;
    expect(count((row) => row.status === 'active')).toBeGreaterThan(selfEmployed.length / 2);
    expect(count((row) => row.status === 'lost')).toBeGreaterThan(0);
    expect(count((row) => row.status === null)).toBeGreaterThan(0);
    expect(count((row) => row.status === 'unknown')).toBeGreaterThan(0);
    expect(count((row) => row.checkedAt !== null && row.checkedAt.getTime() < weekAgo)).toBeGreaterThan(0);
    expect((await t.db.select().from(npdIssuers).where(eq(npdIssuers.taxisId, park))).length).toBeGreaterThan(0);
    const receipts = await t.db.select({ state: npdReceipts.state, amountKop: npdReceipts.amountKop }).from(npdReceipts).where(eq(npdReceipts.taxisId, park));
    expect(receipts.some((row) => row.state === 'issued')).toBe(true);
    expect(receipts.some((row) => row.state === 'overdue')).toBe(true);
    const [income] = await t.db.select({ total: sql<number>`sum(${npdIncome.incomeKop})`.mapWith(Number) }).from(npdIncome).where(eq(npdIncome.taxisId, park));
    expect(income?.total).toBe(receipts.reduce((sum, row) => sum + row.amountKop, 0));
  });

  it('shows a never-checked driver’s refusal on the card and the overdue receipts in the list', async () => {
    const demo1 = await signIn(t, 'demo1');
    const [never] = await t.db
      .select({ id: drivers.id })
      .from(drivers)
      .leftJoin(npdStatuses, eq(npdStatuses.driverId, drivers.id))
      .where(and(eq(drivers.taxisId, park), eq(drivers.employmentType, 'selfemployed'), sql`${npdStatuses.driverId} is null`))
      .limit(1);
    const card = NpdCardSchema.parse((await t.app.inject({ method: 'GET', url: `/api/drivers/${never!.id}/npd`, headers: bearer(demo1.token) })).json());
    expect(card).toMatchObject({ status: 'unknown', checked_at: null, refusal: text('npd.refusal.unconfirmed'), sandbox: true });
    const overdue = NpdReceiptsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/npd/receipts?state=overdue', headers: bearer(demo1.token) })).json());
    expect(overdue.total).toBeGreaterThan(0);
    expect(overdue.items.every((item) => item.state === 'overdue')).toBe(true);
  });
});
