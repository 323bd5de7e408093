/**
 * The SQL of an aggregator's live connection and its import: credentials, the import's state
 * (claimed with a lease so that runners in several processes never import the same aggregator at
 * once), and the page writers: drivers found by the platform's id (or by phone when the park
 * already has them), trips known by the order id, transactions known by their id.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  aggregatorCredentials,
  aggregatorImports,
  aggregatorTransactions,
  aggregators,
  driverAggregatorAccounts,
  driverChanges,
  drivers,
  transfers,
} from '../../db/schema';

export type CredentialsRow = typeof aggregatorCredentials.$inferSelect;
export type ImportRow = typeof aggregatorImports.$inferSelect;
export type ImportPatch = Partial<Omit<typeof aggregatorImports.$inferInsert, 'aggregatorId' | 'taxisId'>>;
export type NewImportedDriver = typeof drivers.$inferInsert;
export type NewAggregatorTransaction = typeof aggregatorTransactions.$inferInsert;
export type DriverChange = typeof driverChanges.$inferInsert;

export interface ClaimedImport {
  state: ImportRow;
  credentials: CredentialsRow;
  aggregator: { id: number; taxisId: number; code: string; name: string };
}

/** The imported driver's columns the import keeps in step with the platform. */
export const IMPORTED_DRIVER_COLUMNS = {
  last_name: 'lastName',
  first_name: 'firstName',
  middle_name: 'middleName',
  licence_number: 'licenceNumber',
  licence_country: 'licenceCountry',
  licence_issue_date: 'licenceIssueDate',
  licence_expiration_date: 'licenceExpirationDate',
  birth_date: 'birthDate',
  work_status: 'workStatus',
  employment_type: 'employmentType',
} as const;
export type ImportedDriverColumns = Pick<NewImportedDriver, (typeof IMPORTED_DRIVER_COLUMNS)[keyof typeof IMPORTED_DRIVER_COLUMNS]>;

export interface KnownAccount {
  externalId: string;
  driverId: number;
  status: string;
  hasContractIssue: boolean;
  isSelfemployed: boolean;
  driver: ImportedDriverColumns & { phone: string };
}

export class AggregatorImportRepository {
  constructor(private readonly db: Db) {}

  // ---- credentials ---------------------------------------------------------------------------

  async credentialsOfPark(taxisId: number): Promise<Map<number, CredentialsRow>> {
    const rows = await this.db.select().from(aggregatorCredentials).where(eq(aggregatorCredentials.taxisId, taxisId));
    return new Map(rows.map((row) => [row.aggregatorId, row]));
  }

  async credentialsOf(aggregatorId: number): Promise<CredentialsRow | null> {
    const [row] = await this.db.select().from(aggregatorCredentials).where(eq(aggregatorCredentials.aggregatorId, aggregatorId));
    return row ?? null;
  }

  async saveCredentials(values: Omit<typeof aggregatorCredentials.$inferInsert, 'createdAt'>, at: Date): Promise<void> {
    await this.db
      .insert(aggregatorCredentials)
      .values({ ...values, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: aggregatorCredentials.aggregatorId,
        set: {
          clientId: values.clientId,
          externalParkId: values.externalParkId,
          apiKeySealed: values.apiKeySealed,
          apiKeyLast4: values.apiKeyLast4,
          updatedAt: at,
        },
      });
  }

  // ---- state ---------------------------------------------------------------------------------

  /** The next runner tick imports the aggregator (new credentials: the error of old ones is cleared). */
  async scheduleNow(aggregatorId: number, taxisId: number, now: Date): Promise<void> {
    await this.db
      .insert(aggregatorImports)
      .values({ aggregatorId, taxisId, nextRunAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: aggregatorImports.aggregatorId, set: { nextRunAt: now, failures: 0, updatedAt: now } });
  }

  async statesOfPark(taxisId: number): Promise<Map<number, ImportRow>> {
    const rows = await this.db.select().from(aggregatorImports).where(eq(aggregatorImports.taxisId, taxisId));
    return new Map(rows.map((row) => [row.aggregatorId, row]));
  }

  async stateOf(aggregatorId: number): Promise<ImportRow | null> {
    const [row] = await this.db.select().from(aggregatorImports).where(eq(aggregatorImports.aggregatorId, aggregatorId));
    return row ?? null;
  }

  /** Active aggregators with credentials whose import is due and not held by a runner. */
  async dueIds(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: aggregators.id })
      .from(aggregators)
      .innerJoin(aggregatorCredentials, eq(aggregatorCredentials.aggregatorId, aggregators.id))
      .leftJoin(aggregatorImports, eq(aggregatorImports.aggregatorId, aggregators.id))
      .where(
        and(
          eq(aggregators.active, true),
          or(isNull(aggregatorImports.aggregatorId), isNull(aggregatorImports.nextRunAt), lte(aggregatorImports.nextRunAt, now)),
          or(isNull(aggregatorImports.leaseUntil), lt(aggregatorImports.leaseUntil, now)),
        ),
      )
      .orderBy(asc(aggregators.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Holds the aggregator's import until `leaseUntil` unless another runner holds it; creates the
   * state row on the first run. Null when it is held, or has no credentials.
   */
  async claim(aggregatorId: number, now: Date, leaseUntil: Date): Promise<ClaimedImport | null> {
    const [aggregator] = await this.db
      .select({ id: aggregators.id, taxisId: aggregators.taxisId, code: aggregators.code, name: aggregators.name })
      .from(aggregators)
      .where(eq(aggregators.id, aggregatorId));
    const credentials = await this.credentialsOf(aggregatorId);
    if (!aggregator || !credentials) return null;
    await this.db.insert(aggregatorImports).values({ aggregatorId, taxisId: aggregator.taxisId, updatedAt: now }).onConflictDoNothing();
    const [state] = await this.db
      .update(aggregatorImports)
      .set({ leaseUntil })
      .where(and(eq(aggregatorImports.aggregatorId, aggregatorId), or(isNull(aggregatorImports.leaseUntil), lt(aggregatorImports.leaseUntil, now))))
      .returning();
    return state ? { state, credentials, aggregator } : null;
  }

  async update(aggregatorId: number, patch: ImportPatch): Promise<ImportRow> {
    const [row] = await this.db.update(aggregatorImports).set(patch).where(eq(aggregatorImports.aggregatorId, aggregatorId)).returning();
    if (!row) throw new Error('import state is gone');
    return row;
  }

  /** Adds a page's counts to the run's, with the position after the page. */
  async advance(
    aggregatorId: number,
    counts: { drivers?: number; trips?: number; skipped?: number; transactions?: number },
    patch: ImportPatch,
  ): Promise<ImportRow> {
    const [row] = await this.db
      .update(aggregatorImports)
      .set({
        ...patch,
        driversImported: sql`${aggregatorImports.driversImported} + ${counts.drivers ?? 0}`,
        tripsImported: sql`${aggregatorImports.tripsImported} + ${counts.trips ?? 0}`,
        tripsSkipped: sql`${aggregatorImports.tripsSkipped} + ${counts.skipped ?? 0}`,
        transactionsImported: sql`${aggregatorImports.transactionsImported} + ${counts.transactions ?? 0}`,
      })
      .where(eq(aggregatorImports.aggregatorId, aggregatorId))
      .returning();
    if (!row) throw new Error('import state is gone');
    return row;
  }

  // ---- drivers -------------------------------------------------------------------------------

  async knownAccounts(aggregatorId: number, externalIds: string[]): Promise<Map<string, KnownAccount>> {
    if (externalIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        externalId: driverAggregatorAccounts.externalId,
        driverId: driverAggregatorAccounts.driverId,
        status: driverAggregatorAccounts.status,
        hasContractIssue: driverAggregatorAccounts.hasContractIssue,
        isSelfemployed: driverAggregatorAccounts.isSelfemployed,
        phone: drivers.phone,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        licenceNumber: drivers.licenceNumber,
        licenceCountry: drivers.licenceCountry,
        licenceIssueDate: drivers.licenceIssueDate,
        licenceExpirationDate: drivers.licenceExpirationDate,
        birthDate: drivers.birthDate,
        workStatus: drivers.workStatus,
        employmentType: drivers.employmentType,
      })
      .from(driverAggregatorAccounts)
      .innerJoin(drivers, eq(drivers.id, driverAggregatorAccounts.driverId))
      .where(and(eq(driverAggregatorAccounts.aggregatorId, aggregatorId), inArray(driverAggregatorAccounts.externalId, externalIds)));
    return new Map(
      rows.map(({ externalId, driverId, status, hasContractIssue, isSelfemployed, ...driver }) => [
        externalId,
        { externalId, driverId, status, hasContractIssue, isSelfemployed, driver },
      ]),
    );
  }

  /** Writes the new drivers; a phone the park already has keeps its driver. Ids by phone. */
  async insertDrivers(taxisId: number, rows: NewImportedDriver[]): Promise<{ created: Map<string, number>; existing: Map<string, number> }> {
    const created = new Map<string, number>();
    const existing = new Map<string, number>();
    if (rows.length === 0) return { created, existing };
    const inserted = await this.db
      .insert(drivers)
      .values(rows)
      .onConflictDoNothing({ target: [drivers.taxisId, drivers.phone] })
      .returning({ id: drivers.id, phone: drivers.phone });
    for (const row of inserted) created.set(row.phone, row.id);
    const missing = rows.map((row) => row.phone).filter((phone) => !created.has(phone));
    if (missing.length > 0) {
      const found = await this.db
        .select({ id: drivers.id, phone: drivers.phone })
        .from(drivers)
        .where(and(eq(drivers.taxisId, taxisId), inArray(drivers.phone, missing)));
      for (const row of found) existing.set(row.phone, row.id);
    }
    return { created, existing };
  }

  /**
   * The drivers' accounts on the aggregator under the platform's ids. A driver's existing account
   * takes the platform's id only when it held a sandbox id (`<code>-<16 hex>`, what the sandbox
   * gateway issues): a second platform profile with the same phone never takes over the first's
   * account, so two runs cannot swap it back and forth.
   */
  async upsertAccounts(rows: (typeof driverAggregatorAccounts.$inferInsert)[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(driverAggregatorAccounts)
      .values(rows)
      .onConflictDoUpdate({
        target: [driverAggregatorAccounts.driverId, driverAggregatorAccounts.aggregatorId],
        set: {
          externalId: sql`excluded.external_id`,
          status: sql`excluded.status`,
          hasContractIssue: sql`excluded.has_contract_issue`,
          isSelfemployed: sql`excluded.is_selfemployed`,
        },
        setWhere: sql`${driverAggregatorAccounts.externalId} = excluded.external_id or ${driverAggregatorAccounts.externalId} ~ '^[a-z]+-[0-9a-f]{16}$'`,
      });
  }

  async updateDriver(driverId: number, values: Partial<NewImportedDriver>): Promise<void> {
    await this.db.update(drivers).set(values).where(eq(drivers.id, driverId));
  }

  async recordChanges(rows: DriverChange[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(driverChanges).values(rows);
  }

  // ---- trips and transactions ----------------------------------------------------------------

  async driverIdsByExternal(aggregatorId: number, externalIds: string[]): Promise<Map<string, number>> {
    if (externalIds.length === 0) return new Map();
    const rows = await this.db
      .select({ externalId: driverAggregatorAccounts.externalId, driverId: driverAggregatorAccounts.driverId })
      .from(driverAggregatorAccounts)
      .where(and(eq(driverAggregatorAccounts.aggregatorId, aggregatorId), inArray(driverAggregatorAccounts.externalId, externalIds)));
    return new Map(rows.map((row) => [row.externalId, row.driverId]));
  }

  async importedTrips(aggregatorId: number, externalIds: string[]): Promise<Set<string>> {
    if (externalIds.length === 0) return new Set();
    const rows = await this.db
      .select({ externalId: transfers.externalId })
      .from(transfers)
      .where(and(eq(transfers.aggregatorId, aggregatorId), isNotNull(transfers.externalId), inArray(transfers.externalId, externalIds)));
    return new Set(rows.flatMap((row) => (row.externalId === null ? [] : [row.externalId])));
  }

  async importedTransactions(aggregatorId: number, externalIds: string[]): Promise<Set<string>> {
    if (externalIds.length === 0) return new Set();
    const rows = await this.db
      .select({ externalId: aggregatorTransactions.externalId })
      .from(aggregatorTransactions)
      .where(and(eq(aggregatorTransactions.aggregatorId, aggregatorId), inArray(aggregatorTransactions.externalId, externalIds)));
    return new Set(rows.map((row) => row.externalId));
  }

  async insertTransactions(rows: NewAggregatorTransaction[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(aggregatorTransactions).values(rows).onConflictDoNothing();
  }
}
