/**
 * Wire contracts of a manual ("handy") aggregator's registries (issue 12 §1): the park uploads
 * the aggregator's xlsx or csv of trips and payments, sees every row checked (a preview, nothing
 * applied), and applies a registry without errors in one transaction. The columns are
 * `REGISTRY_COLUMNS` (their Russian headers in texts/ru-registry.ts, the format in docs/FEATURES.md).
 */
import { z } from 'zod';
import { t } from '../texts/t';
import { PaymentMethodSchema } from './fleet';
import { RowIdQuerySchema } from './lists';
import { MoneySchema } from './money';

export const REGISTRY_ENDPOINTS = {
  /** GET: the aggregator and its uploads; POST: upload a file, answered with its preview. */
  registries: '/aggregators/:id/registries',
  /** GET: one upload with its rows (the preview, or what was applied). */
  registry: '/aggregators/:id/registries/:registryId',
  /** POST: apply a preview without errors. */
  confirm: '/aggregators/:id/registries/:registryId/confirm',
  /** GET: the park's manual aggregators. */
  manual: '/aggregators/handy',
  /** GET: the registry template, xlsx. */
  template: '/aggregators/registries/template',
} as const;

/** The registry's columns in the template's order. */
export const REGISTRY_COLUMNS = [
  'order',
  'date',
  'phone',
  'licence',
  'price',
  'payment',
  'aggregator_commission',
  'payout',
  'address_from',
  'address_to',
  'fraud_reason',
] as const;
export type RegistryColumn = (typeof REGISTRY_COLUMNS)[number];
/** A file without one of these is refused as a whole; a driver column (phone or licence) is needed too. */
export const REQUIRED_REGISTRY_COLUMNS: readonly RegistryColumn[] = ['order', 'date', 'price', 'payment'];

/** Largest file taken, and most rows in one registry. */
export const REGISTRY_MAX_BYTES = 5 * 1024 * 1024;
export const REGISTRY_MAX_ROWS = 5_000;

export const REGISTRY_STATUSES = ['invalid', 'preview', 'applied'] as const;
export const RegistryStatusSchema = z.enum(REGISTRY_STATUSES).describe('invalid — есть ошибки, preview — ждёт подтверждения, applied — применён');
export type RegistryStatus = z.infer<typeof RegistryStatusSchema>;

export const REGISTRY_ROW_STATUSES = ['ok', 'error', 'skipped'] as const;
export type RegistryRowStatus = (typeof REGISTRY_ROW_STATUSES)[number];

export const RegistryParamsSchema = z.object({ id: RowIdQuerySchema, registryId: RowIdQuerySchema });

export const RegistryUploadRequestSchema = z.object({
  file_name: z.string().trim().min(1, t('registry.file.fileName')).max(255),
  /** The file's bytes, base64 (the cabinet takes no multipart). */
  content_base64: z.string().min(1, t('registry.file.empty')).describe('Содержимое файла xlsx или csv в base64'),
});
export type RegistryUploadRequest = z.infer<typeof RegistryUploadRequestSchema>;

export const RegistryCellErrorSchema = z.object({
  column: z.enum(REGISTRY_COLUMNS),
  message: z.string(),
  /** The cell's text as the file has it. */
  value: z.string().nullable(),
});
export type RegistryCellError = z.infer<typeof RegistryCellErrorSchema>;

export const RegistryRowSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  line: z.number().int(),
  status: z.enum(REGISTRY_ROW_STATUSES),
  order: z.string().nullable(),
  booked_at: z.string().nullable(),
  driver: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  /** What the file named the driver by (its phone or licence as written). */
  driver_text: z.string().nullable(),
  price: MoneySchema.nullable(),
  payment_method: PaymentMethodSchema.nullable(),
  /** Null: the aggregator's own rate applies. */
  aggregator_commission: MoneySchema.nullable(),
  payout: MoneySchema.nullable(),
  fraud_reason: z.string().nullable(),
  errors: z.array(RegistryCellErrorSchema),
  /** A note that is not an error (the order was applied before). */
  note: z.string().nullable(),
});
export type RegistryRow = z.infer<typeof RegistryRowSchema>;

/** An upload as the aggregator's history lists it. */
export const RegistryUploadSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: RegistryStatusSchema,
  created_at: z.string(),
  applied_at: z.string().nullable(),
  user_name: z.string().nullable(),
  rows_total: z.number().int(),
  error_rows: z.number().int(),
  /** Rows whose order was applied before (left out). */
  skipped_rows: z.number().int(),
  /** Trips written when it was applied. */
  trips_applied: z.number().int(),
  price: MoneySchema,
  aggregator_commission: MoneySchema,
  payout: MoneySchema,
  /** The park's commission on the written trips (after applying). */
  park_commission: MoneySchema,
});
export type RegistryUpload = z.infer<typeof RegistryUploadSchema>;

export const RegistryPreviewSchema = RegistryUploadSchema.extend({
  aggregator_id: z.number().int(),
  /** The same file (or every order in it) was applied before: this answer changes nothing. */
  already_applied: z.boolean(),
  /** The registry columns the file has. */
  columns: z.array(z.enum(REGISTRY_COLUMNS)),
  rows: z.array(RegistryRowSchema),
});
export type RegistryPreview = z.infer<typeof RegistryPreviewSchema>;

const RegistryAggregatorSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), manual: z.boolean() });

/** GET /aggregators/handy: the park's manual aggregators. */
export const ManualAggregatorsSchema = z.object({ aggregators: z.array(RegistryAggregatorSchema) });

export const RegistryListSchema = z.object({
  aggregator: RegistryAggregatorSchema,
  data: z.array(RegistryUploadSchema),
  total: z.number().int(),
});
export type RegistryList = z.infer<typeof RegistryListSchema>;
export type ManualAggregators = z.infer<typeof ManualAggregatorsSchema>;
