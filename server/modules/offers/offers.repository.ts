/** Offer documents and their deliveries to drivers (server/db/staff.schema.ts). */
import { and, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, offerDeliveries, offers, taxis } from '../../db/schema';
import { driversWhere, type DriversFilter } from '../drivers/drivers-list.repository';

/** Which drivers a sending reaches: chosen ids of the park, or what a drivers-list filter finds. */
export type OfferTarget = { driverIds: readonly number[] } | { filter: DriversFilter };

/** Drivers whose offer_sent_at one statement sets; far under PostgreSQL's parameter limit. */
const UPDATE_CHUNK = 1000;

export class OffersRepository {
  constructor(private readonly db: Db) {}

  /**
   * The park's next редакция number. The park's row is locked until the write's transaction
   * ends, so two offers written at once get 1 and 2, never 1 twice.
   */
  async nextVersion(taxisId: number): Promise<number> {
    await this.db.select({ id: taxis.id }).from(taxis).where(eq(taxis.id, taxisId)).for('update');
    const [row] = await this.db.select({ last: max(offers.version) }).from(offers).where(eq(offers.taxisId, taxisId));
    return (row?.last ?? 0) + 1;
  }

  /** Locks the offer for its sending: two sendings of one offer run one after the other. */
  async lockOffer(taxisId: number, offerId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.taxisId, taxisId), eq(offers.id, offerId)))
      .for('update');
    return rows.length > 0;
  }

  private targetWhere(taxisId: number, target: OfferTarget): SQL | undefined {
    if ('filter' in target) return driversWhere(target.filter);
    return and(eq(drivers.taxisId, taxisId), inArray(drivers.id, [...target.driverIds]));
  }

  async countTargets(taxisId: number, target: OfferTarget): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(drivers).where(this.targetWhere(taxisId, target));
    return row?.total ?? 0;
  }

  /**
   * Records the offer for every target driver who does not have it yet (one statement; the
   * unique (offer, driver) index makes a repeated sending add nothing) and answers those drivers.
   */
  async deliver(taxisId: number, offerId: number, target: OfferTarget, now: Date, sentBy: number): Promise<number[]> {
    const inserted = await this.db
      .insert(offerDeliveries)
      .select(
        this.db
          .select({
            id: sql<number>`nextval(pg_get_serial_sequence('offer_deliveries', 'id'))`.as('id'),
            taxisId: drivers.taxisId,
            offerId: sql<number>`${offerId}::int`.as('offer_id'),
            driverId: drivers.id,
            sentAt: sql<Date>`${now.toISOString()}::timestamptz`.as('sent_at'),
            sentBy: sql<number>`${sentBy}::int`.as('sent_by'),
          })
          .from(drivers)
          .where(this.targetWhere(taxisId, target)),
      )
      .onConflictDoNothing()
      .returning({ driverId: offerDeliveries.driverId });
    const driverIds = inserted.map((row) => row.driverId);
    for (let start = 0; start < driverIds.length; start += UPDATE_CHUNK) {
      await this.db
        .update(drivers)
        .set({ offerSentAt: now })
        .where(and(eq(drivers.taxisId, taxisId), inArray(drivers.id, driverIds.slice(start, start + UPDATE_CHUNK))));
    }
    if (driverIds.length > 0) {
      await this.db
        .update(offers)
        .set({ driversSent: sql`${offers.driversSent} + ${driverIds.length}` })
        .where(eq(offers.id, offerId));
    }
    return driverIds;
  }
}
