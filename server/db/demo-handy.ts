/**
 * The demo park's manual ("handy") aggregator: «Gett» with no API, whose trips come in registries
 * (issue 12 §1). It is added after the generated fleet, so the generator's aggregators, trips and
 * ledger stay exactly what they were; its one registry is uploaded and checked but not applied
 * («Ожидает подтверждения»), so the demo's trip figures do not change until someone confirms it.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { fullNameOf } from '../modules/drivers/drivers.mappers';
import type { Db } from './client';
import { users } from './core.schema';
import { aggregators, drivers } from './fleet.schema';
import { aggregatorRegistries, type StoredRegistryRow } from './registries.schema';

const HOUR = 3_600_000;

export async function seedDemoHandy(db: Db, taxisId: number, now: Date): Promise<void> {
  const [gett] = await db
    .insert(aggregators)
    .values({ taxisId, code: 'gett', name: 'Gett', manual: true, feeBasisPoints: 1500, parkCommissionBasisPoints: 300, createdAt: now })
    .returning({ id: aggregators.id });
  if (!gett) throw new Error('the demo Gett was not written');
  const people = await db
    .select({ id: drivers.id, phone: drivers.phone, lastName: drivers.lastName, firstName: drivers.firstName, middleName: drivers.middleName })
    .from(drivers)
    .where(and(eq(drivers.taxisId, taxisId), eq(drivers.workStatus, 'working')))
    .orderBy(asc(drivers.id))
    .limit(3);
  if (people.length === 0) return;
  const [owner] = await db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.taxisId, taxisId), eq(users.groupId, 1))).limit(1);
  const prices = [84_000, 125_050, 56_000, 210_000, 99_900];
  const rows: StoredRegistryRow[] = prices.map((priceKop, index) => {
    const driver = people[index % people.length] ?? people[0]!;
    return {
      line: index + 2,
      order: `GETT-${String(7_000_101 + index)}`,
      bookedAt: new Date(now.getTime() - (30 - index * 3) * HOUR).toISOString(),
      driverId: driver.id,
      driverName: fullNameOf(driver),
      driverText: driver.phone,
      priceKop,
      paymentMethod: index % 2 === 0 ? 'cashless' : 'cash',
      aggregatorCommissionKop: Math.round(priceKop * 0.15),
      payoutKop: index === 0 ? 50_000 : null,
      addressFrom: 'Москва, Тверская ул., 1',
      addressTo: 'Москва, Ленинградский пр-т, 37',
      fraudReason: null,
      errors: [],
      skipped: false,
    };
  });
  await db.insert(aggregatorRegistries).values({
    taxisId,
    aggregatorId: gett.id,
    fileName: 'Реестр Gett.xlsx',
    fileHash: createHash('sha256').update(JSON.stringify(rows)).digest('hex'),
    status: 'preview',
    columns: ['order', 'date', 'phone', 'price', 'payment', 'aggregator_commission', 'payout', 'address_from', 'address_to'],
    rows,
    rowsTotal: rows.length,
    errorRows: 0,
    priceKop: rows.reduce((sum, row) => sum + (row.priceKop ?? 0), 0),
    aggregatorCommissionKop: rows.reduce((sum, row) => sum + (row.aggregatorCommissionKop ?? 0), 0),
    payoutKop: 50_000,
    userId: owner?.id ?? null,
    userName: owner?.name ?? null,
    createdAt: new Date(now.getTime() - 2 * HOUR),
  });
}
