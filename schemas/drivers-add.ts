/**
 * Driver-add requests (issue 12 §1, spec 2 `/aggregators/detail/{aggregator}/drivers-add-list`,
 * `drivers-add/{requestId}`, `drivers-add-car/{requestId}`, `drivers-add-settings`): a park asks an
 * aggregator to register a driver (a park driver, or a new person), and then the driver's car. The
 * aggregator reviews the request asynchronously; a job asks it for the outcome.
 *
 * The status machine is pure (`transition`): new → sent → in_review → approved | rejected, with
 * failed for a submission that did not go through (retried by hand back to new, or to sent when the
 * aggregator already holds it: its status is asked before anything is sent again).
 */
import { z } from 'zod';
import { t } from '../texts/t';
import { cityOf } from './geo';
import { EMPLOYMENT_TYPES, LICENCE_COUNTRIES } from './fleet';
import { DriverPhoneSchema, LicenceNumberSchema } from './drivers';
import { IsoDateSchema, PageQuerySchema, RowIdQuerySchema, RowIdSchema } from './lists';

export const DRIVER_ADD_STATUSES = ['new', 'sent', 'in_review', 'approved', 'rejected', 'failed'] as const;
export type DriverAddStatus = (typeof DRIVER_ADD_STATUSES)[number];
export const DRIVER_ADD_KINDS = ['driver', 'car'] as const;
export type DriverAddKind = (typeof DRIVER_ADD_KINDS)[number];

/** Statuses the aggregator still has to answer: the job polls them, the card refreshes. */
export const PENDING_STATUSES: readonly DriverAddStatus[] = ['new', 'sent', 'in_review'];
export const isPending = (status: DriverAddStatus): boolean => PENDING_STATUSES.includes(status);

/** What can happen to a request. */
export type DriverAddEvent =
  /** The aggregator took the request. */
  | { type: 'submitted' }
  /** Sending failed; `final` when no automatic attempt is left (or retrying cannot help). */
  | { type: 'submit_failed'; final: boolean }
  /** The aggregator's answer to "what about this request". */
  | { type: 'reviewed'; status: 'sent' | 'in_review' | 'approved' | 'rejected' }
  /** Asking for the status failed; `final` when it cannot succeed later (credentials revoked). */
  | { type: 'review_failed'; final: boolean }
  /** A person retries a failed request; `held` when the aggregator already has it (an external id). */
  | { type: 'retry'; held: boolean };

/** The next status, or null when the event is not allowed in this status. */
export function transition(status: DriverAddStatus, event: DriverAddEvent): DriverAddStatus | null {
  switch (event.type) {
    case 'submitted':
      return status === 'new' ? 'sent' : null;
    case 'submit_failed':
      return status === 'new' ? (event.final ? 'failed' : 'new') : null;
    case 'reviewed': {
      if (status !== 'sent' && status !== 'in_review') return null;
      // The aggregator's answer never moves a request back (a late "sent" after "in_review").
      if (event.status === 'sent') return status;
      return event.status;
    }
    case 'review_failed':
      return status === 'sent' || status === 'in_review' ? (event.final ? 'failed' : status) : null;
    case 'retry':
      return status === 'failed' ? (event.held ? 'sent' : 'new') : null;
  }
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

/** A new person's data (the aggregator's driver profile, market.md §b.2). */
export const DriverAddPersonSchema = z.object({
  last_name: z.string({ error: t('driversAdd.validation.required') }).trim().min(1, t('driversAdd.validation.required')).max(100),
  first_name: z.string({ error: t('driversAdd.validation.required') }).trim().min(1, t('driversAdd.validation.required')).max(100),
  middle_name: optionalText(100),
  phone: DriverPhoneSchema,
  licence_number: LicenceNumberSchema,
  licence_country: z.enum(LICENCE_COUNTRIES).default('rus'),
  licence_expiration_date: z.preprocess(blankToNull, IsoDateSchema.nullable().optional()),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  tax_identification_number: z.preprocess(blankToNull, z.string().trim().regex(/^\d{10,12}$/, 'ИНН: 10 или 12 цифр').nullable().optional()),
});
export type DriverAddPerson = z.infer<typeof DriverAddPersonSchema>;

/** A car's data as the aggregator registers it (market.md §b.3). */
export const DriverAddCarDataSchema = z.object({
  brand: z.string({ error: t('driversAdd.validation.required') }).trim().min(1, t('driversAdd.validation.required')).max(60),
  model: z.string({ error: t('driversAdd.validation.required') }).trim().min(1, t('driversAdd.validation.required')).max(60),
  year: z.coerce.number({ error: t('driversAdd.validation.year') }).int(t('driversAdd.validation.year')).min(1990, t('driversAdd.validation.year')).max(2100, t('driversAdd.validation.year')),
  color: z.string({ error: t('driversAdd.validation.required') }).trim().min(1, t('driversAdd.validation.required')).max(40),
  number: z
    .string({ error: t('driversAdd.validation.number') })
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[0-9A-ZА-ЯЁ]{5,12}$/, t('driversAdd.validation.number'))),
  vin: optionalText(17),
  registration_cert: optionalText(20),
});
export type DriverAddCarData = z.infer<typeof DriverAddCarDataSchema>;

export const DriverAddCreateSchema = z.object({
  driver_id: RowIdSchema.nullable().optional().describe('Водитель парка; либо person'),
  person: DriverAddPersonSchema.nullable().optional().describe('Данные нового водителя; либо driver_id'),
});
export type DriverAddCreate = z.infer<typeof DriverAddCreateSchema>;

export const DriverAddCarCreateSchema = z.object({
  car_id: RowIdSchema.nullable().optional().describe('Автомобиль парка; либо car'),
  car: DriverAddCarDataSchema.nullable().optional().describe('Данные автомобиля; либо car_id'),
});
export type DriverAddCarCreate = z.infer<typeof DriverAddCarCreateSchema>;

export const DriverAddEventSchema = z.object({
  status: z.enum(DRIVER_ADD_STATUSES),
  reason: z.string().nullable(),
  at: z.iso.datetime(),
});

export const DriverAddRequestSchema = z.object({
  id: z.number().int(),
  aggregator_id: z.number().int(),
  aggregator_name: z.string(),
  kind: z.enum(DRIVER_ADD_KINDS),
  /** The driver request a car request follows. */
  parent_id: z.number().int().nullable(),
  driver_id: z.number().int().nullable(),
  /** The driver's name (the park driver's, or the new person's). */
  driver_name: z.string(),
  car_id: z.number().int().nullable(),
  /** «Kia Rio, А123ВС77» for a car request. */
  car_title: z.string().nullable(),
  status: z.enum(DRIVER_ADD_STATUSES),
  reason: z.string().nullable(),
  external_id: z.string().nullable(),
  attempts: z.number().int(),
  /** The aggregator is the sandbox («Тестовый режим»). */
  sandbox: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type DriverAddRequest = z.infer<typeof DriverAddRequestSchema>;

/** As answered: the stored values, no input parsing. */
const PersonOutSchema = z.object({
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullish(),
  phone: z.string(),
  licence_number: z.string(),
  licence_country: z.enum(LICENCE_COUNTRIES),
  licence_expiration_date: z.string().nullish(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  tax_identification_number: z.string().nullish(),
});
const CarOutSchema = z.object({
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  color: z.string(),
  number: z.string(),
  vin: z.string().nullish(),
  registration_cert: z.string().nullish(),
});

export const DriverAddCardSchema = DriverAddRequestSchema.extend({
  person: PersonOutSchema.nullable(),
  car: CarOutSchema.nullable(),
  history: z.array(DriverAddEventSchema),
  /** Car requests that follow this driver request. */
  car_requests: z.array(DriverAddRequestSchema),
});
export type DriverAddCard = z.infer<typeof DriverAddCardSchema>;

export const DriverAddListQuerySchema = PageQuerySchema.extend({
  status: z.enum(DRIVER_ADD_STATUSES).optional().describe('Только заявки в этом статусе'),
});

export const DriverAddListSchema = z.object({
  requests: z.array(DriverAddRequestSchema),
  total: z.number().int(),
  pages: z.number().int(),
});
export type DriverAddList = z.infer<typeof DriverAddListSchema>;

export const DriverAddSettingsSchema = z.object({
  aggregator_id: z.number().int(),
  /** The aggregator's work rule (aggregator_work_rules.external_id) new drivers get. */
  work_rule_id: z.string().nullable(),
  /** A city of `POST /geo`. */
  city_id: z.number().int().nullable(),
  auto_car: z.boolean(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  /** The aggregator's work rules to choose from. */
  work_rules: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DriverAddSettings = z.infer<typeof DriverAddSettingsSchema>;
export const DriverAddSettingsInputSchema = z.object({
  work_rule_id: z.preprocess(blankToNull, z.string().trim().max(100).nullable()),
  city_id: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: t('aggregators.validation.city') })
      .int(t('aggregators.validation.city'))
      .refine((id) => cityOf(id) !== null, t('aggregators.validation.city'))
      .nullable(),
  ),
  auto_car: z.boolean(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
});

export const DriverAddParamsSchema = z.object({ id: RowIdQuerySchema, requestId: RowIdQuerySchema });

export const DRIVERS_ADD_ENDPOINTS = {
  list: '/aggregators/:id/drivers-add',
  one: '/aggregators/:id/drivers-add/:requestId',
  retry: '/aggregators/:id/drivers-add/:requestId/retry',
  car: '/aggregators/:id/drivers-add/:requestId/car',
  settings: '/aggregators/:id/drivers-add-settings',
  /** The SPA's card knows only the request id (spec path `drivers-add/{requestId}`). */
  byId: '/aggregators/drivers-add/:requestId',
} as const;
