/**
 * The SQL of the groups section beyond the generated group rows: a group's drivers (drivers.group_id),
 * drivers added and removed with a line in each driver's change history, names taken.
 */
import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverChanges, driverGroups, drivers } from '../../db/schema';
import { likeEscape } from '../../lib/like';
import type { Author } from '../users/author';

export class GroupsRepository {
  constructor(private readonly db: Db) {}

  async exists(taxisId: number, groupId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: driverGroups.id })
      .from(driverGroups)
      .where(and(eq(driverGroups.taxisId, taxisId), eq(driverGroups.id, groupId)));
    return row !== undefined;
  }

  /** Another group of the park already has the name. */
  async nameTaken(taxisId: number, name: string, except: number | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: driverGroups.id })
      .from(driverGroups)
      .where(and(eq(driverGroups.taxisId, taxisId), eq(driverGroups.name, name), except === null ? undefined : ne(driverGroups.id, except)));
    return row !== undefined;
  }

  async drivers(taxisId: number, groupId: number, page: { offset: number; limit: number; search?: string }) {
    const where: SQL | undefined = and(
      eq(drivers.taxisId, taxisId),
      eq(drivers.groupId, groupId),
      page.search ? ilike(drivers.searchText, `%${likeEscape(page.search.toLowerCase())}%`) : undefined,
    );
    const rows = await this.db
      .select({
        id: drivers.id,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        phone: drivers.phone,
        workStatus: drivers.workStatus,
      })
      .from(drivers)
      .where(where)
      .orderBy(asc(drivers.lastName), asc(drivers.firstName), asc(drivers.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ total: count() }).from(drivers).where(where);
    return { rows, total: total?.total ?? 0 };
  }

  /** Of these ids, the park's drivers with their group now. */
  async parkDrivers(taxisId: number, driverIds: readonly number[]): Promise<{ id: number; groupId: number | null }[]> {
    return this.db
      .select({ id: drivers.id, groupId: drivers.groupId })
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), inArray(drivers.id, [...driverIds])))
      .for('update');
  }

  /** Moves drivers to a group (null: out of any), each move in the driver's change history. */
  async move(taxisId: number, moves: readonly { id: number; from: number | null }[], to: number | null, author: Author, now: Date): Promise<void> {
    if (moves.length === 0) return;
    await this.db
      .update(drivers)
      .set({ groupId: to, updatedAt: now })
      .where(and(eq(drivers.taxisId, taxisId), inArray(drivers.id, moves.map((move) => move.id))));
    await this.db.insert(driverChanges).values(
      moves.map((move) => ({
        taxisId,
        driverId: move.id,
        userId: author.userId,
        userName: author.userName,
        source: 'cabinet' as const,
        changes: { group_id: { from: move.from, to } },
        createdAt: now,
      })),
    );
  }

  /** Every driver of a group, for a group that is removed. */
  async members(taxisId: number, groupId: number): Promise<{ id: number; from: number | null }[]> {
    const rows = await this.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), eq(drivers.groupId, groupId)));
    return rows.map((row) => ({ id: row.id, from: groupId }));
  }
}
