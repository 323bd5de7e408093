/**
 * A manual ("handy") aggregator's registries (issue 12 §1):
 * - upload: the file read (registry-file.ts) and every row checked against the park
 *   (registry-rows.ts); nothing is applied, the checked rows are kept as the upload (status
 *   `invalid` with errors, else `preview`). The same file applied before answers that upload.
 * - confirm: applies exactly the kept rows of a preview without errors, in one transaction: each
 *   order through the trip ingest (recordTransfer: the trip, the day counters, the KPI, the
 *   ledger) and its payout as a ledger entry. The aggregator is locked for the transaction, an
 *   order applied before is left out (the trip's external id is unique per aggregator), and a
 *   failure rolls everything back.
 * Only the token's park's manual aggregator: another park's answers 404, one with an API 400.
 */
import { createHash } from 'node:crypto';
import type { AccessClaims } from '../../../schemas/auth';
import type { PaymentMethod } from '../../../schemas/fleet';
import { kopecksToWire } from '../../../schemas/money';
import {
  REGISTRY_COLUMNS,
  REGISTRY_MAX_BYTES,
  type ManualAggregators,
  type RegistryColumn,
  type RegistryList,
  type RegistryPreview,
  type RegistryRow,
  type RegistryUpload,
  type RegistryUploadRequest,
} from '../../../schemas/registry';
import { t } from '../../../texts/t';
import type { StoredRegistryRow } from '../../db/registries.schema';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { postEntry } from '../ledger/ledger.writer';
import { recordTransfer } from '../transfers/transfer-ingest';
import { authorOf } from '../users/author';
import { RegistriesRepository, type ManualAggregator, type RegistryRecord, type RegistrySummary } from './registries.repository';
import { readRegistryFile } from './registry-file';
import { headerColumns, readRow, RegistryFileError, registryTotals, resolveRows } from './registry-rows';
import { uploadedBytes } from '../../lib/uploads';

const HISTORY_LIMIT = 100;

export const payoutKey = (aggregatorId: number, order: string) => `registry:${aggregatorId}:${order}:payout`;

function toUpload(record: RegistrySummary): RegistryUpload {
  return {
    id: record.id,
    file_name: record.fileName,
    status: record.status,
    created_at: record.createdAt.toISOString(),
    applied_at: record.appliedAt?.toISOString() ?? null,
    user_name: record.userName,
    rows_total: record.rowsTotal,
    error_rows: record.errorRows,
    skipped_rows: record.skippedRows,
    trips_applied: record.tripsApplied,
    price: kopecksToWire(record.priceKop),
    aggregator_commission: kopecksToWire(record.aggregatorCommissionKop),
    payout: kopecksToWire(record.payoutKop),
    park_commission: kopecksToWire(record.parkCommissionKop),
  };
}

const money = (kop: number | null) => (kop === null ? null : kopecksToWire(kop));

function toRow(row: StoredRegistryRow): RegistryRow {
  return {
    line: row.line,
    status: row.errors.length > 0 ? 'error' : row.skipped ? 'skipped' : 'ok',
    order: row.order,
    booked_at: row.bookedAt,
    driver: row.driverId === null ? null : { id: row.driverId, full_name: row.driverName ?? '' },
    driver_text: row.driverText,
    price: money(row.priceKop),
    payment_method: row.paymentMethod as PaymentMethod | null,
    aggregator_commission: money(row.aggregatorCommissionKop),
    payout: money(row.payoutKop),
    fraud_reason: row.fraudReason,
    errors: row.errors as RegistryRow['errors'],
    note: row.errors.length === 0 && row.skipped ? t('registry.row.alreadyApplied') : null,
  };
}

function toPreview(record: RegistryRecord, alreadyApplied: boolean): RegistryPreview {
  return {
    ...toUpload(record),
    aggregator_id: record.aggregatorId,
    already_applied: alreadyApplied,
    columns: REGISTRY_COLUMNS.filter((column) => record.columns.includes(column)),
    rows: record.rows.map(toRow),
  };
}

export class RegistriesService {
  constructor(private readonly deps: AppDeps) {}

  /** The park's manual aggregator (404 for another park's, 400 for one with an API). */
  private async manualAggregator(repository: RegistriesRepository, claims: AccessClaims, aggregatorId: number, lock = false): Promise<ManualAggregator> {
    const aggregator = await repository.aggregator(claims.taxis_id, aggregatorId, lock);
    if (!aggregator) throw errors.notFound();
    if (!aggregator.manual) throw errors.badRequest(t('registry.notManual'));
    return aggregator;
  }

  async manual(claims: AccessClaims): Promise<ManualAggregators> {
    return { aggregators: await new RegistriesRepository(this.deps.db).manualAggregators(claims.taxis_id) };
  }

  async list(claims: AccessClaims, aggregatorId: number): Promise<RegistryList> {
    const repository = new RegistriesRepository(this.deps.db);
    const aggregator = await repository.aggregator(claims.taxis_id, aggregatorId);
    if (!aggregator) throw errors.notFound();
    // A card of an API aggregator opened here says so; it has no uploads to list.
    const { rows, total } = aggregator.manual ? await repository.list(claims.taxis_id, aggregatorId, HISTORY_LIMIT) : { rows: [], total: 0 };
    return {
      aggregator: { id: aggregator.id, name: aggregator.name, code: aggregator.code, manual: aggregator.manual },
      data: rows.map(toUpload),
      total,
    };
  }

  async get(claims: AccessClaims, aggregatorId: number, registryId: number): Promise<RegistryPreview> {
    const repository = new RegistriesRepository(this.deps.db);
    await this.manualAggregator(repository, claims, aggregatorId);
    const record = await repository.find(claims.taxis_id, aggregatorId, registryId);
    if (!record) throw errors.notFound();
    return toPreview(record, false);
  }

  /** Reads and checks the file; keeps it as an upload to confirm. Applies nothing. */
  async upload(claims: AccessClaims, aggregatorId: number, input: RegistryUploadRequest): Promise<RegistryPreview> {
    const repository = new RegistriesRepository(this.deps.db);
    const aggregator = await this.manualAggregator(repository, claims, aggregatorId);
    const bytes = uploadedBytes(input.content_base64, REGISTRY_MAX_BYTES);
    const fileHash = createHash('sha256').update(bytes).digest('hex');
    const applied = await repository.appliedFile(aggregatorId, fileHash);
    if (applied) return toPreview(applied, true);

    let columns: (RegistryColumn | null)[];
    let table: Awaited<ReturnType<typeof readRegistryFile>>;
    try {
      table = await readRegistryFile(bytes);
      columns = headerColumns(table.header);
    } catch (error) {
      if (error instanceof RegistryFileError) throw errors.file(error.message);
      throw error;
    }
    if (table.rows.length === 0) throw errors.file(t('registry.file.noRows'));

    const context = { timeZone: aggregator.timezone, now: this.deps.clock.now() };
    const read = table.rows.map((row) => readRow(columns, row, context));
    const lookup = {
      ...(await repository.drivers(
        claims.taxis_id,
        read.flatMap((row) => (row.phone === null ? [] : [row.phone])),
        read.flatMap((row) => (row.licence === null ? [] : [row.licence])),
      )),
      appliedOrders: await repository.appliedOrders(aggregatorId, read.flatMap((row) => (row.order === null ? [] : [row.order]))),
    };
    const rows = resolveRows(read, lookup);
    const totals = registryTotals(rows);
    const { userId, userName } = await authorOf(this.deps.db, claims);
    const record = await repository.insert({
      taxisId: claims.taxis_id,
      aggregatorId,
      fileName: input.file_name,
      fileHash,
      status: totals.errorRows > 0 ? 'invalid' : 'preview',
      columns: REGISTRY_COLUMNS.filter((column) => columns.includes(column)),
      rows,
      rowsTotal: rows.length,
      ...totals,
      userId,
      userName,
      createdAt: context.now,
    });
    const nothingNew = totals.errorRows === 0 && totals.skippedRows === rows.length;
    return toPreview(record, nothingNew);
  }

  /** Applies a preview without errors, once; answers the applied upload. */
  async confirm(claims: AccessClaims, aggregatorId: number, registryId: number): Promise<RegistryPreview> {
    const { userId, userName } = await authorOf(this.deps.db, claims);
    return this.deps.db.transaction(async (tx) => {
      const repository = new RegistriesRepository(tx);
      // Held to the end: two confirms of one aggregator run one after the other.
      const aggregator = await this.manualAggregator(repository, claims, aggregatorId, true);
      const record = await repository.find(claims.taxis_id, aggregatorId, registryId, true);
      if (!record) throw errors.notFound();
      if (record.status === 'applied') return toPreview(record, true);
      const sameFile = await repository.appliedFile(aggregatorId, record.fileHash);
      if (sameFile) return toPreview(sameFile, true);
      if (record.status === 'invalid' || record.rows.some((row) => row.errors.length > 0)) throw errors.badRequest(t('registry.hasErrors'));

      const appliedBefore = await repository.appliedOrders(aggregatorId, record.rows.flatMap((row) => (row.order === null ? [] : [row.order])));
      const rows = record.rows.map((row) => ({ ...row, skipped: row.order !== null && appliedBefore.has(row.order) }));
      const toApply = rows.filter((row) => !row.skipped);
      // Every order was applied before (another file held them): nothing to do, and it says so.
      if (toApply.length === 0) return toPreview({ ...record, rows, skippedRows: rows.length }, true);

      const at = this.deps.clock.now();
      for (const row of toApply) {
        const order = row.order as string;
        const driverId = row.driverId as number;
        const bookedAt = new Date(row.bookedAt as string);
        const trip = await recordTransfer(tx, {
          taxisId: claims.taxis_id,
          aggregatorId,
          driverId,
          shortId: order,
          externalId: order,
          status: 'complete',
          bookedAt,
          endedAt: bookedAt,
          priceKop: row.priceKop as number,
          paymentMethod: row.paymentMethod as PaymentMethod,
          aggregatorCommissionKop: row.aggregatorCommissionKop,
          addressFrom: row.addressFrom ?? t('registry.addressUnknown'),
          addressTo: row.addressTo,
          fraudReason: row.fraudReason,
        });
        if (row.payoutKop !== null && row.payoutKop > 0) {
          await postEntry(tx, {
            taxisId: claims.taxis_id,
            driverId,
            kind: 'payout',
            amountKop: -row.payoutKop,
            description: t('registry.payoutDescription', { aggregator: aggregator.name, order }),
            transferId: trip.id,
            createdBy: 'dispatcher',
            userId,
            userName,
            idempotencyKey: payoutKey(aggregatorId, order),
            at: bookedAt,
          });
        }
      }
      const charged = await repository.chargedOn(aggregatorId, toApply.map((row) => row.order as string));
      const totals = registryTotals(rows);
      const applied = await repository.markApplied(record.id, {
        appliedAt: at,
        tripsApplied: toApply.length,
        skippedRows: totals.skippedRows,
        priceKop: totals.priceKop,
        payoutKop: totals.payoutKop,
        parkCommissionKop: charged.parkCommissionKop,
        aggregatorCommissionKop: charged.aggregatorCommissionKop,
        rows,
      });
      return toPreview(applied, false);
    });
  }
}
