/**
 * The `is_blocked` flag the park's blacklist keeps on drivers: an entry blocks every park driver
 * it names (by id, phone or licence); a driver is unblocked once no entry names them. The
 * entries themselves are read and written by the generator (schemas/resources/blacklist.ts).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blacklistEntries, driverChanges, drivers } from '../../db/schema';
import type { Author } from '../users/author';

/** Who an entry names. */
export interface BlacklistTarget {
  driverId: number | null;
  phone: string | null;
  licenceNumber: string | null;
}

export class BlacklistRepository {
  constructor(private readonly db: Db) {}

  /** Which of a phone and a licence number the park's blacklist names. */
  async matches(
    taxisId: number,
    phone: string | null,
    licenceNumber: string | null,
  ): Promise<{ phone: boolean; licence: boolean }> {
    const conditions = [
      phone === null ? undefined : eq(blacklistEntries.phone, phone),
      licenceNumber === null ? undefined : eq(blacklistEntries.licenceNumber, licenceNumber),
    ].filter((condition) => condition !== undefined);
    if (conditions.length === 0) return { phone: false, licence: false };
    const rows = await this.db
      .select({ phone: blacklistEntries.phone, licenceNumber: blacklistEntries.licenceNumber })
      .from(blacklistEntries)
      .where(and(eq(blacklistEntries.taxisId, taxisId), or(...conditions)));
    return {
      phone: phone !== null && rows.some((row) => row.phone === phone),
      licence: licenceNumber !== null && rows.some((row) => row.licenceNumber === licenceNumber),
    };
  }

  private named(target: BlacklistTarget): SQL | undefined {
    return or(
      target.driverId === null ? undefined : eq(drivers.id, target.driverId),
      target.phone === null ? undefined : eq(drivers.phone, target.phone),
      target.licenceNumber === null ? undefined : eq(drivers.licenceNumber, target.licenceNumber),
    );
  }

  /** Blocks the park's drivers an entry names; the flip goes into each driver's change history. */
  async block(taxisId: number, target: BlacklistTarget, author: Author, now: Date): Promise<number[]> {
    const named = this.named(target);
    if (named === undefined) return [];
    const flipped = await this.db
      .update(drivers)
      .set({ isBlocked: true, updatedAt: now })
      .where(and(eq(drivers.taxisId, taxisId), eq(drivers.isBlocked, false), named))
      .returning({ id: drivers.id });
    await this.recordFlip(taxisId, flipped.map((row) => row.id), true, author, now);
    return flipped.map((row) => row.id);
  }

  /** Unblocks the drivers an entry named that no remaining entry of the park still names. */
  async unblock(taxisId: number, target: BlacklistTarget, author: Author, now: Date): Promise<number[]> {
    const named = this.named(target);
    if (named === undefined) return [];
    const stillNamed = sql`exists (
      select 1 from ${blacklistEntries}
      where ${blacklistEntries.taxisId} = ${drivers.taxisId}
        and (${blacklistEntries.driverId} = ${drivers.id}
          or ${blacklistEntries.phone} = ${drivers.phone}
          or ${blacklistEntries.licenceNumber} = ${drivers.licenceNumber}))`;
    const flipped = await this.db
      .update(drivers)
      .set({ isBlocked: false, updatedAt: now })
      .where(and(eq(drivers.taxisId, taxisId), eq(drivers.isBlocked, true), named, sql`not ${stillNamed}`))
      .returning({ id: drivers.id });
    await this.recordFlip(taxisId, flipped.map((row) => row.id), false, author, now);
    return flipped.map((row) => row.id);
  }

  private async recordFlip(taxisId: number, driverIds: number[], blocked: boolean, author: Author, now: Date): Promise<void> {
    if (driverIds.length === 0) return;
    await this.db.insert(driverChanges).values(
      driverIds.map((driverId) => ({
        taxisId,
        driverId,
        userId: author.userId,
        userName: author.userName,
        source: 'cabinet' as const,
        changes: { is_blocked: { from: !blocked, to: blocked } },
        createdAt: now,
      })),
    );
  }

  async findDriver(taxisId: number, driverId: number) {
    const [row] = await this.db
      .select({
        id: drivers.id,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        phone: drivers.phone,
        licenceNumber: drivers.licenceNumber,
      })
      .from(drivers)
      .where(and(eq(drivers.id, driverId), eq(drivers.taxisId, taxisId)))
      .limit(1);
    return row ?? null;
  }
}
