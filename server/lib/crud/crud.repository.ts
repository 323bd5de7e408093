/**
 * The SQL of every generated resource, over any drizzle table that has `id` and `taxis_id`
 * (or, for a single record, the park's own row: `id` is the park).
 * Rows are read and written keyed by SQL column name, which is the entity's wire name
 * (snake_case on both sides), so the declaration needs no column map.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Condition, ListQuery } from '../../../schemas/resource-query';
import { addDays } from '../../../schemas/days';
import type { Db } from '../../db/client';
import { resourceChanges } from '../../db/schema';
import { likeEscape } from '../like';
import { parkDayStart } from '../park-time';

export type DbRow = Record<string, unknown>;

/**
 * Where an export's last page ended: the sort column's value as PostgreSQL prints it (exact to
 * the microsecond, whatever the type) and the row's id.
 */
export interface ExportCursor {
  value: string | null;
  id: number;
}

export interface ChangeEntry {
  action: (typeof resourceChanges.$inferInsert)['action'];
  changes: Record<string, { from: unknown; to: unknown }>;
  userId: number;
  userName: string;
  at: Date;
}

/**
 * A read-only entity field the table does not hold: one column of another table of the same
 * park, found through one of this table's columns (the author's name through `created_by_user_id`).
 */
export interface Lookup {
  /** The table holding the value; it has `id` and `taxis_id`. */
  from: PgTable;
  /** This table's column (SQL name) holding the other row's id. */
  via: string;
  /** The other table's column whose value the field shows. */
  value: PgColumn;
}

/** How the repository reads its table beyond the columns it holds. */
export interface CrudTableOptions {
  /** The column holding the park: `taxis_id`, or `id` on the park's own row. */
  parkColumn?: 'taxis_id' | 'id';
  /** Read-only fields looked up in other tables, by wire name. */
  lookups?: Readonly<Record<string, Lookup>>;
  /** Columns holding phones: a search matches their digits ("(916) 123" finds "+79161234567"). */
  phoneFields?: readonly string[];
}

/** The park's time zone, as the app reads it (server/modules/generated.ts gives it). */
export type ParkTimezone = (db: Db, taxisId: number) => Promise<string>;

export class CrudRepository {
  /** Columns by SQL name, and each SQL name's property key in the drizzle table. */
  readonly columns: ReadonlyMap<string, PgColumn>;
  private readonly keys: ReadonlyMap<string, string>;
  private readonly parkColumn: 'taxis_id' | 'id';

  constructor(
    private readonly db: Db,
    private readonly table: PgTable,
    private readonly resource: string,
    private readonly parkTimezone: ParkTimezone,
    private readonly options: CrudTableOptions = {},
  ) {
    const parkColumn = options.parkColumn ?? 'taxis_id';
    this.parkColumn = parkColumn;
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
    return new CrudRepository(db, this.table, this.resource, this.parkTimezone, this.options);
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

  private selection(): Record<string, PgColumn | SQL.Aliased> {
    const selection: Record<string, PgColumn | SQL.Aliased> = Object.fromEntries(this.columns);
    for (const [field, lookup] of Object.entries(this.options.lookups ?? {})) {
      const other = new Map(Object.values(getTableColumns(lookup.from)).map((column) => [column.name, column]));
      const otherId = other.get('id');
      const otherPark = other.get('taxis_id');
      if (otherId === undefined || otherPark === undefined) throw new Error(`${this.resource}: a lookup's table needs id and taxis_id`);
      // A subquery, not a join: the row count and the paging stay this table's alone.
      selection[field] = sql`(select ${lookup.value} from ${lookup.from}
        where ${otherId} = ${this.column(lookup.via)} and ${otherPark} = ${this.column(this.parkColumn)})`.as(field);
    }
    return selection;
  }

  /** `field` contains the text; a phone field also when its digits contain the text's digits. */
  private contains(field: string, text: string): SQL | undefined {
    const column = this.column(field);
    const match = ilike(column, `%${likeEscape(text)}%`);
    const digits = text.replace(/\D/g, '');
    if (!(this.options.phoneFields ?? []).includes(field) || digits === '') return match;
    return or(match, sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
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
        parts.push(or(...condition.fields.map((field) => this.contains(field, condition.text))));
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

  /**
   * Rows after `after` in the list's order (PostgreSQL's: nulls last ascending, first
   * descending), by key rather than offset, so a long export neither skips nor repeats a row
   * written while it runs.
   */
  async pageAfter(
    taxisId: number,
    query: Pick<ListQuery, 'sort' | 'conditions'>,
    after: ExportCursor | null,
    limit: number,
  ): Promise<{ rows: DbRow[]; next: ExportCursor | null }> {
    const column = this.column(query.sort.field);
    const id = this.column('id');
    const ascending = query.sort.order === 'ASC';
    const direction = ascending ? asc : desc;
    const beyond = (left: PgColumn, right: unknown): SQL => (ascending ? sql`${left} > ${right}` : sql`${left} < ${right}`);
    let keyset: SQL | undefined;
    if (after !== null) {
      // The cursor is PostgreSQL's own text of the value: bound as a bare parameter, PostgreSQL
      // reads it as the column's type (a column-bound one would go through drizzle's Date mapping).
      const sameValue = after.value === null ? isNull(column) : sql`${column} = ${after.value}`;
      const tie = and(sameValue, beyond(id, after.id));
      if (after.value === null) keyset = ascending ? tie : or(tie, isNotNull(column));
      else keyset = or(beyond(column, after.value), tie, ascending ? isNull(column) : undefined);
    }
    const selection: Record<string, PgColumn | SQL.Aliased> = { ...this.selection(), export_cursor: sql`${column}::text`.as('export_cursor') };
    const rows: DbRow[] = await this.db
      .select(selection)
      .from(this.table)
      .where(and(await this.whereOf(taxisId, query.conditions), keyset))
      .orderBy(direction(column), direction(id))
      .limit(limit);
    const last = rows.at(-1);
    return {
      rows,
      next:
        last === undefined || rows.length < limit
          ? null
          : { value: typeof last.export_cursor === 'string' ? last.export_cursor : null, id: Number(last.id) },
    };
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
