/**
 * Wire contracts of trips (spec 7 `GET /transfersp`, "transfers") and of a park's aggregators
 * (`GET /taxis/{taxisId}/aggregators`, `GET /aggregators/{id}/transfers`).
 */
import { z } from 'zod';
import { AggregatorCodeSchema, CarCategorySchema, PaymentMethodSchema, TransferStatusSchema, type TransferStatus } from './fleet';
import { LedgerEntrySchema } from './ledger';
import { PageQuerySchema, PeriodQuerySchema, RowIdQuerySchema, SortOrderSchema } from './lists';
import { MoneySchema } from './money';
import { AggregatorConnectionSchema } from './aggregator-import';

export const TRANSFER_ENDPOINTS = {
  list: '/transfersp',
  listExport: '/transfersp/export',
  one: '/transfers/:id',
  parkAggregators: '/taxis/:taxisId/aggregators',
  aggregatorFigures: '/aggregators/:id/transfers',
} as const;

/** The `{filter}` of /transfers/list/{filter} and /drivers/detail/{id}/transfers/{filter}. */
export const TRANSFER_FILTERS = ['complete', 'cancelled', 'active', 'failed', 'all'] as const;
export const TransferFilterSchema = z.enum(TRANSFER_FILTERS);
export type TransferFilter = z.infer<typeof TransferFilterSchema>;

/** Which stored statuses each filter shows. */
export const TRANSFER_FILTER_STATUSES: Record<Exclude<TransferFilter, 'all'>, readonly TransferStatus[]> = {
  complete: ['complete'],
  cancelled: ['cancelled'],
  active: ['none', 'driving', 'waiting', 'calling', 'transporting'],
  failed: ['expired', 'failed'],
};

export const TRANSFER_SORT_COLUMNS = ['booked_at', 'ended_at', 'price', 'park_commission', 'status'] as const;

export const TransfersQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.shape).extend({
  date_from: PeriodQuerySchema.shape.date_from.describe('Начало периода по дню заказа; по умолчанию 7 дней назад'),
  date_to: PeriodQuerySchema.shape.date_to.describe('Конец периода (включительно); по умолчанию сегодня'),
  filter: TransferFilterSchema.default('complete').describe(
    'complete — выполненные, cancelled — отменённые, active — в работе, failed — просроченные и невыполненные, all — все',
  ),
  sort: SortOrderSchema.default('desc'),
  sortcolumn: z.enum(TRANSFER_SORT_COLUMNS).default('booked_at'),
  search: z.string().trim().max(100).optional().describe('Номер заказа, или часть ФИО/телефона водителя, или госномер'),
  aggregator_id: RowIdQuerySchema.optional().describe('Только заказы этого агрегатора'),
  driver_id: RowIdQuerySchema.optional().describe('Только заказы этого водителя'),
  payment_method: PaymentMethodSchema.optional().describe('Только этот способ оплаты'),
});
export type TransfersQuery = z.infer<typeof TransfersQuerySchema>;

export const TransferSchema = z.object({
  id: z.number().int(),
  short_id: z.string(),
  status: TransferStatusSchema,
  booked_at: z.string(),
  ended_at: z.string().nullable(),
  aggregator: z.object({ id: z.number().int(), code: AggregatorCodeSchema, name: z.string() }),
  driver: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }),
  car: z.object({ id: z.number().int(), number: z.string(), brand: z.string(), model: z.string() }).nullable(),
  price: MoneySchema,
  payment_method: PaymentMethodSchema,
  category: CarCategorySchema,
  park_commission: MoneySchema,
  aggregator_commission: MoneySchema,
  address_from: z.string(),
  address_to: z.string().nullable(),
});
export type Transfer = z.infer<typeof TransferSchema>;

/**
 * `transfers_total`: trips matching every filter; `status_total`: the same query counted per
 * filter of TRANSFER_FILTERS (the status filter itself left out), for the tabs.
 */
export const TransfersResponseSchema = z.object({
  transfers: z.array(TransferSchema),
  pages: z.number().int(),
  transfers_total: z.number().int(),
  status_total: z.record(TransferFilterSchema, z.number().int()),
});
export type TransfersResponse = z.infer<typeof TransfersResponseSchema>;

export const TransferDetailSchema = TransferSchema.extend({
  mileage_km: z.number(),
  cancel_reason: z.string().nullable(),
  /** Ledger entries the trip produced (income, commissions). */
  entries: z.array(LedgerEntrySchema),
});
export type TransferDetail = z.infer<typeof TransferDetailSchema>;

export const DEFAULT_INACTIVE_INTERVAL_DAYS = 7;

export const AggregatorSchema = z.object({
  id: z.number().int(),
  code: AggregatorCodeSchema,
  name: z.string(),
  active: z.boolean(),
  /** Stored inactive interval in days; null = the default 7. */
  inactive_interval: z.number().int().nullable(),
  drivers_count: z.number().int(),
  /** A handy aggregator: no API, trips and payments come in the registries the park uploads. */
  manual: z.boolean(),
  /** The city the park works in with it (`POST /geo`). */
  city_id: z.number().int().nullable(),
  /** The live connection over the aggregator's API, or the sandbox (issue 12 §1). */
  connection: AggregatorConnectionSchema,
});
export type Aggregator = z.infer<typeof AggregatorSchema>;
export const ParkAggregatorsResponseSchema = z.object({ aggregators: z.array(AggregatorSchema) });

export const AggregatorFiguresQuerySchema = PeriodQuerySchema.extend({
  inactive_interval: z.coerce
    .number()
    .int()
    .min(1)
    .max(365)
    .optional()
    .describe('Дней без поездок, после которых водитель неактивен; по умолчанию сохранённое значение агрегатора или 7'),
});

/** GET /aggregators/{id}/transfers: the aggregator's figures for the drivers list. */
export const AggregatorFiguresSchema = z.object({
  aggregator_id: z.number().int(),
  date_from: z.string(),
  date_to: z.string(),
  inactive_interval: z.number().int(),
  transfers: z.number().int().describe('Выполненные поездки за период'),
  transfers_cancelled: z.number().int(),
  income: MoneySchema.describe('Стоимость выполненных поездок за период'),
  park_commission: MoneySchema,
  drivers_total: z.number().int(),
  drivers_active: z.number().int().describe('Водители с поездкой за последние inactive_interval дней'),
  drivers_inactive: z.number().int(),
});
export type AggregatorFigures = z.infer<typeof AggregatorFiguresSchema>;
