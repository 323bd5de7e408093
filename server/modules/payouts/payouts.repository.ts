/**
 * The SQL of creating and moving payouts: the park's accounts and the drivers' destinations a
 * payout is paid from and to, the staff rules, the sums the limits count, the payout row with its
 * history and its outbox row. The driver's hold (drivers.held_kop) is the ledger's
 * (PostingsRepository), under the same row lock.
 */
import { and, asc, desc, eq, gte, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLOSED_RAILS, type PayoutKind, type PayoutStatus } from '../../../schemas/payouts';
import type { Db } from '../../db/client';
import {
  drivers,
  payoutAccounts,
  payoutBatches,
  payoutDestinations,
  payoutEvents,
  payoutOutbox,
  payoutRailSettings,
  payouts,
  payoutStaffRules,
  users,
} from '../../db/schema';

export type AccountRow = typeof payoutAccounts.$inferSelect;
export type DestinationRow = typeof payoutDestinations.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayoutRow = typeof payouts.$inferInsert;
export type BatchRow = typeof payoutBatches.$inferSelect;
export type StaffRuleRow = typeof payoutStaffRules.$inferSelect;

/** A change of state of a locked payout, as `moveMany` writes it. */
export interface StateMove {
  id: number;
  status: PayoutStatus;
  reason: string | null;
  externalId: string | null;
  at: Date;
}

/** States whose sums count against the daily limits: still open, or paid. */
const COUNTED: PayoutStatus[] = ['created', 'awaiting_approval', 'awaiting_signature', 'processing', 'suspended', 'completed'];

export interface PayoutView {
  payout: PayoutRow;
  driverName: string;
  accountName: string;
  destinationTitle: string | null;
  createdBy: string | null;
  approvedBy: string | null;
  accountSandbox: boolean;
}

export interface DriverForPayout {
  id: number;
  name: string;
  phone: string;
}

export class PayoutsRepository {
  constructor(private readonly db: Db) {}

  async driver(taxisId: number, driverId: number): Promise<DriverForPayout | null> {
    const [row] = await this.db
      .select({ id: drivers.id, lastName: drivers.lastName, firstName: drivers.firstName, middleName: drivers.middleName, phone: drivers.phone })
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), eq(drivers.id, driverId)));
    if (!row) return null;
    return { id: row.id, phone: row.phone, name: [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' ') };
  }

  async account(taxisId: number, accountId: number): Promise<AccountRow | null> {
    const [row] = await this.db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.taxisId, taxisId), eq(payoutAccounts.id, accountId)));
    return row ?? null;
  }

  /** The account the park chose for the kind (`/payments/active-settings`). */
  async defaultAccount(taxisId: number, kind: PayoutKind): Promise<AccountRow | null> {
    const [row] = await this.db
      .select({ account: payoutAccounts })
      .from(payoutRailSettings)
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, payoutRailSettings.accountId))
      .where(and(eq(payoutRailSettings.taxisId, taxisId), eq(payoutRailSettings.kind, kind)));
    return row?.account ?? null;
  }

  /** The park's first active account on a rail that is still open. */
  async firstOpenAccount(taxisId: number): Promise<AccountRow | null> {
    const [row] = await this.db
      .select()
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.taxisId, taxisId),
          eq(payoutAccounts.active, true),
          eq(payoutAccounts.status, 'active'),
          notInArray(payoutAccounts.rail, [...CLOSED_RAILS]),
        ),
      )
      .orderBy(asc(payoutAccounts.id))
      .limit(1);
    return row ?? null;
  }

  async destination(taxisId: number, driverId: number, destinationId: number): Promise<DestinationRow | null> {
    const [row] = await this.db
      .select()
      .from(payoutDestinations)
      .where(
        and(
          eq(payoutDestinations.taxisId, taxisId),
          eq(payoutDestinations.driverId, driverId),
          eq(payoutDestinations.id, destinationId),
          isNull(payoutDestinations.deletedAt),
        ),
      );
    return row ?? null;
  }

  /** The driver's saved destinations, the default first. */
  async destinations(taxisId: number, driverId: number): Promise<DestinationRow[]> {
    return this.db
      .select()
      .from(payoutDestinations)
      .where(and(eq(payoutDestinations.taxisId, taxisId), eq(payoutDestinations.driverId, driverId), isNull(payoutDestinations.deletedAt)))
      .orderBy(desc(payoutDestinations.isDefault), asc(payoutDestinations.id));
  }

  async staffRule(taxisId: number, userId: number): Promise<StaffRuleRow | null> {
    const [row] = await this.db
      .select()
      .from(payoutStaffRules)
      .where(and(eq(payoutStaffRules.taxisId, taxisId), eq(payoutStaffRules.userId, userId)));
    return row ?? null;
  }

  /** Amount sums from the account since `from` that the daily limits count: all, and to one driver. */
  async sentSince(accountId: number, driverId: number, from: Date): Promise<{ totalKop: number; driverKop: number }> {
    const [row] = await this.db
      .select({
        totalKop: sql<string>`coalesce(sum(${payouts.amountKop}), 0)`,
        driverKop: sql<string>`coalesce(sum(${payouts.amountKop}) filter (where ${payouts.driverId} = ${driverId}), 0)`,
      })
      .from(payouts)
      .where(and(eq(payouts.accountId, accountId), gte(payouts.createdAt, from), inArray(payouts.status, COUNTED)));
    return { totalKop: Number(row?.totalKop ?? 0), driverKop: Number(row?.driverKop ?? 0) };
  }

  /** The park's drivers among `ids`, and those with one of `phones`: id, name, phone. */
  async driversFor(taxisId: number, ids: number[], phones: string[]): Promise<DriverForPayout[]> {
    if (ids.length === 0 && phones.length === 0) return [];
    const conditions = [
      ...(ids.length > 0 ? [inArray(drivers.id, ids)] : []),
      ...(phones.length > 0 ? [inArray(drivers.phone, phones)] : []),
    ];
    const rows = await this.db
      .select({ id: drivers.id, lastName: drivers.lastName, firstName: drivers.firstName, middleName: drivers.middleName, phone: drivers.phone })
      .from(drivers)
      .where(and(eq(drivers.taxisId, taxisId), conditions.length === 1 ? conditions[0] : or(...conditions)));
    return rows.map((row) => ({ id: row.id, phone: row.phone, name: [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' ') }));
  }

  /** The saved destinations of many drivers, each driver's default first. */
  async destinationsOfMany(taxisId: number, driverIds: number[]): Promise<DestinationRow[]> {
    if (driverIds.length === 0) return [];
    return this.db
      .select()
      .from(payoutDestinations)
      .where(and(eq(payoutDestinations.taxisId, taxisId), inArray(payoutDestinations.driverId, driverIds), isNull(payoutDestinations.deletedAt)))
      .orderBy(asc(payoutDestinations.driverId), desc(payoutDestinations.isDefault), asc(payoutDestinations.id));
  }

  /** Per driver, the amounts sent from the account since `from` (open or completed). */
  async sentSinceByDriver(accountId: number, from: Date): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ driverId: payouts.driverId, totalKop: sql<string>`sum(${payouts.amountKop})` })
      .from(payouts)
      .where(and(eq(payouts.accountId, accountId), gte(payouts.createdAt, from), inArray(payouts.status, COUNTED)))
      .groupBy(payouts.driverId);
    return new Map(rows.map((row) => [row.driverId, Number(row.totalKop)]));
  }

  async batchByKey(taxisId: number, idempotencyKey: string): Promise<BatchRow | null> {
    const [row] = await this.db
      .select()
      .from(payoutBatches)
      .where(and(eq(payoutBatches.taxisId, taxisId), eq(payoutBatches.idempotencyKey, idempotencyKey)));
    return row ?? null;
  }

  async insertBatch(values: typeof payoutBatches.$inferInsert): Promise<BatchRow> {
    const [row] = await this.db.insert(payoutBatches).values(values).returning();
    if (!row) throw new Error('batch was not written');
    return row;
  }

  /** The first payout of a batch (its request hash is the batch's). */
  async firstOfBatch(batchId: number): Promise<PayoutRow | null> {
    const [row] = await this.db.select().from(payouts).where(eq(payouts.batchId, batchId)).orderBy(asc(payouts.id)).limit(1);
    return row ?? null;
  }

  async findByKey(taxisId: number, idempotencyKey: string): Promise<PayoutRow | null> {
    const [row] = await this.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.taxisId, taxisId), eq(payouts.idempotencyKey, idempotencyKey)));
    return row ?? null;
  }

  async insert(values: NewPayoutRow): Promise<PayoutRow> {
    const [row] = await this.db.insert(payouts).values(values).returning();
    if (!row) throw new Error('payout was not written');
    return row;
  }

  async insertMany(values: NewPayoutRow[]): Promise<PayoutRow[]> {
    if (values.length === 0) return [];
    return this.db.insert(payouts).values(values).returning();
  }

  /** The payout locked for a change of state; null for another park's. */
  async lock(taxisId: number, payoutId: number): Promise<PayoutRow | null> {
    const [row] = await this.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.taxisId, taxisId), eq(payouts.id, payoutId)))
      .for('update');
    return row ?? null;
  }

  /** Locks many payouts at once, in id order, so two lockers never wait on each other in a circle. */
  async lockMany(payoutIds: readonly number[]): Promise<Map<number, PayoutRow>> {
    if (payoutIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(payouts)
      .where(inArray(payouts.id, [...payoutIds]))
      .orderBy(asc(payouts.id))
      .for('update');
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Moves of many locked payouts in one statement (their money is the caller's). */
  async moveMany(moves: readonly StateMove[]): Promise<PayoutRow[]> {
    if (moves.length === 0) return [];
    const values = sql.join(
      moves.map((move) => sql`(${move.id}::bigint, ${move.status}::text, ${move.reason}::text, ${move.externalId}::text, ${move.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await this.db.execute(sql`
      update ${payouts} set status = v.status, reason = v.reason, external_id = coalesce(v.external_id, ${payouts.externalId}), updated_at = v.at,
        completed_at = case when v.status = 'completed' then v.at else ${payouts.completedAt} end
      from (values ${values}) as v(id, status, reason, external_id, at) where ${payouts.id} = v.id`);
    return this.db
      .select()
      .from(payouts)
      .where(
        inArray(
          payouts.id,
          moves.map((move) => move.id),
        ),
      );
  }

  /** When the rail took them: written once, the first answer's time. */
  async markSent(payoutIds: readonly number[], at: Date): Promise<void> {
    if (payoutIds.length === 0) return;
    await this.db
      .update(payouts)
      .set({ sentAt: at })
      .where(and(inArray(payouts.id, [...payoutIds]), isNull(payouts.sentAt)));
  }

  async update(payoutId: number, values: Partial<NewPayoutRow>): Promise<PayoutRow> {
    const [row] = await this.db.update(payouts).set(values).where(eq(payouts.id, payoutId)).returning();
    if (!row) throw new Error('payout was not updated');
    return row;
  }

  async addEvents(rows: (typeof payoutEvents.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(payoutEvents).values(rows);
  }

  async addOutbox(rows: (typeof payoutOutbox.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(payoutOutbox).values(rows);
  }

  /** The same for many payouts. */
  async closeOutboxMany(payoutIds: readonly number[]): Promise<void> {
    if (payoutIds.length === 0) return;
    await this.db
      .update(payoutOutbox)
      .set({ state: 'done' })
      .where(and(inArray(payoutOutbox.payoutId, [...payoutIds]), eq(payoutOutbox.state, 'pending')));
  }

  /** Outbox rows of a payout still to be done are closed: it left the rail's hands. */
  async closeOutbox(payoutId: number): Promise<void> {
    await this.closeOutboxMany([payoutId]);
  }


  /**
   * Closes a created payout's first `send` that no worker has taken yet; false when one has (it
   * may be at the rail already). A worker's claim holds the row locked, so this waits for it.
   */
  async withdrawUnsent(payoutId: number): Promise<boolean> {
    const rows = await this.db
      .update(payoutOutbox)
      .set({ state: 'done' })
      .where(
        and(
          eq(payoutOutbox.payoutId, payoutId),
          eq(payoutOutbox.state, 'pending'),
          eq(payoutOutbox.action, 'send'),
          eq(payoutOutbox.tries, 0),
          eq(payoutOutbox.attempt, 1),
        ),
      )
      .returning({ id: payoutOutbox.id });
    return rows.length > 0;
  }

  /** A payout with the names the screens show. */
  async view(taxisId: number, payoutId: number): Promise<PayoutView | null> {
    const [row] = await this.views(taxisId, [payoutId]);
    return row ?? null;
  }

  async views(taxisId: number, payoutIds: number[]): Promise<PayoutView[]> {
    if (payoutIds.length === 0) return [];
    const creator = alias(users, 'creator');
    const approver = alias(users, 'approver');
    const rows = await this.db
      .select({
        payout: payouts,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
        accountName: payoutAccounts.name,
        accountSandbox: payoutAccounts.sandbox,
        destinationTitle: payoutDestinations.title,
        createdBy: creator.name,
        approvedBy: approver.name,
      })
      .from(payouts)
      .innerJoin(drivers, eq(drivers.id, payouts.driverId))
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, payouts.accountId))
      .leftJoin(payoutDestinations, eq(payoutDestinations.id, payouts.destinationId))
      .leftJoin(creator, eq(creator.id, payouts.createdByUserId))
      .leftJoin(approver, eq(approver.id, payouts.approvedByUserId))
      .where(and(eq(payouts.taxisId, taxisId), inArray(payouts.id, payoutIds)))
      .orderBy(asc(payouts.id));
    return rows.map((row) => ({
      payout: row.payout,
      driverName: [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' '),
      accountName: row.accountName,
      accountSandbox: row.accountSandbox,
      destinationTitle: row.destinationTitle,
      createdBy: row.createdBy,
      approvedBy: row.approvedBy,
    }));
  }
}
