/**
 * Wire contracts of drivers (spec 7 `GET /drivers/v2/list` and the driver card's endpoints).
 * Every path here is under the main API base (`/api`). The park is always the token's.
 */
import { z } from 'zod';
import { t } from '../texts/t';
import {
  AggregatorCodeSchema,
  AppPlatformSchema,
  EmploymentTypeSchema,
  LicenceCountrySchema,
  LINK_STATUSES,
  WorkStatusSchema,
} from './fleet';
import { IsoDateSchema, PageQuerySchema, PeriodQuerySchema, QueryFlagSchema, RowIdQuerySchema, SortOrderSchema } from './lists';
import { MoneyInputSchema, MoneySchema } from './money';
import { normalisePhone } from './phone';

export const DRIVER_ENDPOINTS = {
  list: '/drivers/v2/list',
  listExport: '/drivers/v2/list/export',
  create: '/drivers',
  one: '/drivers/:id',
  changes: '/drivers/:id/changes',
  cards: '/drivers/:driverId/cards',
  app: '/drivers/:id/app',
  aggregators: '/drivers/:id/aggregators',
  aggregator: '/drivers/:id/aggregators/:aggregatorId',
  cars: '/cars',
  groups: '/aggregators/groups',
} as const;

const IsoDateTimeSchema = z.string().describe('Дата и время, ISO 8601');

/** Spec 3: 'warning' if any link has a contract issue, else 'success' if any is self-employed, else 'none'. */
export const SelfStateSchema = z.enum(['warning', 'success', 'none']);
export type SelfState = z.infer<typeof SelfStateSchema>;

export function selfStateOf(links: readonly { has_contract_issue: boolean; is_selfemployed: boolean }[]): SelfState {
  if (links.some((link) => link.has_contract_issue)) return 'warning';
  if (links.some((link) => link.is_selfemployed)) return 'success';
  return 'none';
}

/** A driver's account on an aggregator: the `{product}` links of the spec's list item. */
export const DriverLinkSchema = z.object({
  aggregator_id: z.number().int(),
  aggregator_code: AggregatorCodeSchema,
  aggregator_name: z.string(),
  external_id: z.string(),
  status: z.enum(LINK_STATUSES),
  has_contract_issue: z.boolean(),
  is_selfemployed: z.boolean(),
  last_trip_at: IsoDateTimeSchema.nullable(),
});
export type DriverLink = z.infer<typeof DriverLinkSchema>;

export const CarBriefSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  color: z.string(),
  number: z.string(),
});
export type CarBrief = z.infer<typeof CarBriefSchema>;

export const DriverGroupSchema = z.object({ id: z.number().int(), subname: z.string() });
export type DriverGroup = z.infer<typeof DriverGroupSchema>;

export const DRIVER_SORT_COLUMNS = [
  'id',
  'full_name',
  'balance',
  'balance_limit',
  'last_trip_at',
  'hire_date',
  'work_status',
] as const;
export const DriverSortColumnSchema = z.enum(DRIVER_SORT_COLUMNS);
export type DriverSortColumn = z.infer<typeof DriverSortColumnSchema>;

/** Spec 7 `GET /drivers/v2/list`: every parameter the spec lists, each with its meaning. */
export const DriversListQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.shape).extend({
  date_from: PeriodQuerySchema.shape.date_from.describe(
    'Начало периода для колонок «Поездок за период» и «Доход за период» и для exclude_inactive; по умолчанию 7 дней назад',
  ),
  date_to: PeriodQuerySchema.shape.date_to.describe('Конец периода (включительно); по умолчанию сегодня'),
  taxis_id: RowIdQuerySchema.optional()
    .describe('Парк; если указан, должен совпадать с парком токена, иначе 404'),
  sort: SortOrderSchema.default('asc'),
  sortcolumn: DriverSortColumnSchema.default('full_name').describe('Колонка сортировки'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Часть ФИО, телефона (цифры), номера ВУ или госномера автомобиля, без учёта регистра'),
  status: WorkStatusSchema.optional().describe('Статус работы водителя: working, not_working, fired'),
  exclude_inactive: QueryFlagSchema.optional().describe(
    '1: только водители, чья последняя поездка не раньше date_from (работали в периоде)',
  ),
  exclude_blocked: QueryFlagSchema.optional().describe('1: без водителей из чёрного списка'),
  has_contract_issue: QueryFlagSchema.optional().describe(
    '1: есть аккаунт агрегатора с проблемой договора (занятость не подтверждена); 0: нет ни одного',
  ),
  has_targets: QueryFlagSchema.optional().describe('1: участвует в действующей цели парка; 0: не участвует'),
  is_selfemployed: QueryFlagSchema.optional().describe(
    '1: хотя бы один аккаунт агрегатора оформлен как самозанятый; 0: ни одного',
  ),
  taxis_aggregators: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional()
    .describe('ID агрегаторов парка через запятую: водитель подключён хотя бы к одному из них'),
  have_app: QueryFlagSchema.optional().describe('1: приложение водителя установлено; 0: не установлено'),
  more_7: QueryFlagSchema.optional().describe('1: нет поездок больше 7 дней (или не было совсем)'),
  more_14: QueryFlagSchema.optional().describe('1: нет поездок больше 14 дней (или не было совсем)'),
  more_30: QueryFlagSchema.optional().describe('1: нет поездок больше 30 дней (или не было совсем)'),
  have_sent_offer: QueryFlagSchema.optional().describe('1: водителю отправлена оферта парка; 0: не отправлена'),
});
export type DriversListQuery = z.infer<typeof DriversListQuerySchema>;

export const DriverListItemSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  phone: z.string(),
  licence_number: z.string(),
  work_status: WorkStatusSchema,
  employment_type: EmploymentTypeSchema,
  is_blocked: z.boolean(),
  balance: MoneySchema,
  balance_limit: MoneySchema,
  car: CarBriefSchema.nullable(),
  group: DriverGroupSchema.nullable(),
  app_installed: z.boolean(),
  has_targets: z.boolean(),
  has_sent_offer: z.boolean(),
  last_trip_at: IsoDateTimeSchema.nullable(),
  hire_date: z.string().nullable(),
  links: z.array(DriverLinkSchema),
  self_state: SelfStateSchema,
  period_trips: z.number().int().describe('Выполненные поездки за период date_from..date_to'),
  period_income: MoneySchema.describe('Стоимость выполненных поездок за период'),
});
export type DriverListItem = z.infer<typeof DriverListItemSchema>;

/** `total`: drivers matching the filters; `drivers_total`: all drivers of the park. */
export const DriversListResponseSchema = z.object({
  driver_profiles: z.array(DriverListItemSchema),
  pages: z.number().int(),
  drivers_total: z.number().int(),
  total: z.number().int(),
});
export type DriversListResponse = z.infer<typeof DriversListResponseSchema>;

export const DriverSchema = DriverListItemSchema.extend({
  email: z.string().nullable(),
  address: z.string().nullable(),
  birth_date: z.string().nullable(),
  tax_identification_number: z.string().nullable(),
  passport_number: z.string().nullable(),
  licence_country: LicenceCountrySchema,
  licence_issue_date: z.string().nullable(),
  licence_expiration_date: z.string().nullable(),
  experience_since: z.string().nullable(),
  fire_date: z.string().nullable(),
  comment: z.string().nullable(),
  check_message: z.string().nullable(),
  referral_code: z.string().nullable(),
  blocked_balance: MoneySchema,
  app_version: z.string().nullable(),
  app_platform: AppPlatformSchema.nullable(),
  app_last_seen_at: IsoDateTimeSchema.nullable(),
  app_access: z.boolean(),
  offer_sent_at: IsoDateTimeSchema.nullable(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema.nullable(),
});
export type Driver = z.infer<typeof DriverSchema>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, t('fleet.validation.tooLong').replace('%{max}', String(max))).nullable().optional());
const optionalDate = () => z.preprocess(blankToNull, IsoDateSchema.nullable().optional());
const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё]+([ '-][A-Za-zА-Яа-яЁё]+)*$/;

/**
 * +7 and 10 digits (Russia, Kazakhstan) or +375 and 9 digits (Belarus), typed as people do:
 * «8 916 123-45-67», «+7 (916) 123 45 67», «80 29 …» (schemas/phone.ts).
 */
export const DriverPhoneSchema = z
  .string({ error: t('fleet.validation.phone') })
  .transform((value) => normalisePhone(value) ?? value)
  .pipe(z.string().regex(/^(\+7\d{10}|\+375\d{9})$/, t('fleet.validation.phone')));

/** Letters and digits, spaces dropped, upper case ("77 АВ 123456" -> "77АВ123456"). */
export const LicenceNumberSchema = z
  .string({ error: t('fleet.validation.licenceNumber') })
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-ZА-ЯЁ]{6,20}$/, t('fleet.validation.licenceNumber')));

/** Create and profile edit (POST /drivers, PUT /drivers/{id}); dates are YYYY-MM-DD. */
export const DriverInputSchema = z
  .object({
    last_name: z
      .string({ error: t('fleet.validation.lastName') })
      .trim()
      .min(1, t('fleet.validation.lastName'))
      .max(60)
      .regex(NAME_PATTERN, t('fleet.validation.nameFormat')),
    first_name: z
      .string({ error: t('fleet.validation.firstName') })
      .trim()
      .min(1, t('fleet.validation.firstName'))
      .max(60)
      .regex(NAME_PATTERN, t('fleet.validation.nameFormat')),
    middle_name: z.preprocess(
      blankToNull,
      z.string().trim().max(60).regex(NAME_PATTERN, t('fleet.validation.nameFormat')).nullable().optional(),
    ),
    phone: DriverPhoneSchema,
    email: z.preprocess(blankToNull, z.email(t('fleet.validation.email')).max(120).nullable().optional()),
    address: optionalText(300),
    birth_date: optionalDate(),
    tax_identification_number: z.preprocess(
      blankToNull,
      z
        .string()
        .regex(/^(\d{9}|\d{10}|\d{12})$/, t('fleet.validation.tin'))
        .nullable()
        .optional(),
    ),
    passport_number: optionalText(30),
    licence_number: LicenceNumberSchema,
    licence_country: LicenceCountrySchema.default('rus'),
    licence_issue_date: optionalDate(),
    licence_expiration_date: optionalDate(),
    experience_since: optionalDate(),
    work_status: WorkStatusSchema.default('working'),
    employment_type: EmploymentTypeSchema.default('selfemployed'),
    // Any positive number: the service answers «не найден в парке» for one beyond every row.
    group_id: z.preprocess(blankToNull, RowIdQuerySchema.nullable().optional()),
    car_id: z.preprocess(blankToNull, RowIdQuerySchema.nullable().optional()),
    balance_limit: MoneyInputSchema.default(0),
    hire_date: optionalDate(),
    fire_date: optionalDate(),
    comment: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    if (value.licence_issue_date && value.licence_expiration_date && value.licence_expiration_date <= value.licence_issue_date) {
      ctx.addIssue({ code: 'custom', path: ['licence_expiration_date'], message: t('fleet.validation.licenceDates') });
    }
    if (value.hire_date && value.fire_date && value.fire_date < value.hire_date) {
      ctx.addIssue({ code: 'custom', path: ['fire_date'], message: t('fleet.validation.dateRange') });
    }
  });
export type DriverInput = z.input<typeof DriverInputSchema>;
export type DriverInputParsed = z.output<typeof DriverInputSchema>;

/** A driver must be at least 18 on `today` (YYYY-MM-DD); the service checks it with its clock. */
export function isAdultOn(birthDate: string, today: string): boolean {
  const [year = 0, month = 0, dayOfMonth = 0] = birthDate.split('-').map(Number);
  const adultFrom = `${String(year + 18).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  return adultFrom <= today;
}

/** GET /drivers/{id}/changes: who changed what. */
export const DriverChangeSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  source: z.enum(['cabinet', 'api', 'platform']),
  created_at: IsoDateTimeSchema,
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type DriverChange = z.infer<typeof DriverChangeSchema>;
export const DriverChangesResponseSchema = z.object({
  changes: z.array(DriverChangeSchema),
  total: z.number().int(),
  pages: z.number().int(),
});

/** GET /drivers/{driverId}/cards: only the last four digits ever leave the server. */
export const DriverCardSchema = z.object({
  id: z.number().int(),
  last4: z.string().regex(/^\d{4}$/),
  brand: z.string(),
  bank: z.string().nullable(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  active: z.boolean(),
  created_at: IsoDateTimeSchema,
});
export type DriverCard = z.infer<typeof DriverCardSchema>;
export const DriverCardsResponseSchema = z.object({ cards: z.array(DriverCardSchema) });

/** GET/PUT /drivers/{id}/app: the driver app tab (mobile-app). */
export const DriverAppSchema = z.object({
  app_installed: z.boolean(),
  app_version: z.string().nullable(),
  app_platform: AppPlatformSchema.nullable(),
  app_last_seen_at: IsoDateTimeSchema.nullable(),
  app_access: z.boolean(),
  pending_request: z.object({ id: z.number().int(), created_at: IsoDateTimeSchema }).nullable(),
});
export type DriverApp = z.infer<typeof DriverAppSchema>;
export const DriverAppUpdateSchema = z.object({ app_access: z.boolean() });

/** GET /drivers/{id}/aggregators (drivers-join): the driver's accounts and aggregators left to join. */
export const AggregatorBriefSchema = z.object({
  id: z.number().int(),
  code: AggregatorCodeSchema,
  name: z.string(),
});
export type AggregatorBrief = z.infer<typeof AggregatorBriefSchema>;
export const DriverAggregatorsResponseSchema = z.object({
  links: z.array(DriverLinkSchema),
  available: z.array(AggregatorBriefSchema),
});
/** POST /drivers/{id}/aggregators: connects through the aggregator's gateway (sandbox here). */
export const DriverJoinRequestSchema = z.object({ aggregator_id: RowIdQuerySchema });

/** GET /cars (the driver form's car picker). */
export const CarsQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(50).optional().describe('Часть госномера, марки или модели'),
});
export const CarsResponseSchema = z.object({
  cars: z.array(CarBriefSchema),
  total: z.number().int(),
  pages: z.number().int(),
});

/** GET /aggregators/groups: the park's driver groups (pseudo id 0 'Все водители' first). */
export const DriverGroupsResponseSchema = z.object({ groups: z.array(DriverGroupSchema) });
export const ALL_DRIVERS_GROUP: DriverGroup = { id: 0, subname: 'Все водители' };
