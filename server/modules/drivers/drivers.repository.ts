/** One driver: read with car and group, write, change history, cards and the driver app. */
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cars, driverAccessRequests, driverCards, driverChanges, driverGroups, drivers } from '../../db/schema';
import type { DriverRow, DriverWithRefs } from './drivers.mappers';
import { MAX_SERIAL_ID } from './park-context';

/** A driver's full name in SQL, as `fullNameOf` writes it: surname, name, patronymic. */
export const driverFullNameSql = sql<string>`concat_ws(' ', ${drivers.lastName}, ${drivers.firstName}, ${drivers.middleName})`;

export type NewDriverRow = typeof drivers.$inferInsert;
export type DriverChangeRow = typeof driverChanges.$inferSelect;
export type DriverCardRow = typeof driverCards.$inferSelect;
export type ChangeSet = DriverChangeRow['changes'];

export interface ChangeAuthor {
  userId: number | null;
  userName: string;
}

/** Postgres' unique_violation, as either engine's driver reports it (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code, constraint: violated } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505' && (violated === constraint || current.message.includes(constraint))) return true;
  }
  return false;
}

/** Up to 100,000 driver ids as one bound array parameter (a list of parameters would overflow). */
export const driverIdIn = (ids: number[]) => sql`${drivers.id} = any(string_to_array(${ids.join(',')}, ',')::bigint[])`;

export class DriversRepository {
  constructor(private readonly db: Db) {}

  async findWithRefs(taxisId: number, id: number): Promise<DriverWithRefs | null> {
    const [row] = await this.db
      .select({
        driver: drivers,
        car: { id: cars.id, brand: cars.brand, model: cars.model, year: cars.year, color: cars.color, number: cars.number },
        group: { id: driverGroups.id, name: driverGroups.name },
      })
      .from(drivers)
      .leftJoin(cars, eq(cars.id, drivers.carId))
      .leftJoin(driverGroups, eq(driverGroups.id, drivers.groupId))
      .where(and(eq(drivers.id, id), eq(drivers.taxisId, taxisId)));
    return row ?? null;
  }

  async exists(taxisId: number, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.id, id), eq(drivers.taxisId, taxisId)));
    return row !== undefined;
  }

  /** How many of the ids are drivers of the park. */
  async countInPark(taxisId: number, ids: number[]): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), driverIdIn(ids)));
    return row?.value ?? 0;
  }

  async phoneTaken(taxisId: number, phone: string, exceptId: number | null): Promise<boolean> {
    const conditions: SQL[] = [eq(drivers.taxisId, taxisId), eq(drivers.phone, phone)];
    if (exceptId !== null) conditions.push(ne(drivers.id, exceptId));
    const [row] = await this.db.select({ id: drivers.id }).from(drivers).where(and(...conditions)).limit(1);
    return row !== undefined;
  }

  /** A completed trip booked at `bookedAt` (the drivers list's activity); never moves back. */
  async markTrip(driverId: number, bookedAt: Date): Promise<void> {
    await this.db
      .update(drivers)
      .set({ lastTripAt: sql`greatest(${drivers.lastTripAt}, ${bookedAt.toISOString()}::timestamptz)` })
      .where(eq(drivers.id, driverId));
  }

  async carOf(taxisId: number, carId: number): Promise<{ id: number; number: string } | null> {
    const [row] = await this.db
      .select({ id: cars.id, number: cars.number })
      .from(cars)
      .where(and(eq(cars.id, carId), eq(cars.taxisId, taxisId)));
    return row ?? null;
  }

  async groupOf(taxisId: number, groupId: number): Promise<{ id: number; name: string } | null> {
    if (groupId > MAX_SERIAL_ID) return null;
    const [row] = await this.db
      .select({ id: driverGroups.id, name: driverGroups.name })
      .from(driverGroups)
      .where(and(eq(driverGroups.id, groupId), eq(driverGroups.taxisId, taxisId)));
    return row ?? null;
  }

  /** A new driver and the history row that says who added them, together or not at all. */
  async insert(values: NewDriverRow, author: ChangeAuthor, changes: ChangeSet, at: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(drivers).values(values).returning({ id: drivers.id });
      if (!row) throw new Error('driver was not written');
      await tx.insert(driverChanges).values({ taxisId: values.taxisId, driverId: row.id, ...author, source: 'cabinet', changes, createdAt: at });
      return row.id;
    });
  }

  /** Updates the driver's row and records the changes (none recorded when `changes` is empty). */
  async update(
    taxisId: number,
    id: number,
    values: Partial<DriverRow>,
    author: ChangeAuthor,
    changes: ChangeSet,
    at: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(drivers)
        .set(values)
        .where(and(eq(drivers.id, id), eq(drivers.taxisId, taxisId)));
      if (Object.keys(changes).length > 0) {
        await tx.insert(driverChanges).values({ taxisId, driverId: id, ...author, source: 'cabinet', changes, createdAt: at });
      }
    });
  }

  async changes(taxisId: number, driverId: number, limit: number, offset: number): Promise<DriverChangeRow[]> {
    return this.db
      .select()
      .from(driverChanges)
      .where(and(eq(driverChanges.driverId, driverId), eq(driverChanges.taxisId, taxisId)))
      .orderBy(desc(driverChanges.id))
      .limit(limit)
      .offset(offset);
  }

  async changesCount(taxisId: number, driverId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(driverChanges)
      .where(and(eq(driverChanges.driverId, driverId), eq(driverChanges.taxisId, taxisId)));
    return row?.total ?? 0;
  }

  /** Active cards first, newest first. */
  async cards(taxisId: number, driverId: number): Promise<DriverCardRow[]> {
    return this.db
      .select()
      .from(driverCards)
      .where(and(eq(driverCards.driverId, driverId), eq(driverCards.taxisId, taxisId)))
      .orderBy(desc(driverCards.active), desc(driverCards.id));
  }

  /** The newest access request for the driver app still waiting for a decision. */
  async pendingAppRequest(taxisId: number, driverId: number): Promise<{ id: number; createdAt: Date } | null> {
    const [row] = await this.db
      .select({ id: driverAccessRequests.id, createdAt: driverAccessRequests.createdAt })
      .from(driverAccessRequests)
      .where(
        and(
          eq(driverAccessRequests.taxisId, taxisId),
          eq(driverAccessRequests.driverId, driverId),
          eq(driverAccessRequests.kind, 'app'),
          eq(driverAccessRequests.status, 'new'),
        ),
      )
      .orderBy(desc(driverAccessRequests.createdAt), desc(driverAccessRequests.id))
      .limit(1);
    return row ?? null;
  }
}
