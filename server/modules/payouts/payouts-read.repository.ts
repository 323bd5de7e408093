/**
 * The SQL of the payouts' read side: a page of the park's payouts under the list's filter (the
 * indexes (taxis_id, created_at, id), (taxis_id, driver_id, …), (taxis_id, status, …) answer the
 * common ones), a count cut off at PAYOUT_COUNT_CAP, the sums by status, key pages for the export,
 * one payout with its history, and the park's payouts and top-ups of a period.
 */
import { aliasedTable, and, asc, desc, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PAYOUT_COUNT_CAP, type TransactionType } from '../../../schemas/payout-lists';
import type { PayoutKind, PayoutSource, PayoutStatus, Rail } from '../../../schemas/payouts';
import type { Db } from '../../db/client';
import { drivers, payoutAccounts, payoutDestinations, payoutEvents, payouts, users } from '../../db/schema';

export interface PayoutsFilter {
  taxisId: number;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  driverId: number | null;
  accountId: number | null;
  aggregatorId: number | null;
  batchId: number | null;
  rail: Rail | null;
  status: PayoutStatus | null;
  kind: PayoutKind | null;
  /** Lower-cased text for drivers.search_text (name, phone digits), and a payout id when the term is a number. */
  search: { texts: string[]; id: number | null } | null;
}

export type PayoutsSortColumn = 'created_at' | 'amount' | 'status';
export interface PayoutsSort {
  column: PayoutsSortColumn;
  order: 'asc' | 'desc';
}

/** Where the export stopped: the last row's (created_at, id), newest first. */
export interface PayoutKey {
  createdAt: Date;
  id: number;
}

export interface PayoutRow {
  id: number;
  driverId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  kind: PayoutKind;
  aggregatorId: number | null;
  source: PayoutSource;
  rail: Rail;
  accountId: number;
  accountName: string | null;
  accountSandbox: boolean | null;
  destinationTitle: string | null;
  amountKop: number;
  feeKop: number;
  status: PayoutStatus;
  reason: string | null;
  createdBy: string | null;
  approvedBy: string | null;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

const creator = aliasedTable(users, 'payout_creator');
const approver = aliasedTable(users, 'payout_approver');

const ROW_COLUMNS = {
  id: payouts.id,
  driverId: payouts.driverId,
  lastName: drivers.lastName,
  firstName: drivers.firstName,
  middleName: drivers.middleName,
  kind: payouts.kind,
  aggregatorId: payouts.aggregatorId,
  source: payouts.source,
  rail: payouts.rail,
  accountId: payouts.accountId,
  accountName: payoutAccounts.name,
  accountSandbox: payoutAccounts.sandbox,
  destinationTitle: payoutDestinations.title,
  amountKop: payouts.amountKop,
  feeKop: payouts.feeKop,
  status: payouts.status,
  reason: payouts.reason,
  createdBy: creator.name,
  approvedBy: approver.name,
  externalId: payouts.externalId,
  createdAt: payouts.createdAt,
  updatedAt: payouts.updatedAt,
  completedAt: payouts.completedAt,
};

/** The drivers of the park whose search text holds every one of the terms' readings. */
function searchedDrivers(taxisId: number, texts: readonly string[]): SQL {
  const matches = texts.map((text) => sql`${drivers.searchText} LIKE ${`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`);
  return sql`${payouts.driverId} IN (SELECT ${drivers.id} FROM ${drivers} WHERE ${drivers.taxisId} = ${taxisId} AND (${or(...matches)}))`;
}

export function payoutConditions(filter: PayoutsFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(payouts.taxisId, filter.taxisId)];
  if (filter.from) conditions.push(gte(payouts.createdAt, filter.from));
  if (filter.to) conditions.push(lt(payouts.createdAt, filter.to));
  if (filter.driverId !== null) conditions.push(eq(payouts.driverId, filter.driverId));
  if (filter.accountId !== null) conditions.push(eq(payouts.accountId, filter.accountId));
  if (filter.aggregatorId !== null) conditions.push(eq(payouts.aggregatorId, filter.aggregatorId));
  if (filter.batchId !== null) conditions.push(eq(payouts.batchId, filter.batchId));
  if (filter.rail !== null) conditions.push(eq(payouts.rail, filter.rail));
  if (filter.status !== null) conditions.push(eq(payouts.status, filter.status));
  if (filter.kind !== null) conditions.push(eq(payouts.kind, filter.kind));
  if (filter.search) {
    const byDriver = filter.search.texts.length > 0 ? searchedDrivers(filter.taxisId, filter.search.texts) : undefined;
    const byId = filter.search.id === null ? undefined : eq(payouts.id, filter.search.id);
    conditions.push(or(byDriver, byId) ?? sql`false`);
  }
  return and(...conditions);
}

/**
 * The indexes keep created_at and id DESC NULLS LAST; a bare DESC means NULLS FIRST to PostgreSQL
 * (never mind NOT NULL), which no index matches: the order is spelled out so the index answers it.
 */
const newestFirst = (column: SQL | typeof payouts.id | typeof payouts.createdAt) => sql`${column} DESC NULLS LAST`;
const oldestFirst = (column: SQL | typeof payouts.id | typeof payouts.createdAt) => sql`${column} ASC NULLS FIRST`;
const NEWEST = [newestFirst(payouts.createdAt), newestFirst(payouts.id)];

function orderOf(sort: PayoutsSort): SQL[] {
  if (sort.column === 'created_at') return sort.order === 'asc' ? [oldestFirst(payouts.createdAt), oldestFirst(payouts.id)] : NEWEST;
  const column = sort.column === 'amount' ? payouts.amountKop : payouts.status;
  return [sort.order === 'asc' ? asc(column) : desc(column), ...NEWEST];
}

const toNumber = (value: unknown): number => Number(value ?? 0);
const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

const nullableText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function toTransactionRow(row: Record<string, unknown>): TransactionRow {
  return {
    type: row.type as TransactionType,
    sourceId: toNumber(row.source_id),
    driverId: toNumber(row.driver_id),
    lastName: String(row.last_name),
    firstName: String(row.first_name),
    middleName: nullableText(row.middle_name),
    amountKop: toNumber(row.amount_kop),
    feeKop: toNumber(row.fee_kop),
    status: nullableText(row.status) as PayoutStatus | null,
    kind: nullableText(row.kind) as PayoutKind | null,
    rail: nullableText(row.rail) as Rail | null,
    description: nullableText(row.description),
    userName: nullableText(row.user_name),
    createdAt: toDate(row.created_at),
  };
}

/**
 * The page's payouts by their ids: `id = any(array(…))` is an index lookup after a subplan,
 * where `id in (…)` makes a semi-join the planner weighs against five other joins: on PGlite the
 * page cost 7.9 ms of CPU, 3.5 of them planning; now 4.5 ms (docs/FEATURES.md, issue 22).
 */
const onPage = (ids: SQL | SQLWrapper): SQL => sql`${payouts.id} = any(array(${ids}))`;

export class PayoutsReadRepository {
  constructor(private readonly db: Db) {}

  private rows(where: SQL | undefined) {
    return this.db
      .select(ROW_COLUMNS)
      .from(payouts)
      .innerJoin(drivers, eq(drivers.id, payouts.driverId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.id, payouts.accountId))
      .leftJoin(payoutDestinations, eq(payoutDestinations.id, payouts.destinationId))
      .leftJoin(creator, eq(creator.id, payouts.createdByUserId))
      .leftJoin(approver, eq(approver.id, payouts.approvedByUserId))
      .where(where);
  }

  /**
   * A page: the ids first, from payouts alone along the list's index, then their rows with the
   * names joined. Joined in one query the planner hashes the whole park's payouts with its
   * drivers and sorts them (0.9 s at a million rows) instead of walking the index for 50.
   */
  async page(filter: PayoutsFilter, sort: PayoutsSort, limit: number, offset: number): Promise<PayoutRow[]> {
    const ids = this.db.select({ id: payouts.id }).from(payouts).where(payoutConditions(filter)).orderBy(...orderOf(sort)).limit(limit).offset(offset);
    return this.rows(onPage(ids)).orderBy(...orderOf(sort));
  }

  /** Matching payouts, counted no further than PAYOUT_COUNT_CAP (a count of a million rows costs what a page must not). */
  async cappedCount(filter: PayoutsFilter): Promise<number> {
    const capped = this.db.select({ one: sql`1` }).from(payouts).where(payoutConditions(filter)).limit(PAYOUT_COUNT_CAP).as('capped');
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(capped);
    return row?.count ?? 0;
  }

  async totals(filter: PayoutsFilter): Promise<{ status: PayoutStatus; count: number; amountKop: number; feeKop: number }[]> {
    const rows = await this.db
      .select({
        status: payouts.status,
        count: sql<number>`count(*)::int`,
        amountKop: sql<string>`coalesce(sum(${payouts.amountKop}), 0)`,
        feeKop: sql<string>`coalesce(sum(${payouts.feeKop}), 0)`,
      })
      .from(payouts)
      .where(payoutConditions(filter))
      .groupBy(payouts.status);
    return rows.map((row) => ({ status: row.status, count: row.count, amountKop: toNumber(row.amountKop), feeKop: toNumber(row.feeKop) }));
  }

  /** The next export page after `key`, newest first: a range on the list's index, never an offset. */
  async pageAfter(filter: PayoutsFilter, key: PayoutKey | null, limit: number): Promise<PayoutRow[]> {
    const after = key === null ? undefined : sql`(${payouts.createdAt}, ${payouts.id}) < (${key.createdAt.toISOString()}::timestamptz, ${key.id})`;
    const order = NEWEST;
    const ids = this.db.select({ id: payouts.id }).from(payouts).where(and(payoutConditions(filter), after)).orderBy(...order).limit(limit);
    return this.rows(onPage(ids)).orderBy(...order);
  }

  async one(taxisId: number, id: number): Promise<PayoutRow | null> {
    const [row] = await this.rows(and(eq(payouts.taxisId, taxisId), eq(payouts.id, id)));
    return row ?? null;
  }

  async events(taxisId: number, payoutId: number) {
    return this.db
      .select({ status: payoutEvents.status, reason: payoutEvents.reason, userName: users.name, createdAt: payoutEvents.createdAt })
      .from(payoutEvents)
      .leftJoin(users, eq(users.id, payoutEvents.userId))
      .where(and(eq(payoutEvents.taxisId, taxisId), eq(payoutEvents.payoutId, payoutId)))
      .orderBy(asc(payoutEvents.id));
  }

  async accounts(taxisId: number) {
    return this.db
      .select({ id: payoutAccounts.id, name: payoutAccounts.name, rail: payoutAccounts.rail, active: payoutAccounts.active, sandbox: payoutAccounts.sandbox })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.taxisId, taxisId))
      .orderBy(asc(payoutAccounts.id));
  }

  async destinations(taxisId: number, driverId: number) {
    return this.db
      .select({ id: payoutDestinations.id, kind: payoutDestinations.kind, title: payoutDestinations.title, isDefault: payoutDestinations.isDefault })
      .from(payoutDestinations)
      .where(and(eq(payoutDestinations.taxisId, taxisId), eq(payoutDestinations.driverId, driverId), sql`${payoutDestinations.deletedAt} IS NULL`))
      .orderBy(desc(payoutDestinations.isDefault), asc(payoutDestinations.id));
  }

  async driverMoney(taxisId: number, driverId: number) {
    const [row] = await this.db
      .select({
        balanceKop: drivers.balanceKop,
        blockedKop: drivers.blockedBalanceKop,
        heldKop: drivers.heldKop,
        limitKop: drivers.balanceLimitKop,
      })
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), eq(drivers.id, driverId)));
    return row ?? null;
  }

  /** Payouts (by created_at) and top-ups of the period, newest first, one page and the totals. */
  async transactions(filter: TransactionsFilter, limit: number, offset: number): Promise<TransactionRow[]> {
    const result: unknown = await this.db.execute(sql`
      SELECT * FROM (${this.operations(filter)}) AS operations
      ORDER BY created_at DESC, type DESC, source_id DESC
      LIMIT ${limit} OFFSET ${offset}`);
    return (result as { rows: Record<string, unknown>[] }).rows.map(toTransactionRow);
  }

  /** Next export page of the operations after the key (created_at, type, source_id), newest first. */
  async transactionsAfter(filter: TransactionsFilter, key: TransactionKey | null, limit: number): Promise<TransactionRow[]> {
    const after =
      key === null
        ? sql`true`
        : sql`(created_at, type, source_id) < (${key.createdAt.toISOString()}::timestamptz, ${key.type}, ${key.sourceId})`;
    const result: unknown = await this.db.execute(sql`
      SELECT * FROM (${this.operations(filter)}) AS operations WHERE ${after}
      ORDER BY created_at DESC, type DESC, source_id DESC
      LIMIT ${limit}`);
    return (result as { rows: Record<string, unknown>[] }).rows.map(toTransactionRow);
  }

  async transactionsTotals(filter: TransactionsFilter): Promise<TransactionsTotalsRow> {
    const result: unknown = await this.db.execute(sql`
      SELECT
        count(*) FILTER (WHERE type = 'payout')::int AS payouts_count,
        coalesce(sum(amount_kop) FILTER (WHERE type = 'payout' AND status = 'completed'), 0) AS payouts_amount,
        coalesce(sum(fee_kop) FILTER (WHERE type = 'payout' AND status = 'completed'), 0) AS payouts_fee,
        count(*) FILTER (WHERE type = 'payout' AND status IN ('created', 'awaiting_approval', 'awaiting_signature', 'processing', 'suspended'))::int AS open_count,
        coalesce(sum(amount_kop) FILTER (WHERE type = 'payout' AND status IN ('created', 'awaiting_approval', 'awaiting_signature', 'processing', 'suspended')), 0) AS open_amount,
        count(*) FILTER (WHERE type = 'topup')::int AS topups_count,
        coalesce(sum(amount_kop) FILTER (WHERE type = 'topup'), 0) AS topups_amount,
        count(*)::int AS total
      FROM (${this.operations(filter)}) AS operations`);
    const row = (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
    return {
      payoutsCount: toNumber(row.payouts_count),
      payoutsAmountKop: toNumber(row.payouts_amount),
      payoutsFeeKop: toNumber(row.payouts_fee),
      openCount: toNumber(row.open_count),
      openAmountKop: toNumber(row.open_amount),
      topupsCount: toNumber(row.topups_count),
      topupsAmountKop: toNumber(row.topups_amount),
      total: toNumber(row.total),
    };
  }

  /** Both kinds of operation as one row shape; a status filter leaves the top-ups out. */
  private operations(filter: TransactionsFilter): SQL {
    const driverOf = (column: SQL) =>
      filter.driverId === null ? sql`true` : sql`${column} = ${filter.driverId}`;
    const searchOf = (column: SQL) =>
      filter.search === null || filter.search.length === 0
        ? sql`true`
        : sql`${column} IN (SELECT id FROM drivers WHERE taxis_id = ${filter.taxisId} AND (${sql.join(
            filter.search.map((text) => sql`search_text LIKE ${`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`),
            sql` OR `,
          )}))`;
    const wantPayouts = filter.type !== 'topup';
    const wantTopups = filter.type !== 'payout' && filter.status === null;
    const payoutPart = sql`
      SELECT 'payout'::text AS type, p.id AS source_id, p.driver_id, d.last_name, d.first_name, d.middle_name,
        p.amount_kop, p.fee_kop, p.status::text AS status, p.kind::text AS kind, p.rail::text AS rail,
        p.reason AS description, u.name AS user_name, p.created_at
      FROM payouts p JOIN drivers d ON d.id = p.driver_id LEFT JOIN users u ON u.id = p.created_by_user_id
      WHERE p.taxis_id = ${filter.taxisId} AND p.created_at >= ${filter.from.toISOString()}::timestamptz AND p.created_at < ${filter.to.toISOString()}::timestamptz
        AND ${driverOf(sql`p.driver_id`)} AND ${searchOf(sql`p.driver_id`)}
        AND ${filter.status === null ? sql`true` : sql`p.status = ${filter.status}`}
        AND ${wantPayouts ? sql`true` : sql`false`}`;
    const topupPart = sql`
      SELECT 'topup'::text AS type, l.id AS source_id, l.driver_id, d.last_name, d.first_name, d.middle_name,
        l.amount_kop, 0::bigint AS fee_kop, NULL::text AS status, NULL::text AS kind, NULL::text AS rail,
        l.description, l.user_name, l.created_at
      FROM ledger_entries l JOIN drivers d ON d.id = l.driver_id
      WHERE l.taxis_id = ${filter.taxisId} AND l.kind = 'topup' AND l.created_at >= ${filter.from.toISOString()}::timestamptz AND l.created_at < ${filter.to.toISOString()}::timestamptz
        AND ${driverOf(sql`l.driver_id`)} AND ${searchOf(sql`l.driver_id`)}
        AND ${wantTopups ? sql`true` : sql`false`}`;
    return sql`${payoutPart} UNION ALL ${topupPart}`;
  }
}

export interface TransactionsFilter {
  taxisId: number;
  from: Date;
  to: Date;
  type: TransactionType | null;
  driverId: number | null;
  status: PayoutStatus | null;
  search: string[] | null;
}

export interface TransactionKey {
  createdAt: Date;
  type: TransactionType;
  sourceId: number;
}

export interface TransactionRow {
  type: TransactionType;
  sourceId: number;
  driverId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  amountKop: number;
  feeKop: number;
  status: PayoutStatus | null;
  kind: PayoutKind | null;
  rail: Rail | null;
  description: string | null;
  userName: string | null;
  createdAt: Date;
}

export interface TransactionsTotalsRow {
  payoutsCount: number;
  payoutsAmountKop: number;
  payoutsFeeKop: number;
  openCount: number;
  openAmountKop: number;
  topupsCount: number;
  topupsAmountKop: number;
  total: number;
}

