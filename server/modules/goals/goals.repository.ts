/**
 * Park goals and their progress. A participant's progress is their complete trips in the goal's
 * park-local period (on the goal's aggregator when it names one), counted in one statement per
 * request: each goal's trips summed per driver over the goal's own index range, joined to the
 * participants.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregators, drivers, goalParticipants, goals, taxis, transfers } from '../../db/schema';
import { driverIdIn } from '../drivers/drivers.repository';

export type GoalRow = {
  id: number;
  title: string;
  description: string | null;
  dateFrom: string;
  dateTo: string;
  targetTrips: number;
  rewardKop: number;
  active: boolean;
  aggregatorId: number | null;
  aggregatorCode: (typeof aggregators.$inferSelect)['code'] | null;
  aggregatorName: string | null;
};

const goalColumns = {
  id: goals.id,
  title: goals.title,
  description: goals.description,
  dateFrom: goals.dateFrom,
  dateTo: goals.dateTo,
  targetTrips: goals.targetTrips,
  rewardKop: goals.rewardKop,
  active: goals.active,
  aggregatorId: aggregators.id,
  aggregatorCode: aggregators.code,
  aggregatorName: aggregators.name,
};

export interface GoalCounts {
  participants: number;
  achieved: number;
}

export interface ParticipantRow {
  driverId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  trips: number;
  rewardedAt: Date | null;
}

/**
 * A trip that counts for a goal: complete, on the goal's aggregator if it names one, booked in the
 * goal's park-local period, i.e. from the start of date_from in the park's zone to the start of
 * the day after date_to: a range over the trips' (taxis_id, status, booked_at) index per goal.
 */
const countsForGoal = and(
  eq(transfers.taxisId, goals.taxisId),
  eq(transfers.status, 'complete'),
  sql`${transfers.bookedAt} >= (${goals.dateFrom}::timestamp at time zone ${taxis.timezone})`,
  sql`${transfers.bookedAt} < ((${goals.dateTo} + 1)::timestamp at time zone ${taxis.timezone})`,
  or(isNull(goals.aggregatorId), eq(transfers.aggregatorId, goals.aggregatorId)),
) as SQL;


export class GoalsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Trips per participant: the counted trips of the goals in `goals` are grouped per driver
   * first (one index range per goal, or one driver's trips when `driverId` is given), then the
   * participants in `participants` are joined to those sums (none = 0 trips).
   */
  private progress(scope: { goals: SQL | undefined; participants: SQL | undefined; driverId: number | null }) {
    // Lateral: each goal's own period bounds the index range of its trips.
    const perDriver = this.db
      .select({ driverId: transfers.driverId, trips: sql<number>`count(*)`.as('driver_trips') })
      .from(transfers)
      .where(and(countsForGoal, scope.driverId === null ? undefined : eq(transfers.driverId, scope.driverId)))
      .groupBy(transfers.driverId)
      .as('per_driver');
    const goalTrips = this.db.$with('goal_trips').as(
      this.db
        .select({
          goalId: goals.id,
          driverId: perDriver.driverId,
          trips: sql<number>`${perDriver.trips}`.as('goal_trips'),
        })
        .from(goals)
        .innerJoin(taxis, eq(taxis.id, goals.taxisId))
        .crossJoinLateral(perDriver)
        .where(scope.goals),
    );
    const progress = this.db.$with('progress').as(
      this.db
        .select({
          goalId: goalParticipants.goalId,
          driverId: goalParticipants.driverId,
          rewardedAt: goalParticipants.rewardedAt,
          targetTrips: goals.targetTrips,
          trips: sql<number>`coalesce(${goalTrips.trips}, 0)`.as('trips'),
        })
        .from(goalParticipants)
        .innerJoin(goals, eq(goals.id, goalParticipants.goalId))
        .leftJoin(
          goalTrips,
          and(eq(goalTrips.goalId, goalParticipants.goalId), eq(goalTrips.driverId, goalParticipants.driverId)),
        )
        .where(scope.participants),
    );
    return { ctes: [goalTrips, progress] as const, progress };
  }

  private oneGoal(goalId: number) {
    return { goals: eq(goals.id, goalId), participants: eq(goalParticipants.goalId, goalId), driverId: null };
  }

  /** `active`: switched on and not over on `today`; not `active`: the rest; null: every goal. */
  private listScope(taxisId: number, today: string, active: boolean | null): SQL | undefined {
    const current = and(eq(goals.active, true), gte(goals.dateTo, today));
    const finished = or(eq(goals.active, false), lt(goals.dateTo, today));
    return and(eq(goals.taxisId, taxisId), active === null ? undefined : active ? current : finished);
  }

  async page(
    taxisId: number,
    today: string,
    active: boolean | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: GoalRow[]; total: number }> {
    const where = this.listScope(taxisId, today, active);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(goalColumns)
        .from(goals)
        .leftJoin(aggregators, eq(aggregators.id, goals.aggregatorId))
        .where(where)
        .orderBy(desc(goals.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(goals).where(where),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }

  async find(taxisId: number, goalId: number): Promise<GoalRow | null> {
    const [row] = await this.db
      .select(goalColumns)
      .from(goals)
      .leftJoin(aggregators, eq(aggregators.id, goals.aggregatorId))
      .where(and(eq(goals.id, goalId), eq(goals.taxisId, taxisId)))
      .limit(1);
    return row ?? null;
  }

  /** Locks the goal row until the transaction ends (one reward run at a time). */
  async lock(taxisId: number, goalId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.id, goalId), eq(goals.taxisId, taxisId)))
      .for('update');
    return rows.length > 0;
  }

  /** Participants and achievers of each goal, in one grouped query. */
  async counts(goalIds: number[]): Promise<Map<number, GoalCounts>> {
    if (goalIds.length === 0) return new Map();
    const { ctes, progress } = this.progress({
      goals: inArray(goals.id, goalIds),
      participants: inArray(goalParticipants.goalId, goalIds),
      driverId: null,
    });
    const rows = await this.db
      .with(...ctes)
      .select({
        goalId: progress.goalId,
        participants: sql<number>`count(*)`.mapWith(Number),
        achieved: sql<number>`count(*) filter (where ${progress.trips} >= ${progress.targetTrips})`.mapWith(Number),
      })
      .from(progress)
      .groupBy(progress.goalId);
    return new Map(rows.map((row) => [row.goalId, { participants: row.participants, achieved: row.achieved }]));
  }

  /**
   * A page of one goal's participants, most trips first (then by id): the page is cut from the
   * progress rows before the drivers are joined, so only its own drivers are read.
   */
  async participants(goalId: number, limit: number, offset: number): Promise<ParticipantRow[]> {
    const { ctes, progress } = this.progress(this.oneGoal(goalId));
    const page = this.db.$with('page').as(
      this.db
        .select({
          pageDriverId: sql<number>`${progress.driverId}`.as('page_driver_id'),
          pageTrips: sql<number>`${progress.trips}`.as('page_trips'),
          pageRewardedAt: sql<Date | null>`${progress.rewardedAt}`.as('page_rewarded_at'),
        })
        .from(progress)
        .orderBy(desc(progress.trips), asc(progress.driverId))
        .limit(limit)
        .offset(offset),
    );
    return this.db
      .with(...ctes, page)
      .select({
        driverId: drivers.id,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        trips: sql<number>`${page.pageTrips}`.mapWith(Number),
        rewardedAt: sql<Date | null>`${page.pageRewardedAt}`.mapWith(goalParticipants.rewardedAt),
      })
      .from(page)
      .innerJoin(drivers, eq(drivers.id, page.pageDriverId))
      .orderBy(desc(page.pageTrips), asc(drivers.id));
  }

  /** Participants who reached the target and were not rewarded yet. */
  async unrewardedAchievers(goalId: number): Promise<number[]> {
    const { ctes, progress } = this.progress(this.oneGoal(goalId));
    const rows = await this.db
      .with(...ctes)
      .select({ driverId: progress.driverId })
      .from(progress)
      .where(and(sql`${progress.trips} >= ${progress.targetTrips}`, sql`${progress.rewardedAt} is null`))
      .orderBy(asc(progress.driverId));
    return rows.map((row) => row.driverId);
  }

  async markRewarded(goalId: number, driverId: number, now: Date): Promise<void> {
    await this.db
      .update(goalParticipants)
      .set({ rewardedAt: now })
      .where(and(eq(goalParticipants.goalId, goalId), eq(goalParticipants.driverId, driverId)));
  }

  /** A driver's goals with the driver's own trips on each, newest goal first. */
  async ofDriver(taxisId: number, driverId: number, goalId: number | null) {
    const { ctes, progress } = this.progress({
      goals: and(eq(goals.taxisId, taxisId), goalId === null ? undefined : eq(goals.id, goalId)),
      participants: and(
        eq(goalParticipants.driverId, driverId),
        eq(goalParticipants.taxisId, taxisId),
        goalId === null ? undefined : eq(goalParticipants.goalId, goalId),
      ),
      driverId,
    });
    return this.db
      .with(...ctes)
      .select({
        ...goalColumns,
        trips: sql<number>`${progress.trips}`.mapWith(Number),
        rewardedAt: progress.rewardedAt,
      })
      .from(progress)
      .innerJoin(goals, eq(goals.id, progress.goalId))
      .leftJoin(aggregators, eq(aggregators.id, goals.aggregatorId))
      .orderBy(desc(goals.dateTo), desc(goals.id));
  }

  async insert(
    taxisId: number,
    goal: {
      title: string;
      description: string | null;
      aggregatorId: number | null;
      dateFrom: string;
      dateTo: string;
      targetTrips: number;
      rewardKop: number;
    },
    now: Date,
  ): Promise<number> {
    const [row] = await this.db
      .insert(goals)
      .values({ taxisId, ...goal, createdAt: now })
      .returning({ id: goals.id });
    if (!row) throw new Error('goal was not written');
    return row.id;
  }

  /** Participants in one statement: the given drivers, or every working driver of the park. */
  async addParticipants(taxisId: number, goalId: number, driverIds: number[] | null): Promise<void> {
    await this.db.insert(goalParticipants).select(
      this.db
        .select({
          goalId: sql<number>`${goalId}::int`.as('goal_id'),
          driverId: drivers.id,
          taxisId: drivers.taxisId,
          rewardedAt: sql<Date | null>`null::timestamptz`.as('rewarded_at'),
        })
        .from(drivers)
        .where(
          and(
            eq(drivers.taxisId, taxisId),
            driverIds === null ? eq(drivers.workStatus, 'working') : driverIdIn(driverIds),
          ),
        ),
    );
  }

  async update(
    taxisId: number,
    goalId: number,
    values: { title: string; description: string | null; active: boolean },
  ): Promise<boolean> {
    const rows = await this.db
      .update(goals)
      .set(values)
      .where(and(eq(goals.id, goalId), eq(goals.taxisId, taxisId)))
      .returning({ id: goals.id });
    return rows.length > 0;
  }
}
