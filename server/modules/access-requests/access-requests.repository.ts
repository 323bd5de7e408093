/** Drivers' requests for the driver app and the marketplace. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverAccessRequests, drivers } from '../../db/schema';

export type AccessKind = (typeof driverAccessRequests.$inferSelect)['kind'];
export type AccessStatus = (typeof driverAccessRequests.$inferSelect)['status'];

const requestColumns = {
  id: driverAccessRequests.id,
  kind: driverAccessRequests.kind,
  status: driverAccessRequests.status,
  comment: driverAccessRequests.comment,
  createdAt: driverAccessRequests.createdAt,
  decidedAt: driverAccessRequests.decidedAt,
  driverId: drivers.id,
  lastName: drivers.lastName,
  firstName: drivers.firstName,
  middleName: drivers.middleName,
  phone: drivers.phone,
};

export type AccessRequestRow = {
  id: number;
  kind: AccessKind;
  status: AccessStatus;
  comment: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  driverId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
};

export class AccessRequestsRepository {
  constructor(private readonly db: Db) {}

  private scope(taxisId: number, kind: AccessKind, status: AccessStatus | null) {
    return and(
      eq(driverAccessRequests.taxisId, taxisId),
      eq(driverAccessRequests.kind, kind),
      status === null ? undefined : eq(driverAccessRequests.status, status),
    );
  }

  async page(
    taxisId: number,
    kind: AccessKind,
    status: AccessStatus | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: AccessRequestRow[]; total: number }> {
    const where = this.scope(taxisId, kind, status);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(requestColumns)
        .from(driverAccessRequests)
        .innerJoin(drivers, eq(drivers.id, driverAccessRequests.driverId))
        .where(where)
        .orderBy(desc(driverAccessRequests.createdAt), desc(driverAccessRequests.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(driverAccessRequests).where(where),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }

  async countNew(taxisId: number, kind: AccessKind): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(driverAccessRequests).where(this.scope(taxisId, kind, 'new'));
    return row?.value ?? 0;
  }

  /** The request, its row locked until the transaction ends (one decision wins). */
  async lock(taxisId: number, kind: AccessKind, id: number): Promise<{ status: AccessStatus; driverId: number } | null> {
    const [row] = await this.db
      .select({ status: driverAccessRequests.status, driverId: driverAccessRequests.driverId })
      .from(driverAccessRequests)
      .where(and(eq(driverAccessRequests.id, id), eq(driverAccessRequests.taxisId, taxisId), eq(driverAccessRequests.kind, kind)))
      .for('update');
    return row ?? null;
  }

  async decide(id: number, status: AccessStatus, userId: number, now: Date): Promise<void> {
    await this.db
      .update(driverAccessRequests)
      .set({ status, decidedAt: now, decidedByUserId: userId })
      .where(eq(driverAccessRequests.id, id));
  }

  async find(taxisId: number, kind: AccessKind, id: number): Promise<AccessRequestRow | null> {
    const [row] = await this.db
      .select(requestColumns)
      .from(driverAccessRequests)
      .innerJoin(drivers, eq(drivers.id, driverAccessRequests.driverId))
      .where(and(eq(driverAccessRequests.id, id), eq(driverAccessRequests.taxisId, taxisId), eq(driverAccessRequests.kind, kind)))
      .limit(1);
    return row ?? null;
  }
}
