/**
 * The park's payout settings: the default account per payout kind (`/payments/active-settings`),
 * who of the staff may send payouts and up to what sum without a second person
 * (`/payments/access`), what the park is told and where (`/payments/notifications`), and the
 * notices its data raises now.
 */
import type { AccessClaims } from '../../../schemas/auth';
import { dayIn } from '../../../schemas/days';
import { kopecksToWire } from '../../../schemas/money';
import {
  PAYOUT_NOTICE_EVENTS,
  type CurrentNoticeSchema,
  type NoticeSettingRequestSchema,
  type NoticeSettingSchema,
  type RailSettingRequestSchema,
  type StaffRuleRequestSchema,
  type StaffRuleSchema,
} from '../../../schemas/payout-accounts';
import { PAYOUT_KINDS } from '../../../schemas/payouts';
import { t } from '../../../texts/t';
import type { z } from 'zod';
import { parkDayStart } from '../../lib/park-time';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { parkTimezone } from '../taxis/park-timezone';
import { assertManages } from '../users/staff-authority';
import { isOpenAccount } from './payout-accounts.service';
import { parseLimit } from './payout-money';
import { PayoutAccountsRepository, type NoticeSettingRow } from './payout-accounts.repository';

type NoticeEvent = (typeof PAYOUT_NOTICE_EVENTS)[number];
type CurrentNotice = z.infer<typeof CurrentNoticeSchema>;

/** How far back a failed payout is still a notice. */
const FAILED_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;
const MAX_FAILED = 20;

/** What the park is told before it set anything: everything, in the cabinet, 10 000 ₽ and 90 %. */
const DEFAULT_THRESHOLD: Partial<Record<NoticeEvent, number>> = { low_balance: 1_000_000, limit_near: 90 };

function thresholdWire(event: NoticeEvent, value: number | null): string | null {
  if (value === null) return null;
  return event === 'low_balance' ? kopecksToWire(value) : event === 'limit_near' ? String(value) : null;
}

export class PayoutSettingsService {
  private readonly repository: PayoutAccountsRepository;

  constructor(private readonly deps: AppDeps) {
    this.repository = new PayoutAccountsRepository(deps.db);
  }

  async railSettings(claims: AccessClaims) {
    const [settings, accounts] = await Promise.all([this.repository.railSettings(claims.taxis_id), this.repository.accounts(claims.taxis_id)]);
    return {
      settings: PAYOUT_KINDS.map((kind) => ({ kind, account_id: settings.find((row) => row.kind === kind)?.accountId ?? null })),
      accounts: accounts.filter(isOpenAccount).map((row) => ({ id: row.id, name: row.name, rail: row.rail, sandbox: row.sandbox })),
    };
  }

  /** Only an open account of the park pays by default; another park's account is not found. */
  async setRailSetting(claims: AccessClaims, body: z.infer<typeof RailSettingRequestSchema>) {
    if (body.account_id !== null) {
      const account = await this.repository.account(claims.taxis_id, body.account_id);
      if (!account) throw errors.validation({ account_id: t('payoutAccounts.notFound') });
      if (!isOpenAccount(account)) throw errors.validation({ account_id: t('payoutAccounts.validation.accountNotOpen') });
    }
    await this.repository.setRailSetting(claims.taxis_id, body.kind, body.account_id, this.deps.clock.now());
    return this.railSettings(claims);
  }

  async staffRules(claims: AccessClaims): Promise<{ rules: z.infer<typeof StaffRuleSchema>[] }> {
    const me = Number(claims.sub);
    const rows = await this.repository.staffRules(claims.taxis_id);
    return {
      rules: rows.map((row) => ({
        user_id: row.userId,
        name: row.name,
        login: row.login,
        group_id: row.groupId,
        may_send: row.maySend ?? false,
        approval_limit: row.approvalLimitKop === null ? null : kopecksToWire(row.approvalLimitKop),
        may_approve: row.mayApprove ?? false,
        own: row.userId === me,
      })),
    };
  }

  /**
   * Another park's person is not found; nobody sets their own rule (400), nor the rule of a person
   * they may not manage (403, server/modules/users/staff-authority.ts).
   */
  async setStaffRule(claims: AccessClaims, userId: number, body: z.infer<typeof StaffRuleRequestSchema>) {
    const rule = await this.repository.staffRule(claims.taxis_id, userId);
    if (!rule) throw errors.notFound();
    if (userId === Number(claims.sub)) throw errors.validation({ may_send: t('payoutAccounts.validation.ownRule') }, t('payoutAccounts.validation.ownRule'));
    await assertManages(this.deps.db, this.deps.config.accessPolicy, claims, { id: rule.userId, groupId: rule.groupId, parkOwner: rule.parkOwner });
    const limit = parseLimit(body.approval_limit);
    if (limit === 'invalid') throw errors.validation({ approval_limit: t('payoutAccounts.validation.money') });
    await this.repository.setStaffRule(claims.taxis_id, userId, { maySend: body.may_send, approvalLimitKop: limit, mayApprove: body.may_approve }, this.deps.clock.now());
    return this.staffRules(claims);
  }

  private static withDefaults(rows: NoticeSettingRow[]) {
    return PAYOUT_NOTICE_EVENTS.map((event) => {
      const row = rows.find((candidate) => candidate.event === event);
      return {
        event,
        enabled: row?.enabled ?? true,
        channels: row?.channels ?? (['cabinet'] as const),
        threshold: row ? row.threshold : (DEFAULT_THRESHOLD[event] ?? null),
      };
    });
  }

  async noticeSettings(claims: AccessClaims): Promise<{ settings: z.infer<typeof NoticeSettingSchema>[] }> {
    const rows = PayoutSettingsService.withDefaults(await this.repository.noticeSettings(claims.taxis_id));
    return { settings: rows.map((row) => ({ ...row, channels: [...row.channels], threshold: thresholdWire(row.event, row.threshold) })) };
  }

  /** low_balance takes a sum in roubles, limit_near a percent (1–100); the others no threshold. */
  async setNoticeSetting(claims: AccessClaims, event: NoticeEvent, body: z.infer<typeof NoticeSettingRequestSchema>) {
    let threshold: number | null = null;
    if (event === 'low_balance') {
      const kop = parseLimit(body.threshold);
      if (kop === 'invalid' || kop === null) throw errors.validation({ threshold: t('payoutAccounts.validation.money') });
      threshold = kop;
    } else if (event === 'limit_near') {
      const text = (body.threshold ?? '').trim();
      const percent = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
      if (!(percent >= 1 && percent <= 100)) throw errors.validation({ threshold: t('payoutAccounts.validation.percent') });
      threshold = percent;
    }
    await this.repository.setNoticeSetting({
      taxisId: claims.taxis_id,
      event,
      enabled: body.enabled,
      channels: [...new Set(body.channels)],
      threshold,
      updatedAt: this.deps.clock.now(),
    });
    return this.noticeSettings(claims);
  }

  /** The notices the data raises now, for the events the park asked about. */
  async current(claims: AccessClaims): Promise<{ notices: CurrentNotice[] }> {
    const park = claims.taxis_id;
    const now = this.deps.clock.now();
    const settings = PayoutSettingsService.withDefaults(await this.repository.noticeSettings(park));
    const on = (event: NoticeEvent) => settings.find((row) => row.event === event && row.enabled);
    const notices: CurrentNotice[] = [];
    const accounts = (await this.repository.accounts(park)).filter(isOpenAccount);
    const low = on('low_balance');
    if (low?.threshold != null) {
      const threshold = low.threshold;
      for (const account of accounts) {
        if (account.balanceKop === null || account.balanceKop >= threshold) continue;
        notices.push({
          event: 'low_balance',
          text: t('payoutAccounts.notices.texts.low_balance', { name: account.name, balance: kopecksToWire(account.balanceKop), threshold: kopecksToWire(threshold) }),
          account_id: account.id,
          payout_id: null,
          at: account.balanceAt?.toISOString() ?? null,
        });
      }
    }
    const near = on('limit_near');
    if (near?.threshold != null) {
      const share = near.threshold;
      const timezone = await parkTimezone(this.deps.db, park);
      const spent = await this.repository.spentSince(park, parkDayStart(dayIn(now, timezone), timezone));
      for (const account of accounts) {
        const used = spent.get(account.id) ?? 0;
        if (account.perDayLimitKop === null || used * 100 < account.perDayLimitKop * share) continue;
        notices.push({
          event: 'limit_near',
          text: t('payoutAccounts.notices.texts.limit_near', { name: account.name, used: kopecksToWire(used), limit: kopecksToWire(account.perDayLimitKop) }),
          account_id: account.id,
          payout_id: null,
          at: null,
        });
      }
    }
    if (on('payout_failed')) {
      for (const payout of await this.repository.failedPayouts(park, new Date(now.getTime() - FAILED_DAYS * DAY_MS), MAX_FAILED)) {
        notices.push({
          event: 'payout_failed',
          text: t('payoutAccounts.notices.texts.payout_failed', { id: payout.id, driver: payout.driverName, amount: kopecksToWire(payout.amountKop), reason: payout.reason ?? t('payoutAccounts.notices.noReason') }),
          account_id: payout.accountId,
          payout_id: payout.id,
          at: payout.at.toISOString(),
        });
      }
    }
    if (on('approval_waiting')) {
      const waiting = await this.repository.awaitingApproval(park);
      if (waiting > 0) notices.push({ event: 'approval_waiting', text: t('payoutAccounts.notices.texts.approval_waiting', { count: waiting }), account_id: null, payout_id: null, at: null });
    }
    return { notices };
  }
}
