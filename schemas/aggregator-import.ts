/**
 * Wire contracts of an aggregator's live connection (issue 12 §1): the `connection` each
 * aggregator of `GET /taxis/{taxisId}/aggregators` carries (its mode, the credentials masked, the
 * import's progress) and `PUT /aggregators/{id}/credentials`. The API key is write-only: it is
 * answered as its last four characters.
 */
import { z } from 'zod';
import { t } from '../texts/t';

export const AGGREGATOR_IMPORT_ENDPOINTS = {
  credentials: '/aggregators/:id/credentials',
} as const;

export const AGGREGATOR_IMPORT_STATUSES = ['idle', 'running', 'completed', 'failed'] as const;
export const AGGREGATOR_IMPORT_PHASES = ['drivers', 'orders', 'transactions'] as const;

export const ConnectionModeSchema = z.enum(['sandbox', 'live']);
export const AggregatorImportStatusSchema = z.enum(AGGREGATOR_IMPORT_STATUSES);
export const AggregatorImportPhaseSchema = z.enum(AGGREGATOR_IMPORT_PHASES);

const Instant = z.string().nullable();

export const AggregatorImportProgressSchema = z.object({
  status: AggregatorImportStatusSchema,
  phase: AggregatorImportPhaseSchema,
  /** The run's window of booked_at / event_at. */
  window_from: Instant,
  window_to: Instant,
  drivers_total: z.number().int().nullable().describe('Водителей у агрегатора (из последней страницы)'),
  drivers_imported: z.number().int().describe('Водителей добавлено или изменено за загрузку'),
  trips_imported: z.number().int(),
  trips_skipped: z.number().int().describe('Уже загруженные, незавершённые и заказы неизвестных водителей'),
  transactions_imported: z.number().int(),
  started_at: Instant,
  finished_at: Instant,
  /** Everything before it is imported. */
  imported_until: Instant,
  next_run_at: Instant,
  /** Why the last run failed, in Russian; null after a success. */
  last_error: z.string().nullable(),
});
export type AggregatorImportProgress = z.infer<typeof AggregatorImportProgressSchema>;

export const AggregatorConnectionSchema = z.object({
  /** 'sandbox': no credentials, the UI says «Тестовый режим». */
  mode: ConnectionModeSchema,
  credentials: z
    .object({ client_id: z.string(), park_id: z.string(), api_key: z.string().describe('Только последние 4 символа: ••••abcd') })
    .nullable(),
  import: AggregatorImportProgressSchema.nullable(),
});
export type AggregatorConnection = z.infer<typeof AggregatorConnectionSchema>;

export const AggregatorCredentialsRequestSchema = z.object({
  client_id: z
    .string()
    .trim()
    .regex(/^taxi\/park\/[0-9a-zA-Z_-]{1,64}$/, t('aggregatorImport.validation.clientId')),
  api_key: z.string().trim().min(8, t('aggregatorImport.validation.apiKey')).max(256, t('aggregatorImport.validation.apiKey')),
  park_id: z.string().trim().regex(/^[0-9a-zA-Z_-]{1,64}$/, t('aggregatorImport.validation.parkId')),
});
export type AggregatorCredentialsRequest = z.infer<typeof AggregatorCredentialsRequestSchema>;

export const maskApiKey = (last4: string): string => `••••${last4}`;
