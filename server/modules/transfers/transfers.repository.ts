/**
 * SQL of the trips list (GET /transfersp), its export and one trip. The period is on
 * booked_day (the park-local day of the order); the booked_at bounds beside it only let the
 * (taxis_id, [status,] booked_at) indexes drive the scan.
 */
import { and, asc, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod, TransferStatus } from '../../../schemas/fleet';
import type { TRANSFER_SORT_COLUMNS } from '../../../schemas/transfers';
import type { Db } from '../../db/client';
import { tripColumns } from './trips.repository';
import { aggregators, cars, drivers, ledgerEntries, transferDayCounts, transfers } from '../../db/schema';
import { likeEscape } from '../../lib/like';
import type { LedgerEntryRow } from '../ledger/postings.repository';
import { driverIdsMatching } from '../drivers/driver-search.repository';

export type TransferSortColumn = (typeof TRANSFER_SORT_COLUMNS)[number];
export interface TransferSort {
  column: TransferSortColumn;
  order: 'asc' | 'desc';
}

export interface TransferFilters {
  taxisId: number;
  /** Park-local days, inclusive. */
  dateFrom: string;
  dateTo: string;
  /** Instants surely around those days (a day of margin): an index range, not the filter. */
  fromAt: Date;
  toAt: Date;
  aggregatorId?: number;
  driverId?: number;
  paymentMethod?: PaymentMethod;
  /** A short id (exact or its beginning), or a driver's name, phone or plate. */
  search?: { term: string; driverTerm: string | null };
}

/** The key the rows are ordered by, never null (so a keyset can follow it), and its SQL type. */
function sortKey(sort: TransferSort): { expression: SQL; type: SQL } {
  switch (sort.column) {
    case 'booked_at':
      return { expression: sql`${transfers.bookedAt}`, type: sql.raw('timestamptz') };
    case 'ended_at':
      // Trips not ended yet come last in both directions.
      return {
        expression:
          sort.order === 'asc'
            ? sql`coalesce(${transfers.endedAt}, 'infinity'::timestamptz)`
            : sql`coalesce(${transfers.endedAt}, '-infinity'::timestamptz)`,
        type: sql.raw('timestamptz'),
      };
    case 'price':
      return { expression: sql`${transfers.priceKop}`, type: sql.raw('bigint') };
    case 'park_commission':
      return { expression: sql`${transfers.parkCommissionKop}`, type: sql.raw('bigint') };
    case 'status':
      return { expression: sql`${transfers.status}`, type: sql.raw('text') };
  }
}

/**
 * Trips with their driver, car and aggregator, in one query. The keyset cursor only for the
 * export's pages: it is computed for every matching row before the sort and the limit (793 on the
 * default page of the PGlite demo park), and the page cost PGlite 9.4 ms of CPU with it, 7.0 without.
 */
function transferRows(db: Db, where: SQL | undefined, sort: TransferSort, withCursor: boolean) {
  const key = sortKey(sort);
  const direction = sql.raw(sort.order);
  return db
    .select({
      ...tripColumns,
      mileageMeters: transfers.mileageMeters,
      cancelReason: transfers.cancelReason,
      /** The sort key as text, exact: the export's keyset cursor (null on a list page). */
      cursor: withCursor ? sql<string | null>`(${key.expression})::text` : sql<string | null>`null`,
    })
    .from(transfers)
    .innerJoin(drivers, eq(drivers.id, transfers.driverId))
    .innerJoin(aggregators, eq(aggregators.id, transfers.aggregatorId))
    .leftJoin(cars, eq(cars.id, transfers.carId))
    .where(where)
    .orderBy(sql`${key.expression} ${direction}`, sql`${transfers.id} ${direction}`);
}

export type TransferRow = Awaited<ReturnType<typeof transferRows>>[number];

export class TransfersRepository {
  constructor(private readonly db: Db) {}

  /** Every condition of the list except the status filter. */
  private where(filters: TransferFilters): SQL[] {
    const conditions: SQL[] = [
      eq(transfers.taxisId, filters.taxisId),
      gte(transfers.bookedAt, filters.fromAt),
      lt(transfers.bookedAt, filters.toAt),
      sql`${transfers.bookedDay} between ${filters.dateFrom} and ${filters.dateTo}`,
    ];
    if (filters.aggregatorId !== undefined) conditions.push(eq(transfers.aggregatorId, filters.aggregatorId));
    if (filters.driverId !== undefined) conditions.push(eq(transfers.driverId, filters.driverId));
    if (filters.paymentMethod !== undefined) conditions.push(eq(transfers.paymentMethod, filters.paymentMethod));
    const { search } = filters;
    if (search) {
      const byDriver = search.driverTerm
        ? inArray(transfers.driverId, driverIdsMatching([search.driverTerm]))
        : undefined;
      const bySearch = or(eq(transfers.shortId, search.term), ilike(transfers.shortId, `${likeEscape(search.term)}%`), byDriver);
      if (bySearch) conditions.push(bySearch);
    }
    return conditions;
  }

  /** One page of trips with their driver, car and aggregator, in one query. */
  async page(
    filters: TransferFilters,
    statuses: readonly TransferStatus[] | null,
    sort: TransferSort,
    limit: number,
    offset: number,
  ): Promise<TransferRow[]> {
    const status = statuses ? inArray(transfers.status, [...statuses]) : undefined;
    return transferRows(this.db, and(...this.where(filters), status), sort, false).limit(limit).offset(offset);
  }

  /** The export's pages: the rows after `after` in the same order. */
  async pageAfter(
    filters: TransferFilters,
    statuses: readonly TransferStatus[] | null,
    sort: TransferSort,
    after: TransferRow | null,
    limit: number,
  ): Promise<TransferRow[]> {
    const status = statuses ? inArray(transfers.status, [...statuses]) : undefined;
    const key = sortKey(sort);
    const keyset = after
      ? sort.order === 'asc'
        ? sql`(${key.expression}, ${transfers.id}) > (${after.cursor}::${key.type}, ${after.id})`
        : sql`(${key.expression}, ${transfers.id}) < (${after.cursor}::${key.type}, ${after.id})`
      : undefined;
    return transferRows(this.db, and(...this.where(filters), status, keyset), sort, true).limit(limit);
  }

  /** Trips per stored status, counted row by row (any filter). */
  async countByStatus(filters: TransferFilters): Promise<Map<TransferStatus, number>> {
    const rows = await this.db
      .select({ status: transfers.status, trips: count() })
      .from(transfers)
      .where(and(...this.where(filters)))
      .groupBy(transfers.status);
    return new Map(rows.map((row) => [row.status, row.trips]));
  }

  /** Trips per stored status from the day counters: exact for period and aggregator filters only. */
  async dayCountByStatus(
    taxisId: number,
    dateFrom: string,
    dateTo: string,
    aggregatorId: number | undefined,
  ): Promise<Map<TransferStatus, number>> {
    const rows = await this.db
      .select({
        status: transferDayCounts.status,
        trips: sql<number>`sum(${transferDayCounts.trips})`.mapWith(Number),
      })
      .from(transferDayCounts)
      .where(
        and(
          eq(transferDayCounts.taxisId, taxisId),
          gte(transferDayCounts.day, dateFrom),
          sql`${transferDayCounts.day} <= ${dateTo}`,
          aggregatorId === undefined ? undefined : eq(transferDayCounts.aggregatorId, aggregatorId),
        ),
      )
      .groupBy(transferDayCounts.status);
    return new Map(rows.map((row) => [row.status, row.trips]));
  }

  async findOne(taxisId: number, id: number): Promise<TransferRow | null> {
    const where = and(eq(transfers.id, id), eq(transfers.taxisId, taxisId));
    const [row] = await transferRows(this.db, where, { column: 'booked_at', order: 'desc' }, false);
    return row ?? null;
  }

  /** The ledger entries a trip produced, in the order they were written. */
  async entries(taxisId: number, transferId: number): Promise<LedgerEntryRow[]> {
    return this.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transferId, transferId), eq(ledgerEntries.taxisId, taxisId)))
      .orderBy(asc(ledgerEntries.id));
  }
}
