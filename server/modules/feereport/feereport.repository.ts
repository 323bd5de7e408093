/**
 * The commission report's SQL. Complete trips of the period are grouped per driver first (an
 * index range over the park's complete trips), then joined to the drivers of that page only.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FEEREPORT_SORT_COLUMNS } from '../../../schemas/desk';
import type { Db } from '../../db/client';
import { afterKey, keyOrder, type KeyPart } from '../../db/keyset';
import { drivers, transfers } from '../../db/schema';
import type { ParkPeriod } from './park-period';
import { completeTripsIn } from '../transfers/trips.repository';
import { driverIdsMatching } from '../drivers/driver-search.repository';

export interface FeeTotalsRow {
  trips: number;
  revenueKop: number;
  parkCommissionKop: number;
  aggregatorCommissionKop: number;
}

export interface FeeDriverRow extends FeeTotalsRow {
  driverId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
}

export interface FeeReportQuery {
  taxisId: number;
  period: ParkPeriod;
  /** Already normalised (normalizeSearch). */
  search: string | null;
  sortcolumn: (typeof FEEREPORT_SORT_COLUMNS)[number];
  sort: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const sums = {
  trips: sql<number>`count(*)`.mapWith(Number),
  revenueKop: sql<number>`coalesce(sum(${transfers.priceKop}), 0)`.mapWith(Number),
  parkCommissionKop: sql<number>`coalesce(sum(${transfers.parkCommissionKop}), 0)`.mapWith(Number),
  aggregatorCommissionKop: sql<number>`coalesce(sum(${transfers.aggregatorCommissionKop}), 0)`.mapWith(Number),
};

/** Complete trips of the period summed per driver (a CTE the report's queries share). */
function perDriverSums(db: Db, taxisId: number, period: ParkPeriod) {
  return db.$with('per_driver').as(
    db
      .select({
        driverId: transfers.driverId,
        trips: sql<number>`count(*)`.as('trips'),
        revenueKop: sql<number>`sum(${transfers.priceKop})`.as('revenue_kop'),
        parkCommissionKop: sql<number>`sum(${transfers.parkCommissionKop})`.as('park_commission_kop'),
        aggregatorCommissionKop: sql<number>`sum(${transfers.aggregatorCommissionKop})`.as('aggregator_commission_kop'),
      })
      .from(transfers)
      .where(completeTripsIn(taxisId, period))
      .groupBy(transfers.driverId),
  );
}

type PerDriver = ReturnType<typeof perDriverSums>;

/** A report row: the driver and their sums. */
const driverRowColumns = (perDriver: PerDriver) => ({
  driverId: drivers.id,
  lastName: drivers.lastName,
  firstName: drivers.firstName,
  middleName: drivers.middleName,
  phone: drivers.phone,
  trips: sql<number>`${perDriver.trips}`.mapWith(Number),
  revenueKop: sql<number>`${perDriver.revenueKop}`.mapWith(Number),
  parkCommissionKop: sql<number>`${perDriver.parkCommissionKop}`.mapWith(Number),
  aggregatorCommissionKop: sql<number>`${perDriver.aggregatorCommissionKop}`.mapWith(Number),
});

/** The row's field of each sum a report can be sorted by. */
const SUM_FIELDS = { trips: 'trips', revenue: 'revenueKop', park_commission: 'parkCommissionKop' } as const;

const sumColumn = (perDriver: PerDriver, column: Exclude<FeeReportQuery['sortcolumn'], 'full_name'>) =>
  ({ trips: perDriver.trips, revenue: perDriver.revenueKop, park_commission: perDriver.parkCommissionKop })[column];

export class FeereportRepository {
  constructor(private readonly db: Db) {}

  private searchOf(taxisId: number, search: string | null): SQL | undefined {
    return search === null ? undefined : inArray(drivers.id, driverIdsMatching([search], true));
  }

  /** Row count and totals over every row the report shows (the drivers the search finds). */
  private totalsOf(perDriver: PerDriver, search: SQL | undefined) {
    const totals = this.db
      .select({
        total: sql<number>`count(*)`.as('total'),
        trips: sql<number>`coalesce(sum(${perDriver.trips}), 0)`.as('total_trips'),
        revenueKop: sql<number>`coalesce(sum(${perDriver.revenueKop}), 0)`.as('total_revenue_kop'),
        parkCommissionKop: sql<number>`coalesce(sum(${perDriver.parkCommissionKop}), 0)`.as('total_park_commission_kop'),
        aggregatorCommissionKop: sql<number>`coalesce(sum(${perDriver.aggregatorCommissionKop}), 0)`.as(
          'total_aggregator_commission_kop',
        ),
      })
      .from(perDriver);
    return this.db
      .$with('totals')
      .as(search === undefined ? totals : totals.innerJoin(drivers, eq(drivers.id, perDriver.driverId)).where(search));
  }

  /**
   * One page of drivers with the row count and totals, in one statement (the per-driver sums are
   * computed once). Sorted by a sum and not searched, the page is cut from the sums before the
   * drivers are joined, so only its own 50 drivers are read.
   */
  async page(query: FeeReportQuery): Promise<{ rows: FeeDriverRow[]; total: number; totals: FeeTotalsRow | null }> {
    const perDriver = perDriverSums(this.db, query.taxisId, query.period);
    const search = this.searchOf(query.taxisId, query.search);
    const totals = this.totalsOf(perDriver, search);
    const direction = query.sort === 'asc' ? asc : desc;
    const columns = {
      ...driverRowColumns(perDriver),
      total: sql<number>`${totals.total}`.mapWith(Number),
      totalTrips: sql<number>`${totals.trips}`.mapWith(Number),
      totalRevenueKop: sql<number>`${totals.revenueKop}`.mapWith(Number),
      totalParkCommissionKop: sql<number>`${totals.parkCommissionKop}`.mapWith(Number),
      totalAggregatorCommissionKop: sql<number>`${totals.aggregatorCommissionKop}`.mapWith(Number),
    };
    let rows;
    if (query.sortcolumn === 'full_name' || search !== undefined) {
      const order =
        query.sortcolumn === 'full_name'
          ? [direction(drivers.lastName), direction(drivers.firstName), direction(drivers.middleName)]
          : [direction(sumColumn(perDriver, query.sortcolumn))];
      rows = await this.db
        .with(perDriver, totals)
        .select(columns)
        .from(perDriver)
        .innerJoin(drivers, eq(drivers.id, perDriver.driverId))
        .crossJoin(totals)
        .where(search)
        .orderBy(...order, direction(drivers.id))
        .limit(query.limit)
        .offset(query.offset);
    } else {
      const sorted = sumColumn(perDriver, query.sortcolumn);
      const pageIds = this.db.$with('page_ids').as(
        this.db
          .select({ driverId: sql<number>`${perDriver.driverId}`.as('page_driver_id') })
          .from(perDriver)
          .orderBy(direction(sorted), direction(perDriver.driverId))
          .limit(query.limit)
          .offset(query.offset),
      );
      rows = await this.db
        .with(perDriver, totals, pageIds)
        .select(columns)
        .from(pageIds)
        .innerJoin(perDriver, eq(perDriver.driverId, pageIds.driverId))
        .innerJoin(drivers, eq(drivers.id, perDriver.driverId))
        .crossJoin(totals)
        .orderBy(direction(sorted), direction(drivers.id));
    }
    const [first] = rows;
    if (!first) return { rows: [], total: 0, totals: null };
    return {
      rows,
      total: first.total,
      totals: {
        trips: first.totalTrips,
        revenueKop: first.totalRevenueKop,
        parkCommissionKop: first.totalParkCommissionKop,
        aggregatorCommissionKop: first.totalAggregatorCommissionKop,
      },
    };
  }

  /**
   * The export's drivers after `after` in the report's order, by key (issue 22 §3): the sort
   * value and the driver's id. Each page sums the period again, which an index range over the
   * park's complete trips keeps cheap; an OFFSET would sort and skip every row before the page.
   */
  async exportPageAfter(query: Omit<FeeReportQuery, 'limit' | 'offset'>, after: FeeDriverRow | null, limit: number): Promise<FeeDriverRow[]> {
    const perDriver = perDriverSums(this.db, query.taxisId, query.period);
    // As the page orders them: a missing patronymic is the largest value (PostgreSQL's default).
    const keys: KeyPart[] =
      query.sortcolumn === 'full_name'
        ? [
            { column: drivers.lastName, value: after?.lastName },
            { column: drivers.firstName, value: after?.firstName },
            { column: drivers.middleName, nullable: true, nulls: query.sort === 'asc' ? 'last' : 'first', value: after?.middleName ?? null },
          ]
        : [{ column: sumColumn(perDriver, query.sortcolumn), value: after ? after[SUM_FIELDS[query.sortcolumn]] : null }];
    const id: KeyPart = { column: drivers.id, value: after?.driverId };
    return this.db
      .with(perDriver)
      .select(driverRowColumns(perDriver))
      .from(perDriver)
      .innerJoin(drivers, eq(drivers.id, perDriver.driverId))
      .where(and(this.searchOf(query.taxisId, query.search), after ? afterKey([...keys, id], query.sort) : undefined))
      .orderBy(...keyOrder([...keys, id], query.sort))
      .limit(limit);
  }

  /** Row count and totals alone (a page past the last one still answers them). */
  async totals(taxisId: number, period: ParkPeriod, search: string | null): Promise<FeeTotalsRow & { total: number }> {
    const perDriver = perDriverSums(this.db, taxisId, period);
    const totals = this.totalsOf(perDriver, this.searchOf(taxisId, search));
    const [row] = await this.db
      .with(perDriver, totals)
      .select({
        total: sql<number>`${totals.total}`.mapWith(Number),
        trips: sql<number>`${totals.trips}`.mapWith(Number),
        revenueKop: sql<number>`${totals.revenueKop}`.mapWith(Number),
        parkCommissionKop: sql<number>`${totals.parkCommissionKop}`.mapWith(Number),
        aggregatorCommissionKop: sql<number>`${totals.aggregatorCommissionKop}`.mapWith(Number),
      })
      .from(totals);
    return row ?? { total: 0, trips: 0, revenueKop: 0, parkCommissionKop: 0, aggregatorCommissionKop: 0 };
  }

  async findDriver(taxisId: number, driverId: number) {
    const [row] = await this.db
      .select({
        id: drivers.id,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        phone: drivers.phone,
      })
      .from(drivers)
      .where(and(eq(drivers.id, driverId), eq(drivers.taxisId, taxisId)))
      .limit(1);
    return row ?? null;
  }

  /** One driver's complete trips of the period (the (driver_id, booked_at) index). */
  private driverTrips(taxisId: number, driverId: number, period: ParkPeriod): SQL {
    return and(eq(transfers.driverId, driverId), completeTripsIn(taxisId, period)) as SQL;
  }

  async driverTotals(taxisId: number, driverId: number, period: ParkPeriod): Promise<FeeTotalsRow> {
    const [row] = await this.db.select(sums).from(transfers).where(this.driverTrips(taxisId, driverId, period));
    return row ?? { trips: 0, revenueKop: 0, parkCommissionKop: 0, aggregatorCommissionKop: 0 };
  }
}
