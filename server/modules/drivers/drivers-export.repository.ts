/**
 * The drivers list's export read by key (issue 22 §3): the list's filters and sort, each page
 * starting after the previous page's last driver, with its car and group, in one statement. The
 * (taxis_id, column, id) indexes give the order. A sort on a column that may be NULL (last trip,
 * hire date) walks its rows in two runs, those with a value and then those without, so that both
 * runs are index ranges whichever the direction (NULLs come last either way, as on the list).
 */
import { and, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DriverSortColumn } from '../../../schemas/drivers';
import type { Db } from '../../db/client';
import { cars, driverGroups, drivers } from '../../db/schema';
import { afterKey, keyOrder, type KeyPart } from '../../db/keyset';
import { driversWhere, type DriversFilter, type DriversSort } from './drivers-list.repository';
import type { DriverRow } from './drivers.mappers';

/**
 * A driver of the export: only the columns the file writes (the full row cost a tenth of a
 * 100,000-row export's CPU in mapping alone), with the exact text of its sort values (a
 * timestamp's microseconds survive).
 */
/** Where a page of the export starts: after this driver's sort values and id. */
export interface ExportKey {
  id: number;
  keys: (string | null)[];
}

export interface ExportDriver extends ExportKey {
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
  licenceNumber: string;
  workStatus: DriverRow['workStatus'];
  employmentType: DriverRow['employmentType'];
  balanceKop: number;
  balanceLimitKop: number;
  /** ISO 8601, as a list item gives it. */
  lastTripAt: string | null;
  hireDate: string | null;
  carNumber: string | null;
  groupName: string | null;
}

interface SortKey {
  column: SQLWrapper;
  nullable: boolean;
  /** Cast that gives the key's text back its type. */
  cast: string;
}

const SORT_KEYS: Record<DriverSortColumn, SortKey[]> = {
  id: [],
  full_name: [
    { column: drivers.lastName, nullable: false, cast: 'text' },
    { column: drivers.firstName, nullable: false, cast: 'text' },
    { column: drivers.middleName, nullable: true, cast: 'text' },
  ],
  balance: [{ column: drivers.balanceKop, nullable: false, cast: 'bigint' }],
  balance_limit: [{ column: drivers.balanceLimitKop, nullable: false, cast: 'bigint' }],
  last_trip_at: [{ column: drivers.lastTripAt, nullable: true, cast: 'timestamptz' }],
  hire_date: [{ column: drivers.hireDate, nullable: true, cast: 'date' }],
  work_status: [{ column: drivers.workStatus, nullable: false, cast: 'text' }],
};

export class DriversExportRepository {
  constructor(private readonly db: Db) {}

  /** Up to `limit` drivers of the filter after `after` (null: from the first) in the sort's order. */
  async pageAfter(filter: DriversFilter, sort: DriversSort, after: ExportKey | null, limit: number): Promise<ExportDriver[]> {
    const keys = SORT_KEYS[sort.column];
    const [lead] = keys;
    if (lead === undefined || !lead.nullable) return this.read(driversWhere(filter), keys, sort, after, limit);
    // First the drivers with a value, then (once those are done) the ones without, by the rest of the keys.
    const rest = keys.slice(1);
    if (after === null || after.keys[0] !== null) {
      const valued = await this.read(and(driversWhere(filter), isNotNull(lead.column)), [{ ...lead, nullable: false }, ...rest], sort, after, limit);
      if (valued.length === limit) return valued;
      const blank = await this.read(and(driversWhere(filter), isNull(lead.column)), rest, sort, null, limit - valued.length);
      return [...valued, ...blank.map((row) => ({ ...row, keys: [null, ...row.keys] }))];
    }
    const blank = await this.read(and(driversWhere(filter), isNull(lead.column)), rest, sort, { ...after, keys: after.keys.slice(1) }, limit);
    return blank.map((row) => ({ ...row, keys: [null, ...row.keys] }));
  }

  private async read(where: SQL | undefined, keys: SortKey[], sort: DriversSort, after: ExportKey | null, limit: number): Promise<ExportDriver[]> {
    const order = sort.order;
    const parts: KeyPart[] | null = after
      ? [
          ...keys.map((key, index) => {
            const value = after.keys[index] ?? null;
            return { column: key.column, nullable: key.nullable, value: value === null ? null : sql`${value}::${sql.raw(key.cast)}` };
          }),
          { column: drivers.id, value: after.id },
        ]
      : null;
    const keyTexts = keys.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(keys.map((key) => sql`${key.column}::text`), sql`, `)}]`;
    const condition = and(where, parts ? afterKey(parts, order) : undefined);
    const orderBy = keyOrder([...keys, { column: drivers.id, nullable: false }], order);
    // Plain rows, read as the driver gives them: drizzle's mapping of each field of each row was a
    // tenth of the export's CPU. Casts give every value the same JS type from pg and from PGlite
    // (pg reads bigint as a string: float8 holds kopecks and ids exactly, far below 2^53).
    const result: unknown = await this.db.execute(sql`
      select ${drivers.id}::float8 as "id", ${drivers.lastName} as "lastName", ${drivers.firstName} as "firstName",
        ${drivers.middleName} as "middleName", ${drivers.phone} as "phone", ${drivers.licenceNumber} as "licenceNumber",
        ${drivers.workStatus}::text as "workStatus", ${drivers.employmentType}::text as "employmentType",
        ${drivers.balanceKop}::float8 as "balanceKop", ${drivers.balanceLimitKop}::float8 as "balanceLimitKop",
        to_char(${drivers.lastTripAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastTripAt",
        ${drivers.hireDate}::text as "hireDate", ${cars.number} as "carNumber", ${driverGroups.name} as "groupName",
        ${keyTexts} as "keys"
      from ${drivers}
      left join ${cars} on ${eq(cars.id, drivers.carId)}
      left join ${driverGroups} on ${eq(driverGroups.id, drivers.groupId)}
      where ${condition ?? sql`true`}
      order by ${sql.join(orderBy, sql`, `)}
      limit ${limit}`);
    return (result as { rows: ExportDriver[] }).rows;
  }
}
