/** Alerts of the installation and who has read which (spec 3 "Alert"). */
import { and, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertReads, alerts } from '../../db/schema';
import { forParkCountry } from '../taxis/taxis.repository';

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = Pick<typeof alerts.$inferInsert, 'contentHtml' | 'countryCode' | 'activeFrom' | 'activeUntil' | 'author'>;

export interface AlertReader {
  userId: number;
  taxisId: number;
  now: Date;
}

export class AlertsRepository {
  constructor(private readonly db: Db) {}

  /** Started by now, for every country or the park's. */
  private forPark(reader: AlertReader): SQL | undefined {
    return and(lte(alerts.activeFrom, reader.now), forParkCountry(alerts.countryCode, reader.taxisId));
  }

  /** Active now (no end, or an end still ahead) and not read by this user; newest first. */
  async unread(reader: AlertReader) {
    return this.db
      .select({ id: alerts.id, contentHtml: alerts.contentHtml, createdAt: alerts.createdAt })
      .from(alerts)
      .leftJoin(alertReads, and(eq(alertReads.alertId, alerts.id), eq(alertReads.userId, reader.userId)))
      .where(
        and(
          this.forPark(reader),
          or(isNull(alerts.activeUntil), gt(alerts.activeUntil, reader.now)),
          isNull(alertReads.alertId),
        ),
      )
      .orderBy(desc(alerts.activeFrom), desc(alerts.id));
  }

  /** An alert this user was (or is) shown: an ended one may still be on screen when it is closed. */
  async exists(reader: AlertReader, id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.id, id), this.forPark(reader)))
      .limit(1);
    return rows.length > 0;
  }

  async markRead(reader: AlertReader, alertId: number): Promise<void> {
    await this.db
      .insert(alertReads)
      .values({ userId: reader.userId, alertId, readAt: reader.now })
      .onConflictDoNothing();
  }

  /** The operator's side. */
  async add(values: NewAlert): Promise<number> {
    const [row] = await this.db.insert(alerts).values(values).returning({ id: alerts.id });
    if (!row) throw new Error('alert insert returned nothing');
    return row.id;
  }

  async all(): Promise<AlertRow[]> {
    return this.db.select().from(alerts).orderBy(desc(alerts.activeFrom), desc(alerts.id));
  }

  async find(id: number): Promise<AlertRow | null> {
    const [row] = await this.db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
    return row ?? null;
  }

  async end(id: number, at: Date): Promise<void> {
    await this.db.update(alerts).set({ activeUntil: at }).where(eq(alerts.id, id));
  }
}
