/**
 * The driver API's own writes and reads: the driver's destinations as the driver saves and
 * removes them (the payout engine reads them, PayoutsRepository.destinations), and the ids of
 * the driver's payouts a page at a time (the engine's views give the rows).
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutDestinations, payouts } from '../../db/schema';

export type NewDestinationRow = typeof payoutDestinations.$inferInsert;
export type DestinationRow = typeof payoutDestinations.$inferSelect;

const ownLive = (taxisId: number, driverId: number) =>
  and(eq(payoutDestinations.taxisId, taxisId), eq(payoutDestinations.driverId, driverId), isNull(payoutDestinations.deletedAt));

export class DriverApiRepository {
  constructor(private readonly db: Db) {}

  /** Saves a destination; a default one (or the driver's first) takes the default from the others. */
  async addDestination(values: NewDestinationRow & { driverId: number; taxisId: number }): Promise<DestinationRow> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select({ value: count() }).from(payoutDestinations).where(ownLive(values.taxisId, values.driverId));
      const isDefault = values.isDefault === true || (existing?.value ?? 0) === 0;
      if (isDefault) {
        await tx.update(payoutDestinations).set({ isDefault: false }).where(ownLive(values.taxisId, values.driverId));
      }
      const [row] = await tx
        .insert(payoutDestinations)
        .values({ ...values, isDefault })
        .returning();
      if (!row) throw new Error('the destination was not saved');
      return row;
    });
  }

  /** Removes the driver's own destination (kept for the payouts that name it); false when it is not theirs. */
  async removeDestination(taxisId: number, driverId: number, id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(payoutDestinations)
      .set({ deletedAt: now, isDefault: false })
      .where(and(ownLive(taxisId, driverId), eq(payoutDestinations.id, id)))
      .returning({ id: payoutDestinations.id });
    return rows.length > 0;
  }

  /** A page of the driver's payout ids, newest first (the payouts_park_driver index), and their count. */
  async payoutPage(taxisId: number, driverId: number, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
    const own = and(eq(payouts.taxisId, taxisId), eq(payouts.driverId, driverId));
    const rows = await this.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(own)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ value: count() }).from(payouts).where(own);
    return { ids: rows.map((row) => row.id), total: total?.value ?? 0 };
  }
}
