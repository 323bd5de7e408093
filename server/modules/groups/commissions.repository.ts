/**
 * The SQL of step commissions (server/db/groups.schema.ts): an owner's commissions with their
 * steps, one type's commission replaced, a step removed; the commissions a trip is charged by;
 * the last days' completed trips the preview recomputes.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CommissionType, StepInput, StepRule } from '../../../schemas/commissions';
import type { Db } from '../../db/client';
import { aggregators, commissionSteps, driverGroups, drivers, groupCommissions, transfers } from '../../db/schema';

export interface StoredCommission {
  id: number;
  groupId: number;
  type: CommissionType;
  activeStatus: boolean;
  steps: (StepRule & { id: number })[];
}

const stepColumns = {
  id: commissionSteps.id,
  commissionId: commissionSteps.commissionId,
  step: commissionSteps.step,
  stepName: commissionSteps.stepName,
  commissionType: commissionSteps.commissionType,
  commission: commissionSteps.commission,
  minCommissionKop: commissionSteps.minCommissionKop,
  minLimitKop: commissionSteps.minLimitKop,
  maxLimitKop: commissionSteps.maxLimitKop,
};

export class CommissionsRepository {
  constructor(private readonly db: Db) {}

  /** The park's group's name; null when the park has no such group. */
  async groupName(taxisId: number, groupId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ name: driverGroups.name })
      .from(driverGroups)
      .where(and(eq(driverGroups.taxisId, taxisId), eq(driverGroups.id, groupId)));
    return row?.name ?? null;
  }

  /** Commissions of some owners of the park (groups, 0 = all drivers), of one type or all, with their steps in order. */
  async of(taxisId: number, groupIds: readonly number[], type?: CommissionType): Promise<StoredCommission[]> {
    if (groupIds.length === 0) return [];
    const heads = await this.db
      .select({ id: groupCommissions.id, groupId: groupCommissions.groupId, type: groupCommissions.type, activeStatus: groupCommissions.activeStatus })
      .from(groupCommissions)
      .where(
        and(
          eq(groupCommissions.taxisId, taxisId),
          inArray(groupCommissions.groupId, [...groupIds]),
          type === undefined ? undefined : eq(groupCommissions.type, type),
        ),
      )
      .orderBy(asc(groupCommissions.groupId), asc(groupCommissions.type));
    if (heads.length === 0) return [];
    const steps = await this.db
      .select(stepColumns)
      .from(commissionSteps)
      .where(inArray(commissionSteps.commissionId, heads.map((head) => head.id)))
      .orderBy(asc(commissionSteps.step), asc(commissionSteps.id));
    return heads.map((head) => ({
      ...head,
      steps: steps.filter((step) => step.commissionId === head.id).map(({ commissionId: _owner, ...step }) => step),
    }));
  }

  /** One type's commission of an owner, locked for the write; null when there is none. */
  async lock(taxisId: number, groupId: number, type: CommissionType): Promise<{ id: number } | null> {
    const [row] = await this.db
      .select({ id: groupCommissions.id })
      .from(groupCommissions)
      .where(and(eq(groupCommissions.taxisId, taxisId), eq(groupCommissions.groupId, groupId), eq(groupCommissions.type, type)))
      .for('update');
    return row ?? null;
  }

  async insert(taxisId: number, groupId: number, type: CommissionType, activeStatus: boolean, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(groupCommissions)
      .values({ taxisId, groupId, type, activeStatus, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: groupCommissions.id });
    return row?.id ?? 0;
  }

  async setActive(id: number, activeStatus: boolean, now: Date): Promise<void> {
    await this.db.update(groupCommissions).set({ activeStatus, updatedAt: now }).where(eq(groupCommissions.id, id));
  }

  /** The commission's steps become these: kept ids are updated, new ones inserted, the rest removed. */
  async replaceSteps(taxisId: number, commissionId: number, steps: readonly StepInput[], now: Date): Promise<void> {
    const kept = steps.flatMap((step) => (step.id === undefined ? [] : [step.id]));
    const existing = await this.db
      .select({ id: commissionSteps.id })
      .from(commissionSteps)
      .where(eq(commissionSteps.commissionId, commissionId));
    const existingIds = new Set(existing.map((row) => row.id));
    const gone = existing.filter((row) => !kept.includes(row.id)).map((row) => row.id);
    if (gone.length > 0) await this.db.delete(commissionSteps).where(inArray(commissionSteps.id, gone));
    for (const step of steps) {
      const values = {
        step: step.step,
        stepName: step.step_name,
        commissionType: step.commission_type,
        commission: step.commission,
        minCommissionKop: step.min_commission,
        minLimitKop: step.min_limit,
        maxLimitKop: step.max_limit,
      };
      if (step.id !== undefined && existingIds.has(step.id)) {
        await this.db.update(commissionSteps).set(values).where(eq(commissionSteps.id, step.id));
      } else {
        await this.db.insert(commissionSteps).values({ ...values, taxisId, commissionId, createdAt: now });
      }
    }
  }

  /** A step of the park with its owner; null for another park's or a missing one. */
  async findStep(taxisId: number, stepId: number): Promise<{ id: number; commissionId: number; groupId: number } | null> {
    const [row] = await this.db
      .select({ id: commissionSteps.id, commissionId: commissionSteps.commissionId, groupId: groupCommissions.groupId })
      .from(commissionSteps)
      .innerJoin(groupCommissions, eq(groupCommissions.id, commissionSteps.commissionId))
      .where(and(eq(commissionSteps.id, stepId), eq(commissionSteps.taxisId, taxisId)))
      .for('update');
    return row ?? null;
  }

  async deleteStep(stepId: number): Promise<void> {
    await this.db.delete(commissionSteps).where(eq(commissionSteps.id, stepId));
  }

  /** A removed group's commissions (their steps cascade). */
  async deleteOwner(taxisId: number, groupId: number): Promise<void> {
    await this.db.delete(groupCommissions).where(and(eq(groupCommissions.taxisId, taxisId), eq(groupCommissions.groupId, groupId)));
  }

  /** The driver's group (null when in none) with its name. */
  async driverGroup(taxisId: number, driverId: number): Promise<{ id: number; name: string } | null> {
    const [row] = await this.db
      .select({ id: driverGroups.id, name: driverGroups.name })
      .from(drivers)
      .innerJoin(driverGroups, eq(driverGroups.id, drivers.groupId))
      .where(and(eq(drivers.id, driverId), eq(drivers.taxisId, taxisId)));
    return row ?? null;
  }

  /**
   * Completed trips booked in [from, to), of one group's drivers (null: every
   * driver), folded by what decides their commission: the driver's group, cash or not, the price
   * and the aggregator's flat rate; with what they were charged.
   */
  async completedTrips(taxisId: number, groupId: number | null, from: Date, to: Date) {
    const cash = sql<boolean>`${transfers.paymentMethod} = 'cash'`;
    return this.db
      .select({
        groupId: drivers.groupId,
        cash,
        priceKop: transfers.priceKop,
        flatBasisPoints: aggregators.parkCommissionBasisPoints,
        trips: sql<number>`count(*)::int`,
        earnedKop: sql<number>`sum(${transfers.parkCommissionKop})::bigint`.mapWith(Number),
      })
      .from(transfers)
      .innerJoin(drivers, eq(drivers.id, transfers.driverId))
      .innerJoin(aggregators, eq(aggregators.id, transfers.aggregatorId))
      .where(
        and(
          eq(transfers.taxisId, taxisId),
          eq(transfers.status, 'complete'),
          gte(transfers.bookedAt, from),
          lt(transfers.bookedAt, to),
          groupId === null ? undefined : eq(drivers.groupId, groupId),
        ),
      )
      .groupBy(drivers.groupId, cash, transfers.priceKop, aggregators.parkCommissionBasisPoints);
  }
}
