/**
 * The SQL of bank statements and reconciliation runs. It reads the payouts of the park (with the
 * outbox's references and the driver), and each completed payout's `payout` ledger entry by its
 * key (`payout:<id>`, the key the payout engine posts it under), but writes neither: a payout's
 * status and the ledger are the payout engine's.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MismatchKind } from '../../../schemas/reconciliation';
import type { Db } from '../../db/client';
import {
  bankStatementLines,
  bankStatements,
  drivers,
  ledgerEntries,
  payoutAccounts,
  payoutOutbox,
  payouts,
  reconciliationMismatches,
  reconciliationRuns,
  taxis,
  type BankStatementLineRow,
} from '../../db/schema';
import type { PayoutCandidate } from './statement-matching';
import { chunks } from '../../lib/chunks';
import { driverFullNameSql } from '../drivers/drivers.repository';

/** The ledger key of a completed payout's entry (the payout engine's `payoutLedgerKey`). */
export const payoutLedgerKeySql = sql`'payout:' || ${payouts.id}::text`;

const parkDaySql = (value: SQL | typeof payouts.createdAt, timezone: string) => sql<string>`to_char(${value} AT TIME ZONE ${timezone}, 'YYYY-MM-DD')`;
const driverName = driverFullNameSql;
/** The instant a payout belongs to a day by: completed, else sent, else created. */
const payoutInstant = sql`coalesce(${payouts.completedAt}, ${payouts.sentAt}, ${payouts.createdAt})`;
/** A payout the bank may have paid: neither refused nor withdrawn before it was sent. */
const SENT_STATUSES = ['processing', 'suspended', 'completed', 'failed', 'returned'] as const;

export type NewStatementLine = Omit<typeof bankStatementLines.$inferInsert, 'id' | 'statementId' | 'taxisId'>;

export class ReconciliationRepository {
  constructor(private readonly db: Db) {}

  async timezone(taxisId: number): Promise<string | null> {
    const [row] = await this.db.select({ timezone: taxis.timezone }).from(taxis).where(eq(taxis.id, taxisId));
    return row?.timezone ?? null;
  }

  async accounts(taxisId: number) {
    return this.db
      .select({ id: payoutAccounts.id, name: payoutAccounts.name, rail: payoutAccounts.rail, publicId: payoutAccounts.publicId })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.taxisId, taxisId))
      .orderBy(asc(payoutAccounts.name), asc(payoutAccounts.id));
  }

  async account(taxisId: number, accountId: number) {
    const [row] = await this.db
      .select({ id: payoutAccounts.id, name: payoutAccounts.name, rail: payoutAccounts.rail, publicId: payoutAccounts.publicId, sandbox: payoutAccounts.sandbox })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.taxisId, taxisId), eq(payoutAccounts.id, accountId)));
    return row ?? null;
  }

  async statementByHash(taxisId: number, accountId: number, fileHash: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: bankStatements.id })
      .from(bankStatements)
      .where(and(eq(bankStatements.taxisId, taxisId), eq(bankStatements.accountId, accountId), eq(bankStatements.fileHash, fileHash)));
    return row?.id ?? null;
  }

  /** The account's payouts the bank may have paid around [start, end): what a statement's lines can match. */
  async candidates(taxisId: number, accountId: number, start: Date, end: Date, timezone: string): Promise<PayoutCandidate[]> {
    const rows = await this.db
      .select({
        id: payouts.id,
        amountKop: payouts.amountKop,
        externalId: payouts.externalId,
        created: parkDaySql(payouts.createdAt, timezone),
        sent: sql<string | null>`to_char(${payouts.sentAt} AT TIME ZONE ${timezone}, 'YYYY-MM-DD')`,
        completed: sql<string | null>`to_char(${payouts.completedAt} AT TIME ZONE ${timezone}, 'YYYY-MM-DD')`,
        references: sql<string[]>`coalesce(array(select ${payoutOutbox.reference} from ${payoutOutbox} where ${payoutOutbox.payoutId} = ${payouts.id}), '{}')`,
        lastName: drivers.lastName,
        inn: drivers.taxIdentificationNumber,
      })
      .from(payouts)
      .innerJoin(drivers, eq(drivers.id, payouts.driverId))
      .where(
        and(
          eq(payouts.taxisId, taxisId),
          eq(payouts.accountId, accountId),
          inArray(payouts.status, [...SENT_STATUSES]),
          lt(payouts.createdAt, end),
          sql`${payoutInstant} >= ${start}`,
        ),
      )
      .orderBy(asc(payouts.id));
    return rows.map((row) => ({
      id: row.id,
      amountKop: row.amountKop,
      externalId: row.externalId,
      days: [row.created, row.sent, row.completed].filter((day): day is string => day !== null),
      references: row.references,
      driverLastName: row.lastName,
      driverInn: row.inn,
    }));
  }

  /** Writes a statement with its lines; null when the same file for the account was taken meanwhile. */
  async insertStatement(statement: typeof bankStatements.$inferInsert, lines: readonly NewStatementLine[]): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(bankStatements).values(statement).onConflictDoNothing().returning({ id: bankStatements.id });
      if (!row) return null;
      for (const part of chunks(lines)) {
        await tx.insert(bankStatementLines).values(part.map((line) => ({ ...line, statementId: row.id, taxisId: statement.taxisId })));
      }
      return row.id;
    });
  }

  private summaryQuery(taxisId: number) {
    const matched = sql<number>`(select count(*)::int from ${bankStatementLines} where ${bankStatementLines.statementId} = ${bankStatements.id} and ${bankStatementLines.match} = 'matched')`;
    const mismatched = sql<number>`(select count(*)::int from ${bankStatementLines} where ${bankStatementLines.statementId} = ${bankStatements.id} and ${bankStatementLines.match} in ('sum_differs', 'not_in_books'))`;
    return this.db
      .select({
        id: bankStatements.id,
        accountId: bankStatements.accountId,
        accountName: payoutAccounts.name,
        format: bankStatements.format,
        fileName: bankStatements.fileName,
        periodFrom: bankStatements.periodFrom,
        periodTo: bankStatements.periodTo,
        openingKop: bankStatements.openingKop,
        closingKop: bankStatements.closingKop,
        linesTotal: bankStatements.linesTotal,
        matched,
        mismatched,
        userName: bankStatements.userName,
        createdAt: bankStatements.createdAt,
      })
      .from(bankStatements)
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, bankStatements.accountId))
      .where(eq(bankStatements.taxisId, taxisId))
      .$dynamic();
  }

  async statements(taxisId: number, accountId: number | undefined, limit: number, offset: number) {
    const where = and(eq(bankStatements.taxisId, taxisId), accountId === undefined ? undefined : eq(bankStatements.accountId, accountId));
    const [rows, [total]] = await Promise.all([
      this.summaryQuery(taxisId).where(where).orderBy(desc(bankStatements.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(bankStatements).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async statement(taxisId: number, id: number) {
    const [row] = await this.summaryQuery(taxisId).where(and(eq(bankStatements.taxisId, taxisId), eq(bankStatements.id, id)));
    return row ?? null;
  }

  async lines(taxisId: number, statementId: number) {
    return this.db
      .select({ line: bankStatementLines, payoutStatus: payouts.status, driverName: sql<string | null>`case when ${drivers.id} is null then null else ${driverName} end` })
      .from(bankStatementLines)
      .leftJoin(payouts, eq(payouts.id, bankStatementLines.payoutId))
      .leftJoin(drivers, eq(drivers.id, payouts.driverId))
      .where(and(eq(bankStatementLines.taxisId, taxisId), eq(bankStatementLines.statementId, statementId)))
      .orderBy(asc(bankStatementLines.line), asc(bankStatementLines.id));
  }

  /** Completed payouts of the account in [start, end) that no line of the statement matched. */
  async missing(taxisId: number, statementId: number, accountId: number, start: Date, end: Date) {
    const matchedHere = this.db
      .select({ id: bankStatementLines.payoutId })
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.statementId, statementId), isNotNull(bankStatementLines.payoutId)));
    return this.db
      .select({ id: payouts.id, amountKop: payouts.amountKop, completedAt: payouts.completedAt, driverName })
      .from(payouts)
      .innerJoin(drivers, eq(drivers.id, payouts.driverId))
      .where(
        and(
          eq(payouts.taxisId, taxisId),
          eq(payouts.accountId, accountId),
          eq(payouts.status, 'completed'),
          sql`${payouts.completedAt} >= ${start}`,
          lt(payouts.completedAt, end),
          sql`${payouts.id} not in (${matchedHere})`,
        ),
      )
      .orderBy(asc(payouts.completedAt), asc(payouts.id));
  }

  async line(taxisId: number, statementId: number, lineId: number): Promise<BankStatementLineRow | null> {
    const [row] = await this.db
      .select()
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.taxisId, taxisId), eq(bankStatementLines.statementId, statementId), eq(bankStatementLines.id, lineId)));
    return row ?? null;
  }

  async confirmLine(lineId: number, userId: number | null, at: Date): Promise<void> {
    await this.db
      .update(bankStatementLines)
      .set({ confirmedAt: at, confirmedByUserId: userId })
      .where(and(eq(bankStatementLines.id, lineId), isNull(bankStatementLines.confirmedAt)));
  }

  // ---- reconciliation ------------------------------------------------------------------------

  /** The payouts of [start, end) the bank may have paid, with the ledger's entry for each. */
  async periodPayouts(taxisId: number, start: Date, end: Date, timezone: string) {
    return this.db
      .select({
        id: payouts.id,
        driverId: payouts.driverId,
        driverName,
        accountId: payouts.accountId,
        day: parkDaySql(payoutInstant, timezone),
        amountKop: payouts.amountKop,
        ledgerKop: sql<number | null>`(select -${ledgerEntries.amountKop} from ${ledgerEntries} where ${ledgerEntries.taxisId} = ${payouts.taxisId} and ${ledgerEntries.idempotencyKey} = ${payoutLedgerKeySql} and ${ledgerEntries.kind} = 'payout' limit 1)`.mapWith(
          (value: string | number | null) => (value === null ? null : Number(value)),
        ),
        selfEmployed: sql<boolean>`${drivers.employmentType} = 'selfemployed'`,
      })
      .from(payouts)
      .innerJoin(drivers, eq(drivers.id, payouts.driverId))
      .where(and(eq(payouts.taxisId, taxisId), inArray(payouts.status, [...SENT_STATUSES]), sql`${payoutInstant} >= ${start}`, sql`${payoutInstant} < ${end}`))
      .orderBy(asc(payouts.id));
  }

  /** Imported outgoing lines matched to these payouts (any statement, any day). */
  async linesOfPayouts(taxisId: number, payoutIds: readonly number[]) {
    const rows: { id: number; accountId: number; day: string; amountKop: number; payoutId: number | null; counterparty: string | null; purpose: string }[] = [];
    for (const part of chunks(payoutIds)) {
      rows.push(
        ...(await this.db
          .select({
            id: bankStatementLines.id,
            accountId: bankStatements.accountId,
            day: bankStatementLines.day,
            amountKop: bankStatementLines.amountKop,
            payoutId: bankStatementLines.payoutId,
            counterparty: bankStatementLines.counterparty,
            purpose: bankStatementLines.purpose,
          })
          .from(bankStatementLines)
          .innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
          .where(and(eq(bankStatementLines.taxisId, taxisId), inArray(bankStatementLines.payoutId, part), eq(bankStatementLines.incoming, false)))
          .orderBy(asc(bankStatementLines.id))),
      );
    }
    return rows;
  }

  /** Outgoing lines of [from, to] that no payout of ours matched, one per bank document (the same document imported twice counts once). */
  async unmatchedLines(taxisId: number, from: string, to: string) {
    return this.db
      .selectDistinctOn([bankStatements.accountId, bankStatementLines.number, bankStatementLines.day, bankStatementLines.amountKop], {
        id: bankStatementLines.id,
        accountId: bankStatements.accountId,
        day: bankStatementLines.day,
        amountKop: bankStatementLines.amountKop,
        counterparty: bankStatementLines.counterparty,
        purpose: bankStatementLines.purpose,
      })
      .from(bankStatementLines)
      .innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
      .where(
        and(
          eq(bankStatementLines.taxisId, taxisId),
          eq(bankStatementLines.match, 'not_in_books'),
          sql`${bankStatementLines.day} >= ${from}`,
          sql`${bankStatementLines.day} <= ${to}`,
        ),
      )
      .orderBy(bankStatements.accountId, bankStatementLines.number, bankStatementLines.day, bankStatementLines.amountKop, asc(bankStatementLines.id));
  }

  /** The imported statements' periods that overlap [from, to], per account. */
  async coverage(taxisId: number, from: string, to: string) {
    return this.db
      .select({ accountId: bankStatements.accountId, periodFrom: bankStatements.periodFrom, periodTo: bankStatements.periodTo })
      .from(bankStatements)
      .where(and(eq(bankStatements.taxisId, taxisId), sql`${bankStatements.periodFrom} <= ${to}`, sql`${bankStatements.periodTo} >= ${from}`));
  }

  /** The park's accounts on these rails (for the rails' own statements). */
  async railAccounts(taxisId: number) {
    return this.db
      .select({ id: payoutAccounts.id, rail: payoutAccounts.rail, publicId: payoutAccounts.publicId })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.taxisId, taxisId), eq(payoutAccounts.active, true)));
  }

  /** Payouts of the park by the rail's operation id or our outbox reference. */
  async payoutsByRailIds(taxisId: number, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectDistinct({ id: payouts.id, externalId: payouts.externalId, reference: payoutOutbox.reference })
      .from(payouts)
      .leftJoin(payoutOutbox, eq(payoutOutbox.payoutId, payouts.id))
      .where(and(eq(payouts.taxisId, taxisId), or(inArray(payouts.externalId, [...ids]), inArray(payoutOutbox.reference, [...ids]))));
  }

  /**
   * Writes a run with its mismatches. A daily run of a day already reconciled writes nothing and
   * answers null (several processes run the job).
   */
  async insertRun(run: typeof reconciliationRuns.$inferInsert, mismatches: readonly Omit<typeof reconciliationMismatches.$inferInsert, 'runId' | 'taxisId'>[]) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(reconciliationRuns).values(run).onConflictDoNothing().returning();
      if (!row) return null;
      for (const part of chunks(mismatches)) {
        await tx.insert(reconciliationMismatches).values(part.map((mismatch) => ({ ...mismatch, runId: row.id, taxisId: run.taxisId })));
      }
      return row;
    });
  }

  async runs(taxisId: number, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      this.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.taxisId, taxisId)).orderBy(desc(reconciliationRuns.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(reconciliationRuns).where(eq(reconciliationRuns.taxisId, taxisId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async run(taxisId: number, id: number) {
    const [row] = await this.db.select().from(reconciliationRuns).where(and(eq(reconciliationRuns.taxisId, taxisId), eq(reconciliationRuns.id, id)));
    return row ?? null;
  }

  async dailyRunExists(taxisId: number, day: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: reconciliationRuns.id })
      .from(reconciliationRuns)
      .where(and(eq(reconciliationRuns.taxisId, taxisId), eq(reconciliationRuns.source, 'job'), eq(reconciliationRuns.periodFrom, day)));
    return row !== undefined;
  }

  private mismatchWhere(taxisId: number, runId: number, filter: { kind?: MismatchKind; day?: string }) {
    return and(
      eq(reconciliationMismatches.taxisId, taxisId),
      eq(reconciliationMismatches.runId, runId),
      filter.kind === undefined ? undefined : eq(reconciliationMismatches.kind, filter.kind),
      filter.day === undefined ? undefined : eq(reconciliationMismatches.day, filter.day),
    );
  }

  private mismatchQuery() {
    return this.db
      .select({
        mismatch: reconciliationMismatches,
        driverName: sql<string | null>`case when ${drivers.id} is null then null else ${driverName} end`,
      })
      .from(reconciliationMismatches)
      .leftJoin(drivers, eq(drivers.id, reconciliationMismatches.driverId))
      .$dynamic();
  }

  async mismatches(taxisId: number, runId: number, filter: { kind?: MismatchKind; day?: string }, limit: number, offset: number) {
    const where = this.mismatchWhere(taxisId, runId, filter);
    const [rows, [total]] = await Promise.all([
      this.mismatchQuery().where(where).orderBy(asc(reconciliationMismatches.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(reconciliationMismatches).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** One page of the export, after the key `afterId`. */
  async mismatchesAfter(taxisId: number, runId: number, filter: { kind?: MismatchKind; day?: string }, afterId: number, limit: number) {
    return this.mismatchQuery()
      .where(and(this.mismatchWhere(taxisId, runId, filter), gt(reconciliationMismatches.id, afterId)))
      .orderBy(asc(reconciliationMismatches.id))
      .limit(limit);
  }

  /** Every park with its zone, by key (the daily job). */
  async parksAfter(afterId: number, limit: number) {
    return this.db
      .select({ id: taxis.id, timezone: taxis.timezone })
      .from(taxis)
      .where(gt(taxis.id, afterId))
      .orderBy(asc(taxis.id))
      .limit(limit);
  }
}
