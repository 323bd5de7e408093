/**
 * Wire contracts of the auth host (spec 7) and of the account endpoints of the main API.
 * Field names are the spec's, verbatim (AUTH_USER, AUTH_PW, sms_key...).
 */
import { z } from 'zod';
import { RowIdSchema } from './lists';
import { t } from '../texts/t';
import { GroupIdSchema } from './access';
import { MoneySchema } from './money';
import { normalisePhone } from './phone';
import { visibleName } from './visible-name';
import { CountryCodeSchema } from './countries';

export { COUNTRY_CODES, CountryCodeSchema, type CountryCode } from './countries';

export const API_VERSION = '2020.07.22';
export const SMS_CODE_LENGTH = 5;

/** A missing field reads like an empty one, not like zod's English type error. */
const requiredString = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : undefined) });

export const SmsCodeSchema = requiredString(t('sms.codeFormat')).regex(/^\d{5}$/, t('sms.codeFormat'));
const DeviceUidSchema = requiredString(t('validation.required')).min(8).max(128);
const LoginSchema = requiredString(t('login.loginRequired')).trim().min(1, t('login.loginRequired')).max(64);

export const AuthRequestSchema = z.object({
  AUTH_USER: LoginSchema,
  AUTH_PW: requiredString(t('login.passwordRequired')).min(1, t('login.passwordRequired')).max(256),
  DEVICE_UID: DeviceUidSchema,
  api_ver: z.string().max(32).optional(),
  sms_key: z.string().max(128).optional(),
  sms_code: SmsCodeSchema.optional(),
});
export type AuthRequest = z.infer<typeof AuthRequestSchema>;

export const AuthSmsRequestSchema = AuthRequestSchema.extend({
  sms_key: z.string().min(1).max(128),
  sms_code: SmsCodeSchema,
});
export type AuthSmsRequest = z.infer<typeof AuthSmsRequestSchema>;

/**
 * `token`: the short-lived access token (a JWT whose `server` claim names the main API base).
 * The refresh token travels only in an httpOnly cookie of the auth host, never in a body.
 * `sms_key` without a token: the device is not confirmed yet and a 5-digit code was sent.
 */
export const AuthResponseSchema = z.object({
  data: z.object({
    token: z.string().optional(),
    expires_in: z.number().int().optional(),
    server: z.string().optional(),
    user_id: z.number().int().optional(),
    sms_key: z.string().optional(),
    phone_mask: z.string().optional(),
    sms_expires_in: z.number().int().optional(),
  }),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const TokenRequestSchema = z.object({ AUTH_USER: LoginSchema });
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/** Claims of the access token. */
export const AccessClaimsSchema = z.object({
  sub: z.string(),
  login: z.string(),
  taxis_id: z.number().int(),
  group_id: GroupIdSchema,
  server: z.string(),
  sid: z.string(),
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

const EmailSchema = z.string().trim().toLowerCase().email(t('recovery.emailInvalid')).max(254);
/** A phone as people write it (+7 …, 8 …, +375 …, 80 …), stored in E.164 (schemas/phone.ts). */
export const PhoneSchema = z
  .string()
  .transform((value) => normalisePhone(value) ?? value)
  .pipe(z.string().regex(/^\+\d{10,15}$/, t('recovery.phoneInvalid')));

export const ResetEmailRequestSchema = z.object({ EMAIL: EmailSchema });
export const ResetSmsRequestSchema = z.object({
  EMAIL: EmailSchema,
  PHONE: PhoneSchema,
  country_code: CountryCodeSchema,
});
export const ResetConfirmRequestSchema = ResetSmsRequestSchema.extend({
  sms_code: SmsCodeSchema,
  sms_key: z.string().min(1).max(128),
});
export const ResetTaxisChangeRequestSchema = ResetConfirmRequestSchema.extend({
  taxis_id: RowIdSchema,
  server_id: z.string().max(64),
});
export const TaxisChoiceSchema = z.object({ taxis_id: z.number().int(), name: z.string(), server_id: z.string() });
export const ResetResponseSchema = z.object({
  data: z.object({
    sms_key: z.string().optional(),
    taxis_list: z.array(TaxisChoiceSchema).optional(),
    message: z.string().optional(),
  }),
});
export type ResetEmailRequest = z.infer<typeof ResetEmailRequestSchema>;
export type ResetSmsRequest = z.infer<typeof ResetSmsRequestSchema>;
export type ResetConfirmRequest = z.infer<typeof ResetConfirmRequestSchema>;
export type ResetTaxisChangeRequest = z.infer<typeof ResetTaxisChangeRequestSchema>;
export type TaxisChoice = z.infer<typeof TaxisChoiceSchema>;
export type ResetResponse = z.infer<typeof ResetResponseSchema>;

/** Answers that carry nothing: logout, the recovery e-mail step. */
export const EmptyResponseSchema = z.object({ data: z.object({}) });

export { PHONE_MASKS } from './phone';

export const RegistrationRequestSchema = z.object({
  park_name: visibleName(z.string().trim().min(2, t('registration.required')).max(120)),
  country_code: CountryCodeSchema,
  name: visibleName(z.string().trim().min(1, t('registration.required')).max(120)),
  login: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,64}$/, t('registration.loginFormat')),
  email: EmailSchema,
  phone: PhoneSchema,
  password: z.string().min(8, t('registration.passwordWeak')).max(256),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;
export const RegistrationResponseSchema = z.object({
  data: z.object({ user_id: z.number().int(), taxis_id: z.number().int() }),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

/** Path parameter of /users/{id}, /taxis/{id}, /auth/multiuser/{id}. */
export { IdParamsSchema } from './lists';

/** Spec 3 "Current user". */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  taxis_id: z.number().int(),
  group_id: GroupIdSchema,
  country_code: CountryCodeSchema,
  owner: z.boolean(),
  first_login: z.string().nullable(),
  /**
   * Not in spec 3: the sections and pages this user's own rules close for their group
   * (schemas/user-rules.ts), so the SPA hides what the server refuses. Absent means none.
   */
  denied_paths: z.array(z.string()).default([]),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** Spec 3 "Linked account". */
export const LinkedAccountSchema = z.object({
  login: z.string(),
  userId: z.number().int(),
  owner: z.boolean(),
  deleted: z.boolean(),
});
export type LinkedAccount = z.infer<typeof LinkedAccountSchema>;
/** The caller first (owner), then the sub-accounts it added, deleted ones flagged. */
export const LinkedAccountsResponseSchema = z.object({ data: z.array(LinkedAccountSchema) });
export type LinkedAccountsResponse = z.infer<typeof LinkedAccountsResponseSchema>;

/** POST/PUT /auth/multiuser/{id}: the token proves the caller signed in as `login`. */
export const MultiuserRequestSchema = z.object({ token: z.string().min(1), login: z.string().trim().min(1).max(64) });
export type MultiuserRequest = z.infer<typeof MultiuserRequestSchema>;

/** Spec 3 "Taxi (park)", the part the shell needs. */
export const TaxiSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: CountryCodeSchema,
  /** Spec 3: the park's money on its payout accounts as last read from the banks ("0.00" before any read). */
  balance: MoneySchema,
  /** When the oldest of those balances was read; null while none was. */
  balance_at: z.iso.datetime().nullable(),
  bankAllowed: z.boolean(),
  /** Spec 6: the park may open Альфа-Банк accounts. */
  alfabankAllowed: z.boolean().optional(),
  /** Spec 6: the park may open Т-Банк accounts. */
  tbankAllowed: z.boolean().optional(),
  hand_aggregator: z.boolean(),
  qiwi_login: z.string().nullable(),
  qiwi_flag: z.boolean(),
  phone: z.string().nullable(),
  first_transaction_date: z.string().nullable(),
  /** IANA zone of the park: its YYYY-MM-DD days (filters, figures) are days of this zone. */
  timezone: z.string().optional(),
  /** The city the zone was chosen by (schemas/timezones.ts), as the park card shows it. */
  timezone_city: z.string().optional(),
  created_at: z.string().optional(),
});
export type Taxi = z.infer<typeof TaxiSchema>;

/** The park as GET /taxis/{id} answers it (spec 3 "Taxi"); only id and name are relied upon. */
export const ParkSchema = TaxiSchema.partial().extend({ id: z.number().int(), name: z.string() });
export type Park = z.infer<typeof ParkSchema>;

export const SmsOutboxEntrySchema = z.object({
  login: z.string(),
  phone: z.string(),
  code: z.string(),
  /** The sign-in challenge the code belongs to (null for recovery codes). */
  sms_key: z.string().nullable(),
  created_at: z.string(),
});
export type SmsOutboxEntry = z.infer<typeof SmsOutboxEntrySchema>;

/** Sandbox e-mail outbox (GET /dev/email-outbox): new passwords of recovery. */
export const EmailOutboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type EmailOutboxEntry = z.infer<typeof EmailOutboxEntrySchema>;
