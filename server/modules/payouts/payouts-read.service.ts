/**
 * The payouts' read side: the park's payouts list (filters, server paging, sort, search), its
 * totals and xlsx, one payout with its history, the park's money operations of a period (spec 7
 * `GET /transactions`), the park's accounts and a driver's withdrawable sum.
 */
import type { Readable } from 'node:stream';
import type { AccessClaims } from '../../../schemas/auth';
import { pagesOf, MAX_EXPORT_ROWS } from '../../../schemas/lists';
import { kopecksToWire } from '../../../schemas/money';
import {
  PAYOUT_COUNT_CAP,
  type DriverPayoutSummary,
  type PayoutsTotals,
  type Transaction,
  type TransactionsQuery,
  type TransactionsResponse,
} from '../../../schemas/payout-lists';
import type { Payout, PayoutsQuery } from '../../../schemas/payouts';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { addDays, parkDayStart, resolvePeriod } from '../../lib/park-time';
import { fileStamp, streamXlsx } from '../../lib/xlsx';
import { normalizeSearch, searchVariants } from '../drivers/search-text';
import { ExportAuditService } from '../export-audit/export-audit.service';
import { parkTimezone } from '../taxis/park-timezone';
import { payoutExportColumns, transactionExportColumns } from './payouts-read.export';
import { withdrawableOf } from '../ledger/postings.repository';
import {
  PayoutsReadRepository,
  type PayoutKey,
  type PayoutRow,
  type PayoutsFilter,
  type PayoutsSort,
  type TransactionKey,
  type TransactionRow,
  type TransactionsFilter,
} from './payouts-read.repository';
import { fullNameOf } from '../drivers/drivers.mappers';

/** Rows the exports read at a time. */
const EXPORT_PAGE = 1000;
const MAX_SERIAL_ID = 2_147_483_647;

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    driver_id: row.driverId,
    driver_name: fullNameOf(row),
    kind: row.kind,
    aggregator_id: row.aggregatorId,
    source: row.source,
    rail: row.rail,
    account_id: row.accountId,
    account_name: row.accountName ?? '',
    destination_title: row.destinationTitle,
    amount: kopecksToWire(row.amountKop),
    fee: kopecksToWire(row.feeKop),
    status: row.status,
    reason: row.reason,
    created_by: row.createdBy,
    approved_by: row.approvedBy,
    external_id: row.externalId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    sandbox: row.accountSandbox ?? true,
  };
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: `${row.type}-${row.sourceId}`,
    type: row.type,
    source_id: row.sourceId,
    driver_id: row.driverId,
    driver_name: fullNameOf(row),
    amount: kopecksToWire(row.amountKop),
    fee: kopecksToWire(row.feeKop),
    status: row.status,
    kind: row.kind,
    rail: row.rail,
    description: row.description,
    user_name: row.userName,
    created_at: row.createdAt.toISOString(),
  };
}

/** A search term as the list reads it: the drivers' search text and, for a bare number, a payout id. */
export function payoutSearch(term: string | undefined): PayoutsFilter['search'] {
  const texts = searchVariants(term);
  if (texts === null) return null;
  const plain = normalizeSearch(term);
  const digits = term?.trim().replace(/^№\s*/, '') ?? '';
  const id = /^\d{1,10}$/.test(digits) && Number(digits) <= MAX_SERIAL_ID && plain !== null ? Number(digits) : null;
  return { texts, id };
}

export class PayoutsReadService {
  private readonly repository: PayoutsReadRepository;
  private readonly exportAudit: ExportAuditService;

  constructor(private readonly deps: AppDeps) {
    this.repository = new PayoutsReadRepository(deps.db);
    this.exportAudit = new ExportAuditService(deps);
  }

  private async filterOf(claims: AccessClaims, query: PayoutsQuery): Promise<{ filter: PayoutsFilter; timezone: string }> {
    const timezone = await parkTimezone(this.deps.db, claims.taxis_id);
    // Ends given the wrong way round still mean the days between them.
    const swapped = query.date_from !== undefined && query.date_to !== undefined && query.date_from > query.date_to;
    const [first, last] = swapped ? [query.date_to, query.date_from] : [query.date_from, query.date_to];
    return {
      timezone,
      filter: {
        taxisId: claims.taxis_id,
        from: first ? parkDayStart(first, timezone) : null,
        to: last ? parkDayStart(addDays(last, 1), timezone) : null,
        driverId: query.driver_id ?? null,
        accountId: query.account_id ?? null,
        aggregatorId: query.aggregator_id ?? null,
        batchId: query.batch_id ?? null,
        rail: query.rail ?? null,
        status: query.status ?? null,
        kind: query.kind ?? null,
        search: payoutSearch(query.search),
      },
    };
  }

  async page(claims: AccessClaims, query: PayoutsQuery) {
    const { filter } = await this.filterOf(claims, query);
    const sort: PayoutsSort = { column: query.sortcolumn ?? 'created_at', order: query.sort ?? 'desc' };
    // Pages past the counted rows are not offered: an offset deep into a million rows costs what a page must not.
    const offset = Math.min((query.page - 1) * query.countperpage, PAYOUT_COUNT_CAP);
    const [rows, total] = await Promise.all([this.repository.page(filter, sort, query.countperpage, offset), this.repository.cappedCount(filter)]);
    return { payouts: rows.map(toPayout), total, pages: pagesOf(total, query.countperpage) };
  }

  async totals(claims: AccessClaims, query: PayoutsQuery): Promise<PayoutsTotals> {
    const { filter } = await this.filterOf(claims, query);
    const byStatus = await this.repository.totals(filter);
    return {
      count: byStatus.reduce((sum, row) => sum + row.count, 0),
      amount: kopecksToWire(byStatus.reduce((sum, row) => sum + row.amountKop, 0)),
      fee: kopecksToWire(byStatus.reduce((sum, row) => sum + row.feeKop, 0)),
      by_status: byStatus.map((row) => ({ status: row.status, count: row.count, amount: kopecksToWire(row.amountKop) })),
    };
  }

  async one(claims: AccessClaims, id: number) {
    const row = await this.repository.one(claims.taxis_id, id);
    if (row === null) throw errors.notFound();
    const events = await this.repository.events(claims.taxis_id, id);
    return {
      ...toPayout(row),
      events: events.map((event) => ({
        status: event.status,
        reason: event.reason,
        user_name: event.userName,
        created_at: event.createdAt.toISOString(),
      })),
    };
  }

  /** The list's filter as xlsx, newest first, read by key; recorded in the export journal before its first byte. */
  async export(claims: AccessClaims, query: PayoutsQuery): Promise<{ fileName: string; stream: Readable }> {
    const { filter, timezone } = await this.filterOf(claims, query);
    const { page: _page, countperpage: _countperpage, ...filters } = query;
    const audit = await this.exportAudit.begin(claims, 'payouts', { query: filters });
    return {
      fileName: `${t('payoutLists.export.payoutsFile')} ${fileStamp(this.deps.clock.now(), timezone)}.xlsx`,
      stream: streamXlsx(t('payoutLists.export.payoutsSheet'), payoutExportColumns(timezone), audit.counted(this.payoutRows(filter))),
    };
  }

  private async *payoutRows(filter: PayoutsFilter): AsyncGenerator<Payout> {
    let key: PayoutKey | null = null;
    for (let written = 0; written < MAX_EXPORT_ROWS; ) {
      const limit = Math.min(EXPORT_PAGE, MAX_EXPORT_ROWS - written);
      const rows = await this.repository.pageAfter(filter, key, limit);
      yield* rows.map(toPayout);
      written += rows.length;
      const last = rows.at(-1);
      if (rows.length < limit || last === undefined) return;
      key = { createdAt: last.createdAt, id: last.id };
    }
  }

  private async transactionsFilter(claims: AccessClaims, query: TransactionsQuery) {
    if (query.taxis_id !== undefined && query.taxis_id !== claims.taxis_id) throw errors.notFound();
    const timezone = await parkTimezone(this.deps.db, claims.taxis_id);
    const period = resolvePeriod(query, this.deps.clock.now(), timezone);
    const filter: TransactionsFilter = {
      taxisId: claims.taxis_id,
      from: parkDayStart(period.date_from, timezone),
      to: parkDayStart(addDays(period.date_to, 1), timezone),
      type: query.type ?? null,
      driverId: query.driver_id ?? null,
      status: query.status ?? null,
      search: searchVariants(query.search),
    };
    return { filter, period, timezone };
  }

  async transactions(claims: AccessClaims, query: TransactionsQuery): Promise<TransactionsResponse> {
    const { filter, period } = await this.transactionsFilter(claims, query);
    const offset = (query.page - 1) * query.countperpage;
    const [rows, totals] = await Promise.all([
      this.repository.transactions(filter, query.countperpage, offset),
      this.repository.transactionsTotals(filter),
    ]);
    return {
      date_from: period.date_from,
      date_to: period.date_to,
      transactions: rows.map(toTransaction),
      totals: {
        payouts_count: totals.payoutsCount,
        payouts_amount: kopecksToWire(totals.payoutsAmountKop),
        payouts_fee: kopecksToWire(totals.payoutsFeeKop),
        open_count: totals.openCount,
        open_amount: kopecksToWire(totals.openAmountKop),
        topups_count: totals.topupsCount,
        topups_amount: kopecksToWire(totals.topupsAmountKop),
      },
      total: totals.total,
      pages: pagesOf(totals.total, query.countperpage),
    };
  }

  async transactionsExport(claims: AccessClaims, query: TransactionsQuery): Promise<{ fileName: string; stream: Readable }> {
    const { filter, period, timezone } = await this.transactionsFilter(claims, query);
    const { page: _page, countperpage: _countperpage, ...filters } = query;
    const audit = await this.exportAudit.begin(claims, 'payout_operations', { query: { ...filters, ...period } });
    return {
      fileName: `${t('payoutLists.export.transactionsFile')} ${fileStamp(this.deps.clock.now(), timezone)}.xlsx`,
      stream: streamXlsx(t('payoutLists.export.transactionsSheet'), transactionExportColumns(timezone), audit.counted(this.transactionRows(filter))),
    };
  }

  private async *transactionRows(filter: TransactionsFilter): AsyncGenerator<Transaction> {
    let key: TransactionKey | null = null;
    for (let written = 0; written < MAX_EXPORT_ROWS; ) {
      const limit = Math.min(EXPORT_PAGE, MAX_EXPORT_ROWS - written);
      const rows = await this.repository.transactionsAfter(filter, key, limit);
      yield* rows.map(toTransaction);
      written += rows.length;
      const last = rows.at(-1);
      if (rows.length < limit || last === undefined) return;
      key = { createdAt: last.createdAt, type: last.type, sourceId: last.sourceId };
    }
  }

  async accounts(claims: AccessClaims) {
    return { accounts: await this.repository.accounts(claims.taxis_id) };
  }

  /** What the driver can be paid now and where to: withdrawable = balance − blocked − held − limit, never below 0. */
  async driverSummary(claims: AccessClaims, driverId: number): Promise<DriverPayoutSummary> {
    const money = await this.repository.driverMoney(claims.taxis_id, driverId);
    if (money === null) throw errors.notFound();
    const [destinations, accounts] = await Promise.all([
      this.repository.destinations(claims.taxis_id, driverId),
      this.repository.accounts(claims.taxis_id),
    ]);
    const withdrawable = withdrawableOf(money);
    return {
      driver_id: driverId,
      balance: kopecksToWire(money.balanceKop),
      blocked: kopecksToWire(money.blockedKop),
      held: kopecksToWire(money.heldKop),
      balance_limit: kopecksToWire(money.limitKop),
      withdrawable: kopecksToWire(withdrawable),
      destinations: destinations.map((destination) => ({
        id: destination.id,
        kind: destination.kind,
        title: destination.title,
        is_default: destination.isDefault,
      })),
      accounts: accounts.filter((account) => account.active),
    };
  }
}
