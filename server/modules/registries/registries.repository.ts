/**
 * The SQL of a manual aggregator's registries: the aggregator of the park, the park's drivers a
 * file names, the orders already applied, and the uploads themselves.
 */
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregatorRegistries, aggregators, drivers, taxis, transfers } from '../../db/schema';
import { fullNameOf } from '../drivers/drivers.mappers';
import type { RegistryDriver } from './registry-rows';
import { chunks } from '../../lib/chunks';

export type RegistryRecord = typeof aggregatorRegistries.$inferSelect;
export type NewRegistryRecord = typeof aggregatorRegistries.$inferInsert;

export interface ManualAggregator {
  id: number;
  name: string;
  code: string;
  manual: boolean;
  timezone: string;
}

/** Lists never carry the rows (they are only read one upload at a time). */
const { rows: _rows, ...summaryColumns } = getTableColumns(aggregatorRegistries);
export type RegistrySummary = Omit<RegistryRecord, 'rows'>;

export class RegistriesRepository {
  constructor(private readonly db: Db) {}

  /** The park's aggregator with the park's zone; null for another park's. `lock` holds it to the transaction's end. */
  async aggregator(taxisId: number, aggregatorId: number, lock = false): Promise<ManualAggregator | null> {
    const query = this.db
      .select({ id: aggregators.id, name: aggregators.name, code: aggregators.code, manual: aggregators.manual, timezone: taxis.timezone })
      .from(aggregators)
      .innerJoin(taxis, eq(taxis.id, aggregators.taxisId))
      .where(and(eq(aggregators.id, aggregatorId), eq(aggregators.taxisId, taxisId)));
    const [row] = lock ? await query.for('update', { of: aggregators }) : await query;
    return row ?? null;
  }

  /** The park's manual aggregators, by name. */
  async manualAggregators(taxisId: number) {
    return this.db
      .select({ id: aggregators.id, name: aggregators.name, code: aggregators.code, manual: aggregators.manual })
      .from(aggregators)
      .where(and(eq(aggregators.taxisId, taxisId), eq(aggregators.manual, true)))
      .orderBy(asc(aggregators.name), asc(aggregators.id));
  }

  /** The park's drivers with these phones or licence numbers. */
  async drivers(taxisId: number, phones: readonly string[], licences: readonly string[]) {
    const byPhone = new Map<string, RegistryDriver>();
    const byLicence = new Map<string, RegistryDriver>();
    const columns = { id: drivers.id, phone: drivers.phone, licence: drivers.licenceNumber, lastName: drivers.lastName, firstName: drivers.firstName, middleName: drivers.middleName };
    for (const part of chunks([...new Set(phones)])) {
      for (const row of await this.db.select(columns).from(drivers).where(and(eq(drivers.taxisId, taxisId), inArray(drivers.phone, part)))) {
        byPhone.set(row.phone, { id: row.id, fullName: fullNameOf(row) });
      }
    }
    for (const part of chunks([...new Set(licences)])) {
      const rows = await this.db
        .select(columns)
        .from(drivers)
        .where(and(eq(drivers.taxisId, taxisId), inArray(sql`upper(replace(${drivers.licenceNumber}, ' ', ''))`, part)));
      for (const row of rows) if (row.licence) byLicence.set(row.licence.replace(/\s/g, '').toUpperCase(), { id: row.id, fullName: fullNameOf(row) });
    }
    return { byPhone, byLicence };
  }

  /** Which of these order numbers the aggregator's trips already have. */
  async appliedOrders(aggregatorId: number, orders: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const part of chunks([...new Set(orders)])) {
      const rows = await this.db
        .select({ externalId: transfers.externalId })
        .from(transfers)
        .where(and(eq(transfers.aggregatorId, aggregatorId), inArray(transfers.externalId, part)));
      for (const row of rows) if (row.externalId !== null) found.add(row.externalId);
    }
    return found;
  }

  /** The park commission and aggregator fee the aggregator's trips of these orders were charged. */
  async chargedOn(aggregatorId: number, orders: readonly string[]): Promise<{ parkCommissionKop: number; aggregatorCommissionKop: number }> {
    const total = { parkCommissionKop: 0, aggregatorCommissionKop: 0 };
    for (const part of chunks(orders)) {
      const [row] = await this.db
        .select({
          park: sql<string>`coalesce(sum(${transfers.parkCommissionKop}), 0)`,
          aggregator: sql<string>`coalesce(sum(${transfers.aggregatorCommissionKop}), 0)`,
        })
        .from(transfers)
        .where(and(eq(transfers.aggregatorId, aggregatorId), inArray(transfers.externalId, part)));
      total.parkCommissionKop += Number(row?.park ?? 0);
      total.aggregatorCommissionKop += Number(row?.aggregator ?? 0);
    }
    return total;
  }

  async insert(values: NewRegistryRecord): Promise<RegistryRecord> {
    const [row] = await this.db.insert(aggregatorRegistries).values(values).returning();
    if (!row) throw new Error('registry was not written');
    return row;
  }

  async find(taxisId: number, aggregatorId: number, registryId: number, lock = false): Promise<RegistryRecord | null> {
    const query = this.db
      .select()
      .from(aggregatorRegistries)
      .where(
        and(eq(aggregatorRegistries.id, registryId), eq(aggregatorRegistries.aggregatorId, aggregatorId), eq(aggregatorRegistries.taxisId, taxisId)),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The upload of this file that was applied, if any. */
  async appliedFile(aggregatorId: number, fileHash: string): Promise<RegistryRecord | null> {
    const [row] = await this.db
      .select()
      .from(aggregatorRegistries)
      .where(
        and(eq(aggregatorRegistries.aggregatorId, aggregatorId), eq(aggregatorRegistries.fileHash, fileHash), eq(aggregatorRegistries.status, 'applied')),
      );
    return row ?? null;
  }

  async markApplied(
    id: number,
    result: Pick<RegistryRecord, 'appliedAt' | 'tripsApplied' | 'skippedRows' | 'priceKop' | 'payoutKop' | 'parkCommissionKop' | 'aggregatorCommissionKop' | 'rows'>,
  ): Promise<RegistryRecord> {
    const [row] = await this.db
      .update(aggregatorRegistries)
      .set({ ...result, status: 'applied' })
      .where(eq(aggregatorRegistries.id, id))
      .returning();
    if (!row) throw new Error('registry was not updated');
    return row;
  }

  /** The aggregator's uploads, newest first. */
  async list(taxisId: number, aggregatorId: number, limit: number): Promise<{ rows: RegistrySummary[]; total: number }> {
    const where = and(eq(aggregatorRegistries.aggregatorId, aggregatorId), eq(aggregatorRegistries.taxisId, taxisId));
    const rows = await this.db.select(summaryColumns).from(aggregatorRegistries).where(where).orderBy(desc(aggregatorRegistries.id)).limit(limit);
    const [count] = await this.db.select({ total: sql<number>`count(*)::int` }).from(aggregatorRegistries).where(where);
    return { rows, total: count?.total ?? 0 };
  }
}
