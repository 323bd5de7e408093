/**
 * The SQL of connecting an aggregator: a new aggregator of the park, its city, and the
 * aggregator's work rules with the park group each maps to; and the import's use of that map
 * (a platform driver of a mapped rule joins the rule's group, with a line in the driver's history).
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aggregatorWorkRules, aggregators, driverChanges, driverGroups } from '../../db/schema';
import type { AggregatorRow } from './aggregators.repository';

export interface WorkRuleRow {
  externalId: string;
  name: string;
  enabled: boolean;
  groupId: number | null;
  groupName: string | null;
}

export interface ImportAuthor {
  taxisId: number;
  userName: string;
  createdAt: Date;
}

export class AggregatorSetupRepository {
  constructor(private readonly db: Db) {}

  /** null when the park already has an aggregator of that code. */
  async create(values: { taxisId: number; code: AggregatorRow['code']; name: string; manual: boolean; cityId: number | null }, now: Date): Promise<AggregatorRow | null> {
    const [row] = await this.db
      .insert(aggregators)
      .values({ ...values, createdAt: now })
      .onConflictDoNothing({ target: [aggregators.taxisId, aggregators.code] })
      .returning();
    return row ?? null;
  }

  async setCity(taxisId: number, id: number, cityId: number | null): Promise<void> {
    await this.db
      .update(aggregators)
      .set({ cityId })
      .where(and(eq(aggregators.taxisId, taxisId), eq(aggregators.id, id)));
  }

  async workRules(aggregatorId: number): Promise<WorkRuleRow[]> {
    return this.db
      .select({
        externalId: aggregatorWorkRules.externalId,
        name: aggregatorWorkRules.name,
        enabled: aggregatorWorkRules.enabled,
        groupId: aggregatorWorkRules.groupId,
        groupName: driverGroups.name,
      })
      .from(aggregatorWorkRules)
      .leftJoin(driverGroups, eq(driverGroups.id, aggregatorWorkRules.groupId))
      .where(eq(aggregatorWorkRules.aggregatorId, aggregatorId))
      .orderBy(asc(aggregatorWorkRules.name), asc(aggregatorWorkRules.externalId));
  }

  /** How many rules the aggregators of a park have, and how many map to a group. */
  async workRuleCounts(taxisId: number): Promise<Map<number, { total: number; mapped: number }>> {
    const rows = await this.db
      .select({
        aggregatorId: aggregatorWorkRules.aggregatorId,
        total: sql<number>`count(*)`.mapWith(Number),
        mapped: sql<number>`count(${aggregatorWorkRules.groupId})`.mapWith(Number),
      })
      .from(aggregatorWorkRules)
      .where(eq(aggregatorWorkRules.taxisId, taxisId))
      .groupBy(aggregatorWorkRules.aggregatorId);
    return new Map(rows.map(({ aggregatorId, ...counts }) => [aggregatorId, counts]));
  }

  /**
   * The aggregator's rules as it answered them: new ones added, names and switches refreshed,
   * rules it no longer has dropped (with their mapping). A kept rule keeps its group.
   */
  async replaceWorkRules(aggregatorId: number, taxisId: number, rules: { id: string; name: string; enabled: boolean }[], now: Date): Promise<void> {
    const ids = rules.map((rule) => rule.id);
    await this.db
      .delete(aggregatorWorkRules)
      .where(and(eq(aggregatorWorkRules.aggregatorId, aggregatorId), ...(ids.length > 0 ? [notInArray(aggregatorWorkRules.externalId, ids)] : [])));
    if (rules.length === 0) return;
    await this.db
      .insert(aggregatorWorkRules)
      .values(rules.map((rule) => ({ aggregatorId, taxisId, externalId: rule.id, name: rule.name, enabled: rule.enabled, updatedAt: now })))
      .onConflictDoUpdate({
        target: [aggregatorWorkRules.aggregatorId, aggregatorWorkRules.externalId],
        set: { name: sql`excluded.name`, enabled: sql`excluded.enabled`, updatedAt: now },
      });
  }

  /** Sets the group of each listed rule; answers the ids of the rules it found. */
  async mapWorkRules(aggregatorId: number, mapping: { id: string; groupId: number | null }[], now: Date): Promise<Set<string>> {
    const found = new Set<string>();
    for (const item of mapping) {
      const rows = await this.db
        .update(aggregatorWorkRules)
        .set({ groupId: item.groupId, updatedAt: now })
        .where(and(eq(aggregatorWorkRules.aggregatorId, aggregatorId), eq(aggregatorWorkRules.externalId, item.id)))
        .returning({ id: aggregatorWorkRules.externalId });
      for (const row of rows) found.add(row.id);
    }
    return found;
  }

  /** Which of these groups are the park's. */
  async parkGroups(taxisId: number, groupIds: number[]): Promise<Set<number>> {
    if (groupIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: driverGroups.id })
      .from(driverGroups)
      .where(and(eq(driverGroups.taxisId, taxisId), inArray(driverGroups.id, groupIds)));
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Puts the platform's drivers of a mapped work rule into the rule's group (drivers already
   * there are left alone, so a second run changes nothing), each move in the driver's history.
   */
  async applyWorkRuleGroups(aggregatorId: number, profiles: { externalId: string; workRuleId: string }[], author: ImportAuthor): Promise<number> {
    if (profiles.length === 0) return 0;
    const moved: unknown = await this.db.execute(sql`
      WITH wanted AS (
        SELECT a.driver_id, r.group_id
        FROM jsonb_to_recordset(${JSON.stringify(profiles.map((p) => ({ e: p.externalId, w: p.workRuleId })))}::jsonb) AS p(e text, w text)
        JOIN driver_aggregator_accounts a ON a.aggregator_id = ${aggregatorId} AND a.external_id = p.e
        JOIN aggregator_work_rules r ON r.aggregator_id = ${aggregatorId} AND r.external_id = p.w AND r.group_id IS NOT NULL
      ), target AS (
        SELECT d.id, d.group_id AS from_group, wanted.group_id AS to_group
        FROM drivers d JOIN wanted ON wanted.driver_id = d.id
        WHERE d.taxis_id = ${author.taxisId} AND d.group_id IS DISTINCT FROM wanted.group_id
        FOR UPDATE OF d
      )
      UPDATE drivers SET group_id = target.to_group, updated_at = ${author.createdAt.toISOString()}::timestamptz
      FROM target WHERE drivers.id = target.id
      RETURNING drivers.id AS driver_id, target.from_group, target.to_group`);
    const { rows } = moved as { rows: { driver_id: number | string; from_group: number | string | null; to_group: number | string }[] };
    if (rows.length === 0) return 0;
    await this.db.insert(driverChanges).values(
      rows.map((row) => ({
        taxisId: author.taxisId,
        driverId: Number(row.driver_id),
        userId: null,
        userName: author.userName,
        source: 'platform' as const,
        changes: { group_id: { from: row.from_group === null ? null : Number(row.from_group), to: Number(row.to_group) } },
        createdAt: author.createdAt,
      })),
    );
    return rows.length;
  }
}
