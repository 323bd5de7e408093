/**
 * The drivers list and its xlsx export: the query's parameters as the list's filters, a page of
 * drivers with their accounts, period figures and goals, and the totals of spec 3.
 */
import type { AccessClaims } from '../../../schemas/auth';
import { selfStateOf, type DriversListQuery, type DriversListResponse } from '../../../schemas/drivers';
import { kopecksToWire } from '../../../schemas/money';
import { MAX_EXPORT_ROWS, pagesOf } from '../../../schemas/lists';
import { EXPORT_REPORT_ROWS } from '../../../schemas/reports';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { parkDayStart, resolvePeriod } from '../../lib/park-time';
import { keysetRows } from '../../lib/keyset';
import { fileStamp, streamXlsx } from '../../lib/xlsx';
import { ExportAuditService } from '../export-audit/export-audit.service';
import { ReportsService, type ExportAnswer } from '../reports/reports.service';
import { driverExportColumns, type DriverExportRow } from './drivers-export';
import { DriverExtrasRepository, type ExtrasPeriod } from './driver-extras.repository';
import { DriversPageRepository, servesInOne } from './drivers-page.repository';
import { DriversListRepository, isFiltered, type DriversFilter, type DriversSort } from './drivers-list.repository';
import { DriversExportRepository, type ExportDriver, type ExportKey } from './drivers-export.repository';
import { fullNameOf, NO_EXTRAS, toListItem, type DriverExtras, type DriverWithRefs } from './drivers.mappers';
import { ParkDriverCount } from './park-driver-count';
import { MAX_SERIAL_ID, parkContext, type ParkContext } from './park-context';
import { searchVariants } from './search-text';

const DAY_MS = 86_400_000;
/**
 * Rows the export reads from the database at a time. Measured on 100,000 drivers: the same CPU
 * from 250 to 2,000 a page, but the peak memory grows with the page (rss +75, +89, +107, +175 MB).
 */
const EXPORT_PAGE = 500;

/** The list's query, resolved against the park: filters, sort and the period of the figures. */
export interface ResolvedListQuery {
  park: ParkContext;
  filter: DriversFilter;
  sort: DriversSort;
  period: ExtrasPeriod;
}

export class DriversListService {
  private readonly list: DriversListRepository;
  private readonly onePage: DriversPageRepository;
  private readonly exportPages: DriversExportRepository;
  private readonly extras: DriverExtrasRepository;
  private readonly parkCount: ParkDriverCount;
  private readonly exportAudit: ExportAuditService;
  private readonly reports: ReportsService;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock'>) {
    this.list = new DriversListRepository(deps.db);
    this.onePage = new DriversPageRepository(deps.db);
    this.reports = new ReportsService(deps);
    this.exportPages = new DriversExportRepository(deps.db);
    this.extras = new DriverExtrasRepository(deps.db);
    this.parkCount = new ParkDriverCount(deps.db, this.list, deps.clock);
    this.exportAudit = new ExportAuditService(deps);
  }

  /** Each parameter as its description in schemas/drivers.ts says. */
  async resolve(claims: AccessClaims, query: DriversListQuery): Promise<ResolvedListQuery> {
    if (query.taxis_id !== undefined && query.taxis_id !== claims.taxis_id) throw errors.notFound();
    return this.resolveFor(claims.taxis_id, query);
  }

  /** The query of a park already checked (the token's, or the one a report was ordered in). */
  private async resolveFor(taxisId: number, query: DriversListQuery): Promise<ResolvedListQuery> {
    const park = await parkContext(this.deps.db, this.deps.clock, taxisId);
    const period = resolvePeriod(query, park.now, park.timezone);
    // more_7, more_14, more_30 together: the longest absence asked for.
    const absentDays = [query.more_30 && 30, query.more_14 && 14, query.more_7 && 7].find((days) => typeof days === 'number');
    const filter: DriversFilter = {
      taxisId: park.taxisId,
      search: searchVariants(query.search),
      status: query.status ?? null,
      lastTripSince: query.exclude_inactive ? parkDayStart(period.date_from, park.timezone) : null,
      excludeBlocked: query.exclude_blocked === true,
      hasContractIssue: query.has_contract_issue ?? null,
      isSelfemployed: query.is_selfemployed ?? null,
      hasTargets: query.has_targets === undefined ? null : { value: query.has_targets, today: park.today },
      // An id past the serial range names no aggregator: it matches nothing rather than failing.
      aggregatorIds: query.taxis_aggregators
        ? [...new Set(query.taxis_aggregators.split(',').map(Number))].filter((id) => id <= MAX_SERIAL_ID)
        : null,
      haveApp: query.have_app ?? null,
      noTripSince: absentDays ? new Date(park.now.getTime() - absentDays * DAY_MS) : null,
      haveSentOffer: query.have_sent_offer ?? null,
    };
    return {
      park,
      filter,
      sort: { column: query.sortcolumn, order: query.sort },
      period: { dateFrom: period.date_from, dateTo: period.date_to, today: park.today },
    };
  }

  async page(claims: AccessClaims, query: DriversListQuery): Promise<DriversListResponse> {
    const resolved = await this.resolve(claims, query);
    const { filter, sort } = resolved;
    const offset = (query.page - 1) * query.countperpage;
    if (servesInOne(filter, sort)) {
      const page = await this.onePage.page(filter, sort, resolved.period, query.countperpage, offset);
      const driversTotal = await this.parkCount.withLastId(filter.taxisId, page.lastId);
      const total = page.filtered ?? driversTotal;
      return { driver_profiles: page.items, pages: pagesOf(total, query.countperpage), drivers_total: driversTotal, total };
    }
    const [rows, driversTotal, filteredTotal] = await Promise.all([
      this.list.page(filter, sort, query.countperpage, offset),
      this.parkCount.of(filter.taxisId),
      isFiltered(filter) ? this.list.count(filter) : null,
    ]);
    const total = filteredTotal ?? driversTotal;
    return {
      driver_profiles: await this.withExtras(resolved, rows),
      pages: pagesOf(total, query.countperpage),
      drivers_total: driversTotal,
      total,
    };
  }

  /**
   * The list of the query as an xlsx file (page and countperpage ignored), or, past
   * EXPORT_REPORT_ROWS drivers, a report of it ordered for the background job. Drivers' personal
   * data: the file is recorded in the journal before its first row is read (a report's when it is
   * downloaded).
   */
  async export(claims: AccessClaims, query: DriversListQuery): Promise<ExportAnswer> {
    const resolved = await this.resolve(claims, query);
    const { page: _page, countperpage: _countperpage, ...filters } = query;
    const stored = { ...filters, date_from: resolved.period.dateFrom, date_to: resolved.period.dateTo };
    const rows = isFiltered(resolved.filter) ? await this.list.count(resolved.filter) : await this.parkCount.of(resolved.filter.taxisId);
    if (rows > EXPORT_REPORT_ROWS) {
      return this.reports.orderExport(claims, {
        report_type: 'drivers',
        export_kind: 'drivers',
        date_from: stored.date_from,
        date_to: stored.date_to,
        query: stored,
      });
    }
    const audit = await this.exportAudit.begin(claims, 'drivers', { query: stored });
    return {
      file: {
        fileName: `Водители ${fileStamp(resolved.park.now, resolved.park.timezone)}.xlsx`,
        stream: streamXlsx('Водители', driverExportColumns(resolved.park.timezone), audit.counted(this.exportRows(resolved))),
      },
    };
  }

  /** The rows of an export ordered as a report, from its stored query (the report's park). */
  async *storedExportRows(taxisId: number, stored: DriversListQuery): AsyncGenerator<DriverExportRow> {
    yield* this.exportRows(await this.resolveFor(taxisId, stored));
  }

  /**
   * Every matching driver, up to MAX_EXPORT_ROWS, read by key a page at a time (the next page
   * read while this one is written), each page with its period figures and accounts.
   */
  exportRows(resolved: ResolvedListQuery): AsyncGenerator<DriverExportRow> {
    return keysetRows<DriverExportRow & ExportKey>(
      async (after, limit) => {
        const page = await this.exportPages.pageAfter(resolved.filter, resolved.sort, after, limit);
        const extras = await this.extras.extrasOf(
          resolved.filter.taxisId,
          page.map((driver) => driver.id),
          resolved.period,
          false,
        );
        return page.map((driver) => toExportRow(driver, extras.get(driver.id) ?? NO_EXTRAS));
      },
      EXPORT_PAGE,
      MAX_EXPORT_ROWS,
    );
  }

  private async withExtras(resolved: ResolvedListQuery, rows: readonly DriverWithRefs[]) {
    const extras = await this.extras.extrasOf(
      resolved.filter.taxisId,
      rows.map((row) => row.driver.id),
      resolved.period,
    );
    return rows.map((row) => toListItem(row, extras.get(row.driver.id) ?? NO_EXTRAS));
  }
}

/** A row of the file straight from the narrow row, carrying its key for the next page. */
function toExportRow(driver: ExportDriver, extras: DriverExtras): DriverExportRow & ExportKey {
  return {
    id: driver.id,
    keys: driver.keys,
    full_name: fullNameOf(driver),
    phone: driver.phone,
    licence_number: driver.licenceNumber,
    work_status: driver.workStatus,
    employment_type: driver.employmentType,
    self_state: selfStateOf(extras.links),
    car: driver.carNumber === null ? null : { number: driver.carNumber },
    group: driver.groupName === null ? null : { subname: driver.groupName },
    balance: kopecksToWire(driver.balanceKop),
    balance_limit: kopecksToWire(driver.balanceLimitKop),
    last_trip_at: driver.lastTripAt,
    hire_date: driver.hireDate,
    links: extras.links,
    period_trips: extras.periodTrips,
    period_income: kopecksToWire(extras.periodIncomeKop),
  };
}
