/**
 * Park goals: complete `target_trips` trips in the period to earn the reward. The reward is paid
 * as a `bonus` ledger entry, once per participant (idempotency key `goal:<goalId>:<driverId>`).
 */
import { fullNameOf } from '../drivers/drivers.mappers';
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type {
  DriverGoalDetailSchema,
  DriverGoalsResponseSchema,
  Goal,
  GoalDetailSchema,
  GoalInputSchema,
  GoalsQuerySchema,
  GoalsResponseSchema,
  GoalUpdateSchema,
} from '../../../schemas/desk';
import { dayForPeople, windowAround } from '../../../schemas/days';
import { GOAL_WINDOW } from '../../../schemas/desk';
import { pagesOf, type PageQuery } from '../../../schemas/lists';
import { kopecksToWire } from '../../../schemas/money';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { parkDay } from '../../lib/park-time';
import { authorOf } from '../users/author';
import { AggregatorsRepository } from '../aggregators/aggregators.repository';
import { DriversRepository } from '../drivers/drivers.repository';
import { periodOf } from '../feereport/park-period';
import { parkTimezone } from '../taxis/park-timezone';
import { postEntry } from '../ledger/ledger.writer';
import { toTransfer } from '../transfers/trip-row';
import { TripsRepository } from '../transfers/trips.repository';
import { GoalsRepository, type GoalCounts, type GoalRow } from './goals.repository';

type GoalsQuery = z.infer<typeof GoalsQuerySchema>;
type GoalInput = z.infer<typeof GoalInputSchema>;
type GoalUpdate = z.infer<typeof GoalUpdateSchema>;
type GoalDetail = z.infer<typeof GoalDetailSchema>;

/** Trips a driver's goal card lists at most. */
const DRIVER_GOAL_TRIPS = 100;
const NO_COUNTS: GoalCounts = { participants: 0, achieved: 0 };

function toGoal(row: GoalRow, counts: GoalCounts = NO_COUNTS): Goal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    aggregator:
      row.aggregatorId === null || row.aggregatorCode === null || row.aggregatorName === null
        ? null
        : { id: row.aggregatorId, code: row.aggregatorCode, name: row.aggregatorName },
    date_from: row.dateFrom,
    date_to: row.dateTo,
    target_trips: row.targetTrips,
    reward: kopecksToWire(row.rewardKop),
    active: row.active,
    participants_count: counts.participants,
    achieved_count: counts.achieved,
  };
}

export class GoalsService {
  private readonly goals: GoalsRepository;

  constructor(private readonly deps: AppDeps) {
    this.goals = new GoalsRepository(deps.db);
  }

  private async found(taxisId: number, goalId: number): Promise<GoalRow> {
    const goal = await this.goals.find(taxisId, goalId);
    if (!goal) throw errors.notFound();
    return goal;
  }

  /** `active=1`: switched on and not over yet (park-local today); `active=0`: the rest. */
  async list(claims: AccessClaims, query: GoalsQuery): Promise<z.infer<typeof GoalsResponseSchema>> {
    const today = parkDay(this.deps.clock.now(), await parkTimezone(this.deps.db, claims.taxis_id));
    const { rows, total } = await this.goals.page(
      claims.taxis_id,
      today,
      query.active === undefined ? null : query.active === '1',
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    const counts = await this.goals.counts(rows.map((row) => row.id));
    return { goals: rows.map((row) => toGoal(row, counts.get(row.id))), total, pages: pagesOf(total, query.countperpage) };
  }

  async create(claims: AccessClaims, input: GoalInput): Promise<Goal> {
    const taxisId = claims.taxis_id;
    const window = windowAround(parkDay(this.deps.clock.now(), await parkTimezone(this.deps.db, taxisId)), GOAL_WINDOW);
    if (input.date_from < window.from || input.date_to > window.to) {
      const message = t('fleet.validation.goalWindow', { from: dayForPeople(window.from), to: dayForPeople(window.to) });
      throw errors.validation(input.date_from < window.from ? { date_from: message } : { date_to: message });
    }
    const aggregatorId = input.aggregator_id ?? null;
    if (aggregatorId !== null && !(await new AggregatorsRepository(this.deps.db).one(taxisId, aggregatorId))) {
      throw errors.validation({ aggregator_id: t('fleet.validation.aggregatorNotFound') });
    }
    const driverIds = input.driver_ids === undefined ? null : [...new Set(input.driver_ids)];
    if (driverIds !== null && (await new DriversRepository(this.deps.db).countInPark(taxisId, driverIds)) !== driverIds.length) {
      throw errors.validation({ driver_ids: t('fleet.validation.driverNotFound') });
    }
    const goalId = await this.deps.db.transaction(async (tx) => {
      const goals = new GoalsRepository(tx);
      const id = await goals.insert(
        taxisId,
        {
          title: input.title,
          description: input.description ?? null,
          aggregatorId,
          dateFrom: input.date_from,
          dateTo: input.date_to,
          targetTrips: input.target_trips,
          rewardKop: input.reward,
        },
        this.deps.clock.now(),
      );
      await goals.addParticipants(taxisId, id, driverIds);
      return id;
    });
    const goal = await this.found(taxisId, goalId);
    return toGoal(goal, (await this.goals.counts([goalId])).get(goalId));
  }

  async detail(claims: AccessClaims, goalId: number, page: PageQuery): Promise<GoalDetail> {
    const goal = await this.found(claims.taxis_id, goalId);
    const [counts, participants] = await Promise.all([
      this.goals.counts([goalId]),
      this.goals.participants(goalId, page.countperpage, (page.page - 1) * page.countperpage),
    ]);
    const goalCounts = counts.get(goalId) ?? NO_COUNTS;
    return {
      ...toGoal(goal, goalCounts),
      participants: participants.map((participant) => ({
        driver_id: participant.driverId,
        full_name: fullNameOf(participant),
        trips: participant.trips,
        achieved: participant.trips >= goal.targetTrips,
        rewarded_at: participant.rewardedAt?.toISOString() ?? null,
      })),
      participants_total: goalCounts.participants,
      participants_pages: pagesOf(goalCounts.participants, page.countperpage),
    };
  }

  async update(claims: AccessClaims, goalId: number, input: GoalUpdate): Promise<Goal> {
    if (!(await this.goals.update(claims.taxis_id, goalId, input))) throw errors.notFound();
    const goal = await this.found(claims.taxis_id, goalId);
    return toGoal(goal, (await this.goals.counts([goalId])).get(goalId));
  }

  /** Pays every participant who reached the target and has not been paid; a repeat pays nobody twice. */
  async reward(claims: AccessClaims, goalId: number, page: PageQuery): Promise<GoalDetail> {
    const taxisId = claims.taxis_id;
    const author = await authorOf(this.deps.db, claims);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const goals = new GoalsRepository(tx);
      if (!(await goals.lock(taxisId, goalId))) throw errors.notFound();
      const goal = await goals.find(taxisId, goalId);
      if (!goal) throw errors.notFound();
      for (const driverId of await goals.unrewardedAchievers(goalId)) {
        await postEntry(tx, {
          taxisId,
          driverId,
          kind: 'bonus',
          amountKop: goal.rewardKop,
          description: `Награда за цель «${goal.title}»`,
          createdBy: 'dispatcher',
          userId: author.userId,
          userName: author.userName,
          idempotencyKey: `goal:${goalId}:${driverId}`,
          at: now,
        });
        await goals.markRewarded(goalId, driverId, now);
      }
    });
    return this.detail(claims, goalId, page);
  }

  async driverGoals(claims: AccessClaims, driverId: number): Promise<z.infer<typeof DriverGoalsResponseSchema>> {
    if (!(await new DriversRepository(this.deps.db).exists(claims.taxis_id, driverId))) throw errors.notFound();
    const rows = await this.goals.ofDriver(claims.taxis_id, driverId, null);
    const counts = await this.goals.counts(rows.map((row) => row.id));
    return {
      goals: rows.map((row) => ({
        ...toGoal(row, counts.get(row.id)),
        trips: row.trips,
        achieved: row.trips >= row.targetTrips,
        rewarded_at: row.rewardedAt?.toISOString() ?? null,
      })),
    };
  }

  async driverGoal(claims: AccessClaims, driverId: number, goalId: number): Promise<z.infer<typeof DriverGoalDetailSchema>> {
    const taxisId = claims.taxis_id;
    if (!(await new DriversRepository(this.deps.db).exists(taxisId, driverId))) throw errors.notFound();
    const [row] = await this.goals.ofDriver(taxisId, driverId, goalId);
    if (!row) throw errors.notFound();
    const period = periodOf({ date_from: row.dateFrom, date_to: row.dateTo }, await parkTimezone(this.deps.db, taxisId));
    const [counts, trips] = await Promise.all([
      this.goals.counts([goalId]),
      new TripsRepository(this.deps.db).driverCompleteTrips(taxisId, driverId, period, row.aggregatorId, DRIVER_GOAL_TRIPS),
    ]);
    return {
      ...toGoal(row, counts.get(goalId)),
      trips: row.trips,
      achieved: row.trips >= row.targetTrips,
      rewarded_at: row.rewardedAt?.toISOString() ?? null,
      transfers: trips.map(toTransfer),
    };
  }
}
