/**
 * A group's drivers (/groups/detail/{id}/drivers): listed, added (a driver of another group moves
 * to this one: a driver is in one group at most) and removed, in the token's park only.
 */
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import { pagesOf } from '../../../schemas/lists';
import type { GroupDriversAddSchema, GroupDriversQuerySchema, GroupDriversResponse } from '../../../resources/groups/groups/resource';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { fullNameOf } from '../drivers/drivers.mappers';
import { authorOf } from '../users/author';
import { GroupsRepository } from './groups.repository';

export class GroupsService {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock'>) {}

  async drivers(claims: AccessClaims, groupId: number, query: z.output<typeof GroupDriversQuerySchema>): Promise<GroupDriversResponse> {
    const groups = new GroupsRepository(this.deps.db);
    if (!(await groups.exists(claims.taxis_id, groupId))) throw errors.notFound();
    const { rows, total } = await groups.drivers(claims.taxis_id, groupId, {
      offset: (query.page - 1) * query.countperpage,
      limit: query.countperpage,
      search: query.search,
    });
    return {
      drivers: rows.map((row) => ({ id: row.id, full_name: fullNameOf(row), phone: row.phone, work_status: row.workStatus })),
      total,
      pages: pagesOf(total, query.countperpage),
    };
  }

  /** Adds the park's drivers; another park's (or a missing) driver id is 404 and nothing changes. */
  async add(claims: AccessClaims, groupId: number, request: z.output<typeof GroupDriversAddSchema>): Promise<{ added: number }> {
    const author = await authorOf(this.deps.db, claims);
    return this.deps.db.transaction(async (tx) => {
      const groups = new GroupsRepository(tx);
      if (!(await groups.exists(claims.taxis_id, groupId))) throw errors.notFound();
      const ids = [...new Set(request.driver_ids)];
      const found = await groups.parkDrivers(claims.taxis_id, ids);
      if (found.length < ids.length) throw errors.notFound();
      const moves = found.filter((driver) => driver.groupId !== groupId).map((driver) => ({ id: driver.id, from: driver.groupId }));
      await groups.move(claims.taxis_id, moves, groupId, author, this.deps.clock.now());
      return { added: moves.length };
    });
  }

  async remove(claims: AccessClaims, groupId: number, driverId: number): Promise<{ removed: number }> {
    const author = await authorOf(this.deps.db, claims);
    return this.deps.db.transaction(async (tx) => {
      const groups = new GroupsRepository(tx);
      if (!(await groups.exists(claims.taxis_id, groupId))) throw errors.notFound();
      const [driver] = await groups.parkDrivers(claims.taxis_id, [driverId]);
      if (driver === undefined || driver.groupId !== groupId) throw errors.notFound();
      await groups.move(claims.taxis_id, [{ id: driver.id, from: groupId }], null, author, this.deps.clock.now());
      return { removed: 1 };
    });
  }
}
