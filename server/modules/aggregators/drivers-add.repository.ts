/** Driver-add requests, their status history and the park's defaults for them (SQL only here). */
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DriverAddStatus } from '../../../schemas/drivers-add';
import type { Db } from '../../db/client';
import { aggregatorWorkRules, aggregators, cars, driverAddEvents, driverAddRequests, driverAddSettings, drivers } from '../../db/schema';
import { driverFullNameSql } from '../drivers/drivers.repository';

export type DriverAddRow = typeof driverAddRequests.$inferSelect;
export type NewDriverAddRow = typeof driverAddRequests.$inferInsert;
export type DriverAddSettingsRow = typeof driverAddSettings.$inferSelect;
export type CarRow = typeof cars.$inferSelect;

/** A request with what its card and list rows name: the aggregator, the driver, the car. */
export interface DriverAddView {
  request: DriverAddRow;
  aggregator: { id: number; code: typeof aggregators.$inferSelect.code; name: string };
  driverName: string | null;
  car: { brand: string; model: string; number: string } | null;
}

/** What a status change writes besides the status. */
export type DriverAddPatch = Partial<Pick<DriverAddRow, 'reason' | 'externalId' | 'attempts' | 'nextCheckAt' | 'submittedAt' | 'decidedAt' | 'driverId'>>;

const driverName = sql<string | null>`nullif(${driverFullNameSql}, '')`;

export class DriversAddRepository {
  constructor(private readonly db: Db) {}

  private views() {
    return this.db
      .select({
        request: driverAddRequests,
        aggregator: { id: aggregators.id, code: aggregators.code, name: aggregators.name },
        driverName,
        car: { brand: cars.brand, model: cars.model, number: cars.number },
      })
      .from(driverAddRequests)
      .innerJoin(aggregators, eq(aggregators.id, driverAddRequests.aggregatorId))
      .leftJoin(drivers, eq(drivers.id, driverAddRequests.driverId))
      .leftJoin(cars, eq(cars.id, driverAddRequests.carId));
  }

  private static view(row: { request: DriverAddRow; aggregator: DriverAddView['aggregator']; driverName: string | null; car: DriverAddView['car'] | { brand: null; model: null; number: null } | null }): DriverAddView {
    const car = row.car && row.car.number !== null ? (row.car as DriverAddView['car']) : null;
    return { request: row.request, aggregator: row.aggregator, driverName: row.driverName, car };
  }

  async page(
    taxisId: number,
    aggregatorId: number,
    filter: { status?: DriverAddStatus },
    page: { limit: number; offset: number },
  ): Promise<{ rows: DriverAddView[]; total: number }> {
    const where = and(
      eq(driverAddRequests.taxisId, taxisId),
      eq(driverAddRequests.aggregatorId, aggregatorId),
      filter.status ? eq(driverAddRequests.status, filter.status) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      this.views().where(where).orderBy(desc(driverAddRequests.id)).limit(page.limit).offset(page.offset),
      this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(driverAddRequests).where(where),
    ]);
    return { rows: rows.map((row) => DriversAddRepository.view(row)), total: count?.n ?? 0 };
  }

  async one(taxisId: number, id: number): Promise<DriverAddView | null> {
    const [row] = await this.views().where(and(eq(driverAddRequests.taxisId, taxisId), eq(driverAddRequests.id, id)));
    return row ? DriversAddRepository.view(row) : null;
  }

  async children(taxisId: number, parentId: number): Promise<DriverAddView[]> {
    const rows = await this.views()
      .where(and(eq(driverAddRequests.taxisId, taxisId), eq(driverAddRequests.parentId, parentId)))
      .orderBy(asc(driverAddRequests.id));
    return rows.map((row) => DriversAddRepository.view(row));
  }

  async history(requestId: number): Promise<(typeof driverAddEvents.$inferSelect)[]> {
    return this.db.select().from(driverAddEvents).where(eq(driverAddEvents.requestId, requestId)).orderBy(asc(driverAddEvents.id));
  }

  /** The request and its first history row. */
  async insert(values: NewDriverAddRow, at: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(driverAddRequests).values({ ...values, createdAt: at, updatedAt: at }).returning({ id: driverAddRequests.id });
      if (!row) throw new Error('driver-add request was not written');
      await tx.insert(driverAddEvents).values({ taxisId: values.taxisId, requestId: row.id, status: values.status ?? 'new', reason: values.reason ?? null, createdAt: at });
      return row.id;
    });
  }

  /**
   * Moves a request on from the status it was read in (no one else moved it meanwhile); a new
   * status gets its history row. False when the request had moved.
   */
  async advance(row: Pick<DriverAddRow, 'id' | 'taxisId' | 'status'>, status: DriverAddStatus, patch: DriverAddPatch, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(driverAddRequests)
        .set({ ...patch, status, updatedAt: at })
        .where(and(eq(driverAddRequests.id, row.id), eq(driverAddRequests.status, row.status)))
        .returning({ id: driverAddRequests.id });
      if (updated.length === 0) return false;
      if (status !== row.status) {
        await tx.insert(driverAddEvents).values({ taxisId: row.taxisId, requestId: row.id, status, reason: patch.reason ?? null, createdAt: at });
      }
      return true;
    });
  }

  /**
   * Claims up to `limit` requests due at `now` for `leaseUntil` (their next check moves there), so
   * runners in several processes never work on one request at once.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DriverAddRow[]> {
    const due = this.db
      .select({ id: driverAddRequests.id })
      .from(driverAddRequests)
      .where(and(isNotNull(driverAddRequests.nextCheckAt), lte(driverAddRequests.nextCheckAt, now)))
      .orderBy(asc(driverAddRequests.nextCheckAt), asc(driverAddRequests.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db.update(driverAddRequests).set({ nextCheckAt: leaseUntil }).where(inArray(driverAddRequests.id, due)).returning();
  }

  async settingsOf(taxisId: number, aggregatorId: number): Promise<DriverAddSettingsRow | null> {
    const [row] = await this.db
      .select()
      .from(driverAddSettings)
      .where(and(eq(driverAddSettings.taxisId, taxisId), eq(driverAddSettings.aggregatorId, aggregatorId)));
    return row ?? null;
  }

  async saveSettings(values: typeof driverAddSettings.$inferInsert): Promise<void> {
    const { taxisId: _taxisId, aggregatorId: _aggregatorId, ...set } = values;
    await this.db.insert(driverAddSettings).values(values).onConflictDoUpdate({ target: [driverAddSettings.taxisId, driverAddSettings.aggregatorId], set });
  }

  async workRules(taxisId: number, aggregatorId: number): Promise<{ id: string; name: string }[]> {
    return this.db
      .select({ id: aggregatorWorkRules.externalId, name: aggregatorWorkRules.name })
      .from(aggregatorWorkRules)
      .where(and(eq(aggregatorWorkRules.taxisId, taxisId), eq(aggregatorWorkRules.aggregatorId, aggregatorId), eq(aggregatorWorkRules.enabled, true)))
      .orderBy(asc(aggregatorWorkRules.name));
  }

  async driver(taxisId: number, driverId: number): Promise<typeof drivers.$inferSelect | null> {
    const [row] = await this.db.select().from(drivers).where(and(eq(drivers.taxisId, taxisId), eq(drivers.id, driverId)));
    return row ?? null;
  }

  async driverByPhone(taxisId: number, phone: string): Promise<number | null> {
    const [row] = await this.db.select({ id: drivers.id }).from(drivers).where(and(eq(drivers.taxisId, taxisId), eq(drivers.phone, phone)));
    return row?.id ?? null;
  }

  async car(taxisId: number, carId: number): Promise<CarRow | null> {
    const [row] = await this.db.select().from(cars).where(and(eq(cars.taxisId, taxisId), eq(cars.id, carId)));
    return row ?? null;
  }
}
