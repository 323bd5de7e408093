/**
 * What a page of drivers shows beside the driver rows: aggregator accounts, trips and income over
 * the period, and goal participation. Each is one query for the whole page, never one per driver.
 */
import { and, eq, gte, lt, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DriverLink } from '../../../schemas/drivers';
import type { Db } from '../../db/client';
import { aggregators, driverAggregatorAccounts, goalParticipants, goals, transfers } from '../../db/schema';
import { addDays } from '../../lib/park-time';
import type { DriverExtras } from './drivers.mappers';

export interface ExtrasPeriod {
  dateFrom: string;
  dateTo: string;
  /** Park-local today: goals in force on it count as targets. */
  today: string;
}

/** A goal the park runs today: active and today within its dates. The list's filter uses it too. */
export const goalInForce = (today: string): SQL | undefined =>
  and(eq(goals.active, true), lte(goals.dateFrom, today), gte(goals.dateTo, today));

/** A driver's account counts as connected unless disconnected (pending ones are on their way). */
export const connectedAccount = ne(driverAggregatorAccounts.status, 'disconnected');

// booked_day is the exact filter; this instant range lets the (driver_id, booked_at) index narrow
// each driver. Two days wider than the UTC days cover any zone's offset, and a zone changed after
// a trip was recorded, without formatting dates in the zone.
const BOOKED_AT_MARGIN_DAYS = 2;
const utcDayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * `column = any('{…}')`: the page's ids as one parameter. An IN list of 500 parameters cost the
 * export more CPU building the statement (drizzle types each parameter) than reading its rows.
 */
const idIn = (column: SQLWrapper, ids: readonly number[]): SQL => sql`${column} = any(${`{${ids.join(',')}}`}::bigint[])`;

export class DriverExtrasRepository {
  constructor(private readonly db: Db) {}

  async extrasOf(taxisId: number, driverIds: readonly number[], period: ExtrasPeriod, readGoals = true): Promise<Map<number, DriverExtras>> {
    const extras = new Map<number, DriverExtras>(
      driverIds.map((id) => [id, { links: [], periodTrips: 0, periodIncomeKop: 0, hasTargets: false }]),
    );
    if (driverIds.length === 0) return extras;
    const ids = [...driverIds];
    const [links, figures, targets] = await Promise.all([
      this.linksOf(taxisId, ids),
      this.periodFigures(taxisId, ids, period),
      // The export writes no goal column: it skips that query (`readGoals` false).
      readGoals ? this.withTargets(taxisId, ids, period.today) : [],
    ]);
    for (const { driverId, link } of links) extras.get(driverId)?.links.push(link);
    for (const row of figures) {
      const entry = extras.get(row.driverId);
      if (entry) {
        entry.periodTrips = row.trips;
        entry.periodIncomeKop = row.incomeKop;
      }
    }
    for (const row of targets) {
      const entry = extras.get(row.driverId);
      if (entry) entry.hasTargets = true;
    }
    return extras;
  }

  /** Connected accounts of the drivers, with the aggregator's code and name. */
  private async linksOf(taxisId: number, ids: number[]): Promise<{ driverId: number; link: DriverLink }[]> {
    const rows = await this.db
      .select({
        driverId: driverAggregatorAccounts.driverId,
        aggregatorId: driverAggregatorAccounts.aggregatorId,
        code: aggregators.code,
        name: aggregators.name,
        externalId: driverAggregatorAccounts.externalId,
        status: driverAggregatorAccounts.status,
        hasContractIssue: driverAggregatorAccounts.hasContractIssue,
        isSelfemployed: driverAggregatorAccounts.isSelfemployed,
        lastTripAt: driverAggregatorAccounts.lastTripAt,
      })
      .from(driverAggregatorAccounts)
      .innerJoin(aggregators, eq(aggregators.id, driverAggregatorAccounts.aggregatorId))
      .where(and(eq(driverAggregatorAccounts.taxisId, taxisId), idIn(driverAggregatorAccounts.driverId, ids), connectedAccount))
      .orderBy(driverAggregatorAccounts.driverId, aggregators.name, aggregators.id);
    return rows.map((row) => ({
      driverId: row.driverId,
      link: {
        aggregator_id: row.aggregatorId,
        aggregator_code: row.code,
        aggregator_name: row.name,
        external_id: row.externalId,
        status: row.status,
        has_contract_issue: row.hasContractIssue,
        is_selfemployed: row.isSelfemployed,
        last_trip_at: row.lastTripAt?.toISOString() ?? null,
      },
    }));
  }

  /** Completed trips and their price per driver over the park-local days of the period. */
  private async periodFigures(taxisId: number, ids: number[], period: ExtrasPeriod) {
    const from = utcDayStart(addDays(period.dateFrom, -BOOKED_AT_MARGIN_DAYS));
    const to = utcDayStart(addDays(period.dateTo, 1 + BOOKED_AT_MARGIN_DAYS));
    return this.db
      .select({
        driverId: transfers.driverId,
        trips: sql<number>`count(*)`.mapWith(Number),
        incomeKop: sql<number>`coalesce(sum(${transfers.priceKop}), 0)`.mapWith(Number),
      })
      .from(transfers)
      .where(
        and(
          eq(transfers.taxisId, taxisId),
          idIn(transfers.driverId, ids),
          eq(transfers.status, 'complete'),
          gte(transfers.bookedAt, from),
          lt(transfers.bookedAt, to),
          gte(transfers.bookedDay, period.dateFrom),
          lte(transfers.bookedDay, period.dateTo),
        ),
      )
      .groupBy(transfers.driverId);
  }

  private async withTargets(taxisId: number, ids: number[], today: string) {
    return this.db
      .selectDistinct({ driverId: goalParticipants.driverId })
      .from(goalParticipants)
      .innerJoin(goals, eq(goals.id, goalParticipants.goalId))
      .where(and(eq(goalParticipants.taxisId, taxisId), idIn(goalParticipants.driverId, ids), goalInForce(today)));
  }
}
