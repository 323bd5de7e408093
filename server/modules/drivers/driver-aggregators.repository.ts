/** A driver's accounts on the park's aggregators (drivers-join), with the history row of each change. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregators, driverAggregatorAccounts, driverChanges } from '../../db/schema';
import type { ChangeAuthor, ChangeSet } from './drivers.repository';
import { MAX_SERIAL_ID } from './park-context';

export type AccountRow = typeof driverAggregatorAccounts.$inferSelect;
export type AggregatorRow = typeof aggregators.$inferSelect;

export interface AccountWithAggregator {
  account: AccountRow;
  aggregator: { id: number; code: AggregatorRow['code']; name: string };
}

export interface AccountWrite {
  taxisId: number;
  driverId: number;
  aggregatorId: number;
  externalId: string;
  status: AccountRow['status'];
  hasContractIssue: boolean;
  isSelfemployed: boolean;
  at: Date;
}

export class DriverAggregatorsRepository {
  constructor(private readonly db: Db) {}

  /** Every account of the driver, disconnected ones too (they can be connected again). */
  async accounts(taxisId: number, driverId: number): Promise<AccountWithAggregator[]> {
    return this.db
      .select({
        account: driverAggregatorAccounts,
        aggregator: { id: aggregators.id, code: aggregators.code, name: aggregators.name },
      })
      .from(driverAggregatorAccounts)
      .innerJoin(aggregators, eq(aggregators.id, driverAggregatorAccounts.aggregatorId))
      .where(and(eq(driverAggregatorAccounts.taxisId, taxisId), eq(driverAggregatorAccounts.driverId, driverId)))
      .orderBy(asc(aggregators.name), asc(aggregators.id));
  }

  /** The park's active aggregators the driver is not connected to (or was disconnected from). */
  async available(taxisId: number, driverId: number): Promise<Pick<AggregatorRow, 'id' | 'code' | 'name'>[]> {
    return this.db
      .select({ id: aggregators.id, code: aggregators.code, name: aggregators.name })
      .from(aggregators)
      .where(
        and(
          eq(aggregators.taxisId, taxisId),
          eq(aggregators.active, true),
          sql`not exists (select 1 from ${driverAggregatorAccounts} where ${driverAggregatorAccounts.driverId} = ${driverId} and ${driverAggregatorAccounts.aggregatorId} = ${aggregators.id} and ${driverAggregatorAccounts.status} <> 'disconnected')`,
        ),
      )
      .orderBy(asc(aggregators.name), asc(aggregators.id));
  }

  async aggregatorOf(taxisId: number, aggregatorId: number): Promise<AggregatorRow | null> {
    if (aggregatorId > MAX_SERIAL_ID) return null;
    const [row] = await this.db
      .select()
      .from(aggregators)
      .where(and(eq(aggregators.id, aggregatorId), eq(aggregators.taxisId, taxisId)));
    return row ?? null;
  }

  /** A completed trip on the driver's account with the aggregator; never moves back. */
  async markTrip(driverId: number, aggregatorId: number, bookedAt: Date): Promise<void> {
    await this.db
      .update(driverAggregatorAccounts)
      .set({ lastTripAt: sql`greatest(${driverAggregatorAccounts.lastTripAt}, ${bookedAt.toISOString()}::timestamptz)` })
      .where(and(eq(driverAggregatorAccounts.driverId, driverId), eq(driverAggregatorAccounts.aggregatorId, aggregatorId)));
  }

  /** Opens the account, or reactivates a disconnected one, with its history row. */
  async connect(write: AccountWrite, author: ChangeAuthor, changes: ChangeSet): Promise<void> {
    const values = {
      externalId: write.externalId,
      status: write.status,
      hasContractIssue: write.hasContractIssue,
      isSelfemployed: write.isSelfemployed,
      connectedAt: write.at,
    };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(driverAggregatorAccounts)
        .values({ ...values, taxisId: write.taxisId, driverId: write.driverId, aggregatorId: write.aggregatorId })
        .onConflictDoUpdate({ target: [driverAggregatorAccounts.driverId, driverAggregatorAccounts.aggregatorId], set: values });
      await tx.insert(driverChanges).values({
        taxisId: write.taxisId,
        driverId: write.driverId,
        ...author,
        source: 'cabinet',
        changes,
        createdAt: write.at,
      });
    });
  }

  async disconnect(
    target: { taxisId: number; driverId: number; aggregatorId: number; at: Date },
    author: ChangeAuthor,
    changes: ChangeSet,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(driverAggregatorAccounts)
        .set({ status: 'disconnected' })
        .where(
          and(
            eq(driverAggregatorAccounts.taxisId, target.taxisId),
            eq(driverAggregatorAccounts.driverId, target.driverId),
            eq(driverAggregatorAccounts.aggregatorId, target.aggregatorId),
          ),
        );
      await tx.insert(driverChanges).values({
        taxisId: target.taxisId,
        driverId: target.driverId,
        ...author,
        source: 'cabinet',
        changes,
        createdAt: target.at,
      });
    });
  }
}
