/**
 * The Yandex Fleet API's request and answer shapes that the cabinet uses, as
 * shared/research/market.md §b describes them (b.1 driver profiles, b.5 orders, b.6
 * transactions). Answers are validated with zod; fields the cabinet does not read are dropped
 * (unknown fields ignored), and enumerations are read as strings so that a value Yandex adds
 * later does not fail a whole page.
 *
 * Seen vs inferred (market.md's marks):
 * - seen: paths, the X-Client-ID / X-API-Key / X-Park-ID / X-Idempotency-Token headers, the
 *   `{code, message}` error body, money as a decimal string, the field names of a driver
 *   profile, an order and a transaction, offset paging of the driver list (`limit` ≤ 1000,
 *   `offset`, `total`), cursor paging of orders (`limit` ≤ 500) and transactions (≤ 1000), the
 *   required `booked_at` / `event_at` range, the v3 create body (`park_id`,
 *   `contractor_profile_id`, `amount`, `description`, `version`, `data.kind`).
 * - inferred: the name of the answer's next-page field (`cursor`, empty or absent on the last
 *   page, sent back as `cursor` in the request), the v3 create answer (read leniently, only an
 *   optional `id`/`status` is kept), and `driver_profile.id` being the account id the orders and
 *   transactions refer to (integrators report it is not always the contractor id).
 */
import { z } from 'zod';

/** `^-?[0-9]+(\.[0-9]{1,4})?$` (market.md §b). */
export const FleetMoneySchema = z.string().regex(/^-?[0-9]+(\.[0-9]{1,4})?$/);

export const FleetErrorBodySchema = z.object({ code: z.string().optional(), message: z.string().optional() });

export const FleetDriverProfileSchema = z.object({
  driver_profile: z.object({
    id: z.string().min(1),
    park_id: z.string().optional(),
    created_date: z.string().optional(),
    first_name: z.string().default(''),
    last_name: z.string().default(''),
    middle_name: z.string().nullish(),
    phones: z.array(z.string()).default([]),
    driver_license: z
      .object({
        number: z.string().nullish(),
        normalized_number: z.string().nullish(),
        country: z.string().nullish(),
        issue_date: z.string().nullish(),
        expiration_date: z.string().nullish(),
        birth_date: z.string().nullish(),
      })
      .nullish(),
    work_rule_id: z.string().nullish(),
    work_status: z.string().nullish(),
    employment_type: z.string().nullish(),
    has_contract_issue: z.boolean().nullish(),
    comment: z.string().nullish(),
    check_message: z.string().nullish(),
  }),
  accounts: z
    .array(z.object({ id: z.string().optional(), type: z.string().optional(), balance: FleetMoneySchema.optional(), balance_limit: FleetMoneySchema.nullish(), currency: z.string().optional() }))
    .default([]),
  current_status: z.object({ status: z.string().optional() }).nullish(),
  car: z.object({ id: z.string().optional(), number: z.string().nullish(), brand: z.string().nullish(), model: z.string().nullish() }).nullish(),
});
export type FleetDriverProfile = z.infer<typeof FleetDriverProfileSchema>;

export const FleetDriverProfilesPageSchema = z.object({
  driver_profiles: z.array(FleetDriverProfileSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().optional(),
  offset: z.number().int().optional(),
});
export type FleetDriverProfilesPage = z.infer<typeof FleetDriverProfilesPageSchema>;

/** GET /v1/parks/driver-work-rules (market.md §b.4, seen): the park's work rules. */
export const FleetWorkRuleSchema = z.object({ id: z.string().min(1), name: z.string(), is_enabled: z.boolean().optional() });
export const FleetWorkRulesSchema = z.object({ rules: z.array(FleetWorkRuleSchema) });
export type FleetWorkRule = z.infer<typeof FleetWorkRuleSchema>;
export type FleetWorkRules = z.infer<typeof FleetWorkRulesSchema>;

export const FleetOrderSchema = z.object({
  id: z.string().min(1),
  short_id: z.union([z.number().int(), z.string()]).optional(),
  status: z.string(),
  created_at: z.string().optional(),
  booked_at: z.string(),
  ended_at: z.string().nullish(),
  provider: z.string().nullish(),
  category: z.string().nullish(),
  payment_method: z.string().nullish(),
  price: FleetMoneySchema.nullish(),
  mileage: z.union([z.string(), z.number()]).nullish(),
  cancellation_description: z.string().nullish(),
  address_from: z.object({ address: z.string().nullish() }).nullish(),
  route_points: z.array(z.object({ address: z.string().nullish() })).nullish(),
  driver_profile: z.object({ id: z.string(), name: z.string().nullish() }).nullish(),
  car: z.object({ id: z.string().nullish() }).nullish(),
});
export type FleetOrder = z.infer<typeof FleetOrderSchema>;

export const FleetOrdersPageSchema = z.object({
  orders: z.array(FleetOrderSchema),
  /** Inferred: the next page's cursor; empty or absent on the last page. */
  cursor: z.string().nullish(),
  limit: z.number().int().optional(),
});
export type FleetOrdersPage = z.infer<typeof FleetOrdersPageSchema>;

export const FleetTransactionSchema = z.object({
  id: z.string().min(1),
  event_at: z.string(),
  category_id: z.string(),
  category_name: z.string().nullish(),
  group_id: z.string().nullish(),
  amount: FleetMoneySchema,
  currency_code: z.string().nullish(),
  description: z.string().nullish(),
  driver_profile_id: z.string().nullish(),
  order_id: z.string().nullish(),
  created_by: z.object({ identity: z.string().nullish() }).nullish(),
});
export type FleetTransaction = z.infer<typeof FleetTransactionSchema>;

export const FleetTransactionsPageSchema = z.object({
  transactions: z.array(FleetTransactionSchema),
  cursor: z.string().nullish(),
});
export type FleetTransactionsPage = z.infer<typeof FleetTransactionsPageSchema>;

/** v3 kinds (market.md §b.6). */
export const FLEET_TRANSACTION_KINDS = ['other', 'rent', 'deposit', 'payout', 'insurance', 'fine', 'damage', 'fuel', 'referal', 'topup', 'bonus'] as const;
export type FleetTransactionKind = (typeof FLEET_TRANSACTION_KINDS)[number];

export interface FleetNewTransaction {
  contractorProfileId: string;
  /** Decimal string; negative debits the driver. */
  amount: string;
  description: string;
  kind: FleetTransactionKind;
  /** 1 for a new transaction; higher to amend its amount. */
  version?: number;
  /** Not applied on amendments. */
  balanceMin?: string;
}

/** Inferred: the answer of a v3 create is read leniently. */
export const FleetCreatedTransactionSchema = z.object({ id: z.string().optional(), status: z.string().optional() });
export type FleetCreatedTransaction = z.infer<typeof FleetCreatedTransactionSchema>;

/** Kopecks of a decimal string with up to 4 fraction digits, rounded half away from zero. */
export function fleetMoneyToKopecks(value: string): number {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const padded = `${fraction}0000`.slice(0, 4);
  const tenThousandths = Number(whole) * 10_000 + Number(padded);
  const kopecks = Math.round(tenThousandths / 100);
  return negative && kopecks !== 0 ? -kopecks : kopecks;
}

export function kopecksToFleetMoney(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** POST /v2/parks/contractors/driver-profile (market.md §b.2): the fields a park registers a driver with. */
export interface FleetNewDriverProfile {
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
  licenceNumber: string;
  /** 3 letters, e.g. rus. */
  licenceCountry: string;
  employmentType: string;
  taxIdentificationNumber: string | null;
  /** YYYY-MM-DD. */
  hireDate: string;
}

/** Inferred: the answer names the new profile's id. */
export const FleetCreatedDriverProfileSchema = z.object({ contractor_profile_id: z.string().min(1) });
export type FleetCreatedDriverProfile = z.infer<typeof FleetCreatedDriverProfileSchema>;

/** POST /v2/parks/vehicles/car (market.md §b.3): the fields a park registers a car with. */
export interface FleetNewCar {
  brand: string;
  model: string;
  year: number;
  color: string;
  /** Госномер. */
  number: string;
  vin: string | null;
  registrationCert: string | null;
}

/** Inferred: the answer names the new vehicle's id. */
export const FleetCreatedCarSchema = z.object({ vehicle_id: z.string().min(1) });
export type FleetCreatedCar = z.infer<typeof FleetCreatedCarSchema>;
