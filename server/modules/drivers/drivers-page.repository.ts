/**
 * A page of the drivers list in one statement (issue 22 §2: it was about ten): the page's ids by
 * the sort's index, each driver with its car, group, connected accounts, trips and income over
 * the period and goals in force, the park's newest driver id (drivers_total, park-driver-count.ts)
 * and, when filtered, the filtered count. The filters are drivers-list.repository.ts's own
 * `driversWhere`, rendered to text; the rest is written once, so drizzle's builder and row mapping
 * stay off the hot path, and on PostgreSQL it runs as a prepared statement (db/prepared.ts).
 * Searches and a descending sort on a nullable column keep the repository's own reading (two
 * index runs, the trigram matches first), which one ORDER BY cannot give the planner.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { DriverListItem } from '../../../schemas/drivers';
import { selfStateOf, type DriverLink } from '../../../schemas/drivers';
import { kopecksToWire } from '../../../schemas/money';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { addDays } from '../../lib/park-time';
import type { ExtrasPeriod } from './driver-extras.repository';
import { fullNameOf } from './drivers.mappers';
import { driversWhere, integerList, isFiltered, nullableDescendingKey, SORT_KEYS, type DriversFilter, type DriversSort } from './drivers-list.repository';

const dialect = new PgDialect();

const COLUMNS: Record<string, string> = {
  lastName: 'last_name',
  firstName: 'first_name',
  middleName: 'middle_name',
  balanceKop: 'balance_kop',
  balanceLimitKop: 'balance_limit_kop',
  lastTripAt: 'last_trip_at',
  hireDate: 'hire_date',
  workStatus: 'work_status',
};

/** Same margins as driver-extras.repository.ts: booked_at narrows by index, booked_day decides. */
const BOOKED_AT_MARGIN_DAYS = 2;
const utcDayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** An instant as toISOString writes it (milliseconds, UTC). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The page's size and offset written into the text: with them as parameters the planner costs a
 * generic plan for any LIMIT and keeps planning each run afresh (4 ms a page); with them written,
 * the prepared statement settles on its generic plan and is only bound and run.
 */
function literal(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  return String(count);
}

/** True when one statement reads the page (see the file's comment). */
export function servesInOne(filter: DriversFilter, sort: DriversSort): boolean {
  return filter.search === null && nullableDescendingKey(sort) === null;
}

function orderBy(sort: DriversSort, table: string): string {
  const keys = SORT_KEYS[sort.column].map(({ field, nullable }) => {
    const column = `${table}.${COLUMNS[field] ?? field}`;
    return nullable && sort.order === 'desc' ? `${column} desc nulls last` : `${column} ${sort.order}`;
  });
  return [...keys, `${table}.id ${sort.order}`].join(', ');
}

/** Parameters collected in order; a rendered fragment's $n are moved past those before it. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  fragment(condition: SQL | undefined): string {
    if (condition === undefined) return 'true';
    const query = dialect.sqlToQuery(condition);
    const base = this.values.length;
    this.values.push(...query.params);
    return query.sql.replace(/\$(\d+)/g, (_match, n: string) => `$${base + Number(n)}`);
  }
}

/** True when the aggregators are the filter's only condition. */
function onlyAggregators(filter: DriversFilter): boolean {
  return filter.aggregatorIds !== null && !isFiltered({ ...filter, aggregatorIds: null });
}

/**
 * The drivers with a connected account on any of the park's `ids`: an index-only range of
 * driver_accounts_connected (one account per driver and aggregator, so one id needs no
 * distinct), instead of a probe of every driver's accounts. The ids are the park's own first.
 */
function countByAccounts(params: Params, taxisId: number, ids: number[]): string {
  const counted = ids.length === 1 ? 'count(*)' : 'count(distinct a.driver_id)';
  if (ids.length === 0) return '0::float8';
  return `(select ${counted}::float8 from driver_aggregator_accounts a
    where a.aggregator_id in (select ag.id from aggregators ag where ag.taxis_id = ${params.add(taxisId)} and ag.id in (${integerList(ids)}))
      and a.status <> 'disconnected')`;
}

interface PageRow {
  last_id: number | null;
  filtered: number | null;
  id: number | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  phone: string;
  licence_number: string;
  work_status: DriverListItem['work_status'];
  employment_type: DriverListItem['employment_type'];
  is_blocked: boolean;
  balance_kop: number;
  balance_limit_kop: number;
  app_installed: boolean;
  has_sent_offer: boolean;
  last_trip_at: string | null;
  hire_date: string | null;
  car_id: number | null;
  car_brand: string;
  car_model: string;
  car_year: number;
  car_color: string;
  car_number: string;
  group_id: number | null;
  group_name: string;
  links: DriverLink[] | null;
  has_targets: boolean;
  trips: number;
  income_kop: number;
}

export interface DriversPage {
  items: DriverListItem[];
  /** The park's newest driver id (null: no drivers). */
  lastId: number | null;
  /** The filter's count; null when not filtered. */
  filtered: number | null;
}

export function pageStatement(filter: DriversFilter, sort: DriversSort, period: ExtrasPeriod, limit: number, offset: number) {
  const params = new Params();
  const where = isFiltered(filter) ? params.fragment(driversWhere(filter)) : `"drivers"."taxis_id" = ${params.add(filter.taxisId)}`;
  // more_N counted as its two index ranges, as DriversListRepository.count does; the aggregator
  // filter alone as its accounts (countByAccounts).
  const count = !isFiltered(filter)
    ? 'null::float8'
    : onlyAggregators(filter)
      ? countByAccounts(params, filter.taxisId, filter.aggregatorIds ?? [])
      : filter.noTripSince === null
      ? `(select count(*)::float8 from "drivers" where ${where})`
      : `((select count(*) from "drivers" where ${params.fragment(driversWhere(filter, 'before'))}) + (select count(*) from "drivers" where ${params.fragment(driversWhere(filter, 'never'))}))::float8`;
  const park = params.add(filter.taxisId);
  const today = params.add(period.today);
  const text = `
with page as (
  select "drivers"."id" from "drivers" where ${where}
  order by ${orderBy(sort, '"drivers"')} limit ${literal(limit)} offset ${literal(offset)}
),
totals as (
  select (select max(id)::float8 from drivers where taxis_id = ${park}) as last_id, ${count} as filtered
),
rows as (
  select
    d.id::float8 as id, d.last_name, d.first_name, d.middle_name, d.phone, d.licence_number, d.work_status,
    d.employment_type, d.is_blocked, d.balance_kop::float8 as balance_kop, d.balance_limit_kop::float8 as balance_limit_kop,
    d.app_installed, d.offer_sent_at is not null as has_sent_offer, ${iso('d.last_trip_at')} as last_trip_at,
    d.hire_date::text as hire_date,
    c.id::float8 as car_id, c.brand as car_brand, c.model as car_model, c.year as car_year, c.color as car_color, c.number as car_number,
    g.id as group_id, g.name as group_name,
    (select json_agg(json_build_object(
        'aggregator_id', a.aggregator_id, 'aggregator_code', ag.code, 'aggregator_name', ag.name,
        'external_id', a.external_id, 'status', a.status, 'has_contract_issue', a.has_contract_issue,
        'is_selfemployed', a.is_selfemployed, 'last_trip_at', ${iso('a.last_trip_at')}) order by ag.name, ag.id)
      from driver_aggregator_accounts a join aggregators ag on ag.id = a.aggregator_id
      where a.taxis_id = ${park} and a.driver_id = d.id and a.status <> 'disconnected') as links,
    exists (select 1 from goal_participants gp join goals gl on gl.id = gp.goal_id
      where gp.taxis_id = ${park} and gp.driver_id = d.id and gl.active and gl.date_from <= ${today} and gl.date_to >= ${today}) as has_targets,
    f.trips, f.income_kop,
    row_number() over (order by ${orderBy(sort, 'd')}) as position
  from page join drivers d on d.id = page.id
  left join cars c on c.id = d.car_id
  left join driver_groups g on g.id = d.group_id
  left join lateral (
    select count(*)::int as trips, coalesce(sum(t.price_kop), 0)::float8 as income_kop from transfers t
    where t.taxis_id = ${park} and t.driver_id = d.id and t.status = 'complete'
      and t.booked_at >= ${params.add(utcDayStart(addDays(period.dateFrom, -BOOKED_AT_MARGIN_DAYS)))}
      and t.booked_at < ${params.add(utcDayStart(addDays(period.dateTo, 1 + BOOKED_AT_MARGIN_DAYS)))}
      and t.booked_day >= ${params.add(period.dateFrom)} and t.booked_day <= ${params.add(period.dateTo)}
  ) f on true
)
select totals.last_id, totals.filtered, rows.* from totals left join rows on true order by rows.position`;
  return { text, values: params.values };
}

function itemOf(row: PageRow): DriverListItem {
  const links = row.links ?? [];
  return {
    id: row.id ?? 0,
    full_name: fullNameOf({ lastName: row.last_name, firstName: row.first_name, middleName: row.middle_name }),
    last_name: row.last_name,
    first_name: row.first_name,
    middle_name: row.middle_name,
    phone: row.phone,
    licence_number: row.licence_number,
    work_status: row.work_status,
    employment_type: row.employment_type,
    is_blocked: row.is_blocked,
    balance: kopecksToWire(row.balance_kop),
    balance_limit: kopecksToWire(row.balance_limit_kop),
    car:
      row.car_id === null
        ? null
        : { id: row.car_id, brand: row.car_brand, model: row.car_model, year: row.car_year, color: row.car_color, number: row.car_number },
    group: row.group_id === null ? null : { id: row.group_id, subname: row.group_name },
    app_installed: row.app_installed,
    has_targets: row.has_targets,
    has_sent_offer: row.has_sent_offer,
    last_trip_at: row.last_trip_at,
    hire_date: row.hire_date,
    links,
    self_state: selfStateOf(links),
    period_trips: row.trips,
    period_income: kopecksToWire(row.income_kop),
  };
}

export class DriversPageRepository {
  constructor(private readonly db: Db) {}

  async page(filter: DriversFilter, sort: DriversSort, period: ExtrasPeriod, limit: number, offset: number): Promise<DriversPage> {
    const { text, values } = pageStatement(filter, sort, period, limit, offset);
    const rows = await preparedRows<PageRow>(this.db, 'drivers_page', text, values);
    const first = rows[0];
    return {
      items: rows.filter((row) => row.id !== null).map(itemOf),
      lastId: first?.last_id ?? null,
      filtered: first?.filtered ?? null,
    };
  }
}
