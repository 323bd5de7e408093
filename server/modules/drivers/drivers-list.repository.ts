/**
 * The drivers list (spec 7 `GET /drivers/v2/list`): filters as SQL over `drivers`, sorting that
 * the park's (taxis_id, column, id) indexes serve, one page at a time. Search is a substring of
 * the trigram-indexed search_text (either reading of a phone-like term), driver-search.repository.ts.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DriverSortColumn } from '../../../schemas/drivers';
import type { DRIVER_WORK_STATUSES } from '../../../schemas/fleet';
import type { Db } from '../../db/client';
import { cars, driverAggregatorAccounts, driverGroups, drivers, goalParticipants, goals } from '../../db/schema';
import { connectedAccount, goalInForce } from './driver-extras.repository';
import { driverIdsMatching } from './driver-search.repository';
import type { DriverWithRefs } from './drivers.mappers';

type WorkStatus = (typeof DRIVER_WORK_STATUSES)[number];

/** The list's filters, already resolved (absent = not filtered). */
export interface DriversFilter {
  taxisId: number;
  /** Normalized terms, any of which matches (searchVariants). */
  search: string[] | null;
  status: WorkStatus | null;
  /** exclude_inactive: the last trip is at or after this instant. */
  lastTripSince: Date | null;
  excludeBlocked: boolean;
  hasContractIssue: boolean | null;
  isSelfemployed: boolean | null;
  /** has_targets, judged on the park-local `today`. */
  hasTargets: { value: boolean; today: string } | null;
  aggregatorIds: number[] | null;
  haveApp: boolean | null;
  /** more_N: no trip since this instant, or none ever. */
  noTripSince: Date | null;
  haveSentOffer: boolean | null;
}

export interface DriversSort {
  column: DriverSortColumn;
  order: 'asc' | 'desc';
}

/** True when the filter narrows the park's drivers at all. */
export function isFiltered(filter: DriversFilter): boolean {
  return (
    filter.search !== null ||
    filter.status !== null ||
    filter.lastTripSince !== null ||
    filter.excludeBlocked ||
    filter.hasContractIssue !== null ||
    filter.isSelfemployed !== null ||
    filter.hasTargets !== null ||
    filter.aggregatorIds !== null ||
    filter.haveApp !== null ||
    filter.noTripSince !== null ||
    filter.haveSentOffer !== null
  );
}

/** Integers as SQL text; anything else is refused rather than written into a statement. */
export function integerList(values: readonly number[]): string {
  if (!values.every((value) => Number.isSafeInteger(value))) throw new Error('not a list of integers');
  return values.join(', ');
}

/** A connected account of the driver that also satisfies `condition`. */
function hasAccount(condition: SQL | undefined): SQL {
  return sql`exists (select 1 from ${driverAggregatorAccounts} where ${driverAggregatorAccounts.driverId} = ${drivers.id} and ${connectedAccount} and ${condition})`;
}

const yesNo = (value: boolean, condition: SQL): SQL => (value ? condition : sql`not ${condition}`);

/**
 * more_N as one of its two index ranges: `before` (a last trip older than the bound) or `never`.
 * Counting them apart lets both be index conditions; `or` of the two would scan every driver.
 */
type NoTripRange = 'either' | 'before' | 'never';

function noTripCondition(bound: Date, range: NoTripRange): SQL | undefined {
  if (range === 'before') return lt(drivers.lastTripAt, bound);
  if (range === 'never') return isNull(drivers.lastTripAt);
  return or(isNull(drivers.lastTripAt), lt(drivers.lastTripAt, bound));
}

/** The list's filters as one condition over `drivers`; offers sending reads the same drivers. */
export function driversWhere(filter: DriversFilter, noTrip: NoTripRange = 'either'): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(drivers.taxisId, filter.taxisId)];
  if (filter.search !== null) {
    const [first, ...more] = filter.search;
    if (first !== undefined) conditions.push(inArray(drivers.id, driverIdsMatching([first, ...more])));
  }
  if (filter.status !== null) conditions.push(eq(drivers.workStatus, filter.status));
  if (filter.lastTripSince !== null) conditions.push(gte(drivers.lastTripAt, filter.lastTripSince));
  if (filter.excludeBlocked) conditions.push(eq(drivers.isBlocked, false));
  // Flags the accounts' triggers keep on the driver (migration 0023): a connected account has a
  // contract issue / is self-employed. Written as the column, not compared with a parameter, so a
  // prepared statement's generic plan still sees the partial indexes' condition.
  if (filter.hasContractIssue !== null) conditions.push(yesNo(filter.hasContractIssue, sql`${drivers.linksContractIssue}`));
  if (filter.isSelfemployed !== null) conditions.push(yesNo(filter.isSelfemployed, sql`${drivers.linksSelfemployed}`));
  if (filter.aggregatorIds !== null) {
    conditions.push(
      // No park condition on the account: the driver is the park's already, and the
      // driver_accounts_connected index answers (aggregator, driver) on its own.
      // The ids written into the text (integers, resolved and bounded by the service): a prepared
      // page then keeps one generic plan per set of ids instead of planning each run afresh.
      hasAccount(filter.aggregatorIds.length === 0 ? sql`false` : sql`${driverAggregatorAccounts.aggregatorId} in (${sql.raw(integerList(filter.aggregatorIds))})`),
    );
  }
  if (filter.hasTargets !== null) {
    const inGoal = sql`exists (select 1 from ${goalParticipants} inner join ${goals} on ${goals.id} = ${goalParticipants.goalId} where ${goalParticipants.driverId} = ${drivers.id} and ${goalInForce(filter.hasTargets.today)})`;
    conditions.push(yesNo(filter.hasTargets.value, inGoal));
  }
  if (filter.haveApp !== null) conditions.push(eq(drivers.appInstalled, filter.haveApp));
  if (filter.noTripSince !== null) conditions.push(noTripCondition(filter.noTripSince, noTrip));
  if (filter.haveSentOffer !== null) {
    conditions.push(filter.haveSentOffer ? isNotNull(drivers.offerSentAt) : isNull(drivers.offerSentAt));
  }
  return and(...conditions);
}

type SortField = 'lastName' | 'firstName' | 'middleName' | 'balanceKop' | 'balanceLimitKop' | 'lastTripAt' | 'hireDate' | 'workStatus';

/** Sort keys of each column; a nullable key puts its nulls last in both directions. */
export const SORT_KEYS: Record<DriverSortColumn, { field: SortField; nullable: boolean }[]> = {
  id: [],
  full_name: [
    { field: 'lastName', nullable: false },
    { field: 'firstName', nullable: false },
    { field: 'middleName', nullable: true },
  ],
  balance: [{ field: 'balanceKop', nullable: false }],
  balance_limit: [{ field: 'balanceLimitKop', nullable: false }],
  last_trip_at: [{ field: 'lastTripAt', nullable: true }],
  hire_date: [{ field: 'hireDate', nullable: true }],
  work_status: [{ field: 'workStatus', nullable: false }],
};

/** Where a page's ids are read from: the drivers table, or a search's matches. */
type RowSource = Record<SortField | 'id', SQLWrapper>;

function orderOf(sort: DriversSort, source: RowSource): SQL[] {
  const direction = sql.raw(sort.order);
  // Ascending order already puts nulls last; a descending one must say so. Not-null columns keep
  // the plain form so a backward scan of their index serves it.
  const keys = SORT_KEYS[sort.column].map(({ field, nullable }) =>
    nullable && sort.order === 'desc' ? sql`${source[field]} desc nulls last` : sql`${source[field]} ${direction}`,
  );
  return [...keys, sql`${source.id} ${direction}`];
}

/**
 * The single nullable key of a descending sort. Its (taxis_id, column, id) index keeps nulls
 * last only ascending, so such a page is read as two index runs: the rows with a value, backwards,
 * then the rows without one, by id.
 */
export function nullableDescendingKey(sort: DriversSort): SortField | null {
  const [key, ...rest] = SORT_KEYS[sort.column];
  return sort.order === 'desc' && key?.nullable && rest.length === 0 ? key.field : null;
}

export class DriversListRepository {
  constructor(private readonly db: Db) {}

  async page(filter: DriversFilter, sort: DriversSort, limit: number, offset: number): Promise<DriverWithRefs[]> {
    const ids = await this.pageIds(filter, sort, limit, offset);
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        driver: drivers,
        car: { id: cars.id, brand: cars.brand, model: cars.model, year: cars.year, color: cars.color, number: cars.number },
        group: { id: driverGroups.id, name: driverGroups.name },
      })
      .from(drivers)
      .leftJoin(cars, eq(cars.id, drivers.carId))
      .leftJoin(driverGroups, eq(driverGroups.id, drivers.groupId))
      .where(inArray(drivers.id, ids));
    const byId = new Map(rows.map((row) => [row.driver.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The page's ids in order, read without touching cars and groups for the rows an offset skips.
   * With a search, the matches come from the trigram index first and are sorted after (OFFSET 0
   * keeps the planner from merging the two): walking a sort index instead stalls when the matches
   * sit together far along it, as a surname's do in name order.
   */
  private async pageIds(filter: DriversFilter, sort: DriversSort, limit: number, offset: number): Promise<number[]> {
    const where = driversWhere(filter);
    if (filter.search === null) return this.idsFrom(drivers, drivers, where, sort, limit, offset);
    const matches = this.db
      .select({
        id: drivers.id,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        balanceKop: drivers.balanceKop,
        balanceLimitKop: drivers.balanceLimitKop,
        lastTripAt: drivers.lastTripAt,
        hireDate: drivers.hireDate,
        workStatus: drivers.workStatus,
      })
      .from(drivers)
      .where(where)
      .offset(0)
      .as('matches');
    return this.idsFrom(matches, matches, undefined, sort, limit, offset);
  }

  /** `source` is what the query reads from, `fields` its columns (the same object for both). */
  private async idsFrom(
    source: PgTable | Subquery,
    fields: RowSource,
    where: SQL | undefined,
    sort: DriversSort,
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const read = async (condition: SQL | undefined, order: SQL[], count: number, skip: number) => {
      const rows = await this.db
        .select({ id: sql<number>`${fields.id}`.mapWith(Number) })
        .from(source)
        .where(condition)
        .orderBy(...order)
        .limit(count)
        .offset(skip);
      return rows.map((row) => row.id);
    };
    const key = nullableDescendingKey(sort);
    if (key === null) return read(where, orderOf(sort, fields), limit, offset);
    const withValue = and(where, isNotNull(fields[key]));
    const valued = await read(withValue, [sql`${fields[key]} desc`, sql`${fields.id} desc`], limit, offset);
    if (valued.length === limit) return valued;
    // Rows with a value come before the rest: known from this page unless it lies wholly past them.
    const valuedTotal = valued.length > 0 ? offset + valued.length : await this.countFrom(source, withValue);
    const rest = await read(and(where, isNull(fields[key])), [sql`${fields.id} desc`], limit - valued.length, Math.max(0, offset - valuedTotal));
    return [...valued, ...rest];
  }

  private async countFrom(source: PgTable | Subquery, where: SQL | undefined): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(source).where(where);
    return row?.total ?? 0;
  }

  private async countWhere(where: SQL | undefined): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(drivers).where(where);
    return row?.total ?? 0;
  }

  async count(filter: DriversFilter): Promise<number> {
    if (filter.noTripSince === null) return this.countWhere(driversWhere(filter));
    const [before, never] = await Promise.all([
      this.countWhere(driversWhere(filter, 'before')),
      this.countWhere(driversWhere(filter, 'never')),
    ]);
    return before + never;
  }

  async parkTotal(taxisId: number): Promise<number> {
    return this.countWhere(eq(drivers.taxisId, taxisId));
  }

  /** The park's newest driver id: one probe of the (taxis_id, id) index. */
  async lastId(taxisId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.taxisId, taxisId))
      .orderBy(desc(drivers.id))
      .limit(1);
    return row?.id ?? null;
  }
}
