/** The park's payout accounts, virtual accounts and payout settings (SQL only here). */
import { and, asc, count, desc, eq, gte, inArray, min, ne, sum } from 'drizzle-orm';
import type { PayoutKind, PayoutStatus } from '../../../schemas/payouts';
import type { Db } from '../../db/client';
import {
  drivers,
  payoutAccounts,
  payoutNoticeSettings,
  payoutRailSettings,
  payouts,
  payoutStaffRules,
  users,
  virtualAccounts,
} from '../../db/schema';
import { driverFullNameSql } from '../drivers/drivers.repository';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type NewPayoutAccountRow = typeof payoutAccounts.$inferInsert;
export type VirtualAccountRow = typeof virtualAccounts.$inferSelect;
export type NoticeSettingRow = typeof payoutNoticeSettings.$inferSelect;
export type AccountPatch = Partial<
  Pick<
    PayoutAccountRow,
    'name' | 'active' | 'perPaymentLimitKop' | 'perDayLimitKop' | 'perRecipientDayLimitKop' | 'feeBasisPoints' | 'feeFixedKop' | 'feeMinKop' | 'settings'
  >
>;

export interface StaffRuleView {
  userId: number;
  name: string;
  login: string;
  groupId: number;
  parkOwner: boolean;
  maySend: boolean | null;
  approvalLimitKop: number | null;
  mayApprove: boolean | null;
}

/** Statuses whose sum still counts against a day's limit (not failed, returned, refused or withdrawn). */
const SPENT_STATUSES: readonly PayoutStatus[] = ['created', 'awaiting_approval', 'awaiting_signature', 'processing', 'suspended', 'completed'];

const driverName = driverFullNameSql;

export class PayoutAccountsRepository {
  constructor(private readonly db: Db) {}

  async accounts(taxisId: number): Promise<PayoutAccountRow[]> {
    return this.db.select().from(payoutAccounts).where(eq(payoutAccounts.taxisId, taxisId)).orderBy(asc(payoutAccounts.id));
  }

  async account(taxisId: number, id: number): Promise<PayoutAccountRow | null> {
    const [row] = await this.db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.taxisId, taxisId), eq(payoutAccounts.id, id)))
      .limit(1);
    return row ?? null;
  }

  async findByPublicId(taxisId: number, rail: PayoutAccountRow['rail'], publicId: string): Promise<PayoutAccountRow | null> {
    const [row] = await this.db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.taxisId, taxisId), eq(payoutAccounts.rail, rail), eq(payoutAccounts.publicId, publicId)))
      .limit(1);
    return row ?? null;
  }

  /** The account and, for a nominal one, its first virtual account, in one transaction. */
  async insertAccount(values: NewPayoutAccountRow, virtualExternalId: string | null): Promise<PayoutAccountRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(payoutAccounts).values(values).returning();
      if (!row) throw new Error('the payout account was not written');
      if (virtualExternalId !== null) {
        await tx.insert(virtualAccounts).values({ taxisId: row.taxisId, accountId: row.id, externalId: virtualExternalId });
      }
      return row;
    });
  }

  async updateAccount(taxisId: number, id: number, patch: AccountPatch): Promise<PayoutAccountRow | null> {
    const [row] = await this.db
      .update(payoutAccounts)
      .set(patch)
      .where(and(eq(payoutAccounts.taxisId, taxisId), eq(payoutAccounts.id, id)))
      .returning();
    return row ?? null;
  }

  /**
   * The park's money on its accounts as last read (closed accounts left out): the sum of the
   * balances read so far (0 when none was) and when the oldest of them was read (null when none).
   */
  async balanceKop(taxisId: number): Promise<{ totalKop: number; at: Date | null }> {
    const [row] = await this.db
      .select({ total: sum(payoutAccounts.balanceKop), at: min(payoutAccounts.balanceAt) })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.taxisId, taxisId), ne(payoutAccounts.status, 'closed')));
    return { totalKop: Number(row?.total ?? 0), at: row?.at ?? null };
  }

  async virtualAccounts(taxisId: number): Promise<{ virtual: VirtualAccountRow; accountName: string }[]> {
    return this.db
      .select({ virtual: virtualAccounts, accountName: payoutAccounts.name })
      .from(virtualAccounts)
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, virtualAccounts.accountId))
      .where(eq(virtualAccounts.taxisId, taxisId))
      .orderBy(asc(virtualAccounts.id));
  }

  async virtualAccount(taxisId: number, id: number): Promise<{ virtual: VirtualAccountRow; accountName: string } | null> {
    const [row] = await this.db
      .select({ virtual: virtualAccounts, accountName: payoutAccounts.name })
      .from(virtualAccounts)
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, virtualAccounts.accountId))
      .where(and(eq(virtualAccounts.taxisId, taxisId), eq(virtualAccounts.id, id)))
      .limit(1);
    return row ?? null;
  }

  async railSettings(taxisId: number): Promise<{ kind: PayoutKind; accountId: number }[]> {
    return this.db
      .select({ kind: payoutRailSettings.kind, accountId: payoutRailSettings.accountId })
      .from(payoutRailSettings)
      .where(eq(payoutRailSettings.taxisId, taxisId));
  }

  async setRailSetting(taxisId: number, kind: PayoutKind, accountId: number | null, now: Date): Promise<void> {
    if (accountId === null) {
      await this.db.delete(payoutRailSettings).where(and(eq(payoutRailSettings.taxisId, taxisId), eq(payoutRailSettings.kind, kind)));
      return;
    }
    await this.db
      .insert(payoutRailSettings)
      .values({ taxisId, kind, accountId, updatedAt: now })
      .onConflictDoUpdate({ target: [payoutRailSettings.taxisId, payoutRailSettings.kind], set: { accountId, updatedAt: now } });
  }

  /** Every working staff member of the park with their rule, if one was set. */
  async staffRules(taxisId: number): Promise<StaffRuleView[]> {
    return this.db
      .select({
        userId: users.id,
        name: users.name,
        login: users.login,
        groupId: users.groupId,
        parkOwner: users.parkOwner,
        maySend: payoutStaffRules.maySend,
        approvalLimitKop: payoutStaffRules.approvalLimitKop,
        mayApprove: payoutStaffRules.mayApprove,
      })
      .from(users)
      .leftJoin(payoutStaffRules, and(eq(payoutStaffRules.userId, users.id), eq(payoutStaffRules.taxisId, users.taxisId)))
      .where(and(eq(users.taxisId, taxisId), eq(users.disabled, false)))
      .orderBy(asc(users.groupId), asc(users.name), asc(users.id));
  }

  async staffRule(taxisId: number, userId: number): Promise<StaffRuleView | null> {
    const rows = await this.staffRules(taxisId);
    return rows.find((row) => row.userId === userId) ?? null;
  }

  async setStaffRule(
    taxisId: number,
    userId: number,
    rule: { maySend: boolean; approvalLimitKop: number | null; mayApprove: boolean },
    now: Date,
  ): Promise<void> {
    await this.db
      .insert(payoutStaffRules)
      .values({ taxisId, userId, ...rule, updatedAt: now })
      .onConflictDoUpdate({ target: [payoutStaffRules.taxisId, payoutStaffRules.userId], set: { ...rule, updatedAt: now } });
  }

  async noticeSettings(taxisId: number): Promise<NoticeSettingRow[]> {
    return this.db.select().from(payoutNoticeSettings).where(eq(payoutNoticeSettings.taxisId, taxisId));
  }

  async setNoticeSetting(values: typeof payoutNoticeSettings.$inferInsert): Promise<void> {
    const { taxisId: _park, event: _event, ...set } = values;
    await this.db
      .insert(payoutNoticeSettings)
      .values(values)
      .onConflictDoUpdate({ target: [payoutNoticeSettings.taxisId, payoutNoticeSettings.event], set });
  }

  /** Failed payouts changed since `since`, newest first. */
  async failedPayouts(taxisId: number, since: Date, limit: number) {
    return this.db
      .select({ id: payouts.id, driverName, amountKop: payouts.amountKop, reason: payouts.reason, accountId: payouts.accountId, at: payouts.updatedAt })
      .from(payouts)
      .innerJoin(drivers, eq(drivers.id, payouts.driverId))
      .where(and(eq(payouts.taxisId, taxisId), eq(payouts.status, 'failed'), gte(payouts.updatedAt, since)))
      .orderBy(desc(payouts.updatedAt), desc(payouts.id))
      .limit(limit);
  }

  async awaitingApproval(taxisId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(payouts)
      .where(and(eq(payouts.taxisId, taxisId), eq(payouts.status, 'awaiting_approval')));
    return row?.count ?? 0;
  }

  /** What each account has paid or is paying since `since` (the day's start), for its day's limit. */
  async spentSince(taxisId: number, since: Date): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ accountId: payouts.accountId, total: sum(payouts.amountKop) })
      .from(payouts)
      .where(and(eq(payouts.taxisId, taxisId), gte(payouts.createdAt, since), inArray(payouts.status, [...SPENT_STATUSES])))
      .groupBy(payouts.accountId);
    return new Map(rows.map((row) => [row.accountId, Number(row.total ?? 0)]));
  }
}
