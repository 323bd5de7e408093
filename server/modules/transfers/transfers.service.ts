/** The trips list with its tab totals, its xlsx export, and one trip with its ledger entries. */
import type { AccessClaims } from '../../../schemas/auth';
import type { TransferStatus } from '../../../schemas/fleet';
import { MAX_EXPORT_ROWS, pagesOf } from '../../../schemas/lists';
import { EXPORT_REPORT_ROWS } from '../../../schemas/reports';
import {
  TRANSFER_FILTER_STATUSES,
  TRANSFER_FILTERS,
  type TransferDetail,
  type TransferFilter,
  type TransfersQuery,
  type TransfersResponse,
} from '../../../schemas/transfers';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { addDays, parkDayStart, resolvePeriod } from '../../lib/park-time';
import { fileStamp, streamXlsx } from '../../lib/xlsx';
import { normalizeSearch } from '../drivers/search-text';
import { ExportAuditService } from '../export-audit/export-audit.service';
import { readInPages } from '../ledger/export-format';
import { ReportsService, type ExportAnswer } from '../reports/reports.service';
import { toLedgerEntry } from '../ledger/ledger.wire';
import { parkTimezone } from '../taxis/park-timezone';
import { transferColumns } from './transfer-columns';
import { toTransfer } from './trip-row';
import { TransfersRepository, type TransferFilters, type TransferRow, type TransferSort } from './transfers.repository';

export type TransfersFilterQuery = Omit<TransfersQuery, 'page' | 'countperpage'>;

const statusesOf = (filter: TransferFilter): readonly TransferStatus[] | null =>
  filter === 'all' ? null : TRANSFER_FILTER_STATUSES[filter];

/** Per-status counts folded into the tabs of TRANSFER_FILTERS. */
function filterTotals(byStatus: Map<TransferStatus, number>): Record<TransferFilter, number> {
  const totals = Object.fromEntries(TRANSFER_FILTERS.map((filter) => [filter, 0])) as Record<TransferFilter, number>;
  for (const [status, trips] of byStatus) {
    totals.all += trips;
    for (const filter of TRANSFER_FILTERS) {
      if (filter !== 'all' && TRANSFER_FILTER_STATUSES[filter].includes(status)) totals[filter] += trips;
    }
  }
  return totals;
}


export class TransfersService {
  private readonly transfers: TransfersRepository;
  private readonly exportAudit: ExportAuditService;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock'>) {
    this.transfers = new TransfersRepository(deps.db);
    this.exportAudit = new ExportAuditService(deps);
  }

  private filters(taxisId: number, timezone: string, query: TransfersFilterQuery): TransferFilters {
    const period = resolvePeriod(query, this.deps.clock.now(), timezone);
    const term = query.search?.trim();
    return {
      taxisId,
      dateFrom: period.date_from,
      dateTo: period.date_to,
      fromAt: parkDayStart(addDays(period.date_from, -1), timezone),
      toAt: parkDayStart(addDays(period.date_to, 2), timezone),
      aggregatorId: query.aggregator_id,
      driverId: query.driver_id,
      paymentMethod: query.payment_method,
      search: term ? { term, driverTerm: normalizeSearch(term) } : undefined,
    };
  }

  /**
   * The tab totals. With only the period and aggregator filters they come from the day
   * counters (a few hundred rows however many trips); any other filter counts the trips.
   */
  private async statusTotals(filters: TransferFilters): Promise<Record<TransferFilter, number>> {
    const countersSuffice =
      filters.search === undefined && filters.driverId === undefined && filters.paymentMethod === undefined;
    const byStatus = countersSuffice
      ? await this.transfers.dayCountByStatus(filters.taxisId, filters.dateFrom, filters.dateTo, filters.aggregatorId)
      : await this.transfers.countByStatus(filters);
    return filterTotals(byStatus);
  }

  async list(claims: AccessClaims, query: TransfersQuery): Promise<TransfersResponse> {
    const timezone = await parkTimezone(this.deps.db, claims.taxis_id);
    const filters = this.filters(claims.taxis_id, timezone, query);
    const sort: TransferSort = { column: query.sortcolumn, order: query.sort };
    const [rows, statusTotal] = await Promise.all([
      this.transfers.page(
        filters,
        statusesOf(query.filter),
        sort,
        query.countperpage,
        (query.page - 1) * query.countperpage,
      ),
      this.statusTotals(filters),
    ]);
    const total = statusTotal[query.filter];
    return {
      transfers: rows.map(toTransfer),
      pages: pagesOf(total, query.countperpage),
      transfers_total: total,
      status_total: statusTotal,
    };
  }

  /**
   * The trips of the filter as an xlsx file, or, past EXPORT_REPORT_ROWS trips, a report of them
   * ordered for the background job. Drivers' names and phones: the file is recorded in the journal
   * before its first row is read (a report's when it is downloaded).
   */
  async export(claims: AccessClaims, query: TransfersFilterQuery): Promise<ExportAnswer> {
    const timezone = await parkTimezone(this.deps.db, claims.taxis_id);
    const filters = this.filters(claims.taxis_id, timezone, query);
    const stored = { ...query, date_from: filters.dateFrom, date_to: filters.dateTo };
    const trips = (await this.statusTotals(filters))[query.filter];
    if (trips > EXPORT_REPORT_ROWS) {
      return new ReportsService(this.deps).orderExport(claims, {
        report_type: 'transfers',
        export_kind: 'transfers',
        date_from: filters.dateFrom,
        date_to: filters.dateTo,
        query: stored,
      });
    }
    const audit = await this.exportAudit.begin(claims, 'transfers', { query: stored });
    return {
      file: {
        fileName: `Поездки ${fileStamp(this.deps.clock.now(), timezone)}.xlsx`,
        stream: streamXlsx('Поездки', transferColumns(timezone), audit.counted(this.exportRows(claims.taxis_id, timezone, stored))),
      },
    };
  }

  /** The export's trips by key, up to MAX_EXPORT_ROWS (also an export ordered as a report, from its stored query). */
  exportRows(taxisId: number, timezone: string, query: TransfersFilterQuery): AsyncGenerator<TransferRow> {
    const filters = this.filters(taxisId, timezone, query);
    const sort: TransferSort = { column: query.sortcolumn, order: query.sort };
    const statuses = statusesOf(query.filter);
    return readInPages<TransferRow>((after, limit) => this.transfers.pageAfter(filters, statuses, sort, after, limit), MAX_EXPORT_ROWS);
  }

  async detail(claims: AccessClaims, id: number): Promise<TransferDetail> {
    const row = await this.transfers.findOne(claims.taxis_id, id);
    if (!row) throw errors.notFound();
    const entries = await this.transfers.entries(claims.taxis_id, id);
    return {
      ...toTransfer(row),
      mileage_km: row.mileageMeters / 1000,
      cancel_reason: row.cancelReason,
      entries: entries.map(toLedgerEntry),
    };
  }
}
