/**
 * The park's accounts on the payout rails and its payout settings (issue 13): spec 7's
 * `GET /taxisbanks`, `GET /taxis/cloudpayments/accounts`, `GET /taxis/yourpayments/accounts`
 * (spec 3 "Bank account item"), one account's settings, connecting one (`/payments/add-account`),
 * the nominal account's virtual accounts, the default account per payout kind
 * (`/payments/active-settings`), who of the staff may send payouts (`/payments/access`), what the
 * park is told (`/payments/notifications`) and the closed Qiwi wallet (`/payments/qiwi…`).
 */
import { z } from 'zod';
import { RowIdSchema } from './lists';
import { MoneySchema } from './money';
import { PAYOUT_KINDS, RAILS } from './payouts';
import { visibleName } from './visible-name';

export const PAYOUT_ACCOUNT_ENDPOINTS = {
  /** Spec 7: the park's bank accounts (Точка, Т-Банк, Альфа, the nominal one). */
  banks: '/taxisbanks',
  cloudpayments: '/taxis/cloudpayments/accounts',
  yourpayments: '/taxis/yourpayments/accounts',
  /** GET: every account of the park; POST: connect one. */
  list: '/payout-accounts',
  /** GET: one account with its settings; PUT: its settings. */
  one: '/payout-accounts/:id',
  virtual: '/virtual-accounts',
  virtualOne: '/virtual-accounts/:id',
  /** GET/PUT: the default account per payout kind. */
  railSettings: '/payout-settings/rails',
  /** GET: the staff's rules; PUT `/payout-settings/staff/:userId`: one person's. */
  staff: '/payout-settings/staff',
  staffOne: '/payout-settings/staff/:userId',
  /** GET: what the park is told and where; PUT `/payout-settings/notices/:event`. */
  notices: '/payout-settings/notices',
  noticeOne: '/payout-settings/notices/:event',
  /** GET: the notices the park's data raises now. */
  currentNotices: '/payout-notices',
  /** GET: the closed Qiwi wallet and its balance as last read. */
  qiwi: '/taxis/qiwi',
} as const;

/** The day Qiwi Bank lost its licence: nothing has been paid through Qiwi since. */
export const QIWI_CLOSED_ON = '2024-02-21';

export const PAYOUT_ACCOUNT_STATUSES = ['active', 'pending', 'blocked', 'closed'] as const;
export const PayoutAccountStatusSchema = z.enum(PAYOUT_ACCOUNT_STATUSES);

/** Rails a park connects a bank account on, and those of card providers. */
export const BANK_RAILS = ['tochka', 'tbank', 'alfa', 'nominal'] as const;
export const CARD_RAILS = ['cloudpayments', 'ypmn'] as const;
/** What `/payments/add-account` offers (Qiwi is closed and cannot be added). */
export const CONNECTABLE_RAILS = ['tochka', 'tbank', 'alfa', 'cloudpayments', 'ypmn', 'sbp', 'nominal'] as const;
export type ConnectableRail = (typeof CONNECTABLE_RAILS)[number];

/** Whose cards a card provider pays (`/payments/on-card/settings`). */
export const CARD_DRIVER_SCOPES = ['all', 'selfemployed', 'none'] as const;

/** Rail-specific settings, all optional: requisites, the signer, whose cards. */
export const AccountSettingsSchema = z.object({
  bik: z.string().nullable().optional(),
  inn: z.string().nullable().optional(),
  bank_name: z.string().nullable().optional(),
  signer: z.string().nullable().optional(),
  card_drivers: z.enum(CARD_DRIVER_SCOPES).nullable().optional(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

export const PayoutAccountSchema = z.object({
  id: z.number().int(),
  rail: z.enum(RAILS),
  name: z.string(),
  public_id: z.string(),
  active: z.boolean(),
  status: PayoutAccountStatusSchema,
  /** The sandbox answers instead of the rail («Тестовый режим»). */
  sandbox: z.boolean(),
  balance: MoneySchema.nullable(),
  balance_at: z.iso.datetime().nullable(),
  per_payment_limit: MoneySchema.nullable(),
  per_day_limit: MoneySchema.nullable(),
  per_recipient_day_limit: MoneySchema.nullable(),
  /** Percent of the amount the driver pays, "1.50". */
  fee_percent: z.string(),
  fee_fixed: MoneySchema,
  fee_min: MoneySchema,
  settings: AccountSettingsSchema,
  /** The API key's last four characters; the key itself is never shown back. */
  key_last4: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;
export const PayoutAccountsResponseSchema = z.object({ accounts: z.array(PayoutAccountSchema) });

/** Limits and fees as a person types them; an empty limit is the rail's own. */
const LimitInputSchema = z.string().trim().max(32).nullable().optional();
export const AccountSettingsRequestSchema = z.object({
  name: visibleName(z.string().trim().min(1).max(120)),
  active: z.boolean(),
  per_payment_limit: LimitInputSchema,
  per_day_limit: LimitInputSchema,
  per_recipient_day_limit: LimitInputSchema,
  /** Empty or null = 0. */
  fee_percent: z.string().trim().max(16).nullable().optional(),
  fee_fixed: z.string().trim().max(32).nullable().optional(),
  fee_min: z.string().trim().max(32).nullable().optional(),
  settings: AccountSettingsSchema.optional(),
});
export type AccountSettingsRequest = z.infer<typeof AccountSettingsRequestSchema>;

export const AccountConnectRequestSchema = AccountSettingsRequestSchema.omit({ active: true }).extend({
  rail: z.string().max(32),
  public_id: z.string().trim().min(1).max(64),
  api_key: z.string().max(512),
  sandbox: z.boolean(),
});
export type AccountConnectRequest = z.infer<typeof AccountConnectRequestSchema>;

/** Spec 3 "Bank account item" (`GET /taxisbanks`); `rail` and `sandbox` are ours. */
export const TaxisBankSchema = z.object({
  active: z.boolean(),
  taxis_banks_id: z.number().int(),
  rail: z.enum(BANK_RAILS),
  sandbox: z.boolean(),
  bank_account: z.object({
    name: z.string(),
    public_id: z.string(),
    taxis_banks_table_id: z.number().int(),
    balance: MoneySchema.nullable(),
    status: PayoutAccountStatusSchema,
  }),
  virtual_account: z
    .object({ virtual_account_id: z.number().int(), balance: MoneySchema, status: PayoutAccountStatusSchema })
    .nullable(),
});
export const TaxisBanksResponseSchema = z.object({ items: z.array(TaxisBankSchema) });

const CardAccountBase = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  status: PayoutAccountStatusSchema,
  sandbox: z.boolean(),
  balance: MoneySchema.nullable(),
  card_drivers: z.enum(CARD_DRIVER_SCOPES),
});
export const CloudAccountsResponseSchema = z.object({ items: z.array(CardAccountBase.extend({ cloud_public_id: z.string() })) });
export const YpmnAccountsResponseSchema = z.object({ items: z.array(CardAccountBase.extend({ ypmn_merchant_id: z.string() })) });

export const VirtualAccountSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  account_name: z.string(),
  external_id: z.string(),
  balance: MoneySchema,
  status: PayoutAccountStatusSchema,
  created_at: z.iso.datetime(),
});
export type VirtualAccount = z.infer<typeof VirtualAccountSchema>;
export const VirtualAccountsResponseSchema = z.object({ accounts: z.array(VirtualAccountSchema) });

export const RailSettingsSchema = z.object({
  settings: z.array(z.object({ kind: z.enum(PAYOUT_KINDS), account_id: z.number().int().nullable() })),
  /** The accounts that may pay: open rails, active. */
  accounts: z.array(z.object({ id: z.number().int(), name: z.string(), rail: z.enum(RAILS), sandbox: z.boolean() })),
});
export const RailSettingRequestSchema = z.object({ kind: z.enum(PAYOUT_KINDS), account_id: RowIdSchema.nullable() });

export const StaffRuleSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  login: z.string(),
  group_id: z.number().int(),
  may_send: z.boolean(),
  /** Above it a payout waits for a second person; null = no limit. */
  approval_limit: MoneySchema.nullable(),
  may_approve: z.boolean(),
  /** The signed-in person's own rule: nobody edits their own. */
  own: z.boolean(),
});
export const StaffRulesResponseSchema = z.object({ rules: z.array(StaffRuleSchema) });
export const StaffRuleRequestSchema = z.object({
  may_send: z.boolean(),
  approval_limit: z.string().trim().max(32).nullable(),
  may_approve: z.boolean(),
});
export const StaffRuleParamsSchema = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

export const PAYOUT_NOTICE_EVENTS = ['low_balance', 'payout_failed', 'receipt_overdue', 'limit_near', 'approval_waiting'] as const;
export const PAYOUT_NOTICE_CHANNELS = ['cabinet', 'email', 'sms'] as const;
export const NoticeSettingSchema = z.object({
  event: z.enum(PAYOUT_NOTICE_EVENTS),
  enabled: z.boolean(),
  channels: z.array(z.enum(PAYOUT_NOTICE_CHANNELS)),
  /** low_balance: a sum in roubles; limit_near: percent of a limit; otherwise null. */
  threshold: z.string().nullable(),
});
export const NoticeSettingsResponseSchema = z.object({ settings: z.array(NoticeSettingSchema) });
export const NoticeSettingRequestSchema = z.object({
  enabled: z.boolean(),
  channels: z.array(z.enum(PAYOUT_NOTICE_CHANNELS)).max(3),
  threshold: z.string().trim().max(32).nullable().optional(),
});
export const NoticeParamsSchema = z.object({ event: z.enum(PAYOUT_NOTICE_EVENTS) });

export const CurrentNoticeSchema = z.object({
  event: z.enum(PAYOUT_NOTICE_EVENTS),
  /** In Russian, as the park reads it. */
  text: z.string(),
  account_id: z.number().int().nullable(),
  payout_id: z.number().int().nullable(),
  at: z.iso.datetime().nullable(),
});
export const CurrentNoticesResponseSchema = z.object({ notices: z.array(CurrentNoticeSchema) });

export const QiwiWalletSchema = z.object({
  qiwi_login: z.string().nullable(),
  qiwi_flag: z.boolean(),
  closed_on: z.string(),
  accounts: z.array(
    z.object({ id: z.number().int(), name: z.string(), public_id: z.string(), balance: MoneySchema.nullable(), balance_at: z.iso.datetime().nullable(), status: PayoutAccountStatusSchema }),
  ),
});
export type QiwiWallet = z.infer<typeof QiwiWalletSchema>;
