/** The commission report (groups 1, 2, 5): per driver, complete trips of a period and their money. */
import { fullNameOf } from '../drivers/drivers.mappers';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type {
  FeereportDriverQuerySchema,
  FeereportDriverResponseSchema,
  FeereportQuerySchema,
  FeereportResponseSchema,
} from '../../../schemas/desk';
import { MAX_EXPORT_ROWS, pagesOf } from '../../../schemas/lists';
import { kopecksToWire } from '../../../schemas/money';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { resolvePeriod } from '../../lib/park-time';
import { keysetRows } from '../../lib/keyset';
import { fileStamp, streamXlsx, type XlsxColumn } from '../../lib/xlsx';
import { normalizeSearch } from '../drivers/search-text';
import { ExportAuditService } from '../export-audit/export-audit.service';
import { FeereportRepository, type FeeDriverRow, type FeeTotalsRow } from './feereport.repository';
import { periodOf, type ParkPeriod } from './park-period';
import { parkTimezone } from '../taxis/park-timezone';
import { toTransfer } from '../transfers/trip-row';
import { TripsRepository } from '../transfers/trips.repository';

type FeereportQuery = z.infer<typeof FeereportQuerySchema>;
type FeereportDriverQuery = z.infer<typeof FeereportDriverQuerySchema>;

/** Rows per database round trip while an export streams. */
const EXPORT_CHUNK = 10_000;

const toTotals = (row: FeeTotalsRow) => ({
  trips: row.trips,
  revenue: kopecksToWire(row.revenueKop),
  park_commission: kopecksToWire(row.parkCommissionKop),
  aggregator_commission: kopecksToWire(row.aggregatorCommissionKop),
});

const rubles = (kopecks: number) => kopecks / 100;

const EXPORT_COLUMNS: readonly XlsxColumn<FeeDriverRow>[] = [
  { header: t('fleet.fields.id'), width: 10, value: (row) => row.driverId },
  { header: t('fleet.fields.full_name'), width: 34, value: (row) => fullNameOf(row) },
  { header: t('fleet.fields.phone'), value: (row) => row.phone },
  { header: t('fleet.fields.period_trips'), value: (row) => row.trips },
  { header: t('fleet.fields.price'), value: (row) => rubles(row.revenueKop) },
  { header: t('fleet.fields.park_commission'), value: (row) => rubles(row.parkCommissionKop) },
  { header: t('fleet.fields.aggregator_commission'), value: (row) => rubles(row.aggregatorCommissionKop) },
];

export class FeereportService {
  private readonly report: FeereportRepository;
  private readonly trips: TripsRepository;

  constructor(private readonly deps: AppDeps) {
    this.report = new FeereportRepository(deps.db);
    this.trips = new TripsRepository(deps.db);
  }

  private async period(
    taxisId: number,
    query: { date_from?: string; date_to?: string },
  ): Promise<{ period: ParkPeriod; timezone: string }> {
    const timezone = await parkTimezone(this.deps.db, taxisId);
    return { period: periodOf(resolvePeriod(query, this.deps.clock.now(), timezone), timezone), timezone };
  }

  async list(claims: AccessClaims, query: FeereportQuery): Promise<z.infer<typeof FeereportResponseSchema>> {
    const { period } = await this.period(claims.taxis_id, query);
    const search = normalizeSearch(query.search);
    const page = await this.report.page({
      taxisId: claims.taxis_id,
      period,
      search,
      sort: query.sort,
      sortcolumn: query.sortcolumn,
      limit: query.countperpage,
      offset: (query.page - 1) * query.countperpage,
    });
    const summary =
      page.totals === null
        ? await this.report.totals(claims.taxis_id, period, search)
        : { ...page.totals, total: page.total };
    return {
      date_from: period.date_from,
      date_to: period.date_to,
      drivers: page.rows.map((row) => ({
        driver_id: row.driverId,
        full_name: fullNameOf(row),
        phone: row.phone,
        ...toTotals(row),
      })),
      totals: toTotals(summary),
      total: summary.total,
      pages: pagesOf(summary.total, query.countperpage),
    };
  }

  /** The whole report of the current filter as xlsx, read from the database in chunks. */
  async export(claims: AccessClaims, query: FeereportQuery): Promise<{ fileName: string; stream: Readable }> {
    const { period, timezone } = await this.period(claims.taxis_id, query);
    const search = normalizeSearch(query.search);
    const filter = { taxisId: claims.taxis_id, period, search, sort: query.sort, sortcolumn: query.sortcolumn };
    const rows = () => keysetRows<FeeDriverRow>((after, limit) => this.report.exportPageAfter(filter, after, limit), EXPORT_CHUNK, MAX_EXPORT_ROWS);
    // Drivers' names and phones: recorded before the first row is read.
    const { page: _page, countperpage: _countperpage, ...filters } = query;
    const audit = await new ExportAuditService(this.deps).begin(claims, 'feereport', {
      query: { ...filters, date_from: period.date_from, date_to: period.date_to },
    });
    return {
      fileName: `Комиссии ${fileStamp(this.deps.clock.now(), timezone)}.xlsx`,
      stream: streamXlsx('Комиссии', EXPORT_COLUMNS, audit.counted(rows())),
    };
  }

  async driver(
    claims: AccessClaims,
    driverId: number,
    query: FeereportDriverQuery,
  ): Promise<z.infer<typeof FeereportDriverResponseSchema>> {
    const driver = await this.report.findDriver(claims.taxis_id, driverId);
    if (!driver) throw errors.notFound();
    const { period } = await this.period(claims.taxis_id, query);
    const [trips, totals] = await Promise.all([
      this.trips.driverCompleteTrips(claims.taxis_id, driverId, period, null, query.countperpage, (query.page - 1) * query.countperpage),
      this.report.driverTotals(claims.taxis_id, driverId, period),
    ]);
    return {
      date_from: period.date_from,
      date_to: period.date_to,
      driver: { id: driver.id, full_name: fullNameOf(driver), phone: driver.phone },
      transfers: trips.map(toTransfer),
      totals: toTotals(totals),
      total: totals.trips,
      pages: pagesOf(totals.trips, query.countperpage),
    };
  }
}
