/**
 * Stored values of the fleet (Yandex Fleet naming, shared/domain.md), shared by the database
 * schema, the wire schemas and the SPA. Labels are in texts/ru-fleet.ts.
 */
import { z } from 'zod';

export const AGGREGATOR_CODES = ['yandex', 'uber', 'citymobil', 'didi', 'maxim', 'indrive', 'vezet', 'gett'] as const;
export const DRIVER_WORK_STATUSES = ['working', 'not_working', 'fired'] as const;
export const EMPLOYMENT_TYPES = ['selfemployed', 'park_employee', 'individual_entrepreneur'] as const;
export const LICENCE_COUNTRIES = ['rus', 'kaz', 'blr'] as const;
export const LINK_STATUSES = ['active', 'pending', 'disconnected'] as const;
export const CAR_STATUSES = ['unknown', 'working', 'not_working', 'repairing', 'no_driver', 'pending'] as const;
export const TRANSFER_STATUSES = [
  'none',
  'driving',
  'waiting',
  'calling',
  'transporting',
  'complete',
  'cancelled',
  'expired',
  'failed',
] as const;
export const PAYMENT_METHODS = ['cash', 'cashless', 'card', 'corp', 'prepaid', 'other'] as const;
export const LEDGER_KINDS = [
  'ride_income',
  'park_commission',
  'aggregator_fee',
  'correction',
  'charge',
  'fine',
  'rent',
  'deposit',
  'payout',
  'payout_fee',
  'insurance',
  'damage',
  'fuel',
  'referral',
  'topup',
  'bonus',
  'other',
] as const;
export const LEDGER_AUTHORS = ['platform', 'dispatcher', 'api', 'support'] as const;
export const CHARGE_KINDS = ['rent', 'fine', 'damage', 'fuel', 'insurance', 'deposit', 'other'] as const;
export const CHARGE_PERIODS = ['once', 'daily', 'weekly'] as const;
export const CHARGE_STATUSES = ['active', 'paused', 'completed', 'cancelled'] as const;
export const APPLICATION_STATUSES = ['approved', 'accepted', 'declined'] as const;
export const ACCESS_REQUEST_KINDS = ['app', 'market'] as const;
export const ACCESS_REQUEST_STATUSES = ['new', 'approved', 'rejected'] as const;
export const FEEDBACK_STATUSES = ['new', 'processed'] as const;
/** A trip's or a car's tariff class, as the aggregators name them. */
export const CAR_CATEGORIES = ['econom', 'comfort', 'comfort_plus', 'business'] as const;
/** The driver app's operating system. */
export const APP_PLATFORMS = ['android', 'ios'] as const;

export const WorkStatusSchema = z.enum(DRIVER_WORK_STATUSES);
export const EmploymentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export const LicenceCountrySchema = z.enum(LICENCE_COUNTRIES);
export const TransferStatusSchema = z.enum(TRANSFER_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const LedgerKindSchema = z.enum(LEDGER_KINDS);
export const ChargeKindSchema = z.enum(CHARGE_KINDS);
export const ChargePeriodSchema = z.enum(CHARGE_PERIODS);
export const ChargeStatusSchema = z.enum(CHARGE_STATUSES);
export const AggregatorCodeSchema = z.enum(AGGREGATOR_CODES);
export const CarCategorySchema = z.enum(CAR_CATEGORIES);
export type CarCategory = z.infer<typeof CarCategorySchema>;
export const AppPlatformSchema = z.enum(APP_PLATFORMS);

export type TransferStatus = z.infer<typeof TransferStatusSchema>;
export type LedgerKind = z.infer<typeof LedgerKindSchema>;
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export type AggregatorCode = z.infer<typeof AggregatorCodeSchema>;
