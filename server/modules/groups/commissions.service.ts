/**
 * Step commissions of the park's groups (spec 7 `/commissions/*`, schemas/commissions.ts): read
 * an owner's commissions, add or replace one type's, remove a step, and preview edited steps
 * against the last 7 days. The owner is a group of the token's park (0 = 'Все водители'): in the
 * v2 variant it is named by the park's own id, and another park's id is 404, as another park's
 * group or step is. Writes take effect on trips ingested after them (transfer-ingest.ts); a trip
 * keeps the commission it was charged.
 */
import type { AccessClaims } from '../../../schemas/auth';
import {
  ALL_DRIVERS_GROUP_ID,
  COMMISSION_TYPES,
  resolveCommission,
  stepRuleOf,
  stepToWire,
  type AppliedCommission,
  type CommissionInput,
  type CommissionPreviewResponse,
  type CommissionsResponse,
  type CommissionType,
  type StepInput,
  type CommissionPreviewRequestSchema,
} from '../../../schemas/commissions';
import { kopecksToWire } from '../../../schemas/money';
import type { z } from 'zod';
import { t } from '../../../texts/t';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { addDays, parkDay, parkDayStart } from '../../lib/park-time';
import { parkTimezone } from '../taxis/park-timezone';
import { CommissionsRepository, type StoredCommission } from './commissions.repository';

/** Which variant a call came through, and the id it named. */
export type Owner = { variant: 'groups'; id: number } | { variant: 'v2'; id: number };

/** Days the preview looks back over, today included. */
export const PREVIEW_DAYS = 7;

const applied = (commission: StoredCommission | undefined): AppliedCommission | null =>
  commission === undefined ? null : { active: commission.activeStatus, steps: commission.steps };

export class CommissionsService {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock'>) {}

  /** The group the owner names in the token's park; 404 for another park's or a missing one. */
  private async groupOf(db: Db, claims: AccessClaims, owner: Owner): Promise<number> {
    if (owner.variant === 'v2') {
      if (owner.id !== claims.taxis_id) throw errors.notFound();
      return ALL_DRIVERS_GROUP_ID;
    }
    if (owner.id === ALL_DRIVERS_GROUP_ID) return ALL_DRIVERS_GROUP_ID;
    if ((await new CommissionsRepository(db).groupName(claims.taxis_id, owner.id)) === null) throw errors.notFound();
    return owner.id;
  }

  async get(claims: AccessClaims, owner: Owner): Promise<CommissionsResponse> {
    const groupId = await this.groupOf(this.deps.db, claims, owner);
    const stored = await new CommissionsRepository(this.deps.db).of(claims.taxis_id, [groupId]);
    return {
      group_id: groupId,
      commissions: stored.map((commission) => ({
        type: commission.type,
        active_status: commission.activeStatus,
        steps: commission.steps.map(stepToWire),
      })),
    };
  }

  /** POST: a type the owner has no commission of yet. */
  async create(claims: AccessClaims, owner: Owner, input: CommissionInput): Promise<CommissionsResponse> {
    await this.deps.db.transaction(async (tx) => {
      const groupId = await this.groupOf(tx, claims, owner);
      const commissions = new CommissionsRepository(tx);
      const now = this.deps.clock.now();
      const id = await commissions.insert(claims.taxis_id, groupId, input.type, input.active_status, now);
      if (id === 0) throw errors.validation({ type: t('groups.commissions.validation.typeExists') });
      await commissions.replaceSteps(claims.taxis_id, id, await this.ownSteps(commissions, claims, id, input.steps), now);
    });
    return this.get(claims, owner);
  }

  /** PUT: a type's active_status and its steps, replaced as given (a step without `id` is new). */
  async update(claims: AccessClaims, owner: Owner, input: CommissionInput): Promise<CommissionsResponse> {
    await this.deps.db.transaction(async (tx) => {
      const groupId = await this.groupOf(tx, claims, owner);
      const commissions = new CommissionsRepository(tx);
      const now = this.deps.clock.now();
      const existing = await commissions.lock(claims.taxis_id, groupId, input.type);
      if (existing === null) throw errors.validation({ type: t('groups.commissions.validation.typeMissing') });
      await commissions.setActive(existing.id, input.active_status, now);
      await commissions.replaceSteps(claims.taxis_id, existing.id, await this.ownSteps(commissions, claims, existing.id, input.steps), now);
    });
    return this.get(claims, owner);
  }

  /** A step `id` that is not this commission's is a new step, never another's row. */
  private async ownSteps(commissions: CommissionsRepository, claims: AccessClaims, commissionId: number, steps: StepInput[]): Promise<StepInput[]> {
    const own: StepInput[] = [];
    for (const step of steps) {
      if (step.id === undefined) {
        own.push(step);
        continue;
      }
      const found = await commissions.findStep(claims.taxis_id, step.id);
      own.push(found?.commissionId === commissionId ? step : { ...step, id: undefined });
    }
    return own;
  }

  /** DELETE …/{step}/delete: the step of the variant's owners; 404 for another park's. */
  async deleteStep(claims: AccessClaims, variant: Owner['variant'], stepId: number): Promise<CommissionsResponse> {
    const groupId = await this.deps.db.transaction(async (tx) => {
      const commissions = new CommissionsRepository(tx);
      const step = await commissions.findStep(claims.taxis_id, stepId);
      // The v2 variant is the park's own commissions; the groups variant any of its groups'.
      if (step === null || (variant === 'v2' && step.groupId !== ALL_DRIVERS_GROUP_ID)) throw errors.notFound();
      await commissions.deleteStep(step.id);
      return step.groupId;
    });
    return this.get(claims, { variant: 'groups', id: groupId });
  }

  /**
   * What the group's completed trips of the last 7 days (today included) were charged, against
   * what the edited commissions would charge: each trip resolved as the ingest does, with the
   * edited set in the group's place (for 'Все водители', in the park's place under every group).
   */
  async preview(claims: AccessClaims, request: z.output<typeof CommissionPreviewRequestSchema>): Promise<CommissionPreviewResponse> {
    const db = this.deps.db;
    const groupId = await this.groupOf(db, claims, { variant: 'groups', id: request.group_id });
    const repository = new CommissionsRepository(db);
    const timezone = await parkTimezone(db, claims.taxis_id);
    const today = parkDay(this.deps.clock.now(), timezone);
    const dateFrom = addDays(today, -(PREVIEW_DAYS - 1));
    const rows = await repository.completedTrips(
      claims.taxis_id,
      groupId === ALL_DRIVERS_GROUP_ID ? null : groupId,
      parkDayStart(dateFrom, timezone),
      parkDayStart(addDays(today, 1), timezone),
    );
    const edited = new Map<CommissionType, AppliedCommission>(
      request.commissions.map((commission) => [commission.type, { active: commission.active_status, steps: commission.steps.map(stepRuleOf) }]),
    );
    const groupIds = [...new Set(rows.flatMap((row) => (row.groupId === null ? [] : [row.groupId])))];
    const saved = await repository.of(claims.taxis_id, [ALL_DRIVERS_GROUP_ID, ...groupIds]);
    const savedOf = (owner: number, type: CommissionType) => applied(saved.find((one) => one.groupId === owner && one.type === type));

    const totals = new Map(COMMISSION_TYPES.map((type) => [type, { trips: 0, earned: 0, would: 0 }]));
    for (const row of rows) {
      const type: CommissionType = row.cash ? 'cash' : 'cashless';
      const editedSet = edited.get(type) ?? null;
      const group = groupId === ALL_DRIVERS_GROUP_ID ? (row.groupId === null ? null : savedOf(row.groupId, type)) : editedSet;
      const all = groupId === ALL_DRIVERS_GROUP_ID ? editedSet : savedOf(ALL_DRIVERS_GROUP_ID, type);
      const { commissionKop } = resolveCommission({ priceKop: row.priceKop, group, all, flatBasisPoints: row.flatBasisPoints });
      const total = totals.get(type);
      if (total === undefined) continue;
      total.trips += row.trips;
      total.earned += row.earnedKop;
      total.would += commissionKop * row.trips;
    }
    const byType = COMMISSION_TYPES.map((type) => {
      const total = totals.get(type) ?? { trips: 0, earned: 0, would: 0 };
      return { type, trips: total.trips, earned: kopecksToWire(total.earned), would_earn: kopecksToWire(total.would) };
    });
    const sum = (pick: (total: { trips: number; earned: number; would: number }) => number) =>
      [...totals.values()].reduce((acc, total) => acc + pick(total), 0);
    return {
      date_from: dateFrom,
      date_to: today,
      trips: sum((total) => total.trips),
      earned: kopecksToWire(sum((total) => total.earned)),
      would_earn: kopecksToWire(sum((total) => total.would)),
      by_type: byType,
    };
  }
}

/**
 * The commission a completed trip is charged at ingest: its driver's group's steps of the trip's
 * type, else 'Все водители', else the aggregator's flat rate; with the words its ledger entry says.
 */
export async function tripCommission(
  db: Db,
  trip: { taxisId: number; driverId: number; type: CommissionType; priceKop: number; flatBasisPoints: number },
): Promise<{ commissionKop: number; label: string | null }> {
  const repository = new CommissionsRepository(db);
  const group = await repository.driverGroup(trip.taxisId, trip.driverId);
  const owners = group === null ? [ALL_DRIVERS_GROUP_ID] : [group.id, ALL_DRIVERS_GROUP_ID];
  const stored = await repository.of(trip.taxisId, owners, trip.type);
  const result = resolveCommission({
    priceKop: trip.priceKop,
    group: group === null ? null : applied(stored.find((one) => one.groupId === group.id)),
    all: applied(stored.find((one) => one.groupId === ALL_DRIVERS_GROUP_ID)),
    flatBasisPoints: trip.flatBasisPoints,
  });
  const { source } = result;
  if (source.kind === 'flat') return { commissionKop: result.commissionKop, label: null };
  const owner = source.kind === 'group' ? (group?.name ?? '') : t('groups.allDrivers');
  return {
    commissionKop: result.commissionKop,
    label: t('groups.ledger.byStep').replace('%{group}', owner).replace('%{step}', source.step.stepName),
  };
}
