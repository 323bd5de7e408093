/**
 * The scheduled import of a park's aggregator over its API (issue 12 §1): drivers, trips and
 * transactions of one window [window_from, window_to), in three phases.
 *
 * - Drivers (offset paging): found by the platform's id; a new one is written (or, when the park
 *   already has a driver with that phone, linked to them) with the account on the aggregator; a
 *   known one gets the platform's name, licence and status when they changed, with a history row.
 * - Trips (cursor): through the cabinet's own trip ingest (recordTransfer), so the ledger, the day
 *   counters and the KPI count them like any trip. An order already imported (its id is unique per
 *   aggregator), one still under way, or one of a driver the import does not know is skipped.
 * - Transactions (cursor): every one is kept in aggregator_transactions; the park's own charges
 *   (`partner_service_*` categories) of a known driver are also posted to the ledger, under an
 *   idempotency key of the transaction's id. Order money is not: the trip ingest already wrote it,
 *   and what the cabinet itself sent (`fleet-api`) is its own entry already.
 *
 * A page is written in parts of `commitEvery` rows, each in a transaction; the last part stores
 * the position after the page, so a run cut short (a failure, a restart) resumes from its stored
 * cursor, and what a part already wrote is skipped by its platform id when the page comes again. A run
 * that failed keeps its window and cursor and is tried again later with a growing pause.
 */
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { FleetApiError, type FleetCredentials, type YandexFleetClient } from '../../integrations/aggregators/yandex-fleet/client';
import type { FleetSettings } from '../../integrations/aggregators/fleet-settings';
import { SealedSecretError } from '../../integrations/aggregators/secret-box';
import {
  fleetMoneyToKopecks,
  type FleetDriverProfile,
  type FleetOrder,
  type FleetTransaction,
} from '../../integrations/aggregators/yandex-fleet/wire';
import {
  CAR_CATEGORIES,
  DRIVER_WORK_STATUSES,
  EMPLOYMENT_TYPES,
  LICENCE_COUNTRIES,
  PAYMENT_METHODS,
  type CarCategory,
  type LedgerKind,
  type PaymentMethod,
  type TransferStatus,
} from '../../../schemas/fleet';
import { t as textOf } from '../../../texts/t';
import { driverSearchText } from '../drivers/search-text';
import { postEntry } from '../ledger/ledger.writer';
import { recordTransfer } from '../transfers/transfer-ingest';
import { AggregatorSetupRepository } from './aggregator-setup.repository';
import {
  AggregatorImportRepository,
  IMPORTED_DRIVER_COLUMNS,
  type ClaimedImport,
  type DriverChange,
  type ImportedDriverColumns,
  type ImportRow,
  type KnownAccount,
  type NewAggregatorTransaction,
  type NewImportedDriver,
} from './aggregator-import.repository';
import { chunks } from '../../lib/chunks';

const DAY_MS = 86_400_000;
const FINAL_STATUSES = new Set<TransferStatus>(['complete', 'cancelled', 'expired', 'failed']);
/**
 * A page written in parts of `size`, each its own transaction: on PGlite (one connection) a
 * request waits for a part, not for a whole page. A page cut short between its parts is asked for
 * again from the stored cursor, and the parts already written are skipped by their ids. An empty
 * page is one empty part: its cursor is still committed.
 */
function pageParts<T>(items: T[], size: number): T[][] {
  return items.length === 0 ? [[]] : chunks(items, size);
}

/** Pause before the next try after a failure: 1 min, doubling, at most an hour. */
const failurePause = (failures: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, failures - 1));

export interface ImportDeps {
  db: Db;
  clock: Clock;
  settings: FleetSettings;
  /** The platform's client for a connection's credentials. */
  clientFor(credentials: FleetCredentials): YandexFleetClient;
}

export type ImportOutcome =
  | { outcome: 'completed'; state: ImportRow }
  | { outcome: 'failed'; state: ImportRow; error: unknown }
  /** Held by another runner, or no credentials. */
  | { outcome: 'busy' }
  /** Nothing new to import yet (the window would be empty). */
  | { outcome: 'waiting'; state: ImportRow };

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  value !== null && value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : fallback;
const dayOf = (value: string | null | undefined): string | null => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

/** The cabinet's columns of a platform's driver. */
export function driverColumnsOf(profile: FleetDriverProfile): ImportedDriverColumns {
  const p = profile.driver_profile;
  const licence = p.driver_license ?? null;
  return {
    lastName: p.last_name.trim() || '—',
    firstName: p.first_name.trim() || '—',
    middleName: p.middle_name?.trim() || null,
    licenceNumber: licence?.number ?? licence?.normalized_number ?? '',
    licenceCountry: oneOf(LICENCE_COUNTRIES, licence?.country, 'rus'),
    licenceIssueDate: dayOf(licence?.issue_date),
    licenceExpirationDate: dayOf(licence?.expiration_date),
    birthDate: dayOf(licence?.birth_date),
    workStatus: oneOf(DRIVER_WORK_STATUSES, p.work_status, 'working'),
    employmentType: oneOf(EMPLOYMENT_TYPES, p.employment_type, 'selfemployed'),
  };
}

const phoneOf = (profile: FleetDriverProfile): string | null => profile.driver_profile.phones.find((phone) => /^\+\d{10,15}$/.test(phone)) ?? null;

/** What the cabinet's ledger calls a park charge made on the platform; null: not the park's own. */
export function ledgerKindOf(transaction: FleetTransaction): LedgerKind | null {
  const category = transaction.category_id;
  if (transaction.created_by?.identity === 'fleet-api') return null;
  if (!category.startsWith('partner_service_')) return null;
  if (category === 'partner_service_traffic_fines') return 'fine';
  if (category.startsWith('partner_service_recurring_payment') || category === 'partner_service_recurrent_payment') return 'rent';
  const event = /^partner_service_external_event_(.+)$/.exec(category)?.[1];
  const kinds: Record<string, LedgerKind> = {
    rent: 'rent',
    deposit: 'deposit',
    payout: 'payout',
    insurance: 'insurance',
    fine: 'fine',
    damage: 'damage',
    fuel: 'fuel',
    referal: 'referral',
    topup: 'topup',
    bonus: 'bonus',
  };
  return (event && kinds[event]) || 'other';
}

const authorOf = (identity: string | null | undefined) =>
  identity === 'dispatcher' ? 'dispatcher' : identity === 'tech-support' ? 'support' : identity === 'fleet-api' ? 'api' : 'platform';

/** The Russian text of a failure, for the aggregator's card (no key, no personal data). */
export function failureText(error: unknown): string {
  if (error instanceof FleetApiError) {
    const text = textOf(`aggregatorImport.errors.${error.kind}`);
    return error.status ? `${text} (HTTP ${error.status})` : text;
  }
  if (error instanceof SealedSecretError) return textOf('aggregatorImport.errors.sealed');
  return textOf('aggregatorImport.errors.internal');
}

export class AggregatorImporter {
  constructor(private readonly deps: ImportDeps) {}

  private repo(db: Db = this.deps.db): AggregatorImportRepository {
    return new AggregatorImportRepository(db);
  }

  private credentialsOf(claimed: ClaimedImport): FleetCredentials {
    return {
      clientId: claimed.credentials.clientId,
      apiKey: this.deps.settings.secrets.open(claimed.credentials.apiKeySealed),
      parkId: claimed.credentials.externalParkId,
    };
  }

  /** Runs (or resumes) the aggregator's import to the end of its window. */
  async run(aggregatorId: number): Promise<ImportOutcome> {
    const settings = this.deps.settings.import;
    const now = this.deps.clock.now();
    const claimed = await this.repo().claim(aggregatorId, now, new Date(now.getTime() + settings.leaseMs));
    if (!claimed) return { outcome: 'busy' };
    let state = claimed.state;
    try {
      if (state.status !== 'running' && state.status !== 'failed') {
        const from = state.importedUntil ?? new Date(now.getTime() - settings.firstDays * DAY_MS);
        const to = new Date(Math.min(now.getTime() - settings.settleMs, from.getTime() + settings.maxWindowDays * DAY_MS));
        if (to.getTime() <= from.getTime()) {
          state = await this.repo().update(aggregatorId, { leaseUntil: null, nextRunAt: new Date(now.getTime() + settings.everyMs), updatedAt: now });
          return { outcome: 'waiting', state };
        }
        state = await this.repo().update(aggregatorId, {
          status: 'running',
          phase: 'drivers',
          windowFrom: from,
          windowTo: to,
          driversOffset: 0,
          ordersCursor: null,
          transactionsCursor: null,
          driversImported: 0,
          tripsImported: 0,
          tripsSkipped: 0,
          transactionsImported: 0,
          lastError: null,
          startedAt: now,
          finishedAt: null,
          updatedAt: now,
        });
      } else {
        state = await this.repo().update(aggregatorId, { status: 'running', updatedAt: now });
      }
      const client = this.deps.clientFor(this.credentialsOf(claimed));
      state = await this.importDrivers(claimed, client, state);
      state = await this.importOrders(claimed, client, state);
      state = await this.importTransactions(claimed, client, state);
      const end = this.deps.clock.now();
      state = await this.repo().update(aggregatorId, {
        status: 'completed',
        lastError: null,
        importedUntil: state.windowTo,
        finishedAt: end,
        failures: 0,
        nextRunAt: new Date(end.getTime() + settings.everyMs),
        leaseUntil: null,
        updatedAt: end,
      });
      return { outcome: 'completed', state };
    } catch (error) {
      const end = this.deps.clock.now();
      const failures = state.failures + 1;
      state = await this.repo().update(aggregatorId, {
        status: 'failed',
        lastError: failureText(error),
        failures,
        nextRunAt: new Date(end.getTime() + failurePause(failures)),
        leaseUntil: null,
        updatedAt: end,
      });
      return { outcome: 'failed', state, error };
    }
  }

  private lease(): Date {
    return new Date(this.deps.clock.now().getTime() + this.deps.settings.import.leaseMs);
  }

  private async importDrivers(claimed: ClaimedImport, client: YandexFleetClient, start: ImportRow): Promise<ImportRow> {
    let state = start;
    while (state.phase === 'drivers') {
      const page = await client.listDriverProfiles({ limit: this.deps.settings.import.driversPage, offset: state.driversOffset });
      const nextOffset = state.driversOffset + page.driver_profiles.length;
      const done = page.driver_profiles.length === 0 || nextOffset >= page.total;
      state = await this.deps.db.transaction(async (tx) => {
        const written = await this.writeDrivers(tx, claimed, page.driver_profiles);
        return this.repo(tx).advance(claimed.aggregator.id, { drivers: written }, {
          driversOffset: done ? 0 : nextOffset,
          driversTotal: page.total,
          phase: done ? 'orders' : 'drivers',
          leaseUntil: this.lease(),
          updatedAt: this.deps.clock.now(),
        });
      });
    }
    return state;
  }

  /** Writes one page of drivers; answers how many were created or changed. */
  private async writeDrivers(tx: Db, claimed: ClaimedImport, profiles: FleetDriverProfile[]): Promise<number> {
    const repo = this.repo(tx);
    const { id: aggregatorId, taxisId, name } = claimed.aggregator;
    const at = this.deps.clock.now();
    const author = { taxisId, userId: null, userName: textOf('aggregatorImport.historyAuthor', { aggregator: name }), source: 'platform' as const, createdAt: at };
    const known = await repo.knownAccounts(aggregatorId, profiles.map((p) => p.driver_profile.id));
    const changes: DriverChange[] = [];
    const accounts: Parameters<AggregatorImportRepository['upsertAccounts']>[0] = [];
    const fresh: { profile: FleetDriverProfile; row: NewImportedDriver }[] = [];
    let written = 0;
    const accountOf = (profile: FleetDriverProfile, driverId: number) => ({
      driverId,
      aggregatorId,
      taxisId,
      externalId: profile.driver_profile.id,
      status: profile.driver_profile.work_status === 'fired' ? ('disconnected' as const) : ('active' as const),
      hasContractIssue: profile.driver_profile.has_contract_issue ?? false,
      isSelfemployed: profile.driver_profile.employment_type === 'selfemployed' && !(profile.driver_profile.has_contract_issue ?? false),
      connectedAt: at,
    });
    /** A driver the aggregator's account already ties to the profile: the platform's values win. */
    const sync = async (profile: FleetDriverProfile, existing: KnownAccount): Promise<boolean> => {
      const columns = driverColumnsOf(profile);
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, column] of Object.entries(IMPORTED_DRIVER_COLUMNS)) {
        const from = existing.driver[column] ?? null;
        const to = columns[column] ?? null;
        if (from !== to) changed[field] = { from, to };
      }
      const account = accountOf(profile, existing.driverId);
      const accountChanged =
        account.status !== existing.status || account.hasContractIssue !== existing.hasContractIssue || account.isSelfemployed !== existing.isSelfemployed;
      if (Object.keys(changed).length > 0) {
        await repo.updateDriver(existing.driverId, {
          ...columns,
          searchText: driverSearchText({ ...columns, middleName: columns.middleName ?? null, phone: existing.driver.phone, carNumber: null }),
          updatedAt: at,
        });
        changes.push({ ...author, driverId: existing.driverId, changes: changed });
      }
      if (accountChanged) accounts.push(account);
      return Object.keys(changed).length > 0 || accountChanged;
    };
    const seen = new Set<string>();
    for (const profile of profiles) {
      if (seen.has(profile.driver_profile.id)) continue;
      seen.add(profile.driver_profile.id);
      const columns = driverColumnsOf(profile);
      const existing = known.get(profile.driver_profile.id);
      if (existing) {
        if (await sync(profile, existing)) written += 1;
        continue;
      }
      const phone = phoneOf(profile);
      if (phone === null) continue;
      fresh.push({
        profile,
        row: { ...columns, taxisId, phone, searchText: driverSearchText({ ...columns, middleName: columns.middleName ?? null, phone, carNumber: null }), createdAt: at },
      });
    }
    // Two platform drivers with one phone: the first keeps it.
    const byPhone = new Map<string, (typeof fresh)[number]>();
    for (const item of fresh) if (!byPhone.has(item.row.phone)) byPhone.set(item.row.phone, item);
    const { created, existing } = await repo.insertDrivers(taxisId, [...byPhone.values()].map((item) => item.row));
    const linked: FleetDriverProfile[] = [];
    for (const { profile, row } of byPhone.values()) {
      const driverId = created.get(row.phone) ?? existing.get(row.phone);
      if (driverId === undefined) continue;
      accounts.push(accountOf(profile, driverId));
      written += 1;
      if (!created.has(row.phone)) linked.push(profile);
      if (created.has(row.phone)) {
        const history: Record<string, { from: unknown; to: unknown }> = { phone: { from: null, to: row.phone } };
        for (const [field, column] of Object.entries(IMPORTED_DRIVER_COLUMNS)) {
          const value = row[column] ?? null;
          if (value !== null) history[field] = { from: null, to: value };
        }
        changes.push({ ...author, driverId, changes: history });
      }
    }
    await repo.upsertAccounts(accounts.splice(0));
    // A driver the park already had (found by phone) takes the platform's values too, so that the
    // next run finds nothing to change.
    const taken = await repo.knownAccounts(aggregatorId, linked.map((profile) => profile.driver_profile.id));
    for (const profile of linked) {
      const account = taken.get(profile.driver_profile.id);
      if (account) await sync(profile, account);
    }
    await repo.upsertAccounts(accounts);
    await repo.recordChanges(changes);
    // The wizard's groups mapping: a driver of a mapped work rule joins the rule's park group.
    const ruled = profiles.flatMap((p) => (p.driver_profile.work_rule_id ? [{ externalId: p.driver_profile.id, workRuleId: p.driver_profile.work_rule_id }] : []));
    await new AggregatorSetupRepository(tx).applyWorkRuleGroups(aggregatorId, ruled, author);
    return written;
  }

  private async importOrders(claimed: ClaimedImport, client: YandexFleetClient, start: ImportRow): Promise<ImportRow> {
    let state = start;
    const { windowFrom, windowTo } = state;
    if (!windowFrom || !windowTo) throw new Error('import window is not set');
    while (state.phase === 'orders') {
      const page = await client.listOrders({ from: windowFrom, to: windowTo, cursor: state.ordersCursor, limit: this.deps.settings.import.ordersPage });
      const next = page.cursor && page.orders.length > 0 ? page.cursor : null;
      const parts = pageParts(page.orders, this.deps.settings.import.commitEvery);
      for (const [index, part] of parts.entries()) {
        const last = index === parts.length - 1;
        state = await this.deps.db.transaction(async (tx) => {
          const counts = await this.writeOrders(tx, claimed, part);
          return this.repo(tx).advance(
            claimed.aggregator.id,
            counts,
            last
              ? { ordersCursor: next, phase: next ? 'orders' : 'transactions', leaseUntil: this.lease(), updatedAt: this.deps.clock.now() }
              : { leaseUntil: this.lease(), updatedAt: this.deps.clock.now() },
          );
        });
      }
    }
    return state;
  }

  private async writeOrders(tx: Db, claimed: ClaimedImport, orders: FleetOrder[]): Promise<{ trips: number; skipped: number }> {
    const repo = this.repo(tx);
    const { id: aggregatorId, taxisId } = claimed.aggregator;
    const imported = await repo.importedTrips(aggregatorId, orders.map((order) => order.id));
    const driverIds = await repo.driverIdsByExternal(aggregatorId, [...new Set(orders.flatMap((order) => (order.driver_profile ? [order.driver_profile.id] : [])))]);
    let trips = 0;
    let skipped = 0;
    for (const order of orders) {
      const status = order.status as TransferStatus;
      const driverId = order.driver_profile ? driverIds.get(order.driver_profile.id) : undefined;
      if (imported.has(order.id) || !FINAL_STATUSES.has(status) || driverId === undefined) {
        skipped += 1;
        continue;
      }
      imported.add(order.id);
      const mileage = Number(order.mileage ?? 0);
      await recordTransfer(tx, {
        taxisId,
        aggregatorId,
        driverId,
        externalId: order.id,
        shortId: String(order.short_id ?? order.id),
        status,
        bookedAt: new Date(order.booked_at),
        endedAt: order.ended_at ? new Date(order.ended_at) : null,
        priceKop: status === 'complete' && order.price ? Math.max(0, fleetMoneyToKopecks(order.price)) : 0,
        paymentMethod: oneOf<PaymentMethod>(PAYMENT_METHODS, order.payment_method, 'other'),
        category: oneOf<CarCategory>(CAR_CATEGORIES, order.category, 'econom'),
        mileageMeters: Number.isFinite(mileage) ? Math.max(0, Math.round(mileage)) : 0,
        addressFrom: order.address_from?.address ?? '',
        addressTo: order.route_points?.at(-1)?.address ?? null,
        cancelReason: status === 'complete' ? null : (order.cancellation_description ?? null),
      });
      trips += 1;
    }
    return { trips, skipped };
  }

  private async importTransactions(claimed: ClaimedImport, client: YandexFleetClient, start: ImportRow): Promise<ImportRow> {
    let state = start;
    const { windowFrom, windowTo } = state;
    if (!windowFrom || !windowTo) throw new Error('import window is not set');
    while (state.phase === 'transactions') {
      const page = await client.listTransactions({
        from: windowFrom,
        to: windowTo,
        cursor: state.transactionsCursor,
        limit: this.deps.settings.import.transactionsPage,
      });
      const next = page.cursor && page.transactions.length > 0 ? page.cursor : null;
      const parts = pageParts(page.transactions, this.deps.settings.import.commitEvery);
      for (const [index, part] of parts.entries()) {
        const last = index === parts.length - 1;
        state = await this.deps.db.transaction(async (tx) => {
          const transactions = await this.writeTransactions(tx, claimed, part);
          return this.repo(tx).advance(
            claimed.aggregator.id,
            { transactions },
            // The phase stays 'transactions' once done: the caller completes the run.
            last
              ? { transactionsCursor: next, leaseUntil: this.lease(), updatedAt: this.deps.clock.now() }
              : { leaseUntil: this.lease(), updatedAt: this.deps.clock.now() },
          );
        });
      }
      if (!next) break;
    }
    return state;
  }

  private async writeTransactions(tx: Db, claimed: ClaimedImport, transactions: FleetTransaction[]): Promise<number> {
    const repo = this.repo(tx);
    const { id: aggregatorId, taxisId } = claimed.aggregator;
    const imported = await repo.importedTransactions(aggregatorId, transactions.map((t) => t.id));
    const driverIds = await repo.driverIdsByExternal(aggregatorId, [...new Set(transactions.flatMap((t) => (t.driver_profile_id ? [t.driver_profile_id] : [])))]);
    const rows: NewAggregatorTransaction[] = [];
    for (const transaction of transactions) {
      if (imported.has(transaction.id)) continue;
      imported.add(transaction.id);
      const driverId = transaction.driver_profile_id ? (driverIds.get(transaction.driver_profile_id) ?? null) : null;
      const amountKop = fleetMoneyToKopecks(transaction.amount);
      const eventAt = new Date(transaction.event_at);
      const kind = ledgerKindOf(transaction);
      let ledgerEntryId: number | null = null;
      if (kind && driverId !== null && amountKop !== 0) {
        const description =
          transaction.description?.trim() ||
          transaction.category_name?.trim() ||
          textOf('aggregatorImport.transactionFallback', { category: transaction.category_id });
        const { entry } = await postEntry(tx, {
          taxisId,
          driverId,
          kind,
          amountKop,
          description: description.slice(0, 256),
          createdBy: authorOf(transaction.created_by?.identity),
          idempotencyKey: `aggregator:${aggregatorId}:transaction:${transaction.id}`,
          at: eventAt,
        });
        ledgerEntryId = entry.id;
      }
      rows.push({
        taxisId,
        aggregatorId,
        externalId: transaction.id,
        driverId,
        externalDriverId: transaction.driver_profile_id ?? null,
        externalOrderId: transaction.order_id ?? null,
        categoryId: transaction.category_id,
        categoryName: transaction.category_name ?? null,
        amountKop,
        description: transaction.description ?? null,
        createdByIdentity: transaction.created_by?.identity ?? null,
        ledgerEntryId,
        eventAt,
        createdAt: this.deps.clock.now(),
      });
    }
    await repo.insertTransactions(rows);
    return rows.length;
  }
}

/** Imports every due aggregator, one after another. */
export async function runDueImports(deps: ImportDeps, limit = 100): Promise<{ aggregatorId: number; result: ImportOutcome }[]> {
  const ids = await new AggregatorImportRepository(deps.db).dueIds(deps.clock.now(), limit);
  const importer = new AggregatorImporter(deps);
  const results: { aggregatorId: number; result: ImportOutcome }[] = [];
  for (const aggregatorId of ids) results.push({ aggregatorId, result: await importer.run(aggregatorId) });
  return results;
}
