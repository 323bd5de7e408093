/**
 * The driver API (issue 13): what the park's driver app calls, on a base of its own. The driver
 * signs in with the park and the phone the park has for them and a 5-digit SMS code, and gets a
 * short token of the driver API only (a cabinet token never opens it, and it never opens the
 * cabinet). The driver and the park are always the token's: no endpoint takes a driver id.
 */
import { z } from 'zod';
import { t } from '../texts/t';
import { PhoneSchema, SmsCodeSchema } from './auth';
import { PageQuerySchema, RowIdSchema } from './lists';
import { MoneySchema } from './money';
import { DESTINATION_KINDS, PayoutStatusSchema, RAILS } from './payouts';
import { isValidBik, isValidSettlementAccount } from './requisites';

export const DRIVER_API_BASE = '/driver-api';

export const DRIVER_API_ENDPOINTS = {
  /** POST, public: a code by SMS to the phone the park has for the driver. */
  sms: '/auth/sms',
  /** POST, public: the code for a driver token and a refresh token. */
  signIn: '/auth',
  /** POST, public: a refresh token for new tokens; the refresh token is spent (rotated). */
  refresh: '/auth/refresh',
  /** POST, public: ends the sign-in of a refresh token. */
  logout: '/auth/logout',
  balance: '/balance',
  destinations: '/destinations',
  destination: '/destinations/:id',
  preview: '/payouts/preview',
  payouts: '/payouts',
  payout: '/payouts/:id',
} as const;

export const driverApiPath = (path: string) => `${DRIVER_API_BASE}${path}`;

// ---- sign-in ----------------------------------------------------------------------------------

export const DriverSmsRequestSchema = z.object({
  taxis_id: RowIdSchema.describe('Парк водителя'),
  phone: PhoneSchema.describe('Телефон водителя, как он записан в парке'),
});

/** The same answer whether or not the phone is a driver's of the park. */
export const DriverSmsResponseSchema = z.object({
  data: z.object({ sms_key: z.string(), phone_mask: z.string(), sms_expires_in: z.number().int() }),
});

export const DriverSignInRequestSchema = z.object({
  sms_key: z.string().min(1).max(128),
  sms_code: SmsCodeSchema,
});

export const DriverRefreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(128) });

export const DriverTokensResponseSchema = z.object({
  data: z.object({
    /** The driver token: a JWT of the driver API only, for at most 15 minutes. */
    token: z.string(),
    expires_in: z.number().int(),
    /** Spent on its first use: the answer carries the next one. A spent one used again ends the sign-in. */
    refresh_token: z.string(),
    refresh_expires_in: z.number().int(),
    driver_id: z.number().int(),
    taxis_id: z.number().int(),
  }),
});

export const DriverEmptyResponseSchema = z.object({ data: z.object({}) });

// ---- balance ----------------------------------------------------------------------------------

export const DriverBalanceSchema = z.object({
  balance: MoneySchema,
  /** Held back by the park (deposits, disputed sums). */
  blocked: MoneySchema,
  /** The amount and fee of the driver's payouts still on their way. */
  held: MoneySchema,
  /** The balance limit the park keeps. */
  limit: MoneySchema,
  /** balance − blocked − held − limit, never below 0. */
  withdrawable: MoneySchema,
});

// ---- destinations -----------------------------------------------------------------------------

/** The card providers that tokenise a card on the phone. */
export const CARD_RAILS = ['cloudpayments', 'ypmn'] as const;

export const DriverDestinationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DESTINATION_KINDS),
  title: z.string(),
  card_last4: z.string().nullable(),
  card_rail: z.enum(RAILS).nullable(),
  bank_name: z.string().nullable(),
  bik: z.string().nullable(),
  /** Only the last 4 digits of a bank account are shown back. */
  account_last4: z.string().nullable(),
  sbp_phone: z.string().nullable(),
  sbp_bank_id: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.iso.datetime(),
});
export type DriverDestination = z.infer<typeof DriverDestinationSchema>;

export const DriverDestinationsResponseSchema = z.object({ destinations: z.array(DriverDestinationSchema) });

const text = (max: number) => z.string().trim().max(max);
/** 13–19 digits, spaced or not: what a card number looks like. */
const LOOKS_LIKE_PAN = /^[\d\s-]{13,23}$/;

/**
 * A destination to save. A card arrives only as the provider's token and its last 4 digits (the
 * provider tokenises the card on the phone); a card number anywhere is refused at its field.
 * A bank account by requisites: the account is checked against the БИК's control key.
 */
export const DriverDestinationRequestSchema = z
  .object({
    kind: z.enum(DESTINATION_KINDS, { error: t('driverApi.validation.kind') }),
    card_token: text(256).optional(),
    card_last4: text(4).optional(),
    card_rail: z.enum(CARD_RAILS).optional(),
    /** Never accepted: present only so that a number sent here is refused in Russian, not dropped. */
    card_number: z.unknown().optional(),
    bik: text(9).optional(),
    account_number: text(20).optional(),
    bank_name: text(120).optional(),
    recipient_name: text(200).optional(),
    sbp_phone: z.string().max(32).optional(),
    sbp_bank_id: text(32).optional(),
    is_default: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const fail = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (value.card_number !== undefined) fail('card_number', t('driverApi.validation.cardNumber'));
    if (value.kind === 'card') {
      if (!value.card_token) fail('card_token', t('driverApi.validation.cardToken'));
      else if (LOOKS_LIKE_PAN.test(value.card_token)) fail('card_token', t('driverApi.validation.cardNumber'));
      if (!/^\d{4}$/.test(value.card_last4 ?? '')) fail('card_last4', t('driverApi.validation.cardLast4'));
    }
    if (value.kind === 'bank_account') {
      const bik = value.bik ?? '';
      const account = value.account_number ?? '';
      if (!isValidBik(bik)) fail('bik', t('driverApi.validation.bik'));
      if (!/^\d{20}$/.test(account)) fail('account_number', t('driverApi.validation.account'));
      else if (isValidBik(bik) && !isValidSettlementAccount(account, bik)) fail('account_number', t('driverApi.validation.accountKey'));
      if (!value.bank_name) fail('bank_name', t('driverApi.validation.bankName'));
    }
    if (value.kind === 'sbp') {
      if (PhoneSchema.safeParse(value.sbp_phone ?? '').success === false) fail('sbp_phone', t('driverApi.validation.phone'));
      if (!value.sbp_bank_id) fail('sbp_bank_id', t('driverApi.validation.sbpBankId'));
      if (!value.bank_name) fail('bank_name', t('driverApi.validation.bankName'));
    }
  })
  .describe('Карта — только токен платёжного сервиса и последние 4 цифры; счёт — по реквизитам; СБП — телефон и банк');
export type DriverDestinationRequest = z.infer<typeof DriverDestinationRequestSchema>;

export const DriverDeletedSchema = z.object({ deleted: z.literal(true) });

// ---- payouts ----------------------------------------------------------------------------------

export const DriverPayoutRequestSchema = z.object({
  /** Roubles as the driver typed them ("1500", "1 500,50"). */
  amount: z.string().max(32),
  /** A saved destination of the driver; the default one when left out. */
  destination_id: RowIdSchema.nullable().optional(),
});
export type DriverPayoutRequest = z.infer<typeof DriverPayoutRequestSchema>;

export const DriverPayoutPreviewSchema = z.object({
  amount: MoneySchema,
  fee: MoneySchema,
  /** amount + fee: what leaves the balance. */
  total: MoneySchema,
  withdrawable: MoneySchema,
  destination_id: z.number().int().nullable(),
  destination_title: z.string().nullable(),
  /** Why it cannot go, in Russian; null when it can. */
  refusal: z.string().nullable(),
  sandbox: z.boolean(),
});

export const DriverPayoutSchema = z.object({
  id: z.number().int(),
  amount: MoneySchema,
  fee: MoneySchema,
  status: PayoutStatusSchema,
  reason: z.string().nullable(),
  rail: z.enum(RAILS),
  destination_title: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  sandbox: z.boolean(),
});
export type DriverPayout = z.infer<typeof DriverPayoutSchema>;

export const DriverPayoutsQuerySchema = PageQuerySchema;
export const DriverPayoutsResponseSchema = z.object({
  payouts: z.array(DriverPayoutSchema),
  total: z.number().int(),
  pages: z.number().int(),
});
