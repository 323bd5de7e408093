/**
 * The SQL of every generated resource, over any drizzle table that has `id` and `taxis_id`
 * (or, for a single record, the park's own row: `id` is the park).
 * Rows are read and written keyed by SQL column name, which is the entity's wire name
 * (snake_case on both sides), so the declaration needs no column map.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Condition, ListQuery } from '../../../schemas/resource-query';
import { addDays } from '../../../schemas/days';
import type { Db } from '../../db/client';
import { resourceChanges } from '../../db/schema';
import { likeEscape } from '../like';
import { parkDayStart } from '../park-time';

export type DbRow = Record<string, unknown>;

export interface ChangeEntry {
  action: (typeof resourceChanges.$inferInsert)['action'];
  changes: Record<string, { from: unknown; to: unknown }>;
  userId: number;
  userName: string;
  at: Date;
}

/** The park's time zone, as the app reads it (server/modules/generated.ts gives it). */
export type ParkTimezone = (db: Db, taxisId: number) => Promise<string>;

export class CrudRepository {
  /** Columns by SQL name, and each SQL name's property key in the drizzle table. */
  readonly columns: ReadonlyMap<string, PgColumn>;
  private readonly keys: ReadonlyMap<string, string>;

  constructor(
    private readonly db: Db,
    private readonly table: PgTable,
    private readonly resource: string,
    private readonly parkTimezone: ParkTimezone,
    /** The column holding the park: `taxis_id`, or `id` on the park's own row. */
    private readonly parkColumn: 'taxis_id' | 'id' = 'taxis_id',
  ) {
    const columns = new Map<string, PgColumn>();
    const keys = new Map<string, string>();
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      columns.set(column.name, column);
      keys.set(column.name, key);
    }
    this.columns = columns;
    this.keys = keys;
    if (!columns.has('id') || !columns.has(parkColumn)) throw new Error(`${resource}: a table needs id and ${parkColumn}`);
  }

  withDb(db: Db): CrudRepository {
    return new CrudRepository(db, this.table, this.resource, this.parkTimezone, this.parkColumn);
  }

  column(name: string): PgColumn {
    const column = this.columns.get(name);
    if (column === undefined) throw new Error(`${this.resource}: no column ${name}`);
    return column;
  }

  private park(taxisId: number): SQL {
    return eq(this.column(this.parkColumn), taxisId);
  }

  private byId(taxisId: number, id: number): SQL | undefined {
    return and(this.park(taxisId), eq(this.column('id'), id));
  }

  private selection(): Record<string, PgColumn> {
    return Object.fromEntries(this.columns);
  }

  /** Property keys of the drizzle table for values keyed by SQL name. */
  private toKeys(values: DbRow): DbRow {
    return Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        const key = this.keys.get(name);
        if (key === undefined) throw new Error(`${this.resource}: no column ${name}`);
        return [key, value];
      }),
    );
  }

  /** Whether the park has a row of `table` (any table with `id` and `taxis_id`) with this id. */
  async parkHas(table: PgTable, taxisId: number, id: number): Promise<boolean> {
    const columns = new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column]));
    const idColumn = columns.get('id');
    const parkColumn = columns.get('taxis_id');
    if (idColumn === undefined || parkColumn === undefined) throw new Error(`${this.resource}: a referenced table needs id and taxis_id`);
    const [row] = await this.db
      .select({ id: idColumn })
      .from(table)
      .where(and(eq(idColumn, id), eq(parkColumn, taxisId)))
      .limit(1);
    return row !== undefined;
  }

  private async whereOf(taxisId: number, conditions: readonly Condition[]): Promise<SQL | undefined> {
    const parts: (SQL | undefined)[] = [this.park(taxisId)];
    let timezone: string | null = null;
    for (const condition of conditions) {
      if (condition.op === 'search') {
        const pattern = `%${likeEscape(condition.text)}%`;
        parts.push(or(...condition.fields.map((field) => ilike(this.column(field), pattern))));
      } else if (condition.op === 'eq') {
        parts.push(eq(this.column(condition.field), condition.value));
      } else if (condition.op === 'in') {
        parts.push(inArray(this.column(condition.field), [...condition.values]));
      } else {
        const column = this.column(condition.field);
        // A `date` column holds park days already; a timestamp compares with the park day's bounds.
        const isDay = column.columnType === 'PgDateString' || column.columnType === 'PgDate';
        const day = condition.op === 'dayFrom' ? condition.day : addDays(condition.day, 1);
        timezone ??= isDay ? null : await this.parkTimezone(this.db, taxisId);
        const bound = isDay || timezone === null ? day : parkDayStart(day, timezone);
        parts.push(condition.op === 'dayFrom' ? gte(column, bound) : lt(column, bound));
      }
    }
    return and(...parts);
  }

  async page(taxisId: number, query: ListQuery): Promise<{ rows: DbRow[]; total: number }> {
    const where = await this.whereOf(taxisId, query.conditions);
    const direction = query.sort.order === 'ASC' ? asc : desc;
    const [rows, totals] = await Promise.all([
      this.db
        .select(this.selection())
        .from(this.table)
        .where(where)
        .orderBy(direction(this.column(query.sort.field)), direction(this.column('id')))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ total: count() }).from(this.table).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  async find(taxisId: number, id: number): Promise<DbRow | null> {
    const [row] = await this.db.select(this.selection()).from(this.table).where(this.byId(taxisId, id)).limit(1);
    return row ?? null;
  }

  /** Locks the row for the write that follows (in a transaction). */
  async findForUpdate(taxisId: number, id: number): Promise<DbRow | null> {
    const [row] = await this.db
      .select(this.selection())
      .from(this.table)
      .where(this.byId(taxisId, id))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  async insert(taxisId: number, values: DbRow): Promise<number> {
    const [row] = await this.db
      .insert(this.table)
      .values(this.toKeys({ ...values, taxis_id: taxisId }))
      .returning({ id: this.column('id') });
    if (row === undefined || typeof row.id !== 'number') throw new Error(`${this.resource}: insert returned nothing`);
    return row.id;
  }

  async update(taxisId: number, id: number, values: DbRow): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db.update(this.table).set(this.toKeys(values)).where(this.byId(taxisId, id));
  }

  async delete(taxisId: number, id: number): Promise<void> {
    await this.db.delete(this.table).where(this.byId(taxisId, id));
  }

  async recordChange(taxisId: number, recordId: number, entry: ChangeEntry): Promise<void> {
    await this.db.insert(resourceChanges).values({
      taxisId,
      resource: this.resource,
      recordId,
      action: entry.action,
      userId: entry.userId,
      userName: entry.userName,
      changes: entry.changes,
      createdAt: entry.at,
    });
  }

  async changes(taxisId: number, recordId: number): Promise<(typeof resourceChanges.$inferSelect)[]> {
    return this.db
      .select()
      .from(resourceChanges)
      .where(
        and(
          eq(resourceChanges.taxisId, taxisId),
          eq(resourceChanges.resource, this.resource),
          eq(resourceChanges.recordId, recordId),
        ),
      )
      .orderBy(desc(resourceChanges.id));
  }
}
