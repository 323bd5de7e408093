/** Would-be drivers an aggregator approved, waiting for the park's decision (/drivers/approve). */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregators, cars, driverAggregatorAccounts, driverApplications } from '../../db/schema';

export type ApplicationStatus = (typeof driverApplications.$inferSelect)['status'];
export type ApplicationRecord = typeof driverApplications.$inferSelect;

const applicationColumns = {
  application: driverApplications,
  aggregator: { id: aggregators.id, code: aggregators.code, name: aggregators.name },
};

export type ApplicationRow = {
  application: ApplicationRecord;
  aggregator: { id: number; code: (typeof aggregators.$inferSelect)['code']; name: string } | null;
};

export interface NewCar {
  brand: string;
  model: string;
  year: number;
  color: string;
  number: string;
}

export class ApplicationsRepository {
  constructor(private readonly db: Db) {}

  private selectApplications() {
    return this.db
      .select(applicationColumns)
      .from(driverApplications)
      .leftJoin(
        aggregators,
        and(eq(aggregators.id, driverApplications.aggregatorId), eq(aggregators.taxisId, driverApplications.taxisId)),
      );
  }

  async page(
    taxisId: number,
    status: ApplicationStatus,
    limit: number,
    offset: number,
  ): Promise<{ rows: ApplicationRow[]; total: number }> {
    const where = and(eq(driverApplications.taxisId, taxisId), eq(driverApplications.status, status));
    const [rows, [counted]] = await Promise.all([
      this.selectApplications()
        .where(where)
        .orderBy(desc(driverApplications.createdAt), desc(driverApplications.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(driverApplications).where(where),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }

  async find(taxisId: number, id: number): Promise<ApplicationRow | null> {
    const [row] = await this.selectApplications()
      .where(and(eq(driverApplications.id, id), eq(driverApplications.taxisId, taxisId)))
      .limit(1);
    return row ?? null;
  }

  private unread(taxisId: number) {
    return and(
      eq(driverApplications.taxisId, taxisId),
      eq(driverApplications.status, 'approved'),
      isNull(driverApplications.readAt),
    );
  }

  /** Approved applications nobody has looked at (the menu badge). */
  async countUnread(taxisId: number): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(driverApplications).where(this.unread(taxisId));
    return row?.value ?? 0;
  }

  async markRead(taxisId: number, ids: number[] | null, now: Date): Promise<void> {
    await this.db
      .update(driverApplications)
      .set({ readAt: now })
      .where(and(this.unread(taxisId), ids === null ? undefined : inArray(driverApplications.id, ids)));
  }

  /** The application, its row locked until the transaction ends (one decision wins). */
  async lock(taxisId: number, id: number): Promise<ApplicationRecord | null> {
    const [row] = await this.db
      .select()
      .from(driverApplications)
      .where(and(eq(driverApplications.id, id), eq(driverApplications.taxisId, taxisId)))
      .for('update');
    return row ?? null;
  }

  async decide(
    id: number,
    values: Pick<ApplicationRecord, 'status' | 'decidedAt' | 'decidedByUserId' | 'declineReason' | 'driverId'>,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(driverApplications)
      .set({ ...values, readAt: sql`coalesce(${driverApplications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(driverApplications.id, id));
  }

  /** A park car by plate, written with or without spaces, in any case. */
  async carByPlate(taxisId: number, plate: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.taxisId, taxisId), sql`upper(replace(${cars.number}, ' ', '')) = ${plate}`))
      .orderBy(cars.id)
      .limit(1);
    return row?.id ?? null;
  }

  async insertCar(taxisId: number, car: NewCar, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(cars)
      .values({ taxisId, ...car, createdAt: now })
      .returning({ id: cars.id });
    if (!row) throw new Error('car was not written');
    return row.id;
  }

  async aggregatorInPark(taxisId: number, aggregatorId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: aggregators.id })
      .from(aggregators)
      .where(and(eq(aggregators.id, aggregatorId), eq(aggregators.taxisId, taxisId)))
      .limit(1);
    return rows.length > 0;
  }

  async linkAggregator(taxisId: number, driverId: number, aggregatorId: number, externalId: string, now: Date): Promise<void> {
    await this.db
      .insert(driverAggregatorAccounts)
      .values({ taxisId, driverId, aggregatorId, externalId, status: 'active', connectedAt: now })
      .onConflictDoNothing();
  }
}
