/**
 * Shared pieces of list endpoints: 1-based `page`, `countperpage`, `sort` + `sortcolumn`, the
 * YYYY-MM-DD period (park-local days) and 0/1 flags, all as query strings.
 */
import { z } from 'zod';
import { ruFleet } from '../texts/ru-fleet';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;
/** Rows an xlsx export writes at most (a 100,000-driver park fits). */
export const MAX_EXPORT_ROWS = 200_000;

export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ruFleet.validation.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), ruFleet.validation.date);

/** "1"/"true" = yes, "0"/"false" = no; absent = either. */
export const QueryFlagSchema = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('Номер страницы, с 1'),
  countperpage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Строк на странице, от 1 до ${MAX_PAGE_SIZE}`),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const SortOrderSchema = z.enum(['asc', 'desc']).describe('Порядок сортировки');

export const PeriodQuerySchema = z.object({
  date_from: IsoDateSchema.optional().describe('Начало периода, ГГГГ-ММ-ДД (день парка, включительно)'),
  date_to: IsoDateSchema.optional().describe('Конец периода, ГГГГ-ММ-ДД (день парка, включительно)'),
});

/** `pages` = ceil(total / countperpage), at least 1 when there are rows. */
export const pagesOf = (total: number, countperpage: number): number => Math.ceil(total / countperpage);

export { IdParamsSchema } from './auth';
