/** SQL of the balance tab and of corrections (the park's list, its export, the acting user). */
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LedgerKind } from '../../../schemas/fleet';
import type { Db } from '../../db/client';
import { drivers, ledgerEntries, taxis } from '../../db/schema';
import { likeEscape } from '../../lib/like';
import type { LedgerEntryRow } from './postings.repository';
import { driverIdsMatching } from '../drivers/driver-search.repository';

export interface DriverMoney {
  balanceKop: number;
  balanceLimitKop: number;
  blockedBalanceKop: number;
  timezone: string;
}

/** Instants bounding park-local days: `fromAt` inclusive, `toAt` exclusive. */
export interface InstantRange {
  fromAt?: Date;
  toAt?: Date;
}

export interface CorrectionFilters extends InstantRange {
  /** The term as typed (matched against the reason). */
  search?: string;
  /** The term as drivers.search_text is written (matched against name and phone). */
  driverSearch?: string | null;
}

export interface CorrectionRow {
  entry: LedgerEntryRow;
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
  /** created_at as text, exact to the microsecond: the export's keyset cursor. */
  cursor: string;
}

function createdWithin(range: InstantRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.fromAt) conditions.push(gte(ledgerEntries.createdAt, range.fromAt));
  if (range.toAt) conditions.push(lt(ledgerEntries.createdAt, range.toAt));
  return conditions;
}

export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /** The driver's money fields and the park's time zone; null for another park's driver. */
  async driverMoney(taxisId: number, driverId: number): Promise<DriverMoney | null> {
    const [row] = await this.db
      .select({
        balanceKop: drivers.balanceKop,
        balanceLimitKop: drivers.balanceLimitKop,
        blockedBalanceKop: drivers.blockedBalanceKop,
        timezone: taxis.timezone,
      })
      .from(drivers)
      .innerJoin(taxis, eq(taxis.id, drivers.taxisId))
      .where(and(eq(drivers.id, driverId), eq(drivers.taxisId, taxisId)));
    return row ?? null;
  }

  /** A page of the driver's entries, newest first (ledger_driver index), and their count. */
  async driverEntries(
    driverId: number,
    filters: InstantRange & { kind?: LedgerKind },
    limit: number,
    offset: number,
  ): Promise<{ rows: LedgerEntryRow[]; total: number }> {
    const where = and(
      eq(ledgerEntries.driverId, driverId),
      ...createdWithin(filters),
      filters.kind ? eq(ledgerEntries.kind, filters.kind) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.id)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(ledgerEntries).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Is an idempotency key already on an entry of the park? */
  async keyTaken(taxisId: number, key: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.taxisId, taxisId), eq(ledgerEntries.idempotencyKey, key)))
      .limit(1);
    return rows.length > 0;
  }

  private correctionsWhere(taxisId: number, filters: CorrectionFilters): SQL | undefined {
    const search = filters.search
      ? or(
          filters.driverSearch
            ? inArray(ledgerEntries.driverId, driverIdsMatching([filters.driverSearch]))
            : undefined,
          ilike(ledgerEntries.description, `%${likeEscape(filters.search)}%`),
        )
      : undefined;
    return and(eq(ledgerEntries.taxisId, taxisId), eq(ledgerEntries.kind, 'correction'), ...createdWithin(filters), search);
  }

  private correctionsQuery(where: SQL | undefined) {
    return this.db
      .select({
        entry: ledgerEntries,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        phone: drivers.phone,
        cursor: sql<string>`${ledgerEntries.createdAt}::text`,
      })
      .from(ledgerEntries)
      .innerJoin(drivers, eq(drivers.id, ledgerEntries.driverId))
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
  }

  /** The park's corrections, newest first (ledger_park_kind_time index), and their count. */
  async parkCorrections(
    taxisId: number,
    filters: CorrectionFilters,
    limit: number,
    offset: number,
  ): Promise<{ rows: CorrectionRow[]; total: number }> {
    const where = this.correctionsWhere(taxisId, filters);
    const [rows, [counted]] = await Promise.all([
      this.correctionsQuery(where).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(ledgerEntries).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** The export's pages: the rows after `after` in the same order. */
  async parkCorrectionsAfter(
    taxisId: number,
    filters: CorrectionFilters,
    after: CorrectionRow | null,
    limit: number,
  ): Promise<CorrectionRow[]> {
    const keyset = after
      ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${after.cursor}::timestamptz, ${after.entry.id})`
      : undefined;
    return this.correctionsQuery(and(this.correctionsWhere(taxisId, filters), keyset)).limit(limit);
  }
}
