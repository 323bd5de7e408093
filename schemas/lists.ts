/**
 * Shared pieces of list endpoints: 1-based `page`, `countperpage`, `sort` + `sortcolumn`, the
 * YYYY-MM-DD period (park-local days) and 0/1 flags, all as query strings.
 */
import { z } from 'zod';
import { t } from '../texts/t';
import { DAY_BOUNDS, isCalendarDay } from './days';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;
/** Rows an xlsx export writes at most (a 100,000-driver park fits). */
export const MAX_EXPORT_ROWS = 200_000;

/** Largest id a row of ours can have (PostgreSQL `integer`); beyond it an id names nothing. */
export const MAX_ROW_ID = 2_147_483_647;
/** A row id in a JSON body. */
export const RowIdSchema = z.number().int().positive().max(MAX_ROW_ID, t('fleet.validation.noSuchRow'));
/** A row id in a query string or path. */
export const RowIdQuerySchema = z.coerce.number().int().positive().max(MAX_ROW_ID, t('fleet.validation.noSuchRow'));

/**
 * A day on the wire is YYYY-MM-DD (what the SPA's DayPicker sends); the document says so with
 * `format: date` and the bounds in `x-day-bounds`, which JSON Schema cannot state for a date.
 */
const daySchema = (bounds: { from: string; to: string }, message: string) =>
  z
    .string()
    .refine((value) => isCalendarDay(value) && value >= bounds.from && value <= bounds.to, message)
    .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-day-bounds': bounds });

/** A real calendar day, YYYY-MM-DD, 1900–2099 (birth, licence, hire dates). */
export const IsoDateSchema = daySchema(DAY_BOUNDS.any, t('fleet.validation.dayAny'));
/** A day the park works with, YYYY-MM-DD, 2000–2099 (periods, reports, goals, charges). */
export const WorkingDaySchema = daySchema(DAY_BOUNDS.working, t('fleet.validation.day'));

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
  date_from: WorkingDaySchema.optional().describe('Начало периода, ГГГГ-ММ-ДД (день парка, включительно)'),
  date_to: WorkingDaySchema.optional().describe('Конец периода, ГГГГ-ММ-ДД (день парка, включительно)'),
});

/** `pages` = ceil(total / countperpage), at least 1 when there are rows. */
export const pagesOf = (total: number, countperpage: number): number => Math.ceil(total / countperpage);

/** `:id` in a path. */
export const IdParamsSchema = z.object({ id: RowIdQuerySchema });
