/**
 * SQL of the transactions report: the park's ledger entries of one kind in a period, oldest
 * first. The ledger is indexed by (taxis_id, kind, created_at), so the report reads one ordered
 * stream per kind and merges them (a period of all kinds has no index of its own).
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { LedgerKind } from '../../../../schemas/fleet';
import type { Db } from '../../../db/client';
import { drivers, ledgerEntries, transfers } from '../../../db/schema';
import type { ParkPeriod } from '../../feereport/park-period';

export interface LedgerReportRow {
  id: number;
  kind: LedgerKind;
  amountKop: number;
  balanceAfterKop: number;
  description: string;
  createdAt: Date;
  createdBy: (typeof ledgerEntries.$inferSelect)['createdBy'];
  userName: string | null;
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
  shortId: string | null;
  /** created_at in microseconds since the epoch: the merge's order, exact. */
  micros: number;
  /** created_at as text, exact: the keyset cursor. */
  cursor: string;
}

export class LedgerReportRepository {
  constructor(private readonly db: Db) {}

  async entriesAfter(
    taxisId: number,
    kind: LedgerKind,
    period: ParkPeriod,
    after: LedgerReportRow | null,
    limit: number,
  ): Promise<LedgerReportRow[]> {
    const keyset = after
      ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) > (${after.cursor}::timestamptz, ${after.id})`
      : undefined;
    return this.db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        amountKop: ledgerEntries.amountKop,
        balanceAfterKop: ledgerEntries.balanceAfterKop,
        description: ledgerEntries.description,
        createdAt: ledgerEntries.createdAt,
        createdBy: ledgerEntries.createdBy,
        userName: ledgerEntries.userName,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        phone: drivers.phone,
        shortId: transfers.shortId,
        micros: sql<number>`(extract(epoch from ${ledgerEntries.createdAt}) * 1000000)::bigint`.mapWith(Number),
        cursor: sql<string>`${ledgerEntries.createdAt}::text`,
      })
      .from(ledgerEntries)
      .innerJoin(drivers, eq(drivers.id, ledgerEntries.driverId))
      .leftJoin(transfers, eq(transfers.id, ledgerEntries.transferId))
      .where(
        and(
          eq(ledgerEntries.taxisId, taxisId),
          eq(ledgerEntries.kind, kind),
          gte(ledgerEntries.createdAt, period.from),
          lt(ledgerEntries.createdAt, period.until),
          keyset,
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
      .limit(limit);
  }
}
